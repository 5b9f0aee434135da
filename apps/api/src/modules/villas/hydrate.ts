/**
 * Turns villa rows into the contract's list items and detail objects.
 * Related rows (types, images, features …) are loaded with one query per
 * relation for the whole page, never one per villa.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PricePeriod, VillaDetail, VillaListItem } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import {
  comments,
  districts,
  features,
  towns,
  users,
  villaFeatures,
  villaImages,
  villaPrices,
  villaTypeLinks,
  villaTypes,
  villas,
} from '../../db/schema.ts';
import { groupBy } from '../../lib/group-by.ts';
import { imageAnswer } from '../../lib/images.ts';
import { reviewOf } from '../comments/comment-view.ts';
import type { Storage } from '../../storage/storage.ts';

/** The columns every villa view selects, joined with town, district and owner. */
export const villaRowSelect = {
  villa: villas,
  town: { town_id: towns.town_id, name: towns.name },
  district: { district_id: districts.district_id, name: districts.name },
  owner: { id: users.id, first: users.first_name, last: users.last_name },
};

export function villaRowsQuery(db: Db) {
  return db
    .select(villaRowSelect)
    .from(villas)
    .leftJoin(towns, eq(towns.town_id, villas.town_id))
    .leftJoin(districts, eq(districts.district_id, villas.district_id))
    .leftJoin(users, eq(users.id, villas.owner_id));
}

type VillaRow = Awaited<ReturnType<ReturnType<typeof villaRowsQuery>['execute']>>[number];

export async function loadTypes(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .select({ villa_id: villaTypeLinks.villa_id, id: villaTypes.id, name: villaTypes.name })
    .from(villaTypeLinks)
    .innerJoin(villaTypes, eq(villaTypes.id, villaTypeLinks.type_id))
    .where(inArray(villaTypeLinks.villa_id, ids))
    .orderBy(asc(villaTypes.id));
  const grouped = groupBy(rows, (r) => r.villa_id);
  return new Map([...grouped].map(([k, v]) => [k, v.map(({ id, name }) => ({ id, name }))]));
}

export async function loadImages(db: Db, storage: Storage, ids: number[], onlyFirst = false) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof imageAnswer>[]>();
  const rows = onlyFirst
    ? await db
        .selectDistinctOn([villaImages.villa_id])
        .from(villaImages)
        .where(inArray(villaImages.villa_id, ids))
        .orderBy(villaImages.villa_id, asc(villaImages.sort_order), asc(villaImages.id))
    : await db
        .select()
        .from(villaImages)
        .where(inArray(villaImages.villa_id, ids))
        .orderBy(asc(villaImages.sort_order), asc(villaImages.id));
  const toImg = (r: typeof villaImages.$inferSelect) => imageAnswer(storage, r);
  return new Map([...groupBy(rows, (r) => r.villa_id)].map(([k, v]) => [k, v.map(toImg)]));
}

export async function loadFeatures(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string; icon: string }[]>();
  const rows = await db
    .select({ villa_id: villaFeatures.villa_id, id: features.id, name: features.name, icon: features.icon })
    .from(villaFeatures)
    .innerJoin(features, eq(features.id, villaFeatures.feature_id))
    .where(inArray(villaFeatures.villa_id, ids))
    .orderBy(asc(features.id));
  return new Map([...groupBy(rows, (r) => r.villa_id)].map(([k, v]) => [k, v.map(({ id, name, icon }) => ({ id, name, icon }))]));
}

/** Thumbnail URL: the first image's smallest variant. */
/** A villa price period as the editor and the detail answer it. */
export function toVillaPricePeriod(p: typeof villaPrices.$inferSelect): PricePeriod {
  return {
    id: p.id,
    start_date: p.start_date,
    end_date: p.end_date,
    nightly_price_kurus: p.nightly_price_kurus,
    min_nights: p.min_nights,
    checkin_weekdays: p.checkin_weekdays ?? null,
  };
}

export function thumbnailOf(images: { variants: { url: string }[] }[] | undefined): string | null {
  return images?.[0]?.variants[0]?.url ?? null;
}

export async function toListItems(db: Db, storage: Storage, rows: VillaRow[]): Promise<VillaListItem[]> {
  const ids = rows.map((r) => r.villa.id);
  const [types, images] = await Promise.all([loadTypes(db, ids), loadImages(db, storage, ids, true)]);
  return rows.map((r) => toListItem(r, types.get(r.villa.id) ?? [], thumbnailOf(images.get(r.villa.id))));
}

function toListItem(r: VillaRow, types: { id: number; name: string }[], thumbnail: string | null): VillaListItem {
  const v = r.villa;
  return {
    id: v.id,
    villa_id: v.id,
    slug: v.slug,
    name: v.name,
    active: v.active,
    popular: v.popular,
    order: v.sort_order,
    town: r.town?.town_id ? { town_id: r.town.town_id, name: r.town.name } : null,
    district: r.district?.district_id ? { district_id: r.district.district_id, name: r.district.name } : null,
    types,
    owner: r.owner?.id ? { id: r.owner.id, name: `${r.owner.first} ${r.owner.last}` } : null,
    capacity: v.capacity,
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    thumbnail,
  };
}

/**
 * The full villa view. `activeCommentsOnly` for the public site, where only
 * reviews an admin activated appear.
 */
export async function toDetail(
  db: Db,
  storage: Storage,
  row: VillaRow,
  opts: { activeCommentsOnly: boolean },
): Promise<VillaDetail> {
  const id = row.villa.id;
  const [types, images, feats, prices, revs] = await Promise.all([
    loadTypes(db, [id]),
    loadImages(db, storage, [id]),
    loadFeatures(db, [id]),
    db.select().from(villaPrices).where(eq(villaPrices.villa_id, id)).orderBy(asc(villaPrices.start_date)),
    db
      .select()
      .from(comments)
      .where(opts.activeCommentsOnly ? and(eq(comments.villa_id, id), eq(comments.active, true)) : eq(comments.villa_id, id))
      .orderBy(sql`${comments.created_at} desc`),
  ]);
  const imgs = images.get(id) ?? [];
  const v = row.villa;
  return {
    ...toListItem(row, types.get(id) ?? [], thumbnailOf(imgs)),
    // Sanitised at save too; again here, on what is served, whatever wrote the row (DESIGN §4).
    description: sanitizeRichText(v.description),
    lat: v.lat,
    lng: v.lng,
    permit_number: v.permit_number,
    min_stay: v.min_stay,
    cleaning_fee_kurus: v.cleaning_fee_kurus,
    damage_deposit_kurus: v.damage_deposit_kurus,
    prepayment_percent: v.prepayment_percent,
    check_in_time: v.check_in_time,
    check_out_time: v.check_out_time,
    sea_distance_m: v.sea_distance_m,
    centre_distance_m: v.centre_distance_m,
    market_distance_m: v.market_distance_m,
    airport_distance_m: v.airport_distance_m,
    airport_name: v.airport_name,
    airport_transfer_min: v.airport_transfer_min,
    features: feats.get(id) ?? [],
    images: imgs,
    prices: prices.map(toVillaPricePeriod),
    comments: revs.map(reviewOf),
  };
}
