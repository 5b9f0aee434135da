/**
 * `GET /v1/villas/{slug}/quote` and `/calendar` (issue 5): the night-by-night
 * quote in TL and a chosen currency, availability from holding records, the
 * reason a stay cannot be booked, and the date picker's days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayQuote, VillaCalendar } from '@yali/contract';
import { settings } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createSeasonalVilla, firstSaturdayAfterAMonth } from '../helpers/booking.ts';
import { addDays } from '../helpers/dates.ts';
import { createReservation, createUser, createVilla, createVillaDate } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const today = todayInIstanbul();
const sat = firstSaturdayAfterAMonth(today);
let slug = '';
let ownerSlug = '';

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const quote = async (q: string, s = slug) => contentOf<StayQuote>(await get(`/v1/villas/${s}/quote?${q}`));

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values([{ key: 'euro_exchange_rate', value: '49.10' }]);
  // Low season until sat+13 (any day, 3 nights), then Saturday-only 7 nights, then a gap without price.
  const v = await createSeasonalVilla(t.db, 'Villa Teklif', sat);
  slug = v.slug;
  await createReservation(t.db, { villa_id: v.id, status: 'pending', started_at: sat, finished_at: addDays(sat, 5) });
  await createVillaDate(t.db, { villa_id: v.id, started_at: addDays(sat, 12), finished_at: addDays(sat, 14) });
  const owner = await createUser(t.db, { role: 'OWNER' });
  ownerSlug = (await createVilla(t.db, { name: 'Villa Sahipli', owner_id: owner.id })).slug;
  await createVilla(t.db, { name: 'Villa Kapalı', active: false });
});
afterAll(() => t?.close());

describe('GET /v1/villas/{slug}/quote', () => {
  it('answers the night-by-night quote with cleaning fee, total, kapora and deposit, in TL and EURO', async () => {
    const q = await quote(`checkin=${sat}&checkout=${addDays(sat, 4)}&adults=2&children=1&currency=EURO`);
    expect(q).toMatchObject({
      villa: { slug, name: 'Villa Teklif', capacity: 4 },
      checkin: sat,
      checkout: addDays(sat, 4),
      nights_count: 4,
      adults: 2,
      children: 1,
      available: true,
      bookable: true,
      reason: null,
      message: null,
      min_nights: 3,
      fills_gap: false,
      nights_total_kurus: 2_000_000,
      cleaning_fee_kurus: 200_000,
      total_kurus: 2_200_000,
      prepayment_percent: 30,
      prepayment_kurus: 660_000,
      damage_deposit_kurus: 1_000_000,
    });
    expect(q.nights).toEqual([0, 1, 2, 3].map((i) => ({ date: addDays(sat, i), price_kurus: 500_000 })));
    // 22 000 TL / 49.10 = 448.07 €.
    expect(q.in_currency).toEqual({
      currency: 'EURO',
      rate: 49.1,
      nights_total_minor: 40_733,
      cleaning_fee_minor: 4_073,
      total_minor: 44_807,
      prepayment_minor: 13_442,
      damage_deposit_minor: 20_367,
    });
  });

  it('defaults to TL, one adult', async () => {
    const q = await quote(`checkin=${sat}&checkout=${addDays(sat, 3)}`);
    expect([q.adults, q.children, q.in_currency?.currency, q.in_currency?.total_minor]).toEqual([1, 0, 'TL', q.total_kurus]);
  });

  it('a pending request does not hold; a confirmed stay does: UNAVAILABLE, with the price still shown', async () => {
    const q = await quote(`checkin=${addDays(sat, 5)}&checkout=${addDays(sat, 9)}`);
    expect(q).toMatchObject({
      available: false,
      bookable: false,
      reason: 'UNAVAILABLE',
      message: 'Seçtiğiniz tarihler bu villa için dolu.',
    });
  });

  it('closed dates hold too; touching them is fine', async () => {
    expect((await quote(`checkin=${addDays(sat, 11)}&checkout=${addDays(sat, 13)}`)).reason).toBe('UNAVAILABLE');
    // Ends on the day the closed range starts (and starts where the confirmed stay ends): fills the gap.
    const q = await quote(`checkin=${addDays(sat, 10)}&checkout=${addDays(sat, 12)}`);
    expect(q).toMatchObject({ available: true, bookable: true, fills_gap: true, min_nights: 3 });
  });

  it('answers MIN_NIGHTS, CHECKIN_DAY and PRICE_ON_REQUEST with Turkish messages', async () => {
    expect(await quote(`checkin=${sat}&checkout=${addDays(sat, 2)}`)).toMatchObject({
      bookable: false,
      reason: 'MIN_NIGHTS',
      message: 'Bu tarihlerde en az 3 gece konaklama gerekir.',
      total_kurus: null,
      in_currency: null,
    });
    expect(await quote(`checkin=${addDays(sat, 15)}&checkout=${addDays(sat, 22)}`)).toMatchObject({
      reason: 'CHECKIN_DAY',
      message: 'Bu dönemde giriş yalnızca Cumartesi günleri yapılabilir.',
      min_nights: 7,
    });
    expect(await quote(`checkin=${addDays(sat, 14)}&checkout=${addDays(sat, 18)}`)).toMatchObject({
      reason: 'MIN_NIGHTS',
      min_nights: 7,
    });
    expect((await quote(`checkin=${addDays(sat, 14)}&checkout=${addDays(sat, 21)}`)).bookable).toBe(true);
    expect(await quote(`checkin=${addDays(sat, 35)}&checkout=${addDays(sat, 45)}`)).toMatchObject({
      reason: 'PRICE_ON_REQUEST',
      bookable: false,
    });
  });

  it('answers 400 for bad input: reversed or empty range, past dates, malformed dates, too many or no guests, bad currency', async () => {
    const cases: [string, RegExp][] = [
      [`checkin=${sat}&checkout=${sat}`, /Çıkış tarihi giriş tarihinden sonra olmalı/],
      [`checkin=${addDays(sat, 3)}&checkout=${sat}`, /Çıkış tarihi/],
      [`checkin=${addDays(today, -2)}&checkout=${addDays(today, 3)}`, /Geçmiş bir tarih/],
      [`checkin=2027-13-01&checkout=2027-13-05`, /Gönderilen bilgiler geçersiz/],
      [`checkin=${sat}&checkout=${addDays(sat, 3)}&adults=3&children=2`, /en fazla 4 kişilik/],
      [`checkin=${sat}&checkout=${addDays(sat, 3)}&adults=0`, /Gönderilen bilgiler geçersiz/],
      [`checkin=${sat}&checkout=${addDays(sat, 3)}&currency=YEN`, /Gönderilen bilgiler geçersiz/],
      [`checkin=${sat}`, /Gönderilen bilgiler geçersiz/],
      [`checkin=${sat}&checkout=${addDays(sat, 120)}`, /Gönderilen bilgiler geçersiz/],
    ];
    for (const [q, msg] of cases) {
      const res = await get(`/v1/villas/${slug}/quote?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(errorOf(res)), q).toMatch(msg);
    }
  });

  it('answers 404 for an unknown or inactive villa', async () => {
    for (const s of ['yok-boyle-villa', 'villa-kapali']) {
      const res = await get(`/v1/villas/${s}/quote?checkin=${sat}&checkout=${addDays(sat, 3)}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Villa bulunamadı.');
    }
  });

  it('leaves the converted amounts out when the chosen currency has no rate', async () => {
    const q = await quote(`checkin=${sat}&checkout=${addDays(sat, 3)}&currency=POUND`);
    expect(q.in_currency).toBeNull();
    expect(q.total_kurus).toBe(1_700_000);
  });

  it('is public: ADMIN, the OWNER of the villa, another OWNER, anonymous and an expired token get the same quote', async () => {
    const admin = await createUser(t.db, { role: 'ADMIN' });
    const other = await createUser(t.db, { role: 'OWNER' });
    const url = `/v1/villas/${ownerSlug}/quote?checkin=${sat}&checkout=${addDays(sat, 3)}`;
    const anonymous = (await get(url)).json();
    for (const h of [
      bearer(await loginAs(t.app, admin)),
      bearer(await loginAs(t.app, other)),
      bearer(await signExpiredToken(admin)),
    ]) {
      const res = await get(url, h);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(anonymous);
    }
  });
});

describe('GET /v1/villas/{slug}/calendar', () => {
  it('marks held nights, check-in days and minimum nights per day', async () => {
    const cal = contentOf<VillaCalendar>(await get(`/v1/villas/${slug}/calendar?from=${sat}&to=${addDays(sat, 45)}`));
    expect(cal).toMatchObject({ from: sat, to: addDays(sat, 45), today, min_stay: 3 });
    expect(cal.days).toHaveLength(45);
    const day = (i: number) => cal.days[i] as VillaCalendar['days'][number];
    // Pending request: free. Confirmed sat+7 … sat+10 (nights 7, 8, 9). Closed sat+12, sat+13.
    expect([0, 6, 7, 9, 10, 11, 12, 13, 14].map((i) => day(i).free)).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(day(0)).toEqual({ date: sat, free: true, checkin: true, min_nights: 3, priced: true });
    expect(day(14)).toMatchObject({ checkin: true, min_nights: 7 });
    expect(day(15)).toMatchObject({ checkin: false, min_nights: 7, free: true });
    expect(day(41)).toMatchObject({ priced: true });
    expect(day(42)).toMatchObject({ priced: false, checkin: false });
  });

  it('answers 400 for a reversed or too long range and 404 for an unknown villa', async () => {
    expect((await get(`/v1/villas/${slug}/calendar?from=${sat}&to=${sat}`)).statusCode).toBe(400);
    expect((await get(`/v1/villas/${slug}/calendar?from=${sat}&to=${addDays(sat, 500)}`)).statusCode).toBe(400);
    expect((await get(`/v1/villas/${slug}/calendar?from=bugün&to=${sat}`)).statusCode).toBe(400);
    expect((await get(`/v1/villas/yok/calendar?from=${sat}&to=${addDays(sat, 5)}`)).statusCode).toBe(404);
  });
});
