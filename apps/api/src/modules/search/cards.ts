/** Listing cards (`VillaCard`) for villa rows or ids, shared by the listing, the stay search and short-term offers. */
import { and, avg, count, eq, gte, inArray, min, sql } from 'drizzle-orm';
import type { VillaCard } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { comments, villaPrices, villas } from '../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadFeatures, loadImages, loadTypes, thumbnailOf, villaRowsQuery } from '../villas/hydrate.ts';

export type CardRow = Awaited<ReturnType<ReturnType<typeof villaRowsQuery>['execute']>>[number];

/** Listing cards for villa rows, in their order; related rows in one query per relation. */
export async function toCards(
  db: Db,
  storage: Storage,
  rows: CardRow[],
  today: string,
  stays?: Map<number, NonNullable<VillaCard['stay']>>,
): Promise<VillaCard[]> {
  const ids = rows.map((r) => r.villa.id);
  const [types, images, feats, scores, prices] = await Promise.all([
    loadTypes(db, ids),
    loadImages(db, storage, ids),
    loadFeatures(db, ids),
    loadReviewScores(db, ids),
    ids.length
      ? db
          .select({ villa_id: villaPrices.villa_id, price: min(villaPrices.nightly_price_kurus) })
          .from(villaPrices)
          .where(and(inArray(villaPrices.villa_id, ids), gte(villaPrices.end_date, today)))
          .groupBy(villaPrices.villa_id)
      : Promise.resolve([]),
  ]);
  const priceOf = new Map(prices.map((p) => [p.villa_id, p.price]));
  return rows.map((row) => {
    const id = row.villa.id;
    return {
      ...staticCard(row, {
        types: types.get(id) ?? [],
        images: images.get(id) ?? [],
        features: feats.get(id) ?? [],
        score: scores.get(id),
      }),
      from_price_kurus: priceOf.get(id) ?? null,
      ...(stays ? { stay: stays.get(id) ?? null } : {}),
    };
  });
}

/** A card without what depends on the day and the question (the "from" price, the stay). */
export type StaticCard = Omit<VillaCard, 'from_price_kurus' | 'stay'>;

/** The parts of a card that change only with the villa's own rows (the availability index keeps them). */
export function staticCard(
  { villa: v, town, district }: Pick<CardRow, 'villa' | 'town' | 'district'>,
  related: {
    types: VillaCard['types'];
    images: VillaCard['images'];
    features: VillaCard['features'];
    /** Published reviews' score; undefined: none. */
    score?: ReviewScore | undefined;
  },
): StaticCard {
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    town: town?.name ?? null,
    district: district?.name ?? null,
    types: related.types,
    capacity: v.capacity,
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    popular: v.popular,
    thumbnail: thumbnailOf(related.images),
    images: related.images.slice(0, 3),
    features: related.features,
    lat: v.lat,
    lng: v.lng,
    ...scoreFields(related.score),
  };
}

/** A unit's review score: the published reviews' average rating (one decimal) and their number. */
export type ReviewScore = { rating: number; count: number };

/**
 * Review scores of villas (or, with `unit` 'boat_id', boats) `ids` from their published reviews
 * (`comments.active`; pending ones do not count, and a reply is a column of the review it
 * answers, not a review). Units without a published review are absent from the map.
 */
export async function loadReviewScores(
  db: Db,
  ids: number[],
  unit: 'villa_id' | 'boat_id' = 'villa_id',
): Promise<Map<number, ReviewScore>> {
  if (ids.length === 0) return new Map();
  const column = comments[unit];
  const rows = await db
    .select({
      unit_id: column,
      // Rounded by the database so that the SQL and index paths agree to the digit.
      rating: sql<string>`round(${avg(comments.rating)}, 1)`,
      count: count(),
    })
    .from(comments)
    .where(and(inArray(column, ids), eq(comments.active, true)))
    .groupBy(column);
  const scores = new Map<number, ReviewScore>();
  for (const r of rows) if (r.unit_id !== null) scores.set(r.unit_id, { rating: Number(r.rating), count: r.count });
  return scores;
}

/** A card's `rating` / `review_count` from its score (none: null and 0). */
export const scoreFields = (score: ReviewScore | undefined) => ({
  rating: score?.rating ?? null,
  review_count: score?.count ?? 0,
});

/** Cards for villa ids, in the ids' order. */
export async function cardsOf(
  db: Db,
  storage: Storage,
  ids: number[],
  today: string,
  stays?: Map<number, NonNullable<VillaCard['stay']>>,
): Promise<VillaCard[]> {
  if (ids.length === 0) return [];
  const rows = await villaRowsQuery(db).where(inArray(villas.id, ids));
  const byId = new Map(rows.map((r) => [r.villa.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is CardRow => r !== undefined);
  return toCards(db, storage, ordered, today, stays);
}
