/**
 * Queues a boat reservation's templated mail (DESIGN §3 "Mail"; issue 7)
 * through the boat templates of migration 0008 (`boat_…` keys), so a boat
 * guest reads boat words: `boat_name`, `marina_name` ('D-Marin (Muğla,
 * Göcek)', '—' when the boat has none), `first_day` / `last_day` (the first
 * and last rental day: the stored range is half-open), `rental_days` (one
 * day, or first – last), `days` (count of rental days, "N gün"), `guests`
 * ("N kişi"), `departure_time` / `return_time`, money in TL (tr-TR), kapora
 * as `prepayment`, bank details from the settings. The mail row carries
 * `boat_reservation_id`. Runs in the caller's transaction.
 */
import { type BoatMailTemplateKey, DEFAULT_LOCALE } from '@yali/contract';
import { mailDayIn } from '../mail/mail-dates.ts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { boatReservations, boats, marinas } from '../../db/schema.ts';
import { addDays, prepaymentOf } from '../../domain/quote.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { guestLanguageOf, guestMailVariables, mailMoney, mailSettingVariables } from '../rental-units/mail-settings.ts';
import { nightsBetween, trDate } from '../reservations/shared.ts';

/** 'D-Marin Göcek (Muğla, Göcek)'; the name alone without a location; '—' without a marina. */
export function marinaText(m: { name: string; location: string } | null): string {
  if (!m) return '—';
  return m.location.trim() ? `${m.name} (${m.location.trim()})` : m.name;
}

/**
 * Variables of every boat template for boat reservation `id`, and the
 * guest's address; null when unknown. `formatDay` turns a 'YYYY-MM-DD' day
 * into text (default '14 Temmuz 2026'); `totalText` replaces the TL total
 * (the booking request adds the chosen currency). `guestLanguage`: dates in
 * the reservation's language (issue 18) for a mail to the guest (`lang` in the answer).
 */
export async function boatReservationMailVariables(
  db: Db | Tx,
  id: number,
  opts: { formatDay?: (day: string) => string; totalText?: string; guestLanguage?: boolean } = {},
) {
  const [row] = await db
    .select({ r: boatReservations, b: boats, m: marinas })
    .from(boatReservations)
    .innerJoin(boats, eq(boats.id, boatReservations.boat_id))
    .leftJoin(marinas, eq(marinas.marina_id, boats.marina_id))
    .where(eq(boatReservations.id, id));
  if (!row) return null;
  const { r, b, m } = row;
  const lang = opts.guestLanguage ? guestLanguageOf(r) : DEFAULT_LOCALE;
  const day = mailDayIn(lang, opts.formatDay ?? trDate);
  const total = r.total_price_kurus;
  const money = mailMoney;
  const last = addDays(r.finished_at, -1);
  const firstDay = day(r.started_at);
  const lastDay = day(last);
  return {
    to: r.guest_email,
    lang,
    variables: {
      ...guestMailVariables(r, lang),
      boat_name: b.name,
      marina_name: marinaText(m),
      first_day: firstDay,
      last_day: lastDay,
      rental_days: last <= r.started_at ? firstDay : `${firstDay} – ${lastDay}`,
      days: nightsBetween(r.started_at, r.finished_at),
      guests: r.guests,
      departure_time: b.departure_time,
      return_time: b.return_time,
      total_price: opts.totalText ?? money(total),
      prepayment: money(total === null ? null : prepaymentOf(total, b.prepayment_percent)),
      note: r.note || '—',
      ...(await mailSettingVariables(db)),
    },
  };
}

/** Enqueues boat template `templateKey` for the reservation's guest; null when there is no address or the template is inactive. */
export async function queueBoatReservationMail(
  db: Db | Tx,
  templateKey: BoatMailTemplateKey,
  id: number,
  extra: Record<string, string> = {},
) {
  const data = await boatReservationMailVariables(db, id, { guestLanguage: true });
  if (!data?.to) return null;
  const { to, lang, variables } = data;
  return enqueueMail(db, { templateKey, to, lang, variables: { ...variables, ...extra }, boatReservationId: id });
}
