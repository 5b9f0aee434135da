/**
 * `GET /v1/nearby` (issue 23, "after a villa request the confirmation
 * suggests boats near that villa for the same dates, and vice versa"):
 * - from a villa: active boats that take the party and whose shortest rental
 *   (their minimum days) fits inside [checkin, checkout) from today on, every
 *   day of it free and priced — the first such rental is the suggestion's
 *   [`day`, `until`), its first day's rate the price;
 * - from a boat: active villas that take the party, whose shortest stay from
 *   `checkin` (the boat's first day) is free and priced — [`day`, `until`)
 *   is that stay, the price its first night's rate.
 * Nearest first (great-circle km between the villa and the boat's marina;
 * units without coordinates last), at most NEARBY_LIMIT. "Free" is the
 * database's own rule: no option or confirmed boat reservation on the day
 * (migration 0006), no villa hold on the night (villa_holds, 0002). An
 * unknown or inactive unit answers an empty list: the suggestion is an extra
 * on a screen that already succeeded.
 */
import { sql } from 'drizzle-orm';
import { NEARBY_LIMIT, type NearbyContent, type NearbyQuery, type NearbyUnit } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { imageVariants } from '../../lib/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadExchangeRates, rateOf, toMinor } from '../booking/exchange-rates.ts';
import { rowsOf } from '../booking/holds.ts';

type Row = {
  slug: string;
  name: string;
  place: string | null;
  km: number | string | null;
  capacity: number;
  day: string;
  until: string;
  price: number | string | null;
  image_key: string | null;
  image_widths: number[] | null;
};

/** Great-circle distance in km between (lat1, lng1) and (lat2, lng2) columns; null when either is unknown. */
const km = (lat1: string, lng1: string, lat2: string, lng2: string) =>
  sql.raw(`case when ${lat1} is null or ${lat2} is null then null else
    2 * 6371 * asin(sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2)
      + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2))) end`);

export async function findNearby(opts: { db: Db; storage: Storage; query: NearbyQuery; today?: string }): Promise<NearbyContent> {
  const { db, storage, query } = opts;
  const today = opts.today ?? todayInIstanbul();
  const [rows, rates] = await Promise.all([
    query.from === 'villa' ? boatsNearVilla(db, query, today) : villasNearBoat(db, query, today),
    loadExchangeRates(db),
  ]);
  // A suggestion is an extra: without the agency's rate for the currency it speaks TL rather than fail.
  const rate = rateOf(rates, query.currency);
  const currency = rate === null ? 'TL' : query.currency;
  const kind = query.from === 'villa' ? 'boat' : 'villa';
  return {
    items: rows.map(
      (r): NearbyUnit => ({
        kind,
        slug: r.slug,
        name: r.name,
        place: r.place ?? '',
        distance_km: r.km === null ? null : Math.round(Number(r.km) * 10) / 10,
        capacity: r.capacity,
        thumbnail:
          r.image_key === null
            ? null
            : (imageVariants(storage, { storage_key: r.image_key, widths: r.image_widths ?? [] })[0]?.url ?? null),
        day: r.day,
        until: r.until,
        price_kurus: r.price === null ? null : Number(r.price),
        price: r.price === null ? null : { minor: toMinor(Number(r.price), rate ?? 1), currency },
      }),
    ),
  };
}

function boatsNearVilla(db: Db, q: NearbyQuery, today: string) {
  return rowsOf<Row>(
    db,
    sql`
    with v as (select id, lat, lng from villas where slug = ${q.slug} and active)
    select b.slug, b.name, concat_ws(', ', m.name, nullif(m.location, '')) as place, b.capacity,
           ${km('v.lat', 'v.lng', 'm.lat', 'm.lng')} as km,
           free.day::text as day, (free.day + n.days)::text as until, free.price,
           img.storage_key as image_key, img.widths as image_widths
    from v
    join boats b on b.active and b.capacity >= ${q.guests}
    cross join lateral (select greatest(b.min_days, 1) as days) n
    left join marinas m on m.marina_id = b.marina_id
    join lateral (
      -- The first day from which the boat's shortest rental fits inside the stay, every day of it priced and free.
      select d::date as day, p.daily_price_kurus as price
      from generate_series(greatest(${q.checkin}::date, ${today}::date), ${q.checkout}::date - n.days, interval '1 day') as d
      join boat_prices p on p.boat_id = b.id and d::date between p.start_date and p.end_date
      where not exists (
          select 1 from boat_reservations r
          where r.boat_id = b.id and r.status in ('option', 'confirmed')
            and daterange(r.started_at, r.finished_at, '[)') && daterange(d::date, d::date + n.days, '[)'))
        and (select count(distinct g) from generate_series(d::date, d::date + n.days - 1, interval '1 day') g
             join boat_prices gp on gp.boat_id = b.id and g::date between gp.start_date and gp.end_date) = n.days
      order by d limit 1
    ) free on true
    left join lateral (
      select i.storage_key, i.widths from boat_images i where i.boat_id = b.id order by i.sort_order, i.id limit 1
    ) img on true
    order by km asc nulls last, free.day, b.sort_order, b.id
    limit ${NEARBY_LIMIT}`,
  );
}

function villasNearBoat(db: Db, q: NearbyQuery, today: string) {
  // The boat's first day is the villa's first night; a day already past suggests nothing.
  if (q.checkin < today) return Promise.resolve([] as Row[]);
  const night = q.checkin;
  return rowsOf<Row>(
    db,
    sql`
    with b as (
      select m.lat, m.lng from boats b left join marinas m on m.marina_id = b.marina_id where b.slug = ${q.slug} and b.active
    )
    select v.slug, v.name, concat_ws(', ', d.name, t.name) as place, v.capacity,
           ${km('b.lat', 'b.lng', 'v.lat', 'v.lng')} as km,
           ${night}::text as day, (${night}::date + n.nights)::text as until, p.nightly_price_kurus as price,
           img.storage_key as image_key, img.widths as image_widths
    from b
    join villas v on v.active and v.capacity >= ${q.guests}
    join villa_prices p on p.villa_id = v.id and ${night}::date between p.start_date and p.end_date
    -- The villa's shortest stay from that night (its own rule or the period's, the larger), every night priced and free.
    cross join lateral (select greatest(v.min_stay, p.min_nights, 1) as nights) n
    left join towns t on t.town_id = v.town_id
    left join districts d on d.district_id = v.district_id
    left join lateral (
      select i.storage_key, i.widths from villa_images i where i.villa_id = v.id order by i.sort_order, i.id limit 1
    ) img on true
    where not exists (
        select 1 from villa_holds h
        where h.villa_id = v.id and h.period && daterange(${night}::date, ${night}::date + n.nights, '[)'))
      and (select count(distinct g) from generate_series(${night}::date, ${night}::date + n.nights - 1, interval '1 day') g
           join villa_prices gp on gp.villa_id = v.id and g::date between gp.start_date and gp.end_date) = n.nights
    order by km asc nulls last, v.sort_order, v.id
    limit ${NEARBY_LIMIT}`,
  );
}
