/**
 * Pure rules of the price tools (issue 24): changing a nightly price by a
 * percentage or an amount, splitting a period at the edges of a range,
 * moving a period to another year, and finding the nights that no period
 * prices. Dates are calendar days 'YYYY-MM-DD' (they compare correctly as
 * strings); a period's `end_date` is its last night, inclusive.
 */
import { addDays, daysBetween } from './quote.ts';

/** A dated range of nights, both ends inclusive. */
export type NightRange = { start_date: string; end_date: string };

/** Nights from `start` to `end`, both inclusive (0 when `end` is before `start`). */
export const nightsBetween = (start: string, end: string) => Math.max(0, daysBetween(start, end) + 1);

/**
 * The nightly price in kuruş after `change`: `percent` multiplies by
 * (1 + value/100), `amount` adds value kuruş. `rounding: 'tl'` rounds to
 * whole TL (100 kuruş), `'kurus'` to whole kuruş. The result may be ≤ 0;
 * the caller refuses it.
 */
export function changedPrice(
  priceKurus: number,
  change: { kind: 'percent' | 'amount'; value: number },
  rounding: 'tl' | 'kurus',
): number {
  const raw = change.kind === 'percent' ? priceKurus * (1 + change.value / 100) : priceKurus + change.value;
  return rounding === 'tl' ? Math.round(raw / 100) * 100 : Math.round(raw);
}

/**
 * Splits `period` at the edges of `range`: `inside` holds its nights within
 * the range (undefined when they do not meet), `outside` the parts before
 * and after it, which keep everything of the period but their dates.
 */
export function splitAtRange<P extends NightRange>(period: P, range: NightRange): { inside: P | undefined; outside: P[] } {
  if (period.end_date < range.start_date || period.start_date > range.end_date) return { inside: undefined, outside: [period] };
  const outside: P[] = [];
  if (period.start_date < range.start_date) {
    outside.push({ ...period, end_date: addDays(range.start_date, -1) });
  }
  if (period.end_date > range.end_date) {
    outside.push({ ...period, start_date: addDays(range.end_date, 1) });
  }
  const inside = {
    ...period,
    start_date: period.start_date > range.start_date ? period.start_date : range.start_date,
    end_date: period.end_date < range.end_date ? period.end_date : range.end_date,
  };
  return { inside, outside };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * `range` moved by `years` to the same month and day. 29 February has no
 * twin in a common year: a range starting on it starts on 1 March, one
 * ending on it ends on 28 February, so two neighbouring periods never meet
 * on the same night. Into a leap year, a range ending on 28 February of a
 * common year ends on 29 February, so that night is not left unpriced.
 * Undefined when nothing is left (a single night on 29 February).
 */
export function shiftYears<P extends NightRange>(range: P, years: number): P | undefined {
  const move = (day: string, edge: 'start' | 'end') => {
    const year = Number(day.slice(0, 4)) + years;
    const monthDay = day.slice(5);
    if (monthDay === '02-29' && !isLeap(year)) return edge === 'start' ? `${year}-03-01` : `${year}-02-28`;
    if (edge === 'end' && monthDay === '02-28' && isLeap(year) && !isLeap(year - years)) return `${year}-02-29`;
    return `${String(year).padStart(4, '0')}-${monthDay}`;
  };
  const start_date = move(range.start_date, 'start');
  const end_date = move(range.end_date, 'end');
  return end_date < start_date ? undefined : { ...range, start_date, end_date };
}

/**
 * The nights of `window` that none of `covers` includes, as ranges in
 * order. `covers` may overlap and reach outside the window.
 */
export function uncoveredRanges(window: NightRange, covers: readonly NightRange[]): NightRange[] {
  const sorted = covers
    .filter((c) => c.end_date >= window.start_date && c.start_date <= window.end_date)
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  const gaps: NightRange[] = [];
  let next = window.start_date; // first night not yet known to be covered
  for (const c of sorted) {
    if (c.start_date > next) gaps.push({ start_date: next, end_date: addDays(c.start_date, -1) });
    const after = addDays(c.end_date, 1);
    if (after > next) next = after;
    if (next > window.end_date) return gaps;
  }
  if (next <= window.end_date) gaps.push({ start_date: next, end_date: window.end_date });
  return gaps;
}
