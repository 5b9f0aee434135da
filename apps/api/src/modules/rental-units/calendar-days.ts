/** The day walk of a rental unit's public calendar (villa date picker, boat days picker). */
import { addDays, daysBetween } from '../../domain/quote.ts';

/**
 * Each day of [from, to) ('YYYY-MM-DD') with `free` = no hold covers it.
 * `holds` are half-open [start, end) ranges sorted by start that never
 * overlap (each kind's exclusion constraint), so one pass suffices.
 */
export function daysWithHolds(from: string, to: string, holds: readonly { start: string; end: string }[]) {
  const days: { date: string; free: boolean }[] = [];
  const count = daysBetween(from, to);
  let h = 0;
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i);
    while (h < holds.length && (holds[h] as { end: string }).end <= date) h++;
    const hold = holds[h];
    days.push({ date, free: !(hold && hold.start <= date && date < hold.end) });
  }
  return days;
}
