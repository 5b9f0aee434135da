/**
 * `POST /v1/contact`: the public contact form (SPEC §1; DESIGN §3, §4):
 * validation in Turkish, a honeypot, a per-IP rate limit, and the message
 * stored together with the agency's 'contact_received' mail in one transaction.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from '@yali/contract';
import { contactMessages, mailOutbox, mailTemplates, settings } from '../../src/db/schema.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createUser, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let ipSeq = 0;
/** A fresh client address per call site, so that the rate limit only counts what a test means it to. */
const nextIp = () => `203.0.113.${++ipSeq}`;

const valid = {
  name: 'Gülay Ertürk',
  email: 'gulay@example.com',
  phone: '+90 533 412 78 90',
  message: 'Ağustosun ikinci haftası için 8 kişilik bir villa arıyoruz.',
};

const send = (payload: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/contact',
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': opts.ip ?? nextIp(), ...opts.headers },
  });

const messagesFrom = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(settings)
    .values({ key: 'site_email', value: 'info@yali.example' })
    .onConflictDoUpdate({ target: settings.key, set: { value: 'info@yali.example' } });
});
afterAll(() => t?.close());

describe('POST /v1/contact', () => {
  it('stores the message and queues the contact_received mail to site_email', async () => {
    const email = 'stores@example.com';
    const res = await send({ ...valid, email });
    expect(contentOf(res)).toEqual({ received: true });
    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({ name: valid.name, phone: valid.phone, message: valid.message, read: false });
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ template_key: 'contact_received', to_address: 'info@yali.example', status: 'pending' });
    expect(mail?.subject).toBe(`Yeni iletişim mesajı: ${valid.name}`);
    expect(mail?.text).toContain(email);
    expect(mail?.text).toContain(valid.message);
  });

  it('trims the fields and accepts a message without a phone number', async () => {
    const email = 'nophone@example.com';
    const res = await send({ name: '  Ali Veli ', email: ` ${email} `, message: '  Merhaba, fiyat bilgisi rica ederim.  ' });
    expect(res.statusCode).toBe(200);
    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({ name: 'Ali Veli', phone: '', message: 'Merhaba, fiyat bilgisi rica ederim.' });
  });

  it('escapes HTML of the visitor in the mail and stores the text as written', async () => {
    const email = 'html@example.com';
    await send({ ...valid, email, message: '<script>alert(1)</script> villa sorusu' });
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect((await messagesFrom(email))[0]?.message).toBe('<script>alert(1)</script> villa sorusu');
  });

  it('refuses bad input with Turkish per-field messages and stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await send({ name: 'A', email: 'not-an-email', phone: 'abc', message: 'kısa' });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('VALIDATION');
    const byPath = Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({
      'body.name': 'Lütfen adınızı ve soyadınızı yazın.',
      'body.email': 'Geçerli bir e-posta adresi yazın.',
      'body.phone': 'Geçerli bir telefon numarası yazın.',
      'body.message': 'Mesajınız en az 10 karakter olmalı.',
    });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses a missing body, a missing field and over-long text', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/contact', headers: { 'x-forwarded-for': nextIp() } })).statusCode,
    ).toBe(400);
    expect((await send({ name: valid.name, email: valid.email })).statusCode).toBe(400);
    expect((await send({ ...valid, message: 'x'.repeat(5001) })).statusCode).toBe(400);
  });

  it('answers 200 to a filled honeypot but stores no message and queues no mail', async () => {
    const email = 'bot@example.com';
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const res = await send({ ...valid, email, website: 'http://spam.example' });
    expect(contentOf(res)).toEqual({ received: true });
    expect(await messagesFrom(email)).toEqual([]);
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });

  it('stores the message without a mail when the template is inactive or site_email is empty', async () => {
    await t.db.update(mailTemplates).set({ active: false }).where(eq(mailTemplates.key, 'contact_received'));
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    await send({ ...valid, email: 'inactive@example.com' });
    await t.db.update(mailTemplates).set({ active: true }).where(eq(mailTemplates.key, 'contact_received'));
    await t.db.update(settings).set({ value: '' }).where(eq(settings.key, 'site_email'));
    await send({ ...valid, email: 'noaddress@example.com' });
    await t.db.update(settings).set({ value: 'info@yali.example' }).where(eq(settings.key, 'site_email'));
    expect(await messagesFrom('inactive@example.com')).toHaveLength(1);
    expect(await messagesFrom('noaddress@example.com')).toHaveLength(1);
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });

  it(`allows ${CONTACT_RATE_LIMIT.max} messages per ${CONTACT_RATE_LIMIT.windowMinutes} minutes per IP, then answers 429 in Turkish`, async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send({ ...valid, email: `limit${i}@example.com` }, { ip })).statusCode).toBe(200);
    }
    const res = await send({ ...valid, email: 'limit-over@example.com' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res)).toMatchObject({ code: 'RATE_LIMITED', message: CONTACT_MESSAGES.rateLimited });
    expect(await messagesFrom('limit-over@example.com')).toEqual([]);
    // Another address is not affected.
    expect((await send({ ...valid, email: 'other-ip@example.com' })).statusCode).toBe(200);
  });

  describe('authorisation: a public form, the same for everyone', () => {
    it('accepts anonymous, ADMIN, OWNER (of a villa or not) and an expired token alike', async () => {
      const admin = await createUser(t.db, { role: 'ADMIN' });
      const owner = await createUser(t.db, { role: 'OWNER' });
      const otherOwner = await createUser(t.db, { role: 'OWNER' });
      await createVilla(t.db, { owner_id: owner.id });
      const headers: Record<string, Record<string, string>> = {
        anonymous: {},
        admin: bearer(await loginAs(t.app, admin)),
        owner: bearer(await loginAs(t.app, owner)),
        otherOwner: bearer(await loginAs(t.app, otherOwner)),
        expired: bearer(await signExpiredToken({ ...admin, role: 'ADMIN' })),
      };
      for (const [who, h] of Object.entries(headers)) {
        const res = await send({ ...valid, email: `auth-${who}@example.com` }, { headers: h });
        expect(res.statusCode, who).toBe(200);
        expect(await messagesFrom(`auth-${who}@example.com`), who).toHaveLength(1);
      }
    });
  });
});
