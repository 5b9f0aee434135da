/**
 * The boat index answers exactly what the SQL boat search answers (issue 16). fast-check
 * generates random fleets — boats with types, marinas, capacities, minimum days, order and
 * creation times, price periods with gaps, weekly rates and minimum days, holds of every
 * status, images, published and pending reviews, active or not — and exchange rates that may be missing, written straight
 * into the database on top of the previous fleet, so the app's long-lived index follows them
 * through notifications. Random queries (dates from yesterday over month ends and whole
 * weeks, undated listings, guests, types, marina, price ranges in every currency, every
 * sort, pages) must get the same cards, order, totals and `total` from the index as from
 * the SQL search (search-boats.ts, kept as the reference), the same errors too, and so
 * must a fresh index loaded from scratch.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoatSearchQuery, boatSearchQuery } from '@yali/contract';
import { settings } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { type BoatIndex, createBoatIndex } from '../../src/modules/boat-search/boat-index.ts';
import { searchBoats } from '../../src/modules/boat-search/search-boats.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createBoat,
  createBoatImage,
  createBoatPrice,
  createBoatReservation,
  createBoatType,
  createComment,
  createMarina,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The values an arbitrary generates. */
type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;

let t: TestApp;
const today = todayInIstanbul();
let typeIds: number[] = [];
let marinaIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  typeIds = [(await createBoatType(t.db)).id, (await createBoatType(t.db)).id];
  marinaIds = [(await createMarina(t.db)).marina_id, (await createMarina(t.db)).marina_id];
});
afterAll(async () => {
  await t?.close();
});

/** `arb`'s value one time in three, `undefined` otherwise. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

/** Consecutive ranges of `min`…`max` days after gaps, from day `from` (offsets from today). */
const chain = <T>(
  extra: fc.Arbitrary<T>,
  from: number,
  maxGap: number,
  max: number,
  length: { minLength: number; maxLength: number },
) =>
  fc.array(fc.record({ gap: fc.nat({ max: maxGap }), length: fc.integer({ min: 1, max }), extra }), length).map((parts) => {
    let cursor = from;
    return parts.map(({ gap, length, extra: e }) => {
      const start = cursor + gap;
      cursor = start + length;
      return { start, end: cursor, ...e };
    });
  });

const boatArb = fc.record({
  type: fc.option(fc.nat({ max: 1 }), { nil: null }),
  marina: fc.option(fc.nat({ max: 1 }), { nil: null }),
  capacity: fc.integer({ min: 2, max: 14 }),
  minDays: fc.integer({ min: 1, max: 3 }),
  sortOrder: fc.nat({ max: 3 }),
  active: fc.constantFrom(true, true, true, false),
  image: fc.boolean(),
  /** Reviews, published or pending: the card's score counts the published ones. */
  reviews: fc.array(fc.record({ rating: fc.integer({ min: 1, max: 5 }), active: fc.boolean() }), { maxLength: 3 }),
  periods: chain(
    fc.record({
      daily: fc.constantFrom(500_000, 1_250_000, 2_000_000),
      weekly: fc.option(fc.constantFrom(2_800_000, 9_000_000), { nil: null }),
      minDays: fc.integer({ min: 1, max: 4 }),
    }),
    -20,
    4,
    40,
    { minLength: 1, maxLength: 4 },
  ),
  holds: chain(fc.record({ status: fc.constantFrom('option', 'confirmed') }), -2, 12, 6, { minLength: 0, maxLength: 3 }),
  loose: fc.array(
    fc.record({
      start: fc.integer({ min: 0, max: 60 }),
      days: fc.integer({ min: 1, max: 5 }),
      status: fc.constantFrom('pending', 'cancelled', 'completed'),
    }),
    { maxLength: 2 },
  ),
});

const fleetArb = fc.record({
  boats: fc.array(boatArb, { minLength: 1, maxLength: 7 }),
  euro: fc.option(fc.constantFrom('35.1', '48'), { nil: null }),
  sterling: fc.option(fc.constant('55.25'), { nil: null }),
});

const queryArb = fc.record({
  dates: fc.option(fc.record({ from: fc.integer({ min: -1, max: 60 }), days: fc.integer({ min: 1, max: 15 }) }), {
    nil: undefined,
  }),
  guests: sometimes(fc.integer({ min: 1, max: 14 })),
  types: fc.subarray([0, 1]),
  marina: sometimes(fc.nat({ max: 1 })),
  price: sometimes(
    fc.record({ min: sometimes(fc.integer({ min: 0, max: 400 })), span: sometimes(fc.integer({ min: 0, max: 4000 })) }),
  ),
  currency: fc.constantFrom('TL', 'TL', 'EURO', 'POUND'),
  sort: fc.constantFrom('order', 'price_asc', 'price_desc', 'newest', 'capacity'),
  skip: fc.constantFrom(0, 0, 2, 5),
  take: fc.constantFrom(3, 12),
});

/** The generated question as the route parses it. */
function toQuery(q: Generated<typeof queryArb>): BoatSearchQuery {
  // TL amounts a hundred times the others, so that both cut through the fleet's prices.
  const scale = q.currency === 'TL' ? 100 : 1;
  const min = q.price?.min === undefined ? undefined : q.price.min * scale;
  const max = q.price?.span === undefined ? undefined : ((q.price.min ?? 0) + q.price.span) * scale;
  return boatSearchQuery.parse({
    checkin: q.dates ? addDays(today, q.dates.from) : undefined,
    checkout: q.dates ? addDays(today, q.dates.from + q.dates.days) : undefined,
    guests: q.guests,
    type: q.types.map((k) => String(typeIds[k])).join(',') || undefined,
    marina: q.marina === undefined ? undefined : marinaIds[q.marina],
    min_price: min,
    max_price: max,
    currency: q.currency,
    sort: q.sort,
    skip: q.skip,
    take: q.take,
  });
}

/** Replaces every boat (and its periods, holds and images) with `fleet`. */
async function writeFleet(fleet: Generated<typeof fleetArb>) {
  await t.db.execute(sql`delete from boat_reservations`);
  await t.db.execute(sql`delete from boats`);
  await t.db.delete(settings).where(sql`key in ('euro_exchange_rate', 'sterling_exchange_rate')`);
  if (fleet.euro) await t.db.insert(settings).values({ key: 'euro_exchange_rate', value: fleet.euro });
  if (fleet.sterling) await t.db.insert(settings).values({ key: 'sterling_exchange_rate', value: fleet.sterling });
  for (const b of fleet.boats) {
    const boat = await createBoat(t.db, {
      type_id: b.type === null ? null : typeIds[b.type],
      marina_id: b.marina === null ? null : marinaIds[b.marina],
      capacity: b.capacity,
      min_days: b.minDays,
      sort_order: b.sortOrder,
      active: b.active,
    });
    if (b.image) await createBoatImage(t.db, { boat_id: boat.id });
    for (const r of b.reviews) await createComment(t.db, { boat_id: boat.id, rating: r.rating, active: r.active });
    for (const p of b.periods) {
      await createBoatPrice(t.db, {
        boat_id: boat.id,
        start_date: addDays(today, p.start),
        end_date: addDays(today, p.end - 1),
        daily_price_kurus: p.daily,
        weekly_price_kurus: p.weekly,
        min_days: p.minDays,
      });
    }
    for (const h of [...b.holds, ...b.loose.map((l) => ({ start: l.start, end: l.start + l.days, status: l.status }))]) {
      await createBoatReservation(t.db, {
        boat_id: boat.id,
        status: h.status as 'option',
        started_at: addDays(today, h.start),
        finished_at: addDays(today, h.end),
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

describe('the boat index', () => {
  it('answers every boat search exactly as the SQL search, and as an index loaded from scratch', async () => {
    // The generators must reach rentals that are found and priced, or equality would prove little.
    let datedFound = 0;
    await fc.assert(
      fc.asyncProperty(fleetArb, fc.array(queryArb, { minLength: 15, maxLength: 15 }), async (fleet, generated) => {
        await writeFleet(fleet);
        await t.app.boatIndex.sync();
        const fresh: BoatIndex = await createBoatIndex({ database: t.database, storage: t.app.storage });
        try {
          for (const q of generated) {
            const query = toQuery(q);
            const expected = await outcome(() => searchBoats({ db: t.db, storage: t.app.storage, query, today }));
            const items = (expected.ok as { items?: { rental: unknown }[] } | undefined)?.items ?? [];
            if (query.checkin && items.some((c) => c.rental !== null)) datedFound++;
            expect(await outcome(() => t.app.boatIndex.search(query, today)), JSON.stringify(query)).toEqual(expected);
            expect(await outcome(() => fresh.search(query, today)), JSON.stringify(query)).toEqual(expected);
          }
        } finally {
          await fresh.close();
        }
      }),
      { numRuns: 30 },
    );
    expect(datedFound).toBeGreaterThan(15);
  }, 240_000);
});
