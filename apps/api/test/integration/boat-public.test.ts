/**
 * Public boat reads (issue 7): `/v1/searchboats` (filters, dates with the
 * half-open no-overlap rule — option and confirmed reservations hold days,
 * pending and cancelled ones do not, back-to-back rentals are fine — price
 * range, sorting, paging), `/v1/searchboats/options` and `/v1/boats/{slug}`.
 * Only active boats are public. Bad queries answer 400 in Turkish.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoatCard, BoatSearchOptions, PublicBoatDetail } from '@yali/contract';
import { boatPrices, boatReservations, boats, settings } from '../../src/db/schema.ts';
import { quoteBoatRental } from '../../src/domain/boat-quote.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createBoat,
  createBoatImage,
  createBoatPrice,
  createBoatReservation,
  createBoatType,
  createMarina,
} from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const today = todayInIstanbul();
const ci = addDays(today, 35);
const co = addDays(ci, 3);
const ids: Record<string, number> = {};
const slugs: Record<string, string> = {};
const refs = { gulet: 0, motoryat: 0, yelkenli: 0, gocek: 0, bodrum: 0 };

// The suite writes straight into the database: the boat index has it once PostgreSQL delivers the
// notification (milliseconds later, on another connection); `sync()` waits for that, as the API
// does before it answers a write of its own.
const get = async (url: string) => {
  await t.app.boatIndex.sync();
  return t.app.inject({ method: 'GET', url });
};
const search = async (q = '') => contentOf<Page<BoatCard>>(await get(`/v1/searchboats?client=true&take=100${q ? `&${q}` : ''}`));
const dated = (q = '') => search(`checkin=${ci}&checkout=${co}${q ? `&${q}` : ''}`);
const namesOf = (p: Page<BoatCard>) => p.items.map((b) => b.name.replace('Tekne ', '')).sort();
const ordered = (p: Page<BoatCard>) => p.items.map((b) => b.name.replace('Tekne ', ''));

async function boat(
  name: string,
  opts: {
    daily?: number;
    weekly?: number;
    capacity?: number;
    min_days?: number;
    type?: number;
    marina?: number;
    priced?: boolean;
    active?: boolean;
  } = {},
) {
  const b = await createBoat(t.db, {
    name: `Tekne ${name}`,
    capacity: opts.capacity ?? 10,
    min_days: opts.min_days ?? 1,
    active: opts.active ?? true,
    type_id: opts.type ?? refs.gulet,
    marina_id: opts.marina ?? refs.gocek,
  });
  ids[name] = b.id;
  slugs[name] = b.slug;
  if (opts.priced !== false) {
    await createBoatPrice(t.db, {
      boat_id: b.id,
      start_date: today,
      end_date: addDays(today, 150),
      daily_price_kurus: opts.daily ?? 2_000_000,
      ...(opts.weekly ? { weekly_price_kurus: opts.weekly } : {}),
    });
  }
  return b.id;
}

const hold = (name: string, status: 'pending' | 'option' | 'confirmed' | 'cancelled', from: string, to: string) =>
  createBoatReservation(t.db, { boat_id: ids[name] as number, status, started_at: from, finished_at: to });

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values([{ key: 'euro_exchange_rate', value: '50' }]);
  refs.gulet = (await createBoatType(t.db, { name: 'Gulet' })).id;
  refs.motoryat = (await createBoatType(t.db, { name: 'Motoryat' })).id;
  refs.yelkenli = (await createBoatType(t.db, { name: 'Yelkenli' })).id;
  refs.gocek = (await createMarina(t.db, { name: 'Göcek Marina', location: 'Muğla, Göcek', lat: 36.75, lng: 28.94 })).marina_id;
  refs.bodrum = (await createMarina(t.db, { name: 'Bodrum Marina', location: 'Muğla, Bodrum' })).marina_id;

  await boat('Serbest', { capacity: 12 });
  await createBoatImage(t.db, { boat_id: ids.Serbest as number, sort_order: 2, alt: 'İkinci' });
  await createBoatImage(t.db, { boat_id: ids.Serbest as number, sort_order: 1, alt: 'Güverte' });
  await boat('Onaylı');
  await hold('Onaylı', 'confirmed', addDays(ci, 1), addDays(ci, 2));
  await boat('Opsiyon');
  await hold('Opsiyon', 'option', addDays(ci, -2), addDays(ci, 1));
  await boat('Bekleyen');
  await hold('Bekleyen', 'pending', ci, co);
  await boat('İptal');
  await hold('İptal', 'cancelled', ci, co);
  await boat('Bitişik');
  await hold('Bitişik', 'confirmed', addDays(ci, -3), ci);
  await hold('Bitişik', 'option', co, addDays(co, 2));
  await boat('Küçük', { capacity: 4, type: refs.motoryat });
  await boat('Lüks', { daily: 5_000_000, capacity: 20, type: refs.motoryat, marina: refs.bodrum });
  await boat('Fiyatsız', { priced: false, marina: refs.bodrum });
  await boat('Uzun', { min_days: 5 });
  await boat('Haftalık', { daily: 1_000_000, weekly: 5_000_000 });
  await boat('Pasif', { active: false, capacity: 40, type: refs.yelkenli });
});
afterAll(() => t?.close());

const ACTIVE = ['Bekleyen', 'Bitişik', 'Fiyatsız', 'Haftalık', 'Küçük', 'Lüks', 'Onaylı', 'Opsiyon', 'Serbest', 'Uzun', 'İptal'];

describe('GET /v1/searchboats without dates', () => {
  it('lists active boats only, with their cards', async () => {
    const page = await search();
    expect(page.total).toBe(ACTIVE.length);
    expect(namesOf(page)).toEqual([...ACTIVE].sort());
    const serbest = page.items.find((b) => b.id === ids.Serbest);
    expect(serbest).toMatchObject({
      slug: slugs.Serbest,
      type: { id: refs.gulet, name: 'Gulet' },
      marina: { marina_id: refs.gocek, name: 'Göcek Marina', location: 'Muğla, Göcek' },
      capacity: 12,
      cabins: 3,
      length_m: 18.5,
      crew: 2,
      min_days: 1,
      // On a map the boat stands at its marina (issue 23); a marina without a position leaves it off.
      lat: 36.75,
      lng: 28.94,
      from_price_kurus: 2_000_000,
      rental: null,
    });
    expect(page.items.find((b) => b.id === ids.Lüks)).toMatchObject({ lat: null, lng: null });
    // The first image by order, with all its variants; the thumbnail is its smallest.
    expect(serbest?.image?.alt).toBe('Güverte');
    expect(serbest?.image?.variants.map((v) => v.width)).toEqual([400, 800]);
    expect(serbest?.thumbnail).toBe(serbest?.image?.variants[0]?.url);
    expect(page.items.find((b) => b.id === ids.Fiyatsız)).toMatchObject({ from_price_kurus: null, image: null, thumbnail: null });
  });

  it('filters by type (one or several), marina and guests', async () => {
    expect(namesOf(await search(`type=${refs.motoryat}`))).toEqual(['Küçük', 'Lüks']);
    expect((await search(`type=${refs.motoryat},${refs.gulet}`)).total).toBe(ACTIVE.length);
    expect((await search(`type=${refs.motoryat}&type=${refs.yelkenli}`)).total).toBe(2);
    expect(namesOf(await search(`marina=${refs.bodrum}`))).toEqual(['Fiyatsız', 'Lüks']);
    expect(namesOf(await search('guests=11'))).toEqual(['Lüks', 'Serbest']);
    expect(namesOf(await search(`guests=11&marina=${refs.bodrum}`))).toEqual(['Lüks']);
    expect((await search(`type=${refs.yelkenli}`)).total).toBe(0);
  });

  it('bounds the daily "from" rate by a price range in the chosen currency', async () => {
    // 50 TL per euro: 20.000 TL = 400 €, 50.000 TL = 1.000 €, 10.000 TL = 200 €.
    expect(namesOf(await search('currency=EURO&min_price=900'))).toEqual(['Lüks']);
    expect(namesOf(await search('currency=EURO&max_price=200'))).toEqual(['Haftalık']);
    expect(namesOf(await search('min_price=15000&max_price=25000'))).toEqual(
      ACTIVE.filter((n) => !['Lüks', 'Haftalık', 'Fiyatsız'].includes(n)).sort(),
    );
  });

  it('sorts by price, newest, capacity and the agency order', async () => {
    const asc = ordered(await search('sort=price_asc'));
    expect(asc[0]).toBe('Haftalık');
    expect(asc.at(-2)).toBe('Lüks');
    expect(asc.at(-1)).toBe('Fiyatsız'); // price on request last
    const desc = ordered(await search('sort=price_desc'));
    expect(desc[0]).toBe('Lüks');
    expect(desc.at(-1)).toBe('Fiyatsız');
    expect(ordered(await search('sort=capacity'))[0]).toBe('Lüks');
    expect(ordered(await search('sort=capacity')).at(-1)).toBe('Küçük');
    // The factory gives each boat a rising sort_order: the agency order is creation order here.
    const order = ordered(await search());
    expect(order[0]).toBe('Serbest');
    expect(order.at(-1)).toBe('Haftalık');
    const newest = ordered(await search('sort=newest'));
    expect(newest).toEqual([...order].reverse());
  });

  it('pages with skip/take (20 by default) and keeps the total', async () => {
    const all = ordered(await search());
    const first = contentOf<Page<BoatCard>>(await get('/v1/searchboats?client=true&take=4'));
    const second = contentOf<Page<BoatCard>>(await get('/v1/searchboats?client=true&take=4&skip=4'));
    const last = contentOf<Page<BoatCard>>(await get('/v1/searchboats?client=true&take=4&skip=8'));
    expect([first, second, last].map((p) => p.total)).toEqual([ACTIVE.length, ACTIVE.length, ACTIVE.length]);
    expect([...ordered(first), ...ordered(second), ...ordered(last)]).toEqual(all);
    expect(last.items).toHaveLength(3);
    const beyond = contentOf<Page<BoatCard>>(await get('/v1/searchboats?client=true&skip=40'));
    expect(beyond).toEqual({ items: [], total: ACTIVE.length });
    const defaults = contentOf<Page<BoatCard>>(await get('/v1/searchboats?client=true'));
    expect(defaults.items).toHaveLength(ACTIVE.length); // fewer than the page size of 20
  });
});

describe('GET /v1/searchboats with dates', () => {
  it('keeps boats free on every day of [checkin, checkout) and bookable', async () => {
    const page = await dated();
    // Onaylı (confirmed inside) and Opsiyon (option over the first day) are held;
    // pending and cancelled requests hold nothing; Bitişik returns on checkin and leaves on checkout;
    // Fiyatsız has no price and Uzun needs at least 5 days.
    expect(namesOf(page)).toEqual(['Bekleyen', 'Bitişik', 'Haftalık', 'Küçük', 'Lüks', 'Serbest', 'İptal']);
    expect(page.total).toBe(7);
    expect(page.items.find((b) => b.id === ids.Serbest)?.rental).toEqual({
      days: 3,
      total_kurus: 6_000_000,
      total_minor: 6_000_000,
      currency: 'TL',
    });
    expect(page.items.find((b) => b.id === ids.Serbest)?.from_price_kurus).toBe(2_000_000);
  });

  it('lists a boat whose held days touch but do not overlap the rental', async () => {
    // One day, on the last day of Opsiyon's option: held. The day after: free.
    const held = await search(`checkin=${ci}&checkout=${addDays(ci, 1)}`);
    expect(held.items.map((b) => b.id)).not.toContain(ids.Opsiyon);
    const free = await search(`checkin=${addDays(ci, 1)}&checkout=${addDays(ci, 2)}`);
    expect(free.items.map((b) => b.id)).toContain(ids.Opsiyon);
    expect(free.items.map((b) => b.id)).not.toContain(ids.Onaylı);
  });

  it('lists a boat again once its reservation is cancelled', async () => {
    const extra = await boat('Geçici');
    const r = await createBoatReservation(t.db, { boat_id: extra, status: 'confirmed', started_at: ci, finished_at: co });
    expect((await dated()).items.map((b) => b.id)).not.toContain(extra);
    await t.db.update(boatReservations).set({ status: 'cancelled' }).where(eq(boatReservations.id, r.id));
    expect((await dated()).items.map((b) => b.id)).toContain(extra);
    await t.db.update(boats).set({ active: false }).where(eq(boats.id, extra));
  });

  it('prices a week at the weekly rate and the remaining days one by one', async () => {
    const week = await search(`checkin=${ci}&checkout=${addDays(ci, 7)}&type=${refs.gulet}`);
    expect(week.items.find((b) => b.id === ids.Haftalık)?.rental?.total_kurus).toBe(5_000_000);
    expect(week.items.find((b) => b.id === ids.Serbest)?.rental?.total_kurus).toBe(14_000_000);
    const nine = await search(`checkin=${ci}&checkout=${addDays(ci, 9)}`);
    expect(nine.items.find((b) => b.id === ids.Haftalık)?.rental?.total_kurus).toBe(5_000_000 + 2 * 1_000_000);

    // A week straddling two weekly-priced periods pays each pro rata (domain/boat-quote.ts).
    const straddle = await createBoat(t.db, { name: 'Tekne Zincir', type_id: refs.yelkenli });
    await createBoatPrice(t.db, {
      boat_id: straddle.id,
      start_date: today,
      end_date: addDays(ci, 2),
      daily_price_kurus: 1_500_000,
      weekly_price_kurus: 7_000_000,
    });
    await createBoatPrice(t.db, {
      boat_id: straddle.id,
      start_date: addDays(ci, 3),
      end_date: addDays(ci, 60),
      daily_price_kurus: 2_500_000,
      weekly_price_kurus: 14_000_000,
    });
    const mixed = await search(`checkin=${ci}&checkout=${addDays(ci, 8)}&type=${refs.yelkenli}`);
    // 3 days of the first period (3/7 of 70.000 TL) + 4 of the second (4/7 of 140.000 TL) + 1 day at 25.000 TL.
    expect(mixed.items.map((b) => b.rental?.total_kurus)).toEqual([3_000_000 + 8_000_000 + 2_500_000]);

    // The listing's totals are the booking's own quote (domain/boat-quote.ts) for every length tried.
    const periods = await t.db.select().from(boatPrices).where(eq(boatPrices.boat_id, straddle.id));
    for (const [offset, length] of [
      [-3, 7],
      [0, 1],
      [0, 13],
      [0, 14],
      [2, 15],
      [3, 21],
    ] as const) {
      const from = addDays(ci, offset);
      const to = addDays(from, length);
      const quote = quoteBoatRental({
        periods,
        boat: { capacity: 10, min_days: 1, prepayment_percent: 30 },
        checkIn: from,
        checkOut: to,
        guests: 1,
      });
      const found = await search(`checkin=${from}&checkout=${to}&type=${refs.yelkenli}`);
      expect(quote.ok && quote.total_kurus, `${from} → ${to}`).toBe(found.items[0]?.rental?.total_kurus);
    }
    await t.db.update(boats).set({ active: false }).where(eq(boats.id, straddle.id));
  });

  it('bounds, converts and sorts by the rental total', async () => {
    const euro = await dated('currency=EURO&max_price=1200&sort=price_asc');
    // 3 days: Haftalık 30.000 TL = 600 €, the 20.000 TL boats 60.000 TL = 1.200 €, Lüks 3.000 €.
    expect(ordered(euro)[0]).toBe('Haftalık');
    expect(namesOf(euro)).not.toContain('Lüks');
    expect(euro.items[0]?.rental).toEqual({ days: 3, total_kurus: 3_000_000, total_minor: 60_000, currency: 'EURO' });
    expect(ordered(await dated('sort=price_desc'))[0]).toBe('Lüks');
  });

  it('combines dates with guests, type and marina', async () => {
    expect(namesOf(await dated('guests=11'))).toEqual(['Lüks', 'Serbest']);
    expect(namesOf(await dated(`type=${refs.motoryat}&marina=${refs.gocek}`))).toEqual(['Küçük']);
  });
});

describe('validation errors are Turkish 400s', () => {
  it.each([
    ['type=abc', 'querystring.type', 'Tekne tipi geçersiz.'],
    ['type=0', 'querystring.type', 'Tekne tipi geçersiz.'],
    ['marina=-1', 'querystring.marina', 'Marina geçersiz.'],
    ['marina=99999999999', 'querystring.marina', 'Marina geçersiz.'],
    ['guests=0', 'querystring.guests', 'Kişi sayısı en az 1 olmalı.'],
    ['take=500', 'querystring.take', 'take en fazla 100 olabilir.'],
    [`checkin=${ci}`, 'querystring.checkout', 'Başlangıç ve bitiş tarihlerini birlikte seçin.'],
    [`checkin=${ci}&checkout=${ci}`, 'querystring.checkout', 'Bitiş tarihi başlangıç tarihinden sonra olmalı.'],
    [`checkin=${ci}&checkout=${addDays(ci, 91)}`, 'querystring.checkout', 'En fazla 90 günlük kiralama aranabilir.'],
    ['checkin=2030-02-30&checkout=2030-03-02', 'querystring.checkin', 'Geçersiz tarih.'],
    ['min_price=500&max_price=100', 'querystring.max_price', 'En yüksek fiyat en düşük fiyattan küçük olamaz.'],
    ['sort=cheapest', 'querystring.sort', undefined],
  ])('%s', async (q, path, message) => {
    const res = await get(`/v1/searchboats?client=true&${q}`);
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Gönderilen bilgiler geçersiz.');
    const issue = body.issues?.find((i) => i.path === path);
    expect(issue, JSON.stringify(body.issues)).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
    // zod's own messages come out in Turkish too (no English words such as 'Invalid').
    expect(issue?.message).not.toMatch(/invalid|expected/i);
  });

  it('refuses a past check-in day', async () => {
    const res = await get(`/v1/searchboats?client=true&checkin=${addDays(today, -1)}&checkout=${addDays(today, 2)}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).issues).toEqual([{ path: 'querystring.checkin', message: 'Geçmiş bir tarih için arama yapılamaz.' }]);
  });

  it('answers 422 for a currency the agency has no rate for', async () => {
    const res = await get(`/v1/searchboats?client=true&checkin=${ci}&checkout=${co}&currency=POUND`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Seçilen para birimi için döviz kuru tanımlı değil.');
  });
});

describe('public access', () => {
  it('needs no sign-in, and a stale or forged token does not stand in the way', async () => {
    for (const url of ['/v1/searchboats?client=true', '/v1/searchboats/options', `/v1/boats/${slugs.Serbest}`]) {
      expect((await get(url)).statusCode, url).toBe(200);
      const forged = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer bozuk.belirteç' } });
      expect(forged.statusCode, url).toBe(200);
    }
  });
});

describe('GET /v1/searchboats/options', () => {
  it('counts active boats per type and marina, with the largest capacity and the price range', async () => {
    const o = contentOf<BoatSearchOptions>(await get('/v1/searchboats/options'));
    expect(o.types).toEqual([
      { id: refs.gulet, name: 'Gulet', count: 9 },
      { id: refs.motoryat, name: 'Motoryat', count: 2 },
      { id: refs.yelkenli, name: 'Yelkenli', count: 0 }, // its only boat is inactive
    ]);
    expect(o.marinas).toEqual([
      { marina_id: refs.bodrum, name: 'Bodrum Marina', location: 'Muğla, Bodrum', count: 2 },
      { marina_id: refs.gocek, name: 'Göcek Marina', location: 'Muğla, Göcek', count: 9 },
    ]);
    expect(o.capacity_max).toBe(20); // the inactive boat's 40 does not count
    expect(o.price).toEqual({ min_kurus: 1_000_000, max_kurus: 5_000_000 });
  });
});

describe('GET /v1/boats/{slug}', () => {
  it('answers the public page data of an active boat', async () => {
    const id = await boat('Detay', { min_days: 2, weekly: 12_000_000 });
    await t.db
      .update(boats)
      .set({
        description: 'Geniş güverte.\n\nİkinci <paragraf> & daha fazlası',
        features: ['Klima', 'Jakuzi'],
        departure_time: '09:30',
        return_time: '19:00',
        prepayment_percent: 40,
      })
      .where(eq(boats.id, id));
    // A period that has ended is not shown; one with a longer minimum keeps it.
    await createBoatPrice(t.db, { boat_id: id, start_date: addDays(today, -40), end_date: addDays(today, -1) });
    await createBoatPrice(t.db, {
      boat_id: id,
      start_date: addDays(today, 151),
      end_date: addDays(today, 200),
      daily_price_kurus: 3_000_000,
      min_days: 3,
    });
    await createBoatImage(t.db, { boat_id: id, sort_order: 2, alt: 'Kıç' });
    await createBoatImage(t.db, { boat_id: id, sort_order: 1, alt: 'Pruva' });

    const b = contentOf<PublicBoatDetail>(await get(`/v1/boats/${slugs.Detay}`));
    expect(b).toMatchObject({
      id,
      slug: slugs.Detay,
      name: 'Tekne Detay',
      type: { id: refs.gulet, name: 'Gulet' },
      marina: { marina_id: refs.gocek, name: 'Göcek Marina', location: 'Muğla, Göcek', lat: 36.75, lng: 28.94 },
      capacity: 10,
      cabins: 3,
      length_m: 18.5,
      crew: 2,
      min_days: 2,
      features: ['Klima', 'Jakuzi'],
      prepayment_percent: 40,
      departure_time: '09:30',
      return_time: '19:00',
      from_price_kurus: 2_000_000,
    });
    expect(b.permit_number).toMatch(/^TUGS-48-/);
    // Plain text becomes escaped paragraphs.
    expect(b.description).toBe('<p>Geniş güverte.</p><p>İkinci &lt;paragraf&gt; &amp; daha fazlası</p>');
    expect(b.images.map((i) => i.alt)).toEqual(['Pruva', 'Kıç']);
    expect(b.images[0]?.variants.map((v) => v.width)).toEqual([400, 800]);
    expect(b.thumbnail).toBe(b.images[0]?.variants[0]?.url);
    expect(b.prices).toEqual([
      expect.objectContaining({
        start_date: today,
        end_date: addDays(today, 150),
        daily_price_kurus: 2_000_000,
        weekly_price_kurus: 12_000_000,
        min_days: 2, // the boat's own minimum is larger than the period's 1
      }),
      expect.objectContaining({
        start_date: addDays(today, 151),
        daily_price_kurus: 3_000_000,
        weekly_price_kurus: null,
        min_days: 3,
      }),
    ]);
  });

  it('keeps only the editor’s tags of an HTML description', async () => {
    const id = await boat('Html');
    await t.db
      .update(boats)
      .set({ description: '<p>Güvenli <strong>tekne</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>' })
      .where(eq(boats.id, id));
    const b = contentOf<PublicBoatDetail>(await get(`/v1/boats/${slugs.Html}`));
    expect(b.description).toBe('<p>Güvenli <strong>tekne</strong></p>');
  });

  it('answers a Turkish 404 for an unknown or inactive boat', async () => {
    for (const slug of ['yok-boyle-tekne', slugs.Pasif as string]) {
      const res = await get(`/v1/boats/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: 'Tekne bulunamadı.' });
    }
  });

  it('answers a boat without type, marina, images or prices', async () => {
    const b = await createBoat(t.db, { name: 'Tekne Yalın' });
    const d = contentOf<PublicBoatDetail>(await get(`/v1/boats/${b.slug}`));
    expect(d).toMatchObject({
      type: null,
      marina: null,
      images: [],
      image: null,
      thumbnail: null,
      prices: [],
      from_price_kurus: null,
    });
    await t.db.update(boats).set({ active: false }).where(eq(boats.id, b.id));
  });
});
