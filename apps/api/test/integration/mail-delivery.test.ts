/**
 * Mail delivery through a real SMTP server started in the test (smtp-server),
 * parsed with mailparser (issue 6 "Mail delivery, a real component"):
 * recipients, subject, UTF-8 Turkish text, rendered variables, HTML and text
 * parts; retry with backoff after the server refuses, permanent failure after
 * 5 attempts; and a sender stopped in the middle of a batch delivers every
 * mail exactly once after restart (one message per Message-ID).
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, mailTemplates } from '../../src/db/schema.ts';
import { MAX_ATTEMPTS, type MailTransport, outboxMessageId, sendDueMails } from '../../src/jobs/mail-sender.ts';
import { enqueueMail } from '../../src/modules/mail/enqueue-mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let smtp: SMTPServer;
let transport: MailTransport & { close: () => void };
const received: ParsedMail[] = [];
const envelopes: string[][] = [];
/** When set, RCPT TO for these addresses is refused with a 550. */
let refuse = new Set<string>();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (refuse.has(address.address)) {
        const err = new Error('Alıcı geçici olarak reddedildi') as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;
  transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  t = await createTestApp();
});
afterAll(async () => {
  transport?.close();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  await t?.close();
});
beforeEach(async () => {
  received.length = 0;
  envelopes.length = 0;
  refuse = new Set();
  await t.db.delete(mailOutbox);
});

const queueGuestMail = (to: string, guest = 'Şükrü Çağlayan') =>
  t.db.transaction((tx) =>
    enqueueMail(tx, {
      templateKey: 'reservation_received_guest',
      to,
      variables: {
        guest_name: guest,
        villa_name: 'Villa Işık',
        check_in: '12.07.2026',
        check_out: '19.07.2026',
        reservation_code: 'YL-2026-0142',
        total_price: '84.000,00 ₺',
        site_name: 'Yalı Villa Kiralama',
        site_phone: '+90 242 836 00 00',
      },
    }),
  );

describe('sendDueMails', () => {
  it('delivers recipients, subject, Turkish UTF-8 text, rendered variables, HTML and text parts', async () => {
    const queued = await queueGuestMail('ayse@misafir.example', 'İpek Şığır <Ğ>');
    expect(queued).not.toBeNull();
    const r = await sendDueMails({ db: t.db, transport, from: 'Yalı <no-reply@yali.local>' });
    expect(r).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    const mail = received[0] as ParsedMail;
    expect(envelopes[0]).toEqual(['ayse@misafir.example']);
    expect(mail.messageId).toBe(outboxMessageId(queued?.id as number));
    expect(mail.subject).toBe('Rezervasyon talebiniz alındı — YL-2026-0142');
    expect(mail.text).toContain('Sayın İpek Şığır <Ğ>,');
    expect(mail.text).toContain('Villa Işık için 12.07.2026 – 19.07.2026');
    expect(mail.html).toContain('Sayın İpek Şığır &lt;Ğ&gt;,');
    expect(mail.html).not.toContain('{{');
    expect(mail.text).not.toContain('{{');
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, queued?.id as number));
    expect(row).toMatchObject({ status: 'sent', attempts: 0, last_error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
    // Nothing due any more.
    expect((await sendDueMails({ db: t.db, transport })).claimed).toBe(0);
  });

  it('an inactive template queues nothing', async () => {
    await t.db.update(mailTemplates).set({ active: false }).where(eq(mailTemplates.key, 'reservation_received_guest'));
    expect(await queueGuestMail('pasif@misafir.example')).toBeNull();
    await t.db.update(mailTemplates).set({ active: true }).where(eq(mailTemplates.key, 'reservation_received_guest'));
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('retries after a refusal with backoff (1, 5 … min) and delivers once the server accepts', async () => {
    const queued = await queueGuestMail('red@misafir.example');
    const id = queued?.id as number;
    refuse.add('red@misafir.example');
    // The queue stamped the mail with the database's now(), which has microseconds: within the same
    // millisecond it is later than Date.now(), and the mail would not be due yet.
    let clock = Date.now() + 1;
    const now = () => new Date(clock);

    const first = await sendDueMails({ db: t.db, transport, now });
    expect(first).toMatchObject({ retried: 1, sent: 0 });
    let [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/550|reddedildi/);
    expect(row?.next_attempt_at.getTime()).toBe(clock + 60_000);

    // Not due before the backoff is over.
    clock += 30_000;
    expect((await sendDueMails({ db: t.db, transport, now })).claimed).toBe(0);
    clock += 31_000;
    expect(await sendDueMails({ db: t.db, transport, now })).toMatchObject({ retried: 1 });
    [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.attempts).toBe(2);
    expect(row?.next_attempt_at.getTime()).toBe(clock + 5 * 60_000);

    refuse.clear();
    clock += 5 * 60_000;
    expect(await sendDueMails({ db: t.db, transport, now })).toMatchObject({ sent: 1 });
    expect(received.map((m) => m.messageId)).toEqual([outboxMessageId(id)]);
    [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('sent');
  });

  it(`marks a mail failed with its error after ${MAX_ATTEMPTS} refused attempts`, async () => {
    const id = (await queueGuestMail('kalici@misafir.example'))?.id as number;
    refuse.add('kalici@misafir.example');
    let clock = Date.now() + 1; // see above: the database's now() may be later within the millisecond
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await sendDueMails({ db: t.db, transport, now: () => new Date(clock) });
      clock += 200 * 60_000;
    }
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row?.last_error).toMatch(/550|reddedildi/);
    expect((await sendDueMails({ db: t.db, transport, now: () => new Date(clock) })).claimed).toBe(0);
    expect(received).toHaveLength(0);
  });

  it('a sender stopped in the middle of a batch: after restart every mail arrives exactly once', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 6; i++) ids.push((await queueGuestMail(`misafir${i}@misafir.example`, `Misafir ${i}`))?.id as number);

    // The "process" stops after its third mail.
    const stop = new AbortController();
    let sentHere = 0;
    const stopping: MailTransport = {
      async sendMail(mail) {
        const info = await transport.sendMail(mail);
        if (++sentHere === 3) stop.abort();
        return info;
      },
    };
    // A second ahead: the rows' due time is the database's now(), which may be later than this
    // process's clock within the millisecond (PostgreSQL in CI once left the sixth row out).
    const soon = () => new Date(Date.now() + 1_000);
    const firstRun = await sendDueMails({ db: t.db, transport: stopping, limit: 10, signal: stop.signal, now: soon });
    expect(firstRun).toMatchObject({ claimed: 6, sent: 3, released: 3 });
    expect(received).toHaveLength(3);

    // Restart: a fresh sender picks up the rest.
    const second = await sendDueMails({ db: t.db, transport, limit: 10, now: soon });
    expect(second).toMatchObject({ claimed: 3, sent: 3 });
    expect((await sendDueMails({ db: t.db, transport })).claimed).toBe(0);

    const perMessageId = new Map<string, number>();
    for (const m of received) perMessageId.set(m.messageId as string, (perMessageId.get(m.messageId as string) ?? 0) + 1);
    expect([...perMessageId.keys()].sort()).toEqual(ids.map(outboxMessageId).sort());
    expect([...perMessageId.values()].every((n) => n === 1)).toBe(true);
    expect(envelopes.flat().sort()).toEqual(ids.map((_, i) => `misafir${i + 1}@misafir.example`).sort());
  });

  it('a hard crash after claiming: the lease runs out and the rows are sent with their own Message-ID', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 2; i++) ids.push((await queueGuestMail(`kaza${i}@misafir.example`))?.id as number);
    const dead: MailTransport = {
      sendMail: () => new Promise(() => {}), // never answers: the process "dies" here
    };
    // A second ahead, as above: a row due at the database's now() may lie after this process's clock, and the
    // "dead" sender then claimed one row, leaving the other to the next sender (CI on PostgreSQL).
    const soon = () => new Date(Date.now() + 1_000);
    void sendDueMails({ db: t.db, transport: dead, leaseMs: 60_000, now: soon });
    await new Promise((r) => setTimeout(r, 200));
    // Another sender right away: the rows are leased, not taken twice.
    expect((await sendDueMails({ db: t.db, transport, now: soon })).claimed).toBe(0);
    // After the lease: delivered, once each.
    const later = () => new Date(Date.now() + 61_000);
    expect(await sendDueMails({ db: t.db, transport, now: later })).toMatchObject({ claimed: 2, sent: 2 });
    expect(received.map((m) => m.messageId).sort()).toEqual(ids.map(outboxMessageId).sort());
  });
});
