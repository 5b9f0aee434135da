/** The price of a boat rental (issue 7): day by day, full weeks at the weekly rate, minimum days, refusals. */
import { describe, expect, it } from 'vitest';
import { type BoatPeriod, minDaysFor, type QuoteBoat, quoteBoatRental } from '../../src/domain/boat-quote.ts';
import { prepaymentOf } from '../../src/domain/quote.ts';

const boat: QuoteBoat = { capacity: 10, min_days: 1, prepayment_percent: 30 };
const p = (start_date: string, end_date: string, daily: number, weekly: number | null = null, min_days = 1): BoatPeriod => ({
  start_date,
  end_date,
  daily_price_kurus: daily,
  weekly_price_kurus: weekly,
  min_days,
});

const june = p('2030-06-01', '2030-06-30', 1_000_000, 6_000_000); // 10.000 TL a day, 60.000 TL a week
const july = p('2030-07-01', '2030-07-31', 2_000_000, 12_600_000, 2); // 20.000 TL a day, 126.000 TL a week, at least 2 days
const august = p('2030-08-01', '2030-08-31', 1_500_000); // no weekly rate
const periods = [july, june, august];

const quote = (checkIn: string, checkOut: string, extra: Partial<Parameters<typeof quoteBoatRental>[0]> = {}) =>
  quoteBoatRental({ periods, boat, checkIn, checkOut, guests: 4, ...extra });

describe('quoteBoatRental', () => {
  it('charges a one-day trip (half-open: 07-01 → 07-02) at the daily rate of its period', () => {
    const q = quoteBoatRental({
      periods,
      boat: { ...boat, min_days: 1 },
      checkIn: '2030-06-10',
      checkOut: '2030-06-11',
      guests: 2,
    });
    expect(q).toMatchObject({
      ok: true,
      days_count: 1,
      weeks: [],
      days: [{ date: '2030-06-10', price_kurus: 1_000_000 }],
      total_kurus: 1_000_000,
      prepayment_kurus: 300_000,
    });
  });

  it('charges each day by the period covering it, across periods', () => {
    const q = quote('2030-06-29', '2030-07-02');
    expect(q.ok && q.days.map((d) => d.price_kurus)).toEqual([1_000_000, 1_000_000, 2_000_000]);
    expect(q.ok && q.total_kurus).toBe(4_000_000);
  });

  it('charges a full week at the weekly rate and the remaining days at daily rates', () => {
    const q = quote('2030-06-01', '2030-06-11'); // 10 days: one week + 3 days
    expect(q.ok).toBe(true);
    if (!q.ok) return;
    expect(q.weeks).toEqual([{ start: '2030-06-01', end: '2030-06-08', price_kurus: 6_000_000 }]);
    expect(q.days.map((d) => d.date)).toEqual(['2030-06-08', '2030-06-09', '2030-06-10']);
    expect(q.weeks_total_kurus).toBe(6_000_000);
    expect(q.days_total_kurus).toBe(3_000_000);
    expect(q.total_kurus).toBe(9_000_000);
    expect(q.prepayment_kurus).toBe(2_700_000);
  });

  it('charges two full weeks of a 14-day rental at the weekly rate', () => {
    const q = quote('2030-06-02', '2030-06-16');
    expect(q.ok && q.weeks.length).toBe(2);
    expect(q.ok && q.days).toEqual([]);
    expect(q.ok && q.total_kurus).toBe(12_000_000);
  });

  it('charges 6 days day by day: a week needs 7', () => {
    const q = quote('2030-06-01', '2030-06-07');
    expect(q.ok && q.weeks).toEqual([]);
    expect(q.ok && q.total_kurus).toBe(6_000_000);
  });

  it('charges a week straddling two weekly periods pro rata', () => {
    // 3 June days + 4 July days: 60.000 × 3/7 + 126.000 × 4/7 = 25.714,29 + 72.000 TL.
    const q = quote('2030-06-28', '2030-07-05');
    expect(q.ok && q.weeks).toEqual([
      { start: '2030-06-28', end: '2030-07-05', price_kurus: Math.round((6_000_000 * 3) / 7) + 7_200_000 },
    ]);
  });

  it('charges a week touching a period without a weekly rate day by day', () => {
    const q = quote('2030-07-28', '2030-08-04'); // 4 July days (weekly) + 3 August days (no weekly)
    expect(q.ok && q.weeks).toEqual([]);
    expect(q.ok && q.total_kurus).toBe(4 * 2_000_000 + 3 * 1_500_000);
  });

  it('never applies a weekly rate where no period sets one', () => {
    const q = quote('2030-08-01', '2030-08-09');
    expect(q.ok && q.weeks).toEqual([]);
    expect(q.ok && q.total_kurus).toBe(8 * 1_500_000);
  });

  it('requires the larger of the first day period rule and the boat rule', () => {
    expect(minDaysFor(periods, { min_days: 1 }, '2030-07-10')).toBe(2);
    expect(minDaysFor(periods, { min_days: 3 }, '2030-07-10')).toBe(3);
    expect(minDaysFor(periods, { min_days: 1 }, '2030-06-10')).toBe(1);
    // No period: the boat's own rule, at least one day.
    expect(minDaysFor(periods, { min_days: 0 }, '2031-01-01')).toBe(1);
    const q = quote('2030-07-10', '2030-07-11');
    expect(q).toMatchObject({ ok: false, reason: 'MIN_DAYS', details: { min_days: 2, days: 1 } });
    expect(!q.ok && q.message).toBe('Bu tarihlerde en az 2 günlük kiralama gerekir.');
    expect(quote('2030-07-10', '2030-07-12').ok).toBe(true);
    // The first day's period decides: a June start may run into July for one day.
    expect(quote('2030-06-30', '2030-07-01').ok).toBe(true);
  });

  it('answers price on request when any day has no period', () => {
    const q = quote('2030-08-30', '2030-09-02');
    expect(q).toMatchObject({ ok: false, reason: 'PRICE_ON_REQUEST', details: { days: ['2030-09-01'] } });
  });

  it('refuses an invalid range', () => {
    expect(quote('2030-06-10', '2030-06-10')).toMatchObject({ ok: false, reason: 'INVALID_RANGE' });
    expect(quote('2030-06-10', '2030-06-09')).toMatchObject({ ok: false, reason: 'INVALID_RANGE' });
    expect(quote('2030-02-30', '2030-03-02')).toMatchObject({ ok: false, reason: 'INVALID_RANGE' });
  });

  it('refuses more guests than the boat takes', () => {
    const q = quote('2030-06-10', '2030-06-12', { guests: 11 });
    expect(q).toMatchObject({ ok: false, reason: 'CAPACITY_EXCEEDED', details: { capacity: 10 } });
    expect(!q.ok && q.message).toBe('Bu tekne en fazla 10 kişi alır.');
    expect(quote('2030-06-10', '2030-06-12', { guests: 10 }).ok).toBe(true);
  });

  it('refuses held days but lets a rental start on the day a hold ends', () => {
    const holds = [{ start: '2030-06-10', end: '2030-06-12' }];
    expect(quote('2030-06-11', '2030-06-13', { holds })).toMatchObject({ ok: false, reason: 'UNAVAILABLE' });
    expect(quote('2030-06-08', '2030-06-11', { holds })).toMatchObject({ ok: false, reason: 'UNAVAILABLE' });
    expect(quote('2030-06-12', '2030-06-13', { holds }).ok).toBe(true);
    expect(quote('2030-06-08', '2030-06-10', { holds }).ok).toBe(true);
  });

  it('checks availability before the other rules', () => {
    const holds = [{ start: '2030-09-01', end: '2030-09-03' }];
    expect(quote('2030-09-01', '2030-09-02', { holds, guests: 50 })).toMatchObject({ reason: 'UNAVAILABLE' });
    expect(quote('2030-09-05', '2030-09-06', { guests: 50 })).toMatchObject({ reason: 'CAPACITY_EXCEEDED' });
  });
});

describe('prepaymentOf', () => {
  it('rounds the kapora to whole lira', () => {
    expect(prepaymentOf(1_234_567, 30)).toBe(370_400);
    expect(prepaymentOf(1_000_000, 0)).toBe(0);
    expect(prepaymentOf(1_000_000, 100)).toBe(1_000_000);
  });
});
