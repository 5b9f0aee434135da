/**
 * `/v2/search` and the villa quote from the availability index
 * (modules/search/villa-index.ts): a repeated question gets the same answer, and any
 * committed write — through the API or straight into the database — shows in the next
 * answer. Errors are never kept.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StayQuote, stayQuote, type VillaCard, villaCard } from '@yali/contract';
import { settings, villaPrices, villas } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { weekdayOf } from '../../src/domain/quote.ts';
import { addDays } from '../helpers/dates.ts';
import { createReservation, createPricedVilla } from '../helpers/factories.ts';
import { contentOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const today = todayInIstanbul();
const ci = addDays(today, 42 + ((6 - weekdayOf(addDays(today, 42)) + 7) % 7));
const co = addDays(ci, 7);
let villaId: number;
let slug: string;
let periodId: number;

const searchUrl = `/v2/search?checkin=${ci}&checkout=${co}&guests=2&take=100`;
const quoteUrl = () => `/v1/villas/${slug}/quote?checkin=${ci}&checkout=${co}&adults=2`;
// A write straight into the database reaches the index when PostgreSQL delivers its
// notification (milliseconds later, on another connection); `sync()` waits for that, as the
// API does before it answers a write of its own.
const get = async (url: string) => {
  await t.app.villaIndex.sync();
  return t.app.inject({ method: 'GET', url });
};
const search = async () => contentOf<Page<VillaCard>>(await get(searchUrl));
const quote = async (q = '') => contentOf<StayQuote>(await get(`${quoteUrl()}${q}`));
const found = async () => (await search()).items.some((v) => v.id === villaId);

beforeAll(async () => {
  t = await createTestApp({ indexBarrier: false });
  const v = await createPricedVilla(
    t.db,
    { name: 'Villa Önbellek', capacity: 4 },
    { nightly_price_kurus: 400_000, min_nights: 3 },
  );
  villaId = v.id;
  slug = v.slug;
  periodId = v.period_id;
});
afterAll(async () => {
  await t?.close();
});

describe('search and quote answers follow every write', () => {
  it('answers a repeated search identically, as JSON matching the contract', async () => {
    const first = await get(searchUrl);
    const second = await get(searchUrl);
    expect(first.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    const page = contentOf<Page<VillaCard>>(second);
    expect(page.items.map((c) => villaCard.parse(c).id)).toContain(villaId);
  });

  it('drops a villa from the search and marks the quote unavailable as soon as a booking is written', async () => {
    expect(await found()).toBe(true);
    expect((await quote()).available).toBe(true);
    await createReservation(t.db, {
      villa_id: villaId,
      status: 'confirmed',
      started_at: addDays(ci, 2),
      finished_at: addDays(ci, 4),
    });
    expect(await found()).toBe(false);
    const q = await quote();
    expect(q.available).toBe(false);
    expect(q.reason).toBe('UNAVAILABLE');
  });

  it('prices the quote with a nightly rate changed a moment ago, and converts with a changed exchange rate', async () => {
    const stay = `/v1/villas/${slug}/quote?checkin=${addDays(ci, 14)}&checkout=${addDays(co, 14)}&adults=2`;
    const ask = async (q = '') => contentOf<StayQuote>(await get(`${stay}${q}`));
    expect((await ask()).nights_total_kurus).toBe(7 * 400_000);
    await t.db.update(villaPrices).set({ nightly_price_kurus: 450_000 }).where(eq(villaPrices.id, periodId));
    const after = await ask();
    expect(stayQuote.parse(after).nights_total_kurus).toBe(7 * 450_000);

    await t.db
      .insert(settings)
      .values({ key: 'euro_exchange_rate', value: '50' })
      .onConflictDoUpdate({ target: settings.key, set: { value: '50' } });
    expect((await ask('&currency=EURO')).in_currency?.rate).toBe(50);
    await t.db.update(settings).set({ value: '40' }).where(eq(settings.key, 'euro_exchange_rate'));
    expect((await ask('&currency=EURO')).in_currency?.rate).toBe(40);
  });

  it('keeps no error:  a 404 for an inactive villa turns into a quote once it is activated', async () => {
    const v = await createPricedVilla(t.db, { name: 'Villa Pasif', capacity: 4, active: false }, { min_nights: 3 });
    const url = `/v1/villas/${v.slug}/quote?checkin=${ci}&checkout=${co}&adults=2`;
    expect((await get(url)).statusCode).toBe(404);
    await t.db.update(villas).set({ active: true }).where(eq(villas.id, v.id));
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(contentOf<StayQuote>(res).bookable).toBe(true);
  });

  it('gives concurrent identical questions the same answer', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => get(searchUrl)));
    expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
  });
});
