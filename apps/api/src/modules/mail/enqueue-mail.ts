/**
 * Queues a templated mail in the outbox (DESIGN §3 "Mail"). Runs inside the
 * caller's transaction, so a mail exists exactly when the change that caused
 * it was committed. An inactive or missing template sends nothing (returns null).
 */
import { eq } from 'drizzle-orm';
import type { MailTemplateKey } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox, mailTemplates } from '../../db/schema.ts';
import { type MailVariables, renderMail } from '../../domain/mail-render.ts';

/** The keys live in the contract (MAIL_TEMPLATE_KEYS): villa (0004), boat (0008), contact. */
export type { MailTemplateKey };

export async function enqueueMail(
  db: Db | Tx,
  opts: {
    templateKey: MailTemplateKey;
    to: string;
    variables: MailVariables;
    reservationId?: number;
    /** Set instead of reservationId for a boat reservation's mail. */
    boatReservationId?: number;
  },
): Promise<{ id: number } | null> {
  const [template] = await db.select().from(mailTemplates).where(eq(mailTemplates.key, opts.templateKey));
  if (!template?.active || !opts.to) return null;
  const mail = renderMail(template, opts.variables);
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
  return row ?? null;
}
