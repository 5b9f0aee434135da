/**
 * Boat rows → the contract's list items and detail (issue 7). Related rows
 * (images, prices) are loaded with one query per relation for a whole page,
 * never one per boat. Image URLs come from the storage, exactly as villa
 * images do (`/v1/media/boats/{id}/…-{width}.webp`).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { BoatDetail, BoatImage, BoatListItem, BoatPricePeriod } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { boatImages, boatPrices, boats, boatTypes, marinas } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { imageAnswer } from '../../lib/images.ts';
import { missingTranslations } from '../../lib/translate.ts';
import type { Storage } from '../../storage/storage.ts';

export const BOAT_NOT_FOUND = 'Tekne bulunamadı.';

/** Throws NOT_FOUND (404) unless boat `id` exists. */
export async function assertBoatExists(db: Db | Tx, id: number): Promise<void> {
  const [row] = await db.select({ id: boats.id }).from(boats).where(eq(boats.id, id));
  if (!row) throw new AppError('NOT_FOUND', BOAT_NOT_FOUND);
}

/** Every boat view selects the boat with its type and marina. */
export function boatRowsQuery(db: Db) {
  return db
    .select({
      boat: boats,
      type: { id: boatTypes.id, name: boatTypes.name },
      marina: { marina_id: marinas.marina_id, name: marinas.name, location: marinas.location },
    })
    .from(boats)
    .leftJoin(boatTypes, eq(boatTypes.id, boats.type_id))
    .leftJoin(marinas, eq(marinas.marina_id, boats.marina_id));
}
type BoatRow = Awaited<ReturnType<ReturnType<typeof boatRowsQuery>['execute']>>[number];

export const toBoatImage = (storage: Storage, r: Omit<typeof boatImages.$inferSelect, 'boat_id'>): BoatImage =>
  imageAnswer(storage, r);

export function toPricePeriod(p: typeof boatPrices.$inferSelect): BoatPricePeriod {
  return {
    id: p.id,
    boat_id: p.boat_id,
    start_date: p.start_date,
    end_date: p.end_date,
    daily_price_kurus: p.daily_price_kurus,
    weekly_price_kurus: p.weekly_price_kurus ?? null,
    min_days: p.min_days,
  };
}

/** The boats' images in display order, per boat. */
export async function loadBoatImages(db: Db, storage: Storage, ids: number[]): Promise<Map<number, BoatImage[]>> {
  const map = new Map<number, BoatImage[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(boatImages)
    .where(inArray(boatImages.boat_id, ids))
    .orderBy(asc(boatImages.sort_order), asc(boatImages.id));
  for (const r of rows) {
    const list = map.get(r.boat_id) ?? [];
    list.push(toBoatImage(storage, r));
    map.set(r.boat_id, list);
  }
  return map;
}

function toListItem(r: BoatRow, thumbnail: string | null): BoatListItem {
  const b = r.boat;
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    active: b.active,
    order: b.sort_order,
    type: r.type?.id ? { id: r.type.id, name: r.type.name } : null,
    marina: r.marina?.marina_id ? { marina_id: r.marina.marina_id, name: r.marina.name, location: r.marina.location } : null,
    capacity: b.capacity,
    cabins: b.cabins,
    length_m: b.length_m,
    crew: b.crew,
    thumbnail,
    missing_translations: missingTranslations({ description: b.description }, b.translations),
  };
}

const thumbnailOf = (images: BoatImage[] | undefined) => images?.[0]?.variants[0]?.url ?? null;

export async function toBoatListItems(db: Db, storage: Storage, rows: BoatRow[]): Promise<BoatListItem[]> {
  const images = await loadBoatImages(
    db,
    storage,
    rows.map((r) => r.boat.id),
  );
  return rows.map((r) => toListItem(r, thumbnailOf(images.get(r.boat.id))));
}

export async function toBoatDetail(db: Db, storage: Storage, row: BoatRow): Promise<BoatDetail> {
  const id = row.boat.id;
  const [images, prices] = await Promise.all([
    loadBoatImages(db, storage, [id]),
    db.select().from(boatPrices).where(eq(boatPrices.boat_id, id)).orderBy(asc(boatPrices.start_date)),
  ]);
  const imgs = images.get(id) ?? [];
  const b = row.boat;
  return {
    ...toListItem(row, thumbnailOf(imgs)),
    description: b.description,
    features: b.features,
    permit_number: b.permit_number,
    min_days: b.min_days,
    prepayment_percent: b.prepayment_percent,
    departure_time: b.departure_time,
    return_time: b.return_time,
    images: imgs,
    prices: prices.map(toPricePeriod),
    translations: b.translations as BoatDetail['translations'],
  };
}
