/**
 * The stay search (`/v2/search` with `checkin` and `checkout`, issue 5):
 * active villas with no holding record overlapping [checkin, checkout)
 * (NOT EXISTS on `villa_holds`, served by its GiST index) whose stay is
 * bookable under the pricing rules of domain/quote.ts — every night priced,
 * minimum nights and check-in weekday of the check-in night's period (both
 * waived when the stay exactly fills a gap between holds) — with guests,
 * types, region, features and the whole stay's price range in the chosen
 * currency. One SQL statement finds and orders the page; the cards are
 * hydrated for that page only. Each card carries `stay` (nights, total).
 */
import { type SQL, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, type PublicSearchQuery, type VillaCard } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { daysBetween, weekdayOf } from '../../domain/quote.ts';
import { AppError } from '../../lib/errors.ts';
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
    throw new AppError('VALIDATION', BOOKING_MESSAGES.pastDate, {
      issues: [{ path: 'querystring.checkin', message: BOOKING_MESSAGES.pastDate }],
    });
  }
  const nights = daysBetween(ci, co);
  const rate = requireRate(await loadExchangeRates(db), query.currency);

  const filters: SQL[] = [sql`v.active`];
  if (query.guests) filters.push(sql`v.capacity >= ${query.guests}`);
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

  const found = sql`
    with nights as (
      select d::date as night from generate_series(${ci}::date, ${co}::date - 1, interval '1 day') as d
    ),
    priced as (
      select p.villa_id, count(*)::int as n, sum(p.nightly_price_kurus)::bigint as nights_total
      from villa_prices p join nights on nights.night between p.start_date and p.end_date
      where p.start_date < ${co}::date and p.end_date >= ${ci}::date
      group by p.villa_id
    ),
    found as (
      select v.id, v.sort_order, v.popular, v.created_at, (pr.nights_total + v.cleaning_fee_kurus)::bigint as total
      from villas v
      join priced pr on pr.villa_id = v.id and pr.n = ${nights}::int
      join villa_prices f on f.villa_id = v.id and ${ci}::date between f.start_date and f.end_date
      where ${sql.join(filters, sql` and `)}
        and not exists (
          select 1 from villa_holds h where h.villa_id = v.id and h.period && daterange(${ci}::date, ${co}::date, '[)')
        )
        and (
          (
            greatest(f.min_nights, v.min_stay) <= ${nights}::int
            and case when jsonb_typeof(f.checkin_weekdays) = 'array' and jsonb_array_length(f.checkin_weekdays) > 0
                     then f.checkin_weekdays @> to_jsonb(${weekdayOf(ci)}::int) else true end
          )
          or (
            (${ci}::date = ${today}::date
              or exists (select 1 from villa_holds h where h.villa_id = v.id and upper(h.period) = ${ci}::date))
            and exists (select 1 from villa_holds h where h.villa_id = v.id and lower(h.period) = ${co}::date)
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
