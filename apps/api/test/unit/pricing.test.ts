/** Price period lookup (DESIGN §3 "Prices") and the Istanbul calendar day. */
import { afterEach, describe, expect, it } from 'vitest';
import { fromPrice, type PeriodLike, periodForNight, todayInIstanbul } from '../../src/domain/pricing.ts';

const period = (start_date: string, end_date: string, nightly_price_kurus: number): PeriodLike => ({
  start_date,
  end_date,
  nightly_price_kurus,
  min_nights: 3,
});

describe('periodForNight', () => {
  const june = period('2026-06-01', '2026-06-30', 500_000);
  const summer = period('2026-07-01', '2026-08-31', 900_000);
  const autumn = period('2026-09-10', '2026-09-30', 400_000); // gap 1–9 September
  const periods = [summer, june, autumn];

  it('finds the period at its first night and at its last night (end_date inclusive)', () => {
    expect(periodForNight(periods, '2026-06-01')).toBe(june);
    expect(periodForNight(periods, '2026-06-30')).toBe(june);
    expect(periodForNight(periods, '2026-07-01')).toBe(summer);
    expect(periodForNight(periods, '2026-08-31')).toBe(summer);
    expect(periodForNight(periods, '2026-09-30')).toBe(autumn);
  });

  it('answers undefined before the first, after the last and in a gap (price on request)', () => {
    expect(periodForNight(periods, '2026-05-31')).toBeUndefined();
    expect(periodForNight(periods, '2026-09-01')).toBeUndefined();
    expect(periodForNight(periods, '2026-09-09')).toBeUndefined();
    expect(periodForNight(periods, '2026-10-01')).toBeUndefined();
    expect(periodForNight([], '2026-06-15')).toBeUndefined();
  });

  it('handles the leap day 2028-02-29', () => {
    const feb = period('2028-02-01', '2028-02-29', 300_000);
    const march = period('2028-03-01', '2028-03-31', 350_000);
    expect(periodForNight([feb, march], '2028-02-28')).toBe(feb);
    expect(periodForNight([feb, march], '2028-02-29')).toBe(feb);
    expect(periodForNight([feb, march], '2028-03-01')).toBe(march);
    const leapOnly = period('2028-02-29', '2028-02-29', 1);
    expect(periodForNight([leapOnly], '2028-02-29')).toBe(leapOnly);
    expect(periodForNight([leapOnly], '2028-03-01')).toBeUndefined();
  });

  it('works across a year boundary', () => {
    const newYear = period('2026-12-28', '2027-01-03', 1_200_000);
    expect(periodForNight([newYear], '2026-12-31')).toBe(newYear);
    expect(periodForNight([newYear], '2027-01-03')).toBe(newYear);
    expect(periodForNight([newYear], '2027-01-04')).toBeUndefined();
  });
});

describe('fromPrice', () => {
  const today = '2026-07-15';

  it('is the lowest nightly price of periods with nights on or after today', () => {
    const periods = [
      period('2026-06-01', '2026-06-30', 100_000), // over: ignored although cheapest
      period('2026-07-01', '2026-07-14', 200_000), // ended yesterday: ignored
      period('2026-07-15', '2026-07-15', 700_000), // ends today: counts
      period('2026-07-16', '2026-08-31', 900_000),
      period('2026-10-01', '2026-10-31', 450_000),
    ];
    expect(fromPrice(periods, today)).toBe(450_000);
  });

  it('counts a period running through today', () => {
    expect(fromPrice([period('2026-07-01', '2026-07-31', 800_000)], today)).toBe(800_000);
  });

  it('is null when every period is over, or there are none', () => {
    expect(fromPrice([period('2026-06-01', '2026-07-14', 100_000)], today)).toBeNull();
    expect(fromPrice([], today)).toBeNull();
  });
});

describe('todayInIstanbul', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('is the Istanbul calendar day whatever the machine’s time zone', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo', 'Europe/Istanbul']) {
      process.env.TZ = tz;
      expect(todayInIstanbul(new Date('2026-11-20T21:30:00Z')), tz).toBe('2026-11-21');
    }
  });

  it('turns over at midnight Istanbul time (UTC+3)', () => {
    expect(todayInIstanbul(new Date('2026-11-20T20:59:59Z'))).toBe('2026-11-20');
    expect(todayInIstanbul(new Date('2026-11-20T21:00:00Z'))).toBe('2026-11-21');
    expect(todayInIstanbul(new Date('2028-02-28T21:00:00Z'))).toBe('2028-02-29');
    expect(todayInIstanbul(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('answers a YYYY-MM-DD string for now', () => {
    expect(todayInIstanbul()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
