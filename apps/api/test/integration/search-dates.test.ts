/**
 * `/v2/search` with dates (issue 5): only villas free for the stay (no
 * option, confirmed, blocking or closed date overlapping; pending and
 * cancelled requests do not hold) whose stay is bookable, with guests,
 * features and the whole stay's price in a chosen currency; and the short-term
 * offers of `/v1/search/shortterm`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShorttermOffer, VillaCard } from '@yali/contract';
import { features, villaFeatures } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { weekdayOf } from '../../src/domain/quote.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createPricePeriod,
  createStay,
  createTown,
  createUser,
  createVilla,
  createVillaDate,
  putSettings,
  createPricedVilla,
} from '../helpers/factories.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const today = todayInIstanbul();
// A Saturday some five weeks ahead, and a 7-night stay from it.
const ci = addDays(today, 35 + ((6 - weekdayOf(addDays(today, 35)) + 7) % 7));
const co = addDays(ci, 7);
const ids: Record<string, number> = {};

// The suite writes straight into the database: the index has it once PostgreSQL delivers the
// notification (milliseconds later, on another connection); `sync()` waits for that.
const search = async (q: string) => {
  await t.app.villaIndex.sync();
  return contentOf<Page<VillaCard>>(await t.app.inject({ method: 'GET', url: `/v2/search?client=true&${q}` }));
};
const dated = (q = '') => search(`checkin=${ci}&checkout=${co}&take=100${q ? `&${q}` : ''}`);
const idsOf = (p: Page<{ id: number }>) => p.items.map((v) => v.id).sort((a, b) => a - b);
const sorted = (...names: string[]) => names.map((n) => ids[n] as number).sort((a, b) => a - b);

async function villa(
  name: string,
  opts: { price?: number; capacity?: number; sort_order?: number; periods?: boolean; town_id?: number; active?: boolean } = {},
) {
  const v = await createVilla(t.db, {
    name: `Villa ${name}`,
    capacity: opts.capacity ?? 6,
    sort_order: opts.sort_order ?? 0,
    active: opts.active ?? true,
    ...(opts.town_id ? { town_id: opts.town_id } : {}),
  });
  ids[name] = v.id;
  if (opts.periods !== false) {
    await createPricePeriod(t.db, {
      villa_id: v.id,
      start_date: today,
      end_date: addDays(today, 150),
      nightly_price_kurus: opts.price ?? 500_000,
      min_nights: 3,
    });
  }
  return v.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await putSettings(t.db, { euro_exchange_rate: '50', dollar_exchange_rate: '40' });
  const town = await createTown(t.db, { name: 'Kalkan' });
  await villa('Serbest', { sort_order: 1, town_id: town.town_id });
  await villa('Onaylı', { sort_order: 2 });
  await createStay(t.db, ids.Onaylı as number, 'confirmed', [addDays(ci, 2), addDays(ci, 5)]);
  await villa('Opsiyon', { sort_order: 3 });
  await createStay(t.db, ids.Opsiyon as number, 'option', [addDays(ci, -3), addDays(ci, 1)]);
  await villa('Kapalı', { sort_order: 4 });
  await createVillaDate(t.db, { villa_id: ids.Kapalı as number, started_at: addDays(co, -1), finished_at: addDays(co, 3) });
  await villa('Harici', { sort_order: 5 });
  await createStay(t.db, ids.Harici as number, 'confirmed', [ci, co], { channel: 'external' });
  await villa('Bekleyen', { sort_order: 6 });
  await createStay(t.db, ids.Bekleyen as number, 'pending', [ci, co]);
  await villa('İptal', { sort_order: 7 });
  await createStay(t.db, ids.İptal as number, 'cancelled', [ci, co]);
  await villa('Bitişik', { sort_order: 8 });
  await createStay(t.db, ids.Bitişik as number, 'confirmed', [addDays(ci, -7), ci]);
  await createStay(t.db, ids.Bitişik as number, 'option', [co, addDays(co, 7)]);
  await villa('Küçük', { capacity: 2, sort_order: 9 });
  await villa('Lüks', { price: 1_000_000, sort_order: 10 });
  await villa('Fiyatsız', { periods: false, sort_order: 11 });
  await villa('Pasif', { sort_order: 12, active: false });
  // Summer-style rules: Saturday check-in, 7 nights.
  const rules = await createPricedVilla(
    t.db,
    { name: 'Villa Cumartesi', sort_order: 13 },
    { days: 150, nightly_price_kurus: 400_000, min_nights: 7, checkin_weekdays: [6] },
  );
  ids.Cumartesi = rules.id;

  const [pool, sea] = await t.db
    .insert(features)
    .values([
      { name: 'Özel havuz', icon: 'pool' },
      { name: 'Deniz manzarası', icon: 'sea' },
    ])
    .returning();
  ids.pool = pool?.id as number;
  ids.sea = sea?.id as number;
  await t.db.insert(villaFeatures).values([
    { villa_id: ids.Serbest as number, feature_id: ids.pool },
    { villa_id: ids.Serbest as number, feature_id: ids.sea },
    { villa_id: ids.Lüks as number, feature_id: ids.pool },
  ]);
});
afterAll(() => t?.close());

describe('GET /v2/search with checkin and checkout', () => {
  it('lists only villas free for the stay: option, confirmed, external blockings and closed dates hold; pending and cancelled do not', async () => {
    const page = await dated();
    expect(idsOf(page)).toEqual(sorted('Serbest', 'Bekleyen', 'İptal', 'Bitişik', 'Küçük', 'Lüks', 'Cumartesi'));
    expect(page.total).toBe(7);
  });

  it('allows stays touching a hold on either side (same-day turnover)', async () => {
    expect(idsOf(await dated())).toContain(ids.Bitişik);
  });

  it('carries each stay’s nights and total, in TL by default', async () => {
    const page = await dated();
    const serbest = page.items.find((v) => v.id === ids.Serbest);
    expect(serbest?.stay).toEqual({ nights: 7, total_kurus: 3_500_000, total_minor: 3_500_000, currency: 'TL' });
    expect(serbest?.from_price_kurus).toBe(500_000);
  });

  it('keeps the agency order, and sorts by the stay total', async () => {
    expect((await dated()).items.map((v) => v.id)).toEqual([
      ids.Serbest,
      ids.Bekleyen,
      ids.İptal,
      ids.Bitişik,
      ids.Küçük,
      ids.Lüks,
      ids.Cumartesi,
    ]);
    const asc = (await dated('sort=price_asc')).items;
    expect(asc[0]?.id).toBe(ids.Cumartesi);
    expect(asc.at(-1)?.id).toBe(ids.Lüks);
    expect((await dated('sort=price_desc')).items[0]?.id).toBe(ids.Lüks);
  });

  it('filters by guests (capacity)', async () => {
    expect(idsOf(await dated('guests=3'))).not.toContain(ids.Küçük);
    expect(idsOf(await dated('guests=2'))).toContain(ids.Küçük);
    expect((await dated('guests=7')).total).toBe(0);
  });

  it('filters by the whole stay’s price in EURO (rate from settings) and shows the total in EURO', async () => {
    // 7 × 5 000 TL = 35 000 TL = 700 €; Lüks 70 000 TL = 1 400 €.
    const expensive = await dated('currency=EURO&min_price=1000');
    expect(idsOf(expensive)).toEqual(sorted('Lüks'));
    expect(expensive.items[0]?.stay).toEqual({ nights: 7, total_kurus: 7_000_000, total_minor: 140_000, currency: 'EURO' });
    expect(idsOf(await dated('currency=EURO&max_price=700'))).not.toContain(ids.Lüks);
    expect(idsOf(await dated('currency=EURO&min_price=700&max_price=700'))).toEqual(
      sorted('Serbest', 'Bekleyen', 'İptal', 'Bitişik', 'Küçük'),
    );
  });

  it('requires all the chosen features', async () => {
    expect(idsOf(await dated(`features=${ids.pool}`))).toEqual(sorted('Serbest', 'Lüks'));
    expect(idsOf(await dated(`features=${ids.pool},${ids.sea}`))).toEqual(sorted('Serbest'));
    expect(idsOf(await dated(`features=${ids.pool}&features=${ids.sea}`))).toEqual(sorted('Serbest'));
  });

  it('filters by town', async () => {
    const page = await dated(
      `town=${(await t.db.query.villas.findFirst({ where: (v, { eq }) => eq(v.id, ids.Serbest as number) }))?.town_id}`,
    );
    expect(idsOf(page)).toEqual(sorted('Serbest'));
  });

  it('leaves out a stay breaking the minimum nights or check-in day of its period', async () => {
    // 2 nights: under the 3-night minimum everywhere.
    expect((await search(`checkin=${addDays(ci, 1)}&checkout=${addDays(ci, 3)}`)).total).toBe(0);
    // Sunday check-in, 7 nights: all but the Saturday-only villa.
    const sunday = idsOf(await search(`checkin=${addDays(ci, 1)}&checkout=${addDays(ci, 8)}&take=100`));
    expect(sunday).not.toContain(ids.Cumartesi);
    expect(sunday).toContain(ids.Serbest);
  });

  it('leaves out a villa with a night without a price', async () => {
    expect(idsOf(await dated())).not.toContain(ids.Fiyatsız);
    // Beyond every period: nothing.
    expect((await search(`checkin=${addDays(today, 148)}&checkout=${addDays(today, 155)}`)).total).toBe(0);
  });

  it('pages with skip/take and keeps the total', async () => {
    const p1 = await search(`checkin=${ci}&checkout=${co}&take=3`);
    const p3 = await search(`checkin=${ci}&checkout=${co}&take=3&skip=6`);
    const beyond = await search(`checkin=${ci}&checkout=${co}&take=3&skip=30`);
    expect([p1.items.length, p1.total, p3.items.length, p3.total, beyond.items.length, beyond.total]).toEqual([3, 7, 1, 7, 0, 7]);
  });

  it('answers 400 in Turkish for half a range, a reversed range, a past check-in or malformed dates', async () => {
    for (const q of [
      `checkin=${ci}`,
      `checkout=${co}`,
      `checkin=${co}&checkout=${ci}`,
      `checkin=${ci}&checkout=${ci}`,
      'checkin=2020-01-01&checkout=2020-01-05',
      'checkin=2027-02-30&checkout=2027-03-02',
      'checkin=tomorrow&checkout=x',
      `checkin=${ci}&checkout=${co}&guests=0`,
      `checkin=${ci}&checkout=${co}&min_price=10&max_price=5`,
      `checkin=${ci}&checkout=${co}&features=abc`,
      `checkin=${ci}&checkout=${co}&currency=YEN`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/v2/search?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(errorOf(res).message).toMatch(/[ğüşıöçİ]|geçersiz|Gönderilen/i);
    }
  });

  it('answers 422 when the chosen currency has no rate', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v2/search?checkin=${ci}&checkout=${co}&currency=POUND` });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Seçilen para birimi için döviz kuru tanımlı değil.');
  });

  it('without dates keeps the from-price listing, with the new filters', async () => {
    const all = await search('take=100');
    expect(all.total).toBe(12);
    expect(all.items.every((v) => v.stay === undefined)).toBe(true);
    expect(idsOf(await search(`features=${ids.pool},${ids.sea}`))).toEqual(sorted('Serbest'));
    expect(idsOf(await search('guests=7'))).toEqual([]);
    // Nightly from-price in EURO: 5 000 TL = 100 €, 10 000 TL = 200 €.
    expect(idsOf(await search('currency=EURO&min_price=150'))).toEqual(sorted('Lüks'));
  });

  it('is public: the same answer with an admin, an owner or an expired token', async () => {
    const admin = await createUser(t.db, { role: 'ADMIN' });
    const owner = await createUser(t.db, { role: 'OWNER' });
    const url = `/v2/search?checkin=${ci}&checkout=${co}&take=100`;
    const anonymous = contentOf<Page<VillaCard>>(await t.app.inject({ method: 'GET', url })).total;
    for (const headers of [
      bearer(await loginAs(t.app, admin)),
      bearer(await loginAs(t.app, owner)),
      bearer(await signExpiredToken(admin)),
    ]) {
      expect(contentOf<Page<VillaCard>>(await t.app.inject({ method: 'GET', url, headers })).total).toBe(anonymous);
    }
  });
});

describe('GET /v1/search/options', () => {
  it('adds features with counts, the largest capacity and the nightly price range', async () => {
    const o = contentOf<{
      features: { id: number; count: number }[];
      guests_max: number;
      price: { min_kurus: number; max_kurus: number };
    }>(await t.app.inject({ method: 'GET', url: '/v1/search/options' }));
    expect(o.features.find((f) => f.id === ids.pool)?.count).toBe(2);
    expect(o.guests_max).toBe(6);
    expect(o.price).toEqual({ min_kurus: 400_000, max_kurus: 1_000_000 });
  });
});

describe('GET /v1/search/shortterm', () => {
  let t2: TestApp;
  const base = addDays(todayInIstanbul(), 10);
  const sid: Record<string, number> = {};
  beforeAll(async () => {
    t2 = await createTestApp();
    await putSettings(t2.db, { euro_exchange_rate: '50' });
    const mk = async (name: string, min_stay = 3) => {
      const v = await createVilla(t2.db, { name, min_stay });
      await createPricePeriod(t2.db, {
        villa_id: v.id,
        start_date: todayInIstanbul(),
        end_date: addDays(base, 200),
        nightly_price_kurus: 500_000,
        min_nights: 5,
      });
      sid[name] = v.id;
      return v.id;
    };
    // A 2-night gap between two stays: an offer.
    const a = await mk('Boşluklu');
    await createStay(t2.db, a, 'confirmed', [base, addDays(base, 7)]);
    await createStay(t2.db, a, 'confirmed', [addDays(base, 9), addDays(base, 16)]);
    // A 7-night gap: long enough to sell normally, no offer.
    const b = await mk('Geniş');
    await createVillaDate(t2.db, { villa_id: b, started_at: base, finished_at: addDays(base, 3) });
    await createStay(t2.db, b, 'option', [addDays(base, 10), addDays(base, 17)]);
    // A short gap starting beyond 60 days: no offer.
    const c = await mk('Uzak');
    await createStay(t2.db, c, 'confirmed', [addDays(base, 60), addDays(base, 65)]);
    await createStay(t2.db, c, 'confirmed', [addDays(base, 66), addDays(base, 70)]);
    // Pending requests do not make gaps.
    const d = await mk('Talepli');
    await createStay(t2.db, d, 'pending', [base, addDays(base, 7)]);
    await createStay(t2.db, d, 'pending', [addDays(base, 8), addDays(base, 14)]);
  });
  afterAll(() => t2?.close());

  it('lists gaps shorter than the usual minimum stay, starting within 60 days, with the total', async () => {
    const page = contentOf<Page<ShorttermOffer>>(
      await t2.app.inject({ method: 'GET', url: '/v1/search/shortterm?client=true&currency=EURO' }),
    );
    // Geniş's first gap (today … base) is 10 nights: no offer either.
    expect(page.total).toBe(1);
    expect(page.items).toHaveLength(1);
    const o = page.items[0] as ShorttermOffer;
    expect(o.villa.id).toBe(sid.Boşluklu);
    expect([o.start, o.end, o.nights, o.min_nights, o.total_kurus, o.total_minor, o.currency]).toEqual([
      addDays(base, 7),
      addDays(base, 9),
      2,
      5,
      1_000_000,
      20_000,
      'EURO',
    ]);
  });

  it('counts them', async () => {
    expect(contentOf<{ count: number }>(await t2.app.inject({ method: 'GET', url: '/v1/search/shortterm/count' })).count).toBe(1);
  });

  it('and the offer is bookable as a quote (the gap waives the minimum)', async () => {
    const villa = await t2.db.query.villas.findFirst({ where: (v, { eq }) => eq(v.id, sid.Boşluklu as number) });
    const q = contentOf<{ bookable: boolean; fills_gap: boolean }>(
      await t2.app.inject({
        method: 'GET',
        url: `/v1/villas/${villa?.slug}/quote?checkin=${addDays(base, 7)}&checkout=${addDays(base, 9)}`,
      }),
    );
    expect(q).toMatchObject({ bookable: true, fills_gap: true });
  });
});
