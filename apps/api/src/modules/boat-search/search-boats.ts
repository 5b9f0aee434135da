/**
 * The public boat listing (`GET /v1/searchboats`, SPEC §7; issue 7).
 *
 * Active boats only, filtered by type(s), marina, guests (capacity ≥ guests)
 * and a price range in the chosen currency. Without dates a card carries the
 * boat's "from" daily rate (lowest rate of the periods that have not ended)
 * and the price range bounds that rate. With `checkin`/`checkout` only boats
 * whose rental [checkin, checkout) is bookable are listed:
 * - no option or confirmed reservation overlaps it (half-open days: a boat
 *   returned on the 3rd can leave again on the 3rd; pending and cancelled
 *   requests hold nothing — the same rule as the exclusion constraint of
 *   migration 0006);
 * - a price period covers every day, and the rental is at least the minimum
 *   days (the larger of the first day's period rule and the boat's own);
 * and the card carries the rental total under the rules of
 * domain/boat-quote.ts, the booking's own quote: the days are cut into blocks
 * of 7 from the first day; a full block whose days all lie in periods with a
 * weekly rate costs Σ round(weekly × its days in that period / 7) — the
 * weekly rate itself inside one period — and every other day its daily rate.
 *
 * One SQL statement finds, prices, orders, counts and hydrates the page
 * (type, marina, first image, prices through joins), and one more reads the
 * page's review scores (published reviews, as on villa cards): no query per boat.
 * Errors: a past `checkin` → 400 (VALIDATION); dates or a price range in a
 * currency the agency has no exchange rate for → 422.
 */
import { type SQL, sql } from 'drizzle-orm';
import { BOAT_SEARCH_MESSAGES, type BoatCard, type BoatSearchQuery } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { fieldError } from '../../lib/errors.ts';
import { imageVariants } from '../../lib/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadExchangeRates, requireRate, toMinor } from '../booking/exchange-rates.ts';
import { rowsOf } from '../booking/holds.ts';
import { loadReviewScores, scoreFields } from '../search/cards.ts';

/** A boat card's columns, over `boats b` joined by CARD_JOINS (the search's page and the index's load). */
export const CARD_COLUMNS = sql`b.id, b.slug, b.name, b.capacity, b.cabins, b.length_m, b.crew, b.min_days,
  t.id as type_id, t.name as type_name,
  m.marina_id, m.name as marina_name, m.location as marina_location,
  m.lat as marina_lat, m.lng as marina_lng,
  img.id as image_id, img.storage_key as image_key, img.widths as image_widths, img.width as image_width,
  img.height as image_height, img.alt as image_alt, img.sort_order as image_order`;

/** The joins CARD_COLUMNS read: the type, the marina and the first image. */
export const CARD_JOINS = sql`left join boat_types t on t.id = b.type_id
  left join marinas m on m.marina_id = b.marina_id
  left join lateral (
    select i.id, i.storage_key, i.widths, i.width, i.height, i.alt, i.sort_order
    from boat_images i where i.boat_id = b.id order by i.sort_order asc, i.id asc limit 1
  ) img on true`;

/** What CARD_COLUMNS read of one boat. */
export type CardRow = {
  id: number;
  slug: string;
  name: string;
  capacity: number;
  cabins: number;
  length_m: number;
  crew: number;
  min_days: number;
  type_id: number | null;
  type_name: string | null;
  marina_id: number | null;
  marina_name: string | null;
  marina_location: string | null;
  marina_lat: number | null;
  marina_lng: number | null;
  image_id: number | null;
  image_key: string | null;
  image_widths: number[] | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  image_order: number | null;
};

type Row = CardRow & {
  from_price: string | number | null;
  rental_total: string | number | null;
  n: string | number;
};

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * What a boat search asks for, the SQL search and the index alike: whether it is dated, its
 * days [ci, co) (today, today when undated) and whether it has a price range. A check-in
 * before `today` is the visitor's 400 (VALIDATION).
 */
export function boatSearchRange(query: BoatSearchQuery, today: string) {
  const dated = query.checkin !== undefined && query.checkout !== undefined;
  const ci = query.checkin ?? today;
  const co = query.checkout ?? today;
  if (dated && ci < today) {
    throw fieldError('querystring.checkin', BOAT_SEARCH_MESSAGES.pastDate);
  }
  return { dated, ci, co, priced: query.min_price !== undefined || query.max_price !== undefined };
}

export async function searchBoats(opts: {
  db: Db;
  storage: Storage;
  query: BoatSearchQuery;
  today?: string;
}): Promise<{ items: BoatCard[]; total: number }> {
  const { db, storage, query } = opts;
  const today = opts.today ?? todayInIstanbul();
  const { dated, ci, co, priced } = boatSearchRange(query, today);
  const days = daysBetween(ci, co);
  // A price range and the rental totals are in the chosen currency: without its rate the visitor gets a 422.
  const rate = dated || priced ? requireRate(await loadExchangeRates(db), query.currency) : 1;

  const filters: SQL[] = [sql`b.active`];
  if (query.type.length > 0) {
    filters.push(
      sql`b.type_id in (${sql.join(
        query.type.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (query.marina !== undefined) filters.push(sql`b.marina_id = ${query.marina}`);
  if (query.guests !== undefined) filters.push(sql`b.capacity >= ${query.guests}`);
  if (dated) {
    filters.push(sql`greatest(f.min_days, b.min_days) <= ${days}::int`);
    filters.push(sql`not exists (
      select 1 from boat_reservations r
      where r.boat_id = b.id and r.status in ('option', 'confirmed')
        and daterange(r.started_at, r.finished_at, '[)') && daterange(${ci}::date, ${co}::date, '[)'))`);
  }

  const priceFilters: SQL[] = [sql`true`];
  if (query.min_price !== undefined) priceFilters.push(sql`price >= ${Math.ceil(query.min_price * rate * 100)}`);
  if (query.max_price !== undefined) priceFilters.push(sql`price <= ${Math.floor(query.max_price * rate * 100)}`);

  const orderOf = (a: string) =>
    sql.raw(
      {
        order: `${a}.ord asc, ${a}.id asc`,
        price_asc: `${a}.price asc nulls last, ${a}.ord asc, ${a}.id asc`,
        price_desc: `${a}.price desc nulls last, ${a}.ord asc, ${a}.id asc`,
        newest: `${a}.created desc, ${a}.id desc`,
        capacity: `${a}.cap desc, ${a}.ord asc, ${a}.id asc`,
      }[query.sort],
    );

  // The rental total per boat, block by block (see the module comment); `covered` counts priced days.
  const rentalCtes = dated
    ? sql`
      days as (
        select d::date as day, (d::date - ${ci}::date) / 7 as block
        from generate_series(${ci}::date, ${co}::date - 1, interval '1 day') as d
      ),
      per_period as (
        select p.boat_id, days.block, count(*)::int as n, p.weekly_price_kurus as weekly,
               sum(p.daily_price_kurus)::bigint as daily_sum
        from boat_prices p join days on days.day between p.start_date and p.end_date
        where p.start_date < ${co}::date and p.end_date >= ${ci}::date
        group by p.boat_id, days.block, p.id
      ),
      blocks as (
        select boat_id, block, sum(n)::int as k, bool_and(weekly is not null) as weekly_all,
               sum(round(weekly::numeric * n / 7)) as weekly_sum, sum(daily_sum) as daily_sum
        from per_period group by boat_id, block
      ),
      rental as (
        select boat_id, sum(k)::int as covered,
               sum(case when k = 7 and weekly_all then weekly_sum else daily_sum end)::bigint as total
        from blocks group by boat_id
      ),`
    : sql``;
  const rentalJoin = dated
    ? sql`join rental on rental.boat_id = b.id and rental.covered = ${days}::int
          join boat_prices f on f.boat_id = b.id and ${ci}::date between f.start_date and f.end_date`
    : sql``;

  const found = sql`
    with ${rentalCtes}
    found as (
      select b.id, b.sort_order as ord, b.created_at as created, b.capacity as cap,
             fp.price as from_price, ${dated ? sql`rental.total` : sql`null::bigint`} as rental_total,
             ${dated ? sql`rental.total` : sql`fp.price`} as price
      from boats b
      left join lateral (
        select min(p.daily_price_kurus)::bigint as price from boat_prices p where p.boat_id = b.id and p.end_date >= ${today}::date
      ) fp on true
      ${rentalJoin}
      where ${sql.join(filters, sql` and `)}
    )`;
  const where = sql.join(priceFilters, sql` and `);

  const rows = await rowsOf<Row>(
    db,
    sql`${found},
    page as (
      select found.*, count(*) over () as n from found
      where ${where}
      order by ${orderOf('found')}
      limit ${query.take} offset ${query.skip}
    )
    select ${CARD_COLUMNS}, page.from_price, page.rental_total, page.n
    from page
    join boats b on b.id = page.id
    ${CARD_JOINS}
    order by ${orderOf('page')}`,
  );
  let total = Number(rows[0]?.n ?? 0);
  if (rows.length === 0 && query.skip > 0) {
    // Past the last page: the window count has no row to ride on.
    const [c] = await rowsOf<{ n: string | number }>(db, sql`${found} select count(*) as n from found where ${where}`);
    total = Number(c?.n ?? 0);
  }
  const scores = await loadReviewScores(
    db,
    rows.map((r) => r.id),
    'boat_id',
  );
  return {
    items: rows.map((r) => ({
      ...toCard(r, storage, dated ? { days, rate, currency: query.currency } : null),
      ...scoreFields(scores.get(r.id)),
    })),
    total,
  };
}

/**
 * The card of row `r`: with `rental` (the dated search's days, rate and currency) it
 * carries the rental total of `r.rental_total` kuruş in TL and in the chosen currency.
 */
export function toCard(
  r: CardRow & Pick<Row, 'from_price' | 'rental_total'>,
  storage: Storage,
  rental: { days: number; rate: number; currency: BoatSearchQuery['currency'] } | null,
): Omit<BoatCard, 'rating' | 'review_count'> {
  const image =
    r.image_id !== null && r.image_key !== null
      ? {
          id: r.image_id,
          order: r.image_order ?? 0,
          alt: r.image_alt ?? '',
          width: r.image_width ?? 0,
          height: r.image_height ?? 0,
          variants: imageVariants(storage, { storage_key: r.image_key, widths: r.image_widths ?? [] }),
        }
      : null;
  const total = r.rental_total === null ? null : Number(r.rental_total);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type_id !== null ? { id: r.type_id, name: r.type_name ?? '' } : null,
    marina:
      r.marina_id !== null ? { marina_id: r.marina_id, name: r.marina_name ?? '', location: r.marina_location ?? '' } : null,
    capacity: r.capacity,
    cabins: r.cabins,
    length_m: Number(r.length_m),
    crew: r.crew,
    min_days: r.min_days,
    thumbnail: image?.variants[0]?.url ?? null,
    image,
    lat: r.marina_lat === null ? null : Number(r.marina_lat),
    lng: r.marina_lng === null ? null : Number(r.marina_lng),
    from_price_kurus: r.from_price === null ? null : Number(r.from_price),
    rental:
      rental && total !== null
        ? { days: rental.days, total_kurus: total, total_minor: toMinor(total, rental.rate), currency: rental.currency }
        : null,
  };
}
