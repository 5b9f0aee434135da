/**
 * The search form's options (`/v1/search/options`): villa types and features with how many
 * active villas have each, towns with their districts, the largest capacity and the range
 * of nightly rates still to come. `loadSearchOptions` reads them from the database (the
 * reference of the index's answer, and its fallback before the first build).
 */
import { and, asc, count, eq, gte, max, min, sql } from 'drizzle-orm';
import { BEDROOM_FILTER_STEPS } from '@yali/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { districts, features, towns, villaFeatures, villaPrices, villaTypeLinks, villaTypes, villas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';

export const searchOptionsSchema = z.object({
  types: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  towns: z.array(
    z.object({
      town_id: z.number().int(),
      name: z.string(),
      districts: z.array(z.object({ district_id: z.number().int(), name: z.string() })),
    }),
  ),
  features: z.array(z.object({ id: z.number().int(), name: z.string(), icon: z.string(), count: z.number().int() })),
  /** For each "Yatak odası" choice (BEDROOM_FILTER_STEPS), how many active villas have at least `min` bedrooms. */
  bedrooms: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
  /** Largest capacity among active villas: the guests selector's maximum. */
  guests_max: z.number().int(),
  /** Lowest and highest nightly rate still to come among active villas (kuruş); null when none. */
  price: z.object({ min_kurus: z.number().int().nullable(), max_kurus: z.number().int().nullable() }),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

/** The options from the database. */
export async function loadSearchOptions(db: Db): Promise<SearchOptions> {
  const today = todayInIstanbul();
  const [types, townRows, districtRows, featureRows, [guests], [price], [bedroomRow]] = await Promise.all([
    db
      .select({ id: villaTypes.id, name: villaTypes.name, count: count(villas.id) })
      .from(villaTypes)
      .leftJoin(villaTypeLinks, eq(villaTypeLinks.type_id, villaTypes.id))
      // Only active villas are public: inactive ones must not show in the counts either.
      .leftJoin(villas, and(eq(villas.id, villaTypeLinks.villa_id), eq(villas.active, true)))
      .groupBy(villaTypes.id)
      .orderBy(asc(villaTypes.id)),
    db.select({ town_id: towns.town_id, name: towns.name }).from(towns).orderBy(asc(towns.name)),
    db
      .select({ district_id: districts.district_id, town_id: districts.town_id, name: districts.name })
      .from(districts)
      .orderBy(asc(districts.name)),
    db
      .select({ id: features.id, name: features.name, icon: features.icon, count: count(villas.id) })
      .from(features)
      .leftJoin(villaFeatures, eq(villaFeatures.feature_id, features.id))
      .leftJoin(villas, and(eq(villas.id, villaFeatures.villa_id), eq(villas.active, true)))
      .groupBy(features.id)
      .orderBy(asc(features.name)),
    db
      .select({ max: max(villas.capacity) })
      .from(villas)
      .where(eq(villas.active, true)),
    db
      .select({ min: min(villaPrices.nightly_price_kurus), max: max(villaPrices.nightly_price_kurus) })
      .from(villaPrices)
      .innerJoin(villas, and(eq(villas.id, villaPrices.villa_id), eq(villas.active, true)))
      .where(gte(villaPrices.end_date, today)),
    db
      .select(
        Object.fromEntries(
          BEDROOM_FILTER_STEPS.map((n) => [`b${n}`, sql<number>`(count(*) filter (where ${villas.bedrooms} >= ${n}))::int`]),
        ),
      )
      .from(villas)
      .where(eq(villas.active, true)),
  ]);
  return {
    types,
    towns: townRows.map((t) => ({
      ...t,
      districts: districtRows.filter((d) => d.town_id === t.town_id).map(({ district_id, name }) => ({ district_id, name })),
    })),
    features: featureRows,
    guests_max: guests?.max ?? 0,
    bedrooms: BEDROOM_FILTER_STEPS.map((n) => ({ min: n, count: Number(bedroomRow?.[`b${n}`] ?? 0) })),
    price: { min_kurus: price?.min ?? null, max_kurus: price?.max ?? null },
  };
}
