/**
 * Public villa reads: name search (`/v1/search/input`), the listing
 * (`/v2/search`, without dates: active villas with their "from" price) and
 * the villa page (`/v1/villas/{slug}`). Only active villas are public.
 */
import { and, asc, count, desc, eq, exists, gte, inArray, like, lte, min, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  foldTurkish,
  type Locale,
  type PublicSearchQuery,
  type VillaCard,
  type VillaDetail,
  type VillaSearchResult,
} from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { villaFeatures, villaPrices, villaTypeLinks, villas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { catalogueNamer } from '../../lib/catalogue-names.ts';
import { AppError } from '../../lib/errors.ts';
import { localizeVillaDetail } from '../../lib/localize-units.ts';
import { loadExchangeRates, requireRate } from '../booking/exchange-rates.ts';
import { toCards } from './cards.ts';
import { searchAvailableVillas } from './search-available-villas.ts';
import type { Storage } from '../../storage/storage.ts';
import { likeEscape } from '../villas/find-villas.ts';
import { loadImages, thumbnailOf, toDetail, villaRowsQuery } from '../villas/hydrate.ts';

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

/**
 * The public listing (`/v2/search`). Without dates: active villas with their
 * "from" price (lowest nightly rate still to come); `min_price`/`max_price`
 * then bound that nightly rate. With `checkin`/`checkout`: see
 * `searchAvailableVillas`. Sorted by the agency's order unless asked otherwise.
 */
export async function searchVillas(opts: {
  db: Db;
  storage: Storage;
  query: PublicSearchQuery;
}): Promise<{ items: VillaCard[]; total: number }> {
  const { db, storage, query } = opts;
  if (query.checkin && query.checkout) {
    return searchAvailableVillas({ db, storage, query: { ...query, checkin: query.checkin, checkout: query.checkout } });
  }
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
  if (query.district) filters.push(eq(villas.district_id, query.district));
  if (query.guests) filters.push(gte(villas.capacity, query.guests));
  if (query.max_sea_m !== undefined) filters.push(lte(villas.sea_distance_m, query.max_sea_m));
  if (query.bedrooms !== undefined) filters.push(gte(villas.bedrooms, query.bedrooms));
  for (const f of query.features) {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(villaFeatures)
          .where(and(eq(villaFeatures.villa_id, villas.id), eq(villaFeatures.feature_id, f))),
      ),
    );
  }
  const priced = query.min_price !== undefined || query.max_price !== undefined;
  if (priced) {
    const rate = requireRate(await loadExchangeRates(db), query.currency);
    if (query.min_price !== undefined) filters.push(sql`${fromPrice.price} >= ${Math.ceil(query.min_price * rate * 100)}`);
    if (query.max_price !== undefined) filters.push(sql`${fromPrice.price} <= ${Math.floor(query.max_price * rate * 100)}`);
  }
  const where = and(...filters);
  const orderBy = {
    order: [asc(villas.sort_order), asc(villas.id)],
    popular: [desc(villas.popular), asc(villas.sort_order), asc(villas.id)],
    price_asc: [sql`${fromPrice.price} asc nulls last`, asc(villas.id)],
    price_desc: [sql`${fromPrice.price} desc nulls last`, asc(villas.id)],
    newest: [desc(villas.created_at), desc(villas.id)],
  }[query.sort];

  const countQuery = priced
    ? db.select({ n: count() }).from(villas).leftJoin(fromPrice, eq(fromPrice.villa_id, villas.id)).where(where)
    : db.select({ n: count() }).from(villas).where(where);
  const [rows, [totalRow]] = await Promise.all([
    villaRowsQuery(db)
      .leftJoin(fromPrice, eq(fromPrice.villa_id, villas.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.take)
      .offset(query.skip),
    countQuery,
  ]);
  return { items: await toCards(db, storage, rows, today), total: totalRow?.n ?? 0 };
}

/** The public villa page: 404 for an unknown or inactive villa. */
export async function getPublicVilla(opts: { db: Db; storage: Storage; slug: string; locale?: Locale }): Promise<VillaDetail> {
  const [row] = await villaRowsQuery(opts.db).where(and(eq(villas.slug, opts.slug), eq(villas.active, true)));
  if (!row) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
  const detail = await toDetail(opts.db, opts.storage, row, { activeCommentsOnly: true });
  // Owners are not public.
  const page = { ...detail, owner: null };
  const locale = opts.locale ?? DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return page;
  const namer = await catalogueNamer(opts.db, locale, ['town', 'district', 'villaType', 'feature']);
  return localizeVillaDetail(page, row.villa.translations, locale, namer);
}
