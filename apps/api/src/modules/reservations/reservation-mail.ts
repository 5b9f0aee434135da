/**
 * Queues a reservation's templated mail (DESIGN §3 "Mail"): builds every
 * variable the templates of migration 0004 offer from the reservation, its
 * villa and the settings (site name and phone; bank_name, account_holder,
 * iban for the bank-transfer mail — empty when not set), and enqueues it in
 * the caller's transaction. Dates and money follow tr-TR.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, villaPartyText } from '@yali/contract';
import { mailText } from '@yali/contract/i18n';
import { mailDayIn } from '../mail/mail-dates.ts';
import type { Db, Tx } from '../../db/client.ts';
import { prepaymentOf } from '../../domain/quote.ts';
import { reservations, villas } from '../../db/schema.ts';
import { enqueueMail, type MailTemplateKey } from '../mail/enqueue-mail.ts';
import { guestLanguageOf, guestMailVariables, mailMoney, mailSettingVariables } from '../rental-units/mail-settings.ts';
import { nightsBetween, trDate, trMoney } from './shared.ts';

/**
 * Variables for `templateKey` of reservation `reservationId`, the guest's address and language (`lang`).
 * `opts.guestLanguage`: dates in the reservation's language (issue 18) for a mail to the guest; else Turkish.
 */
export async function reservationMailVariables(db: Db | Tx, reservationId: number, opts: { guestLanguage?: boolean } = {}) {
  const [row] = await db
    .select({ r: reservations, v: villas })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villa_id))
    .where(eq(reservations.id, reservationId));
  if (!row) return null;
  const { r, v } = row;
  const total = r.total_price_kurus;
  const prepayment = total === null ? null : prepaymentOf(total, v.prepayment_percent);
  const money = mailMoney;
  const lang = opts.guestLanguage ? guestLanguageOf(r) : DEFAULT_LOCALE;
  const day = mailDayIn(lang, trDate);
  return {
    to: r.guest_email,
    lang,
    variables: {
      ...guestMailVariables(r, lang),
      villa_name: v.name,
      check_in: day(r.started_at),
      check_out: day(r.finished_at),
      check_in_time: v.check_in_time,
      check_out_time: v.check_out_time,
      nights: nightsBetween(r.started_at, r.finished_at),
      adults: r.adults,
      children: r.children,
      infants: r.infants,
      party: mailText(lang, 'party', { adults: r.adults, children: r.children, infants: r.infants }) ?? villaPartyText(r),
      total_price: money(total),
      prepayment: money(prepayment),
      damage_deposit: trMoney(v.damage_deposit_kurus),
      note: r.note,
      ...(await mailSettingVariables(db)),
    },
  };
}

/**
 * Enqueues `templateKey` for the reservation's guest, with `extra` variables on top; null when there is
 * no address or the template is inactive.
 */
export async function queueReservationMail(
  db: Db | Tx,
  templateKey: MailTemplateKey,
  reservationId: number,
  extra: Record<string, string> = {},
) {
  const data = await reservationMailVariables(db, reservationId, { guestLanguage: true });
  if (!data?.to) return null;
  const { to, lang, variables } = data;
  return enqueueMail(db, { templateKey, to, lang, variables: { ...variables, ...extra }, reservationId });
}
