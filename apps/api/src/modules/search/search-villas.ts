/**
 * Public villa reads: name search (`/v1/search/input`), the listing
 * (`/v2/search`, without dates: active villas with their "from" price) and
 * the villa page (`/v1/villas/{slug}`). Only active villas are public.
 */
import { and, asc, count, desc, eq, exists, gte, inArray, like, min, sql, type SQL } from 'drizzle-orm';
import { foldTurkish, type PublicSearchQuery, type VillaCard, type VillaDetail, type VillaSearchResult } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { villaPrices, villaTypeLinks, villas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { likeEscape } from '../villas/find-villas.ts';
import { loadFeatures, loadImages, loadTypes, thumbnailOf, toDetail, villaRowsQuery } from '../villas/hydrate.ts';

/** Name search with Turkish case rules: 'IŞIK' and 'ışık' both find 'Villa Işık'. At most 10 results. */
export async function searchVillaNames(opts: { db: Db; storage: Storage; searchString: string }): Promise<VillaSearchResult[]> {
  const needle = foldTurkish(opts.searchString.trim());
  if (needle.length === 0) return [];
  const rows = await opts.db
    .select({ id: villas.id, slug: villas.slug, name: villas.name })
    .from(villas)
    .where(and(eq(villas.active, true), like(villas.name_folded, `%${likeEscape(needle)}%`)))
    .orderBy(asc(villas.sort_order), asc(villas.id))
    .limit(10);
  const images = await loadImages(
    opts.db,
    opts.storage,
    rows.map((r) => r.id),
    true,
  );
  return rows.map((r) => ({ slug: r.slug, name: r.name, thumbnail: thumbnailOf(images.get(r.id)) }));
}

/** The public listing without dates. Sorted by the agency's order unless asked otherwise. */
export async function searchVillas(opts: {
  db: Db;
  storage: Storage;
  query: PublicSearchQuery;
}): Promise<{ items: VillaCard[]; total: number }> {
  const { db, storage, query } = opts;
  const today = todayInIstanbul();
  const fromPrice = db
    .select({ villa_id: villaPrices.villa_id, price: min(villaPrices.nightly_price_kurus).as('from_price') })
    .from(villaPrices)
    .where(gte(villaPrices.end_date, today))
    .groupBy(villaPrices.villa_id)
    .as('fp');
  const filters: (SQL | undefined)[] = [eq(villas.active, true)];
  if (query.types.length > 0) {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(villaTypeLinks)
          .where(and(eq(villaTypeLinks.villa_id, villas.id), inArray(villaTypeLinks.type_id, query.types))),
      ),
    );
  }
  if (query.town) filters.push(eq(villas.town_id, query.town));
  const where = and(...filters);
  const orderBy = {
    order: [asc(villas.sort_order), asc(villas.id)],
    popular: [desc(villas.popular), asc(villas.sort_order), asc(villas.id)],
    price_asc: [sql`${fromPrice.price} asc nulls last`, asc(villas.id)],
    price_desc: [sql`${fromPrice.price} desc nulls last`, asc(villas.id)],
    newest: [desc(villas.created_at), desc(villas.id)],
  }[query.sort];

  const [rows, [totalRow]] = await Promise.all([
    villaRowsQuery(db)
      .leftJoin(fromPrice, eq(fromPrice.villa_id, villas.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.take)
      .offset(query.skip),
    db.select({ n: count() }).from(villas).where(where),
  ]);
  // The joined sub-select is not in villaRowSelect; read the from-prices in one query.
  const ids = rows.map((r) => r.villa.id);
  const [types, images, feats, prices] = await Promise.all([
    loadTypes(db, ids),
    loadImages(db, storage, ids),
    loadFeatures(db, ids),
    ids.length
      ? db
          .select({ villa_id: villaPrices.villa_id, price: min(villaPrices.nightly_price_kurus) })
          .from(villaPrices)
          .where(and(inArray(villaPrices.villa_id, ids), gte(villaPrices.end_date, today)))
          .groupBy(villaPrices.villa_id)
      : Promise.resolve([]),
  ]);
  const priceOf = new Map(prices.map((p) => [p.villa_id, p.price]));
  const items = rows.map(({ villa: v, town, district }) => {
    const imgs = images.get(v.id) ?? [];
    return {
      id: v.id,
      slug: v.slug,
      name: v.name,
      town: town?.name ?? null,
      district: district?.name ?? null,
      types: types.get(v.id) ?? [],
      capacity: v.capacity,
      bedrooms: v.bedrooms,
      bathrooms: v.bathrooms,
      popular: v.popular,
      thumbnail: thumbnailOf(imgs),
      images: imgs.slice(0, 3),
      from_price_kurus: priceOf.get(v.id) ?? null,
      features: feats.get(v.id) ?? [],
    };
  });
  return { items, total: totalRow?.n ?? 0 };
}

/** The public villa page: 404 for an unknown or inactive villa. */
export async function getPublicVilla(opts: { db: Db; storage: Storage; slug: string }): Promise<VillaDetail> {
  const [row] = await villaRowsQuery(opts.db).where(and(eq(villas.slug, opts.slug), eq(villas.active, true)));
  if (!row) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
  const detail = await toDetail(opts.db, opts.storage, row, { activeCommentsOnly: true });
  // Owners are not public.
  return { ...detail, owner: null };
}
