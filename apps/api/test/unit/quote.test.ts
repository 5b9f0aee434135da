/** The price of a stay (DESIGN §3 "Prices"): night by night, minimum nights, check-in day, price on request. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  checkinAllowed,
  daysBetween,
  minNightsFor,
  type QuotePeriod,
  type QuoteVilla,
  quoteStay,
  weekdayOf,
} from '../../src/domain/quote.ts';

const villa: QuoteVilla = { cleaning_fee_kurus: 150_000, damage_deposit_kurus: 500_000, prepayment_percent: 30, min_stay: 2 };
const p = (
  start_date: string,
  end_date: string,
  nightly_price_kurus: number,
  min_nights = 1,
  checkin_weekdays: number[] | null = null,
): QuotePeriod => ({
  start_date,
  end_date,
  nightly_price_kurus,
  min_nights,
  checkin_weekdays,
});

const june = p('2027-06-01', '2027-06-30', 500_000, 3);
const summer = p('2027-07-01', '2027-08-31', 900_000, 7, [6]); // Saturday to Saturday
const autumn = p('2027-09-10', '2027-09-30', 400_000, 3); // 1–9 September unpriced
const periods = [summer, june, autumn];

const quote = (checkIn: string, checkOut: string, extra: Partial<Parameters<typeof quoteStay>[0]> = {}) =>
  quoteStay({ periods, villa, checkIn, checkOut, ...extra });

describe('calendar arithmetic on YYYY-MM-DD', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2027-12-28', '2028-01-04')).toBe(7);
    expect(daysBetween('2028-02-27', '2028-03-02')).toBe(4);
  });

  it('knows the weekday (0 = Sunday … 6 = Saturday)', () => {
    expect(weekdayOf('2027-07-03')).toBe(6);
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2028-02-29')).toBe(2);
  });
});

describe('quoteStay', () => {
  it('prices each night from its period, adds the cleaning fee once, and works out kapora and deposit', () => {
    const q = quote('2027-06-10', '2027-06-14');
    expect(q).toEqual({
      ok: true,
      nights: [
        { date: '2027-06-10', price_kurus: 500_000 },
        { date: '2027-06-11', price_kurus: 500_000 },
        { date: '2027-06-12', price_kurus: 500_000 },
        { date: '2027-06-13', price_kurus: 500_000 },
      ],
      nights_total_kurus: 2_000_000,
      cleaning_fee_kurus: 150_000,
      total_kurus: 2_150_000,
      prepayment_kurus: 645_000,
      damage_deposit_kurus: 500_000,
      min_nights: 3,
    });
  });

  it('crosses a season boundary night by night (end_date inclusive; check-out night not charged)', () => {
    // Check in Sat 26 June (June rules: 3 nights, any day), stay into July.
    const q = quote('2027-06-26', '2027-07-03');
    expect(q.ok).toBe(true);
    if (!q.ok) return;
    expect(q.nights.map((n) => n.price_kurus)).toEqual([500_000, 500_000, 500_000, 500_000, 500_000, 900_000, 900_000]);
    expect(q.nights.at(-1)?.date).toBe('2027-07-02');
    expect(q.nights_total_kurus).toBe(5 * 500_000 + 2 * 900_000);
    expect(q.min_nights).toBe(3);
  });

  it('takes the minimum nights from the check-in night’s period', () => {
    expect(quote('2027-06-10', '2027-06-12')).toMatchObject({
      ok: false,
      reason: 'MIN_NIGHTS',
      details: { min_nights: 3, nights: 2 },
    });
    expect(quote('2027-06-10', '2027-06-13').ok).toBe(true);
    // Summer (from a Saturday): 7 nights.
    const short = quote('2027-07-03', '2027-07-08');
    expect(short).toMatchObject({ ok: false, reason: 'MIN_NIGHTS', details: { min_nights: 7 } });
    if (!short.ok) expect(short.message).toBe('Bu tarihlerde en az 7 gece konaklama gerekir.');
    expect(quote('2027-07-03', '2027-07-10').ok).toBe(true);
  });

  it('uses the villa’s min_stay when it is larger than the period rule', () => {
    const q = quoteStay({ periods, villa: { ...villa, min_stay: 5 }, checkIn: '2027-06-10', checkOut: '2027-06-14' });
    expect(q).toMatchObject({ ok: false, reason: 'MIN_NIGHTS', details: { min_nights: 5 } });
    expect(minNightsFor(periods, { min_stay: 5 }, '2027-07-03')).toBe(7);
    expect(minNightsFor(periods, { min_stay: 5 }, '2027-06-03')).toBe(5);
  });

  it('enforces the check-in weekday of the check-in night’s period', () => {
    // Sunday 4 July 2027 in a Saturday-to-Saturday season.
    const q = quote('2027-07-04', '2027-07-11');
    expect(q).toMatchObject({ ok: false, reason: 'CHECKIN_DAY', details: { checkin_weekdays: [6] } });
    if (!q.ok) expect(q.message).toBe('Bu dönemde giriş yalnızca Cumartesi günleri yapılabilir.');
    // A stay starting in June may run into the Saturday season on any day.
    expect(quote('2027-06-29', '2027-07-06').ok).toBe(true);
    expect(checkinAllowed(periods, '2027-07-10')).toBe(true);
    expect(checkinAllowed([p('2027-01-01', '2027-01-31', 1, 1, [])], '2027-01-05')).toBe(true);
  });

  it('answers PRICE_ON_REQUEST when a night has no period, naming the nights', () => {
    const q = quote('2027-09-07', '2027-09-12');
    expect(q).toMatchObject({
      ok: false,
      reason: 'PRICE_ON_REQUEST',
      details: { nights: ['2027-09-07', '2027-09-08', '2027-09-09'] },
    });
    expect(quote('2027-09-10', '2027-09-13').ok).toBe(true);
    expect(quoteStay({ periods: [], villa, checkIn: '2027-05-01', checkOut: '2027-05-05' })).toMatchObject({
      reason: 'PRICE_ON_REQUEST',
    });
  });

  it('refuses an empty, reversed or malformed range with INVALID_RANGE', () => {
    expect(quote('2027-06-10', '2027-06-10')).toMatchObject({ ok: false, reason: 'INVALID_RANGE' });
    expect(quote('2027-06-12', '2027-06-10')).toMatchObject({ ok: false, reason: 'INVALID_RANGE' });
    expect(quote('2027-02-30', '2027-03-03')).toMatchObject({ ok: false, reason: 'INVALID_RANGE' });
    expect(quote('10.06.2027', '2027-06-14')).toMatchObject({ ok: false, reason: 'INVALID_RANGE' });
  });

  it('prices the leap day 2028-02-29 as a night of its own', () => {
    const feb = p('2028-02-01', '2028-02-29', 300_000, 2);
    const march = p('2028-03-01', '2028-03-31', 350_000, 2);
    const q = quoteStay({ periods: [feb, march], villa, checkIn: '2028-02-27', checkOut: '2028-03-02' });
    expect(q.ok && q.nights).toEqual([
      { date: '2028-02-27', price_kurus: 300_000 },
      { date: '2028-02-28', price_kurus: 300_000 },
      { date: '2028-02-29', price_kurus: 300_000 },
      { date: '2028-03-01', price_kurus: 350_000 },
    ]);
    // Without a period for 29 February, that one night is on request.
    const feb28 = p('2028-02-01', '2028-02-28', 300_000, 2);
    expect(quoteStay({ periods: [feb28, march], villa, checkIn: '2028-02-27', checkOut: '2028-03-02' })).toMatchObject({
      reason: 'PRICE_ON_REQUEST',
      details: { nights: ['2028-02-29'] },
    });
  });

  it('crosses a month and a year boundary', () => {
    const dec = p('2027-12-01', '2027-12-31', 200_000, 3);
    const jan = p('2028-01-01', '2028-01-31', 250_000, 3);
    const q = quoteStay({ periods: [jan, dec], villa, checkIn: '2027-12-29', checkOut: '2028-01-03' });
    expect(q.ok && q.nights.map((n) => `${n.date}:${n.price_kurus}`)).toEqual([
      '2027-12-29:200000',
      '2027-12-30:200000',
      '2027-12-31:200000',
      '2028-01-01:250000',
      '2028-01-02:250000',
    ]);
    expect(q.ok && q.total_kurus).toBe(3 * 200_000 + 2 * 250_000 + 150_000);
  });

  it('rounds the kapora to whole lira', () => {
    const q = quoteStay({
      periods: [p('2027-06-01', '2027-06-30', 333_333)],
      villa: { ...villa, prepayment_percent: 25, min_stay: 1 },
      checkIn: '2027-06-01',
      checkOut: '2027-06-02',
    });
    // 25 % of 483 333 kuruş = 120 833.25 → 120 800.
    expect(q.ok && q.prepayment_kurus).toBe(120_800);
  });

  it('waives minimum nights and check-in day for a stay that exactly fills a gap', () => {
    expect(quote('2027-07-05', '2027-07-08', { fillsGap: true })).toMatchObject({ ok: true, min_nights: 7 });
    // Price on request still applies.
    expect(quote('2027-09-07', '2027-09-09', { fillsGap: true })).toMatchObject({ reason: 'PRICE_ON_REQUEST' });
  });

  describe('whatever the server’s time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    for (const tz of ['UTC', 'Europe/Istanbul', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      it(`gives the same nights in ${tz}`, () => {
        process.env.TZ = tz;
        const q = quoteStay({
          periods: [p('2027-12-01', '2028-03-31', 100_000, 1)],
          villa,
          checkIn: '2027-12-31',
          checkOut: '2028-01-02',
        });
        expect(q.ok && q.nights.map((n) => n.date)).toEqual(['2027-12-31', '2028-01-01']);
        expect(weekdayOf('2028-02-29')).toBe(2);
        expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
      });
    }
  });
});
