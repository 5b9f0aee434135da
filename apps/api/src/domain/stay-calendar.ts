/**
 * A rental unit's bookable calendar as flat arrays (issue 16, decision 009): whether a
 * stay [check-in, check-out) is free and fully priced, what its nights cost, and whether
 * it fills a gap between holds — each in a few array reads, whatever the stay's length.
 *
 * Days are day numbers (`dayNumber`: days since 1970-01-01 of a 'YYYY-MM-DD'
 * Europe/Istanbul calendar date, computed in UTC so the server's zone never matters).
 * Slot `i` is day `from + i`; the arrays end with the day after the last priced night
 * inside the horizon, so the check-out day of every fully priced stay has a slot.
 * The rules themselves (minimum nights, check-in weekday, gap filling) are domain/quote.ts's.
 */
import type { DateRange } from './availability.ts';
import { type QuotePeriod, type QuoteVilla, minNightsOf, stayRuleBroken, weekdayAllowed } from './quote.ts';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (NaN for a malformed one). */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The 'YYYY-MM-DD' date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export type StayCalendar = {
  /** Day number of slot 0. */
  from: number;
  /** Number of slots. */
  length: number;
  /** `priceSum[i]`: kuruş of the priced nights in slots 0 … i − 1 (length + 1 entries). */
  priceSum: Float64Array;
  /** `pricedUntil[i]`: the first slot ≥ i without a price (`length` when none). */
  pricedUntil: Int32Array;
  /** `freeUntil[i]`: the first slot ≥ i held by a hold (`length` when none). */
  freeUntil: Int32Array;
  /** The unit's periods ordered by start, for the check-in night's rules. */
  periods: QuotePeriod[];
  /** Day numbers of each period's first and last night, in the same order. */
  starts: Int32Array;
  ends: Int32Array;
};

/**
 * Builds the calendar of one unit for the days `from` … `until − 1` (day numbers):
 * `periods` are inclusive night ranges that never overlap (the database's exclusion
 * constraint), `holds` half-open ranges (reservations in option/confirmed, blockings,
 * closed dates) that may overlap each other.
 */
export function buildStayCalendar(opts: {
  periods: readonly QuotePeriod[];
  holds: readonly DateRange[];
  from: number;
  until: number;
}): StayCalendar {
  const { from } = opts;
  const periods = [...opts.periods].sort((a, b) => (a.start_date < b.start_date ? -1 : 1));
  let last = from - 1;
  for (const p of periods) last = Math.max(last, Math.min(dayNumber(p.end_date), opts.until - 2));
  // One slot past the last priced night: the check-out day of a stay ending there.
  const length = Math.max(0, last + 2 - from);
  const price = new Float64Array(length);
  const priced = new Uint8Array(length);
  for (const p of periods) {
    const start = Math.max(dayNumber(p.start_date), from);
    const end = Math.min(dayNumber(p.end_date), from + length - 1);
    for (let d = start; d <= end; d++) {
      price[d - from] = p.nightly_price_kurus;
      priced[d - from] = 1;
    }
  }
  const held = new Uint8Array(length);
  for (const h of opts.holds) {
    const start = Math.max(dayNumber(h.start), from);
    const end = Math.min(dayNumber(h.end), from + length);
    for (let d = start; d < end; d++) held[d - from] = 1;
  }
  const priceSum = new Float64Array(length + 1);
  for (let i = 0; i < length; i++) priceSum[i + 1] = (priceSum[i] as number) + (price[i] as number);
  const pricedUntil = new Int32Array(length);
  const freeUntil = new Int32Array(length);
  let nextUnpriced = length;
  let nextHeld = length;
  for (let i = length - 1; i >= 0; i--) {
    if (!priced[i]) nextUnpriced = i;
    if (held[i]) nextHeld = i;
    pricedUntil[i] = nextUnpriced;
    freeUntil[i] = nextHeld;
  }
  const starts = Int32Array.from(periods, (p) => dayNumber(p.start_date));
  const ends = Int32Array.from(periods, (p) => dayNumber(p.end_date));
  return { from, length, priceSum, pricedUntil, freeUntil, periods, starts, ends };
}

/** The period whose nights include `day`, by binary search over the ordered periods. */
function periodOnDay(cal: StayCalendar, day: number): QuotePeriod | undefined {
  let lo = 0;
  let hi = cal.periods.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((cal.ends[mid] as number) < day) lo = mid + 1;
    else if ((cal.starts[mid] as number) > day) hi = mid - 1;
    else return cal.periods[mid];
  }
  return undefined;
}

function isHeld(cal: StayCalendar, slot: number): boolean {
  return slot >= 0 && slot < cal.length && cal.freeUntil[slot] === slot;
}

/**
 * Whether the stay from day `checkIn` to day `checkOut` is free, and whether it exactly
 * fills a gap — starts where a hold ends (or today) and ends where the next one starts —
 * as domain/availability.ts's `isFree` and `fillsGap` decide from the holds themselves.
 * Null when the calendar has no slot for the day before check-in or for check-out.
 */
export function stayFacts(
  cal: StayCalendar,
  stay: { checkIn: number; checkOut: number; today: number },
): { available: boolean; fillsGap: boolean } | null {
  const i = stay.checkIn - cal.from;
  const j = stay.checkOut - cal.from;
  if (i < 1 || j >= cal.length || j <= i) return null;
  const available = (cal.freeUntil[i] as number) >= j;
  return { available, fillsGap: available && (stay.checkIn === stay.today || isHeld(cal, i - 1)) && isHeld(cal, j) };
}

/**
 * The nights' total (kuruş, cleaning fee not included) of the stay from day `checkIn` to
 * day `checkOut`, when the unit can be booked for it: every night priced and free, and
 * the rules of domain/quote.ts kept (or waived because the stay fills a gap between holds,
 * or between today and a hold). Null otherwise. `weekday` is the check-in day's (0 = Sunday).
 */
export function bookableStayTotal(
  cal: StayCalendar,
  unit: Pick<QuoteVilla, 'min_stay'>,
  stay: { checkIn: number; checkOut: number; weekday: number; today: number },
): number | null {
  // stayFacts without its object: this runs for every villa of every search.
  const i = stay.checkIn - cal.from;
  const j = stay.checkOut - cal.from;
  if (i < 1 || j >= cal.length || j <= i) return null;
  if ((cal.freeUntil[i] as number) < j || (cal.pricedUntil[i] as number) < j) return null;
  const period = periodOnDay(cal, stay.checkIn);
  const broken = stayRuleBroken({
    nights: j - i,
    minNights: minNightsOf(period, unit),
    checkinAllowed: weekdayAllowed(period, stay.weekday),
    fillsGap: (stay.checkIn === stay.today || isHeld(cal, i - 1)) && isHeld(cal, j),
  });
  return broken ? null : (cal.priceSum[j] as number) - (cal.priceSum[i] as number);
}

export type ShortGap = { start: number; end: number; minNights: number; nightsTotal: number };

/**
 * The short-term offers of one unit (DESIGN §3, decision 005): every free gap that starts
 * on day `today` or where a hold ends, before day `windowEnd`, and ends where a hold
 * starting before day `horizon` begins — shorter than the usual minimum of its first
 * night, every night priced (a stay filling it waives the rules). As
 * find-shortterm-offers.ts computes from the holds; `nightsTotal` in kuruş without cleaning.
 */
export function shortGaps(
  cal: StayCalendar,
  unit: Pick<QuoteVilla, 'min_stay'>,
  days: { today: number; windowEnd: number; horizon: number },
): ShortGap[] {
  const out: ShortGap[] = [];
  let d = days.today - cal.from;
  const windowEnd = days.windowEnd - cal.from;
  const horizon = days.horizon - cal.from;
  while (d >= 0 && d < cal.length) {
    if (isHeld(cal, d)) {
      d++;
      continue;
    }
    // A free day here starts a stretch: today, or the day a hold ends.
    if (d >= windowEnd) break;
    const end = cal.freeUntil[d] as number;
    // No hold after it inside the calendar (whose last day is never priced) or the horizon: no gap.
    if (end >= cal.length || end >= horizon) break;
    const minNights = minNightsOf(periodOnDay(cal, cal.from + d), unit);
    if (end - d < minNights && (cal.pricedUntil[d] as number) >= end) {
      out.push({
        start: cal.from + d,
        end: cal.from + end,
        minNights,
        nightsTotal: (cal.priceSum[end] as number) - (cal.priceSum[d] as number),
      });
    }
    d = end;
  }
  return out;
}
