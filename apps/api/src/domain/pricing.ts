/**
 * Price period lookup (DESIGN §3 "Prices"). Periods hold nightly rates in
 * kuruş for the nights `start_date` … `end_date` (inclusive, Europe/Istanbul
 * calendar days as `YYYY-MM-DD`, which compare correctly as strings).
 */

export type PeriodLike = { start_date: string; end_date: string; nightly_price_kurus: number; min_nights: number };

/** The period covering the night that starts on `night`, or undefined (price on request). */
export function periodForNight<P extends PeriodLike>(periods: readonly P[], night: string): P | undefined {
  return periods.find((p) => p.start_date <= night && night <= p.end_date);
}

/**
 * The lowest nightly rate among periods that still have nights on or after
 * `today` — the "from" price of a listing card. Null when none.
 */
export function fromPrice(periods: readonly PeriodLike[], today: string): number | null {
  let min: number | null = null;
  for (const p of periods) {
    if (p.end_date < today) continue;
    if (min === null || p.nightly_price_kurus < min) min = p.nightly_price_kurus;
  }
  return min;
}

// Built once: constructing an Intl.DateTimeFormat costs more than a cached search answer (bench/search.mjs).
const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Europe/Istanbul, whatever the server's time zone. */
export function todayInIstanbul(now: Date = new Date()): string {
  return istanbulDay.format(now);
}
