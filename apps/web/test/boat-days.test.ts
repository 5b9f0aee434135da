/** Rental days of a boat reservation as the back office shows them: first to last day of [started_at, finished_at). */
import { describe, expect, it } from 'vitest';
import { addDaysIso, daysText, formatRental, lastDayOf } from '../src/features/boat-reservations/lib/days.ts';

describe('boat rental days', () => {
  it('shows a one-day trip as one day and longer rentals first to last', () => {
    expect(formatRental('2030-07-01', '2030-07-02')).toBe('1 Tem 2030');
    expect(formatRental('2030-07-01', '2030-07-04')).toBe('1 Tem – 3 Tem 2030');
    expect(formatRental('2030-12-31', '2031-01-03')).toBe('31 Ara 2030 – 2 Oca 2031');
    expect(daysText(3)).toBe('3 gün');
  });

  it('does calendar-day arithmetic without time-zone shifts', () => {
    expect(lastDayOf('2030-03-01')).toBe('2030-02-28');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2030-10-27', 1)).toBe('2030-10-28');
  });
});
