/**
 * `GET /v1/nearby` (issue 23): after a villa request, boats near the villa
 * free on a day of the stay; after a boat request, villas near the marina
 * free on the boat's first night — nearest first, the party fitting, held
 * days and unpriced days left out, bad input refused in Turkish.
 */
import type { NearbyContent } from '@yali/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createBoat,
  createBoatPrice,
  createBoatReservation,
  createMarina,
  createPricePeriod,
  createReservation,
  createVilla,
} from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const today = todayInIstanbul();
const checkin = addDays(today, 30);
const checkout = addDays(checkin, 7);
const horizon = { start_date: today, end_date: addDays(today, 120) };

// Kaş harbour, Kalkan (≈ 25 km west) and Bodrum (≈ 300 km): the villa sits in Kaş.
const KAS = { lat: 36.2, lng: 29.64 };
const KALKAN = { lat: 36.26, lng: 29.41 };
const BODRUM = { lat: 37.03, lng: 27.43 };

const slugs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const villa = await createVilla(db, { name: 'Villa Liman', ...KAS, capacity: 6 });
  slugs.villa = villa.slug;
  await createPricePeriod(db, { villa_id: villa.id, ...horizon, nightly_price_kurus: 900_000 });

  const kasMarina = await createMarina(db, { name: 'Kaş Marina', ...KAS });
  const kalkanMarina = await createMarina(db, { name: 'Kalkan Limanı', ...KALKAN });
  const bodrumMarina = await createMarina(db, { name: 'Bodrum Marina', ...BODRUM });
  const boat = async (name: string, marina: number, o: { capacity?: number; min_days?: number } = {}) => {
    const b = await createBoat(db, { name, marina_id: marina, capacity: o.capacity ?? 10, min_days: o.min_days ?? 1 });
    await createBoatPrice(db, { boat_id: b.id, ...horizon, daily_price_kurus: 1_500_000 });
    slugs[name] = b.slug;
    return b;
  };
  // Near, but held on the first two days of the stay: suggested from the third.
  const busy = await boat('Yakın Tekne', kasMarina.marina_id);
  await createBoatReservation(db, {
    boat_id: busy.id,
    status: 'confirmed',
    started_at: checkin,
    finished_at: addDays(checkin, 2),
  });
  await boat('Kalkan Teknesi', kalkanMarina.marina_id);
  await boat('Bodrum Teknesi', bodrumMarina.marina_id);
  await boat('Küçük Tekne', kasMarina.marina_id, { capacity: 2 });
  await boat('Uzun Kiralık', kasMarina.marina_id, { min_days: 10 });
  // Held on every day of the stay: never suggested.
  const full = await boat('Dolu Tekne', kasMarina.marina_id);
  await createBoatReservation(db, { boat_id: full.id, status: 'option', started_at: checkin, finished_at: checkout });

  // Villas around Kalkan for the boat direction.
  const near = await createVilla(db, { name: 'Villa Kalkan', ...KALKAN, capacity: 8 });
  await createPricePeriod(db, { villa_id: near.id, ...horizon, nightly_price_kurus: 700_000 });
  const held = await createVilla(db, { name: 'Villa Dolu', ...KALKAN, capacity: 8 });
  await createPricePeriod(db, { villa_id: held.id, ...horizon, nightly_price_kurus: 700_000 });
  await createReservation(db, {
    villa_id: held.id,
    status: 'confirmed',
    started_at: addDays(checkin, -2),
    finished_at: addDays(checkin, 3),
  });
  await createVilla(db, { name: 'Villa Fiyatsız', ...KALKAN, capacity: 8 });
  const far = await createVilla(db, { name: 'Villa Bodrum', ...BODRUM, capacity: 8 });
  await createPricePeriod(db, { villa_id: far.id, ...horizon, nightly_price_kurus: 700_000 });
});
afterAll(() => t?.close());

const nearby = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/nearby?${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return contentOf<NearbyContent>(res).items;
};

describe('boats near a requested villa', () => {
  it('are the nearest that take the party on a free, priced day of the stay', async () => {
    const items = await nearby(`from=villa&slug=${slugs.villa}&checkin=${checkin}&checkout=${checkout}&guests=4`);
    expect(items.map((i) => i.name)).toEqual(['Yakın Tekne', 'Kalkan Teknesi', 'Bodrum Teknesi']);
    const [first, second, third] = items;
    expect(first).toMatchObject({
      kind: 'boat',
      slug: slugs['Yakın Tekne'],
      day: addDays(checkin, 2),
      until: addDays(checkin, 3),
      price_kurus: 1_500_000,
    });
    expect(first?.distance_km).toBe(0);
    expect(second?.day).toBe(checkin);
    expect(second?.place).toBe('Kalkan Limanı, Muğla');
    expect(second?.distance_km).toBeGreaterThan(15);
    expect(second?.distance_km).toBeLessThan(35);
    expect(third?.distance_km).toBeGreaterThan(200);
  });

  it('leaves out a boat too small, one whose minimum days exceed the stay and one held all through', async () => {
    const items = await nearby(`from=villa&slug=${slugs.villa}&checkin=${checkin}&checkout=${checkout}&guests=4`);
    const names = items.map((i) => i.name);
    for (const out of ['Küçük Tekne', 'Uzun Kiralık', 'Dolu Tekne']) expect(names).not.toContain(out);
    // With room for its ten days in the stay, the long-rental boat comes in; a party of 12 fits no boat.
    const long = await nearby(`from=villa&slug=${slugs.villa}&checkin=${checkin}&checkout=${addDays(checkin, 12)}&guests=4`);
    const longBoat = long.find((i) => i.name === 'Uzun Kiralık');
    expect(longBoat).toMatchObject({ day: checkin, until: addDays(checkin, 10) });
    expect(await nearby(`from=villa&slug=${slugs.villa}&checkin=${checkin}&checkout=${checkout}&guests=12`)).toEqual([]);
  });

  it('prices in the visitor’s currency at the agency’s rate, and in TL without one', async () => {
    await t.db.insert(settings).values([{ key: 'euro_exchange_rate', value: '50' }]);
    const q = `from=villa&slug=${slugs.villa}&checkin=${checkin}&checkout=${checkout}&guests=4`;
    expect((await nearby(`${q}&currency=EURO`))[0]?.price).toEqual({ minor: 30_000, currency: 'EURO' });
    expect((await nearby(`${q}&currency=DOLLAR`))[0]?.price).toEqual({ minor: 1_500_000, currency: 'TL' });
  });

  it('answers an unknown villa with no suggestion', async () => {
    expect(await nearby(`from=villa&slug=yok-boyle-villa&checkin=${checkin}&checkout=${checkout}`)).toEqual([]);
  });
});

describe('villas near a requested boat', () => {
  it('are free and priced on the boat’s first night, nearest first', async () => {
    const items = await nearby(
      `from=boat&slug=${slugs['Kalkan Teknesi']}&checkin=${checkin}&checkout=${addDays(checkin, 1)}&guests=6`,
    );
    // Villa Dolu is held that night, Villa Fiyatsız has no price for it.
    expect(items.map((i) => i.name)).toEqual(['Villa Kalkan', 'Villa Liman', 'Villa Bodrum']);
    // The villa's shortest stay from that night: its own minimum of 3 nights.
    expect(items[0]).toMatchObject({
      kind: 'villa',
      day: checkin,
      until: addDays(checkin, 3),
      price_kurus: 700_000,
      distance_km: 0,
    });
  });

  it('suggests nothing for a day already past', async () => {
    const past = addDays(today, -3);
    expect(await nearby(`from=boat&slug=${slugs['Kalkan Teknesi']}&checkin=${past}&checkout=${addDays(past, 1)}`)).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['from=car&slug=x&checkin=2030-01-01&checkout=2030-01-02', 'Kaynak villa veya boat olmalı.'],
    ['from=villa&slug=x&checkin=2030-01-05&checkout=2030-01-02', 'Çıkış tarihi girişten sonra olmalı.'],
    ['from=villa&slug=x&checkin=2030-01-01&checkout=2030-04-01', 'En fazla 60 günlük bir tatil için öneri yapılır.'],
    ['from=villa&slug=x&checkin=2030-02-30&checkout=2030-03-02', 'Geçersiz tarih.'],
    ['from=villa&slug=x&checkin=2030-01-01&checkout=2030-01-02&guests=0', 'En az 1 kişi olmalı.'],
    ['from=villa&checkin=2030-01-01&checkout=2030-01-02', 'Villa ya da tekne gerekli.'],
  ])('%s → 400 in Turkish', async (q, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/nearby?${q}` });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.issues?.map((i) => i.message)).toContain(message);
  });
});
