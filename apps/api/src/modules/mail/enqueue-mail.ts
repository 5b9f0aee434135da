/**
 * Queues a templated mail in the outbox (DESIGN §3 "Mail"). Runs inside the
 * caller's transaction, so a mail exists exactly when the change that caused
 * it was committed. An inactive or missing template sends nothing (returns null).
 * `lang` (issue 18): the guest's language; the template's version in it when it has one, else the Turkish.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale, type MailTemplateKey } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox, mailTemplates } from '../../db/schema.ts';
import { type MailVariables, renderMail } from '../../domain/mail-render.ts';

/** The keys live in the contract (MAIL_TEMPLATE_KEYS): villa (0004), boat (0008), contact. */
export type { MailTemplateKey };

/** Which reservation a mail belongs to: a villa's (`reservationId`) or a boat's (`boatReservationId`). */
type MailReservation = { reservationId?: number; boatReservationId?: number };

export async function enqueueMail(
  db: Db | Tx,
  opts: { templateKey: MailTemplateKey; to: string; variables: MailVariables; lang?: Locale } & MailReservation,
): Promise<{ id: number } | null> {
  const [template] = await db.select().from(mailTemplates).where(eq(mailTemplates.key, opts.templateKey));
  if (!template?.active || !opts.to) return null;
  return enqueueComposedMail(db, { ...opts, ...templateIn(template, opts.lang ?? DEFAULT_LOCALE) });
}

/** The subject and body of `template` in `lang`: its translation when it has a complete one, else the Turkish. */
export function templateIn(
  template: Pick<typeof mailTemplates.$inferSelect, 'subject' | 'body' | 'translations'>,
  lang: Locale,
): { subject: string; body: string } {
  const t = lang === DEFAULT_LOCALE ? undefined : template.translations[lang];
  return t?.subject.trim() && t.body.trim()
    ? { subject: t.subject, body: t.body }
    : { subject: template.subject, body: template.body };
}

/**
 * Queues a mail whose subject and plain-text body are given (an agent's own
 * text, issue 24), rendered like a template's with `variables`; `templateKey`
 * labels it in the outbox. Answers the outbox row.
 */
export async function enqueueComposedMail(
  db: Db | Tx,
  opts: { templateKey: string; to: string; subject: string; body: string; variables: MailVariables } & MailReservation,
): Promise<{ id: number }> {
  const mail = renderMail({ subject: opts.subject, body: opts.body }, opts.variables);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      template_key: opts.templateKey,
      to_address: opts.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      reservation_id: opts.reservationId ?? null,
      boat_reservation_id: opts.boatReservationId ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row;
}
