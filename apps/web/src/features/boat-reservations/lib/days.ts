/**
 * Rental days of a boat reservation as people read them: the API keeps the
 * half-open range [started_at, finished_at), screens show the first and the
 * last day ('1 Tem 2030' for a one-day trip, '1 Tem – 3 Tem 2030' for three).
 */

/** 'YYYY-MM-DD' plus `days`, through UTC (no time-zone shift). */
export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last rental day of [startedAt, finishedAt). */
export const lastDayOf = (finishedAt: string) => addDaysIso(finishedAt, -1);

const shortDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** [2030-07-01, 2030-07-04) → '1 Tem – 3 Tem 2030'; [07-01, 07-02) → '1 Tem 2030'. */
export function formatRental(startedAt: string, finishedAt: string): string {
  const s = new Date(`${startedAt}T00:00:00Z`);
  const e = new Date(`${lastDayOf(finishedAt)}T00:00:00Z`);
  if (e.getTime() <= s.getTime()) return longDate.format(s);
  const sameYear = s.getUTCFullYear() === e.getUTCFullYear();
  return `${sameYear ? shortDate.format(s) : longDate.format(s)} – ${longDate.format(e)}`;
}

/** '3 gün'. */
export const daysText = (n: number) => `${n} gün`;
