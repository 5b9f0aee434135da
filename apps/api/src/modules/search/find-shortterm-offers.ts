/**
 * Short-term offers, "kısa süreli fırsatlar" (`/v1/search/shortterm`, DESIGN
 * §3): free gaps between holding records, shorter than the villa's usual
 * minimum stay (the larger of `min_stay` and the period rule for the gap's
 * first night), starting within the next 60 days. Such a gap cannot be sold
 * under the usual rules, so a stay that exactly fills it waives them
 * (domain/quote.ts); every night must still be priced. Ordered by start day,
 * then by the agency's order.
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { type ShorttermOffer, type ShorttermQuery, SHORTTERM_WINDOW_DAYS } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { villaPrices, villas } from '../../db/schema.ts';
import { freeGaps } from '../../domain/availability.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { addDays, daysBetween, minNightsFor, quoteStay } from '../../domain/quote.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadExchangeRates, rateOf, toMinor } from '../booking/exchange-rates.ts';
import { loadHoldsOf } from '../booking/holds.ts';
import { cardsOf } from './cards.ts';

type Found = {
  villa_id: number;
  order: number;
  start: string;
  end: string;
  nights: number;
  min_nights: number;
  total_kurus: number;
};

/** Every offer, ordered; the page and the count both come from this. */
async function findAll(db: Db, query: Pick<ShorttermQuery, 'town' | 'guests'>, today: string): Promise<Found[]> {
  const windowEnd = addDays(today, SHORTTERM_WINDOW_DAYS);
  // A gap that starts in the window ends at the next hold; it is short, so 90 days more is plenty.
  const horizon = addDays(windowEnd, 90);
  const filters = [eq(villas.active, true)];
  if (query.town) filters.push(eq(villas.town_id, query.town));
  if (query.guests) filters.push(gte(villas.capacity, query.guests));
  const vs = await db
    .select({
      id: villas.id,
      order: villas.sort_order,
      min_stay: villas.min_stay,
      cleaning_fee_kurus: villas.cleaning_fee_kurus,
      damage_deposit_kurus: villas.damage_deposit_kurus,
      prepayment_percent: villas.prepayment_percent,
    })
    .from(villas)
    .where(and(...filters));
  const holds = await loadHoldsOf(
    db,
    vs.map((v) => v.id),
    today,
    horizon,
  );
  const withHolds = vs.filter((v) => holds.has(v.id));
  const periods =
    withHolds.length === 0
      ? []
      : await db
          .select()
          .from(villaPrices)
          .where(
            and(
              inArray(
                villaPrices.villa_id,
                withHolds.map((v) => v.id),
              ),
              lt(villaPrices.start_date, horizon),
              gte(villaPrices.end_date, today),
            ),
          )
          .orderBy(asc(villaPrices.start_date));
  const out: Found[] = [];
  for (const v of withHolds) {
    const own = periods.filter((p) => p.villa_id === v.id);
    for (const gap of freeGaps(holds.get(v.id) ?? [], today)) {
      if (gap.start >= windowEnd) break;
      const nights = daysBetween(gap.start, gap.end);
      const min = minNightsFor(own, v, gap.start);
      if (nights >= min) continue;
      const q = quoteStay({ periods: own, villa: v, checkIn: gap.start, checkOut: gap.end, fillsGap: true });
      if (!q.ok) continue;
      out.push({
        villa_id: v.id,
        order: v.order,
        start: gap.start,
        end: gap.end,
        nights,
        min_nights: min,
        total_kurus: q.total_kurus,
      });
    }
  }
  return out.sort((a, b) => (a.start !== b.start ? (a.start < b.start ? -1 : 1) : a.order - b.order || a.villa_id - b.villa_id));
}

export async function findShorttermOffers(opts: {
  db: Db;
  storage: Storage;
  query: ShorttermQuery;
  today?: string;
}): Promise<{ items: ShorttermOffer[]; total: number }> {
  const { db, storage, query } = opts;
  const today = opts.today ?? todayInIstanbul();
  const [all, rates] = await Promise.all([findAll(db, query, today), loadExchangeRates(db)]);
  const page = all.slice(query.skip, query.skip + query.take);
  const cards = await cardsOf(db, storage, [...new Set(page.map((o) => o.villa_id))], today);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const rate = rateOf(rates, query.currency);
  const items = page.flatMap((o) => {
    const villa = cardOf.get(o.villa_id);
    if (!villa) return [];
    return [
      {
        villa: {
          ...villa,
          stay: {
            nights: o.nights,
            total_kurus: o.total_kurus,
            total_minor: rate ? toMinor(o.total_kurus, rate) : o.total_kurus,
            currency: rate ? query.currency : ('TL' as const),
          },
        },
        start: o.start,
        end: o.end,
        nights: o.nights,
        min_nights: o.min_nights,
        total_kurus: o.total_kurus,
        total_minor: rate === null ? null : toMinor(o.total_kurus, rate),
        currency: query.currency,
      },
    ];
  });
  return { items, total: all.length };
}

/** `/v1/search/shortterm/count`: how many offers there are. */
export async function countShorttermOffers(opts: { db: Db; query: Pick<ShorttermQuery, 'town' | 'guests'>; today?: string }) {
  return (await findAll(opts.db, opts.query, opts.today ?? todayInIstanbul())).length;
}
