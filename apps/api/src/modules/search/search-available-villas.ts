/**
 * The stay search (`/v2/search` with `checkin` and `checkout`, issue 5):
 * active villas with no holding record (`villa_holds`) overlapping
 * [checkin, checkout) whose stay is bookable under the pricing rules of domain/quote.ts — every night priced,
 * minimum nights and check-in weekday of the check-in night's period (both
 * waived when the stay exactly fills a gap between holds) — with guests,
 * types, region, features and the whole stay's price range in the chosen
 * currency. One SQL statement finds and orders the page; the cards are
 * hydrated for that page only. Each card carries `stay` (nights, total).
 * Holds and periods are read through date-only GiST indexes (migration 0007).
 */
import { type SQL, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, type PublicSearchQuery, type VillaCard } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { daysBetween, weekdayOf } from '../../domain/quote.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadExchangeRates, requireRate, toMinor } from '../booking/exchange-rates.ts';
import { rowsOf } from '../booking/holds.ts';
import { cardsOf } from './cards.ts';

const list = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export async function searchAvailableVillas(opts: {
  db: Db;
  storage: Storage;
  query: PublicSearchQuery & { checkin: string; checkout: string };
  today?: string;
}): Promise<{ items: VillaCard[]; total: number }> {
  const { db, storage, query } = opts;
  const today = opts.today ?? todayInIstanbul();
  const ci = query.checkin;
  const co = query.checkout;
  if (ci < today) {
    throw fieldError('querystring.checkin', BOOKING_MESSAGES.pastDate);
  }
  const nights = daysBetween(ci, co);
  const rate = requireRate(await loadExchangeRates(db), query.currency);

  const filters: SQL[] = [sql`v.active`];
  if (query.guests) filters.push(sql`v.capacity >= ${query.guests}`);
  if (query.max_sea_m !== undefined) filters.push(sql`v.sea_distance_m <= ${query.max_sea_m}`);
  if (query.bedrooms !== undefined) filters.push(sql`v.bedrooms >= ${query.bedrooms}`);
  if (query.town) filters.push(sql`v.town_id = ${query.town}`);
  if (query.district) filters.push(sql`v.district_id = ${query.district}`);
  if (query.types.length > 0) {
    filters.push(
      sql`exists (select 1 from villa_type_links tl where tl.villa_id = v.id and tl.type_id in (${list(query.types)}))`,
    );
  }
  if (query.features.length > 0) {
    filters.push(
      sql`(select count(*) from villa_features vf where vf.villa_id = v.id and vf.feature_id in (${list(query.features)})) = ${query.features.length}`,
    );
  }
  const priceFilters: SQL[] = [sql`true`];
  if (query.min_price !== undefined) priceFilters.push(sql`total >= ${Math.ceil(query.min_price * rate * 100)}`);
  if (query.max_price !== undefined) priceFilters.push(sql`total <= ${Math.floor(query.max_price * rate * 100)}`);
  const orderBy = {
    order: sql`sort_order asc, id asc`,
    popular: sql`popular desc, sort_order asc, id asc`,
    price_asc: sql`total asc, id asc`,
    price_desc: sql`total desc, id asc`,
    newest: sql`created_at desc, id desc`,
  }[query.sort];

  // One pass over the periods and one over the holds that overlap the stay, each through a
  // date-only GiST index (migration 0007), instead of a probe per villa (bench/README.md).
  // Periods of a villa never overlap (villa_prices_no_overlap), so the nights a period covers
  // inside the stay add up to the priced nights, and the one starting on or before check-in
  // is the check-in night's period (its minimum nights and check-in weekdays apply).
  // "Every night priced" is a boolean of the materialised CTE: as `n = nights` it was pushed into
  // the aggregate, estimated at a handful of villas, and the villas were probed one by one.
  const stay = sql`daterange(${ci}::date, ${co}::date, '[)')`;
  const covered = sql`(least(p.end_date + 1, ${co}::date) - greatest(p.start_date, ${ci}::date))`;
  const found = sql`
    with priced as materialized (
      select p.villa_id,
        sum(${covered}) = ${nights}::int as all_priced,
        sum(${covered}::bigint * p.nightly_price_kurus)::bigint as nights_total,
        max(p.min_nights) filter (where p.start_date <= ${ci}::date) as first_min_nights,
        bool_and(
          case when jsonb_typeof(p.checkin_weekdays) = 'array' and jsonb_array_length(p.checkin_weekdays) > 0
               then p.checkin_weekdays @> to_jsonb(${weekdayOf(ci)}::int) else true end
        ) filter (where p.start_date <= ${ci}::date) as weekday_ok
      from villa_prices p
      where daterange(p.start_date, p.end_date, '[]') && ${stay}
      group by p.villa_id
    ),
    holds as (
      -- One day either side: a hold ending on check-in or starting on check-out marks a gap.
      select h.villa_id,
        bool_or(h.period && ${stay}) as taken,
        bool_or(upper(h.period) = ${ci}::date) as ends_at_checkin,
        bool_or(lower(h.period) = ${co}::date) as starts_at_checkout
      from villa_holds h
      where h.period && daterange(${ci}::date - 1, ${co}::date + 1, '[)')
      group by h.villa_id
    ),
    found as (
      select v.id, v.sort_order, v.popular, v.created_at, (pr.nights_total + v.cleaning_fee_kurus)::bigint as total
      from villas v
      join priced pr on pr.villa_id = v.id and pr.all_priced
      left join holds h on h.villa_id = v.id
      where ${sql.join(filters, sql` and `)}
        and not coalesce(h.taken, false)
        and (
          (greatest(pr.first_min_nights, v.min_stay) <= ${nights}::int and pr.weekday_ok)
          or (
            (${ci}::date = ${today}::date or coalesce(h.ends_at_checkin, false))
            and coalesce(h.starts_at_checkout, false)
          )
        )
    )`;
  const where = sql.join(priceFilters, sql` and `);
  const rows = await rowsOf<{ id: number; total: string | number; n: string | number }>(
    db,
    sql`${found} select id, total, count(*) over () as n from found where ${where}
        order by ${orderBy} limit ${query.take} offset ${query.skip}`,
  );
  let total = Number(rows[0]?.n ?? 0);
  if (rows.length === 0 && query.skip > 0) {
    const [c] = await rowsOf<{ n: string | number }>(db, sql`${found} select count(*) as n from found where ${where}`);
    total = Number(c?.n ?? 0);
  }
  const stays = new Map(
    rows.map((r) => {
      const kurus = Number(r.total);
      return [r.id, { nights, total_kurus: kurus, total_minor: toMinor(kurus, rate), currency: query.currency }] as const;
    }),
  );
  return {
    items: await cardsOf(
      db,
      storage,
      rows.map((r) => r.id),
      today,
      stays,
    ),
    total,
  };
}
