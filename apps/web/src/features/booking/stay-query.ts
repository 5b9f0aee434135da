/**
 * Dates and guests carried in a unit link (issues 5, 23): a listing searched
 * with dates and a short-term offer link to `/villa/{slug}?checkin=…&checkout=…
 * &guests=…` (a boat to `/boat/{slug}?checkin=…&days=…&guests=…`), and the
 * page's booking section pre-selects them. Dates are
 * 'YYYY-MM-DD' Europe/Istanbul calendar days, the stay is [checkin, checkout).
 */

/**
 * Longest stay carried (nights); equals the contract's MAX_STAY_NIGHTS, which
 * is not imported because the contract's index pulls zod into the browser
 * bundle (a unit test keeps the two equal).
 */
export const MAX_CARRIED_NIGHTS = 90;
/** Most guests carried; equals the contract's MAX_GUESTS (see above). */
export const MAX_CARRIED_GUESTS = 50;

export type CarriedStay = { checkin?: string; checkout?: string; guests?: number };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isDay = (v: string | null): v is string =>
  v !== null &&
  DATE_RE.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * Reads a unit link's query: `checkin` with `checkout` (villa), or with
 * `days` (boat: checkout = checkin + days). The dates come back only as a pair of real
 * calendar days with check-in not before `today`, check-out after check-in
 * and at most MAX_CARRIED_NIGHTS nights; guests only as a whole number from 1
 * to MAX_CARRIED_GUESTS. Anything else is dropped silently: a stale or
 * hand-edited link falls back to an empty selection.
 */
export function readStayQuery(search: string | URLSearchParams, today: string): CarriedStay {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: CarriedStay = {};
  const checkin = q.get('checkin');
  // A boat link gives the rental's length (`days`, as the boat listing does) instead of the day after it.
  const days = Number(q.get('days') ?? '');
  const checkout =
    q.get('checkout') ??
    (isDay(checkin) && Number.isInteger(days) && days >= 1 && days <= MAX_CARRIED_NIGHTS ? addDays(checkin, days) : null);
  if (isDay(checkin) && isDay(checkout) && checkin >= today && checkout > checkin) {
    const nights = (Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / 86_400_000;
    if (nights <= MAX_CARRIED_NIGHTS) {
      out.checkin = checkin;
      out.checkout = checkout;
    }
  }
  const guests = Number(q.get('guests') ?? '');
  if (Number.isInteger(guests) && guests >= 1 && guests <= MAX_CARRIED_GUESTS) out.guests = guests;
  return out;
}

/**
 * True when no night of [checkin, checkout) is marked held in `days` (the
 * villa calendar). Days the calendar does not cover count as free: the
 * API's quote judges those.
 */
export function nightsFree(days: readonly { date: string; free: boolean }[], checkin: string, checkout: string): boolean {
  return !days.some((d) => d.date >= checkin && d.date < checkout && !d.free);
}
