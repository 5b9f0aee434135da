/**
 * The stay calendars of the availability index (domain/stay-calendar.ts, issue 16) decide
 * exactly what the rules decide from the periods and holds themselves: for random periods
 * (gaps, minimum nights, check-in weekdays), random overlapping holds and random stays,
 * `bookableStayTotal` equals quoteStay + isFree + fillsGap, `stayFacts` equals isFree and
 * fillsGap, and `shortGaps` equals the gaps of freeGaps that quoteStay prices and that are
 * shorter than their minimum (find-shortterm-offers.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillsGap, freeGaps, isFree } from '../../src/domain/availability.ts';
import { addDays, daysBetween, minNightsFor, type QuotePeriod, quoteStay, weekdayOf } from '../../src/domain/quote.ts';
import { bookableStayTotal, buildStayCalendar, dayNumber, shortGaps, stayFacts } from '../../src/domain/stay-calendar.ts';

const today = '2030-12-20';
const from = dayNumber(today) - 1;
const until = from + 200;

const periodsArb = fc
  .array(
    fc.record({
      gap: fc.oneof(fc.constant(0), fc.nat({ max: 6 })),
      nights: fc.integer({ min: 1, max: 40 }),
      price: fc.constantFrom(100_000, 250_000, 999_999),
      minNights: fc.integer({ min: 1, max: 7 }),
      weekdays: fc.option(fc.subarray([0, 1, 2, 3, 4, 5, 6]), { nil: null }),
    }),
    { maxLength: 5 },
  )
  .map((parts) => {
    let cursor = -5;
    return parts.map((p): QuotePeriod => {
      const start = cursor + p.gap;
      cursor = start + p.nights;
      return {
        start_date: addDays(today, start),
        end_date: addDays(today, cursor - 1),
        nightly_price_kurus: p.price,
        min_nights: p.minNights,
        checkin_weekdays: p.weekdays,
      };
    });
  });

// Holds may overlap here (closed dates and a reservation can): the calendar merges them.
const holdsArb = fc
  .array(fc.record({ start: fc.integer({ min: -10, max: 120 }), nights: fc.integer({ min: 1, max: 9 }) }), { maxLength: 8 })
  .map((hs) => hs.map((h) => ({ start: addDays(today, h.start), end: addDays(today, h.start + h.nights) })));

const stayArb = fc.record({ start: fc.integer({ min: 0, max: 150 }), nights: fc.integer({ min: 1, max: 20 }) });

describe('stay calendars', () => {
  it('book, price and find gaps exactly as the rules on the periods and holds', () => {
    fc.assert(
      fc.property(
        periodsArb,
        holdsArb,
        fc.integer({ min: 1, max: 5 }),
        fc.array(stayArb, { maxLength: 15 }),
        (periods, holds, minStay, stays) => {
          const unit = { min_stay: minStay, cleaning_fee_kurus: 0, damage_deposit_kurus: 0, prepayment_percent: 30 };
          const cal = buildStayCalendar({ periods, holds, from, until });
          // Random stays, and the stretches between holds (and from today), where gap filling happens.
          const edges = [today, ...holds.map((h) => h.end)].flatMap((start) =>
            holds.filter((h) => h.start > start && start >= today).map((h) => ({ start, end: h.start })),
          );
          const random = stays.map((s) => ({ start: addDays(today, s.start), end: addDays(today, s.start + s.nights) }));
          for (const stay of [...random, ...edges]) {
            const free = isFree(holds, stay);
            const gap = free && fillsGap(holds, stay, today);
            const q = quoteStay({ periods, villa: unit, checkIn: stay.start, checkOut: stay.end, fillsGap: gap });
            const expected = free && q.ok ? q.nights_total_kurus : null;
            const days = { checkIn: dayNumber(stay.start), checkOut: dayNumber(stay.end), today: dayNumber(today) };
            expect(bookableStayTotal(cal, unit, { ...days, weekday: weekdayOf(stay.start) }), JSON.stringify(stay)).toBe(
              expected,
            );
            // Facts are known wherever the calendar has the check-out day's slot.
            const facts = stayFacts(cal, days);
            if (facts) expect(facts).toEqual({ available: free, fillsGap: gap });
          }

          const windowEnd = addDays(today, 60);
          const horizon = addDays(windowEnd, 90);
          const expected = freeGaps(
            holds.filter((h) => h.start < horizon),
            today,
          ).flatMap((g) => {
            if (g.start >= windowEnd) return [];
            const nights = daysBetween(g.start, g.end);
            const min = minNightsFor(periods, unit, g.start);
            const q = quoteStay({ periods, villa: unit, checkIn: g.start, checkOut: g.end, fillsGap: true });
            return nights < min && q.ok
              ? [{ start: dayNumber(g.start), end: dayNumber(g.end), minNights: min, nightsTotal: q.nights_total_kurus }]
              : [];
          });
          const found = shortGaps(cal, unit, {
            today: dayNumber(today),
            windowEnd: dayNumber(windowEnd),
            horizon: dayNumber(horizon),
          });
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sums a stay across two periods and refuses one night past the last priced one', () => {
    const periods: QuotePeriod[] = [
      { start_date: '2030-12-20', end_date: '2030-12-31', nightly_price_kurus: 100_000, min_nights: 1 },
      { start_date: '2031-01-01', end_date: '2031-01-10', nightly_price_kurus: 300_000, min_nights: 1 },
    ];
    const cal = buildStayCalendar({ periods, holds: [], from, until });
    const at = (ci: string, co: string) =>
      bookableStayTotal(
        cal,
        { min_stay: 1 },
        { checkIn: dayNumber(ci), checkOut: dayNumber(co), weekday: weekdayOf(ci), today: dayNumber(today) },
      );
    expect(at('2030-12-30', '2031-01-02')).toBe(2 * 100_000 + 300_000);
    expect(at('2031-01-08', '2031-01-11')).toBe(3 * 300_000);
    expect(at('2031-01-08', '2031-01-12')).toBeNull();
  });
});
