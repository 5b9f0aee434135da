/**
 * The availability index answers exactly what the SQL search answers (issue 16). fast-check
 * generates random agencies — villas with every attribute (bedrooms and published or pending reviews too), price periods with gaps, minimum
 * nights and check-in weekdays, holds of every status and channel, closed dates, exchange
 * rates that may be missing — written straight into the database, so the app's long-lived
 * index follows them through notifications (a random sequence of writes on top of the
 * previous agency). Then random queries (dates from today over month and year ends, gaps
 * between holds, undated listings, guests, types, features, regions, price ranges in every
 * currency, every sort, pages) must get the same ids, order, cards, totals and `total` from
 * the index as from the SQL search (search-villas.ts, kept as the reference and the
 * fallback), the same errors too; and a fresh index built from scratch must agree. The
 * public quote from the index must equal the booking's quote from the database, and the
 * search options and short-term offers their database versions.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublicSearchQuery, publicSearchQuery, shorttermQuery, type StayQuoteQuery, stayQuoteQuery } from '@yali/contract';
import { settings, villaFeatures } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { rowsOf } from '../../src/modules/booking/holds.ts';
import { assertStayInput, findPublicVilla, quoteVillaStay } from '../../src/modules/booking/quote-villa-stay.ts';
import { createVillaIndex, type VillaIndex } from '../../src/modules/search/villa-index.ts';
import { findShorttermOffers } from '../../src/modules/search/find-shortterm-offers.ts';
import { loadSearchOptions } from '../../src/modules/search/search-options.ts';
import { searchVillas } from '../../src/modules/search/search-villas.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createComment,
  createDistrict,
  createPricePeriod,
  createReservation,
  createTown,
  createVilla,
  createVillaDate,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The values an arbitrary generates. */
type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;

let t: TestApp;
const today = todayInIstanbul();
const regions: { town: number; districts: number[] }[] = [];
let typeIds: number[] = [];
let featureIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let k = 0; k < 3; k++) {
    const town = await createTown(t.db);
    const ds = [await createDistrict(t.db, { town_id: town.town_id }), await createDistrict(t.db, { town_id: town.town_id })];
    regions.push({ town: town.town_id, districts: ds.map((d) => d.district_id) });
  }
  typeIds = (await rowsOf<{ id: number }>(t.db, sql`select id from villa_types order by id limit 4`)).map((r) => r.id);
  featureIds = (await rowsOf<{ id: number }>(t.db, sql`select id from features order by id limit 5`)).map((r) => r.id);
  if (featureIds.length < 3) {
    featureIds = (
      await rowsOf<{ id: number }>(
        t.db,
        sql`insert into features (name, icon) values ('Havuz', 'pool'), ('Jakuzi', 'spa'), ('Deniz manzarası', 'sea') returning id`,
      )
    ).map((r) => r.id);
  }
});
afterAll(async () => {
  await t?.close();
});

/** `arb`'s value one time in four, `undefined` otherwise: most visitors set few filters. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

/** Disjoint half-open stays (touching allowed) over the days after `start`, as offsets. */
const disjointRanges = fc
  .array(fc.record({ gap: fc.nat({ max: 12 }), nights: fc.integer({ min: 1, max: 12 }) }), { maxLength: 6 })
  .map((parts) => {
    let cursor = -3;
    return parts.map(({ gap, nights }) => {
      const start = cursor + gap;
      cursor = start + nights;
      return { start, end: cursor };
    });
  });

const villaArb = fc.record({
  capacity: fc.integer({ min: 1, max: 12 }),
  bedrooms: fc.integer({ min: 1, max: 7 }),
  /** Reviews: published or pending (issue 23's card score counts the published ones). */
  reviews: fc.array(fc.record({ rating: fc.integer({ min: 1, max: 5 }), active: fc.boolean() }), { maxLength: 3 }),
  region: fc.nat({ max: 3 }),
  district: fc.boolean(),
  types: fc.subarray([0, 1, 2, 3]),
  features: fc.subarray([0, 1, 2]),
  minStay: fc.integer({ min: 1, max: 5 }),
  cleaning: fc.constantFrom(0, 150_000, 250_000),
  active: fc.constantFrom(true, true, true, true, false),
  popular: fc.boolean(),
  sortOrder: fc.nat({ max: 3 }),
  createdDaysAgo: fc.nat({ max: 3 }),
  periods: fc
    .array(
      fc.record({
        gap: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat({ max: 20 }) }),
        nights: fc.integer({ min: 1, max: 60 }),
        price: fc.constantFrom(100_000, 250_000, 400_000, 1_000_000),
        minNights: fc.integer({ min: 1, max: 7 }),
        weekdays: fc.option(fc.subarray([0, 1, 2, 3, 4, 5, 6]), { nil: null }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((parts) => {
      let cursor = -10;
      return parts.map((p) => {
        const start = cursor + p.gap;
        cursor = start + p.nights;
        return { ...p, start, end: cursor - 1 };
      });
    }),
  holds: disjointRanges,
  holdKinds: fc.array(fc.constantFrom('option', 'confirmed', 'external', 'ical', 'closed'), { minLength: 6, maxLength: 6 }),
  loose: fc.array(
    fc.record({
      start: fc.integer({ min: -5, max: 120 }),
      nights: fc.integer({ min: 1, max: 10 }),
      status: fc.constantFrom('pending', 'cancelled', 'completed'),
    }),
    { maxLength: 2 },
  ),
});

const agencyArb = fc.record({
  villas: fc.array(villaArb, { minLength: 1, maxLength: 7 }),
  rates: fc.record({
    dollar: fc.option(fc.constantFrom('32.5', '41,2'), { nil: null }),
    euro: fc.option(fc.constantFrom('35.1', '48'), { nil: null }),
    sterling: fc.option(fc.constant('55.25'), { nil: null }),
  }),
});

const queryArb = fc.record({
  dated: fc.boolean(),
  checkin: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 90 }) }, fc.integer({ min: 0, max: 400 })),
  nights: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 30 })),
  /** Check-in and check-out on the agency's own boundaries (hold ends and starts, period edges, today). */
  anchors: fc.option(fc.tuple(fc.nat(), fc.nat({ max: 3 })), { nil: undefined }),
  guests: sometimes(fc.integer({ min: 1, max: 14 })),
  bedrooms: sometimes(fc.integer({ min: 1, max: 8 })),
  region: sometimes(fc.nat({ max: 3 })),
  district: sometimes(fc.nat({ max: 1 })),
  types: sometimes(fc.subarray([0, 1, 2, 3], { minLength: 1, maxLength: 2 })).map((a) => a ?? []),
  features: sometimes(fc.subarray([0, 1, 2], { minLength: 1, maxLength: 2 })).map((a) => a ?? []),
  min: sometimes(fc.constantFrom(0, 500, 2_000, 10_000)),
  max: sometimes(fc.constantFrom(100, 3_000, 20_000, 80_000)),
  currency: fc.constantFrom('TL', 'TL', 'TL', 'TL', 'EURO', 'DOLLAR', 'POUND'),
  sort: fc.constantFrom('order', 'popular', 'price_asc', 'price_desc', 'newest'),
  skip: fc.constantFrom(0, 0, 1, 2, 5),
  take: fc.constantFrom(1, 2, 3, 20),
  /** The villa (by position) whose quote for the same stay is compared too, and its party. */
  quoteOf: fc.nat(),
  adults: fc.integer({ min: 1, max: 8 }),
  children: fc.nat({ max: 3 }),
});

/**
 * The parsed search of a generated query, its anchors resolved against the agency's
 * `boundaries`, and the quote query of the same stay.
 */
function toQuery(q: Generated<typeof queryArb>, boundaries: number[]): { search: PublicSearchQuery; quote: StayQuoteQuery } {
  const region = q.region === undefined ? undefined : regions[q.region];
  let checkin = q.checkin;
  let nights = q.nights;
  if (q.anchors && boundaries.length > 0) {
    const [first, later] = q.anchors;
    checkin = boundaries[first % boundaries.length] as number;
    const checkout = boundaries.find((b, k) => b > checkin && k >= later) ?? checkin + 1;
    nights = Math.min(checkout - checkin, 90);
  }
  const raw: Record<string, unknown> = {
    sort: q.sort,
    skip: String(q.skip),
    take: String(q.take),
    currency: q.currency,
    types: q.types.map((k) => String(typeIds[k] ?? 999_999)),
    features: q.features.map((k) => String(featureIds[k] ?? 999_999)),
  };
  if (q.dated || q.anchors) {
    raw.checkin = addDays(today, checkin);
    raw.checkout = addDays(today, checkin + nights);
  }
  if (q.guests) raw.guests = String(q.guests);
  if (q.bedrooms) raw.bedrooms = String(q.bedrooms);
  if (q.region !== undefined) raw.town = String(region?.town ?? 999_999);
  if (region && q.district !== undefined) raw.district = String(region.districts[q.district]);
  if (q.min !== undefined) raw.min_price = String(q.min);
  if (q.max !== undefined && (q.min === undefined || q.max >= q.min)) raw.max_price = String(q.max);
  const quote = stayQuoteQuery.parse({
    checkin: addDays(today, checkin),
    checkout: addDays(today, checkin + nights),
    adults: String(q.adults),
    children: String(q.children),
    currency: q.currency,
  });
  return { search: publicSearchQuery.parse(raw) as PublicSearchQuery, quote };
}

/** Days (offsets from today) where something starts or ends: where gaps and rule changes are. */
function boundariesOf(agency: Generated<typeof agencyArb>): number[] {
  const days = new Set<number>([0]);
  for (const v of agency.villas) {
    for (const h of v.holds) days.add(h.start).add(h.end);
    for (const p of v.periods) days.add(p.start).add(p.end + 1);
  }
  return [...days].filter((d) => d >= 0).sort((a, b) => a - b);
}

async function writeAgency(agency: Generated<typeof agencyArb>) {
  // Every villa goes (cascading to its periods, holds, reservations, images and links).
  await t.db.execute(sql`delete from reservations`);
  await t.db.execute(sql`delete from villas`);
  const rates = {
    dollar_exchange_rate: agency.rates.dollar,
    euro_exchange_rate: agency.rates.euro,
    sterling_exchange_rate: agency.rates.sterling,
  };
  for (const [key, value] of Object.entries(rates)) {
    await t.db.execute(sql`delete from ${settings} where key = ${key}`);
    if (value !== null) await t.db.insert(settings).values({ key, value });
  }
  for (const v of agency.villas) {
    const region = regions[v.region];
    const villa = await createVilla(t.db, {
      capacity: v.capacity,
      bedrooms: v.bedrooms,
      town_id: region?.town ?? null,
      district_id: region && v.district ? (region.districts[0] ?? null) : null,
      min_stay: v.minStay,
      cleaning_fee_kurus: v.cleaning,
      active: v.active,
      popular: v.popular,
      sort_order: v.sortOrder,
      created_at: new Date(Date.parse(`${today}T09:00:00Z`) - v.createdDaysAgo * 86_400_000),
      types: v.types.map((k) => typeIds[k]).filter((id): id is number => id !== undefined),
    });
    const feats = v.features.map((k) => featureIds[k]).filter((id): id is number => id !== undefined);
    if (feats.length > 0)
      await t.db.insert(villaFeatures).values(feats.map((feature_id) => ({ villa_id: villa.id, feature_id })));
    for (const review of v.reviews) await createComment(t.db, { villa_id: villa.id, ...review });
    for (const p of v.periods) {
      await createPricePeriod(t.db, {
        villa_id: villa.id,
        start_date: addDays(today, p.start),
        end_date: addDays(today, p.end),
        nightly_price_kurus: p.price,
        min_nights: p.minNights,
        checkin_weekdays: p.weekdays,
      });
    }
    for (const [k, h] of v.holds.entries()) {
      const kind = v.holdKinds[k] ?? 'confirmed';
      const range = { started_at: addDays(today, h.start), finished_at: addDays(today, h.end) };
      if (kind === 'closed') await createVillaDate(t.db, { villa_id: villa.id, ...range });
      else {
        const channel = kind === 'external' || kind === 'ical' ? kind : 'web';
        await createReservation(t.db, {
          villa_id: villa.id,
          status: kind === 'option' ? 'option' : 'confirmed',
          channel,
          ...range,
        });
      }
    }
    for (const l of v.loose) {
      await createReservation(t.db, {
        villa_id: villa.id,
        status: l.status,
        started_at: addDays(today, l.start),
        finished_at: addDays(today, l.start + l.nights),
      });
    }
  }
}

/** The answer or the error's code, as something `toEqual` compares. */
async function outcome(run: () => Promise<unknown>) {
  try {
    return { ok: await run() };
  } catch (err) {
    return { error: (err as { code?: string }).code ?? String(err) };
  }
}

describe('the availability index', () => {
  it('answers every search exactly as the SQL search, and as an index rebuilt from scratch', async () => {
    // The generators must reach stays that are found, or equality would prove little.
    let datedFound = 0;
    let quotedFromIndex = 0;
    let offersFound = 0;
    await fc.assert(
      fc.asyncProperty(agencyArb, fc.array(queryArb, { minLength: 20, maxLength: 20 }), async (agency, generated) => {
        const boundaries = boundariesOf(agency);
        const queries = generated.map((q) => ({ ...toQuery(q, boundaries), villa: q.quoteOf }));
        await writeAgency(agency);
        await t.app.villaIndex.sync();
        const fresh: VillaIndex = await createVillaIndex({ database: t.database, storage: t.app.storage });
        const slugs = (await rowsOf<{ slug: string }>(t.db, sql`select slug from villas order by id`)).map((r) => r.slug);
        try {
          for (const { search, quote, villa } of queries) {
            const expected = await outcome(() => searchVillas({ db: t.db, storage: t.app.storage, query: search }));
            if (search.checkin && ((expected.ok as { total?: number } | undefined)?.total ?? 0) > 0) datedFound++;
            expect(await outcome(() => t.app.villaIndex.search(search, today)), JSON.stringify(search)).toEqual(expected);
            expect(await outcome(() => fresh.search(search, today)), JSON.stringify(search)).toEqual(expected);
            // The route's body, written from the cards serialised once per villa.
            const body = await outcome(async () => JSON.parse((await t.app.villaIndex.searchJson(search, today)) ?? 'null'));
            expect(body, JSON.stringify(search)).toEqual('ok' in expected ? { ok: { content: expected.ok } } : expected);

            // The quote of one villa (inactive ones included) for the same stay, as the booking computes it.
            const slug = slugs[villa % slugs.length] as string;
            const fromIndex = await outcome(() => t.app.villaIndex.quote(slug, quote, today));
            if (fromIndex.ok === null) continue;
            quotedFromIndex++;
            const fromDatabase = await outcome(async () => {
              const row = await findPublicVilla(t.db, slug);
              assertStayInput(row, quote, today, false);
              return (await quoteVillaStay({ db: t.db, villa: row, ...quote, today })).quote;
            });
            expect(fromIndex, `${slug} ${JSON.stringify(quote)}`).toEqual(fromDatabase);
          }
          // The search form's options and the short-term offers, as the database computes them.
          expect(await t.app.villaIndex.searchOptions(today)).toEqual(await loadSearchOptions(t.db));
          for (const { search } of queries.slice(0, 4)) {
            const offers = shorttermQuery.parse({
              town: search.town,
              guests: search.guests,
              currency: search.currency,
              skip: search.skip,
              take: search.take,
            });
            const expected = await findShorttermOffers({ db: t.db, storage: t.app.storage, query: offers, today });
            if (expected.total > 0) offersFound++;
            expect(await t.app.villaIndex.shortterm(offers, today), JSON.stringify(offers)).toEqual(expected);
          }
        } finally {
          await fresh.close();
        }
      }),
      { numRuns: 25 },
    );
    expect(datedFound).toBeGreaterThan(25);
    expect(quotedFromIndex).toBeGreaterThan(100);
    expect(offersFound).toBeGreaterThan(5);
  }, 240_000);
});
