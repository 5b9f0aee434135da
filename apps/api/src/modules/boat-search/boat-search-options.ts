/**
 * Filter choices of `/listingboat` (`GET /v1/searchboats/options`, issue 7):
 * boat types and marinas with the number of active boats in each, the
 * largest capacity, and the range of daily rates still to come (kuruş).
 * Inactive boats are not public, so they count nowhere.
 */
import { and, asc, count, eq, gte, max, min } from 'drizzle-orm';
import type { BoatSearchOptions } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatPrices, boats, boatTypes, marinas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';

const collator = new Intl.Collator('tr');

export async function boatSearchOptions(opts: { db: Db; today?: string }): Promise<BoatSearchOptions> {
  const { db } = opts;
  const today = opts.today ?? todayInIstanbul();
  const activeBoat = (col: typeof boats.type_id | typeof boats.marina_id, key: typeof boatTypes.id | typeof marinas.marina_id) =>
    and(eq(col, key), eq(boats.active, true));
  const [types, marinaRows, [capacity], [price]] = await Promise.all([
    db
      .select({ id: boatTypes.id, name: boatTypes.name, count: count(boats.id) })
      .from(boatTypes)
      .leftJoin(boats, activeBoat(boats.type_id, boatTypes.id))
      .groupBy(boatTypes.id)
      .orderBy(asc(boatTypes.id)),
    db
      .select({ marina_id: marinas.marina_id, name: marinas.name, location: marinas.location, count: count(boats.id) })
      .from(marinas)
      .leftJoin(boats, activeBoat(boats.marina_id, marinas.marina_id))
      .groupBy(marinas.marina_id)
      .orderBy(asc(marinas.marina_id)),
    db
      .select({ max: max(boats.capacity) })
      .from(boats)
      .where(eq(boats.active, true)),
    db
      .select({ min: min(boatPrices.daily_price_kurus), max: max(boatPrices.daily_price_kurus) })
      .from(boatPrices)
      .innerJoin(boats, and(eq(boats.id, boatPrices.boat_id), eq(boats.active, true)))
      .where(gte(boatPrices.end_date, today)),
  ]);
  // Turkish alphabetical order ('Çeşme' after 'Bodrum', not after 'Yalıkavak'), which the database collation may not know.
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  return {
    types: types.sort(byName),
    marinas: marinaRows.sort(byName),
    capacity_max: capacity?.max ?? 0,
    price: { min_kurus: price?.min ?? null, max_kurus: price?.max ?? null },
  };
}
