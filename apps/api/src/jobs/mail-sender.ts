/**
 * Mail delivery (issue 6 "Mail delivery, a real component"; DESIGN §3 "Mail").
 * The outbox is drained by `sendDueMails`:
 *
 * 1. Claim: in one short transaction, up to `limit` due pending rows are taken
 *    `FOR UPDATE SKIP LOCKED` and leased (next_attempt_at pushed `leaseMs`
 *    ahead), so two senders (several API processes) never take the same row
 *    and no transaction stays open while talking to the SMTP server.
 * 2. Send each through nodemailer with `Message-ID: <outbox-{id}@yali.local>`:
 *    the row id is the idempotency key. If the process dies between sending
 *    and marking, the lease runs out and the row is sent again with the same
 *    Message-ID and the same content (at-least-once; receivers deduplicate).
 * 3. Mark: sent (sent_at) on success; on failure attempts+1, last_error, and
 *    the next try after 1, 5, 25, 125 minutes; after MAX_ATTEMPTS the row is
 *    `failed` and shows in the back office with its error.
 *
 * `startMailSender(app)` runs it every 30 s when SMTP_URL is set; without it
 * nothing is sent and mails wait in the outbox (the embedded default).
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export const MAX_ATTEMPTS = 5;
const BACKOFF_MINUTES = [1, 5, 25, 125];

/** The part of a nodemailer transport the sender uses. */
export type MailTransport = {
  sendMail: (mail: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    messageId: string;
    headers?: Record<string, string>;
  }) => Promise<unknown>;
};

export const outboxMessageId = (id: number) => `<outbox-${id}@yali.local>`;

/** Minutes to wait after the `attempts`-th failed attempt (1, 5, 25, 125 …). */
export const backoffMinutes = (attempts: number): number =>
  BACKOFF_MINUTES[Math.min(Math.max(attempts, 1), BACKOFF_MINUTES.length) - 1] ?? 1;

export type SendResult = { claimed: number; sent: number; failed: number; retried: number; released: number };

export async function sendDueMails(opts: {
  db: Db;
  transport: MailTransport;
  from?: string;
  limit?: number;
  now?: () => Date;
  /** How long a claimed row is reserved for this sender (default 5 minutes). */
  leaseMs?: number;
  /** Checked before each mail; when aborted, unsent claims are released at once. */
  signal?: AbortSignal;
}): Promise<SendResult> {
  const { db, transport } = opts;
  const now = opts.now ?? (() => new Date());
  const from = opts.from ?? 'Yalı Villa Kiralama <no-reply@yali.local>';
  const leaseUntil = new Date(now().getTime() + (opts.leaseMs ?? 5 * 60_000));
  const result: SendResult = { claimed: 0, sent: 0, failed: 0, retried: 0, released: 0 };

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, now())))
      .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
      .limit(opts.limit ?? 20)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ next_attempt_at: leaseUntil })
      .where(
        sql`${mailOutbox.id} in (${sql.join(
          due.map((d) => sql`${d.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
  claimed.sort((a, b) => a.id - b.id);
  result.claimed = claimed.length;

  for (const [i, row] of claimed.entries()) {
    if (opts.signal?.aborted) {
      const rest = claimed.slice(i).map((r) => r.id);
      await db
        .update(mailOutbox)
        .set({ next_attempt_at: now() })
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            sql`${mailOutbox.id} in (${sql.join(
              rest.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ),
        );
      result.released = rest.length;
      break;
    }
    try {
      await transport.sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: outboxMessageId(row.id),
        headers: { 'X-Yali-Outbox-Id': String(row.id) },
      });
      await db.update(mailOutbox).set({ status: 'sent', sent_at: now(), last_error: null }).where(eq(mailOutbox.id, row.id));
      result.sent++;
    } catch (err) {
      const attempts = row.attempts + 1;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          last_error: message,
          status: failed ? 'failed' : 'pending',
          next_attempt_at: new Date(now().getTime() + backoffMinutes(attempts) * 60_000),
        })
        .where(eq(mailOutbox.id, row.id));
      if (failed) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

/** A nodemailer SMTP transport for `smtpUrl` (smtp://user:pass@host:port, smtps:// for TLS). */
export function createSmtpTransport(smtpUrl: string): MailTransport & { close: () => void } {
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Drains the outbox every `intervalMs` (30 s) while the app runs, when
 * SMTP_URL is configured; answers a stop function. Stops with the app.
 */
export function startMailSender(app: FastifyInstance, opts: { intervalMs?: number; transport?: MailTransport } = {}): () => void {
  const smtpUrl = app.config.smtpUrl;
  if (!smtpUrl && !opts.transport) {
    app.log.info('SMTP_URL tanımlı değil: e-postalar gönderilmeyecek, giden kutusunda bekleyecek.');
    return () => {};
  }
  const smtp = opts.transport ? undefined : createSmtpTransport(smtpUrl as string);
  const transport = opts.transport ?? (smtp as MailTransport);
  const abort = new AbortController();
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running || abort.signal.aborted) return;
    running = sendDueMails({ db: app.db, transport, from: app.config.mailFrom, signal: abort.signal })
      .then((r) => {
        app.metrics.mailSendFailures.inc(r.failed + r.retried);
        if (r.sent + r.failed + r.retried > 0) app.log.info({ job: 'mail-sender', ...r }, 'e-postalar işlendi');
      })
      .catch((err: unknown) => {
        if (!abort.signal.aborted) app.log.error({ err, job: 'mail-sender' }, 'e-posta gönderimi başarısız');
      })
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 3_000);
  const timer = setInterval(tick, opts.intervalMs ?? 30_000);
  first.unref();
  timer.unref();
  const stop = () => {
    abort.abort();
    clearTimeout(first);
    clearInterval(timer);
  };
  app.addHook('onClose', async () => {
    stop();
    if (running) await running;
    smtp?.close();
  });
  return stop;
}
