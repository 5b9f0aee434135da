/**
 * The boat availability and price index (issue 16, decision 009 applied to boats): every
 * active boat's card (review score included), filter attributes, price periods and holds (option and confirmed
 * reservations) in memory, so `GET /v1/searchboats` — dated or not — is answered without a
 * database round trip. A dated rental is priced by domain/boat-quote.ts, the booking's
 * own quote, so the listing's total and the booking's never differ.
 *
 * Coherence: migration 0024's statement triggers NOTIFY 'yali_search' with 'boats' on every
 * committed write to a table a boat card or rental reads ('settings' for the exchange rates).
 * A few hundred boats load in one repeatable-read transaction in milliseconds, so every
 * notification reloads the whole index and swaps it in at once. `sync()` waits until every
 * write committed before it is in (the app calls it before answering a write, app.ts).
 *
 * The database stays the guard at booking time (the exclusion constraint on
 * `boat_reservations`): nothing books from the index. Before the first load (or when the
 * database is away at start) the route answers from the SQL search (`search-boats.ts`),
 * which stays the reference of the property test.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { BoatCard, BoatSearchQuery } from '@yali/contract';
import type { Database, Db } from '../../db/client.ts';
import { boatPrices, boatReservations } from '../../db/schema.ts';
import type { DateRange } from '../../domain/availability.ts';
import { isFree } from '../../domain/availability.ts';
import { type BoatPeriod, type QuoteBoat, quoteBoatRental } from '../../domain/boat-quote.ts';
import { daysBetween } from '../../domain/quote.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { Storage } from '../../storage/storage.ts';
import { type ExchangeRates, loadExchangeRates, requireRate, toMinor } from '../booking/exchange-rates.ts';
import { rowsOf } from '../booking/holds.ts';
import { loadReviewScores, scoreFields } from '../search/cards.ts';
import { followChanges, type IndexControls } from '../search/follow-changes.ts';
import { BOATS_PAYLOAD, SEARCH_CHANNEL } from '../search/villa-index.ts';
import { boatSearchRange, CARD_COLUMNS, CARD_JOINS, type CardRow, toCard } from './search-boats.ts';

type BoatEntry = {
  id: number;
  sortOrder: number;
  /** created_at in microseconds since the epoch: 'newest' orders as the SQL search does. */
  createdUs: number;
  capacity: number;
  typeId: number | null;
  marinaId: number | null;
  quoteBoat: QuoteBoat;
  /** Price periods by start day. */
  periods: BoatPeriod[];
  /** Option and confirmed reservations, half-open days. */
  holds: DateRange[];
  /** The card without its "from" price and rental (set per question). */
  card: BoatCard;
};

type IndexState = { boats: BoatEntry[]; rates: ExchangeRates };

export type BoatIndex = {
  /**
   * `/v1/searchboats`'s page and total from the index, or null before the first load.
   * Throws as the SQL search does: VALIDATION (400) for a past check-in, UNPROCESSABLE
   * (422) for dates or a price range in a currency without an exchange rate.
   */
  search(query: BoatSearchQuery, today?: string): Promise<{ items: BoatCard[]; total: number } | null>;
} & IndexControls;

type Found = { entry: BoatEntry; fromPrice: number | null; total: number | null; price: number | null };

/** Ascending with nulls last, as PostgreSQL's `asc nulls last` / `desc nulls last`. */
const byPrice = (dir: 1 | -1) => (a: Found, b: Found) =>
  a.price === b.price ? 0 : a.price === null ? 1 : b.price === null ? -1 : dir * (a.price - b.price);
const byOrder = (a: Found, b: Found) => a.entry.sortOrder - b.entry.sortOrder || a.entry.id - b.entry.id;

/** The SQL search's `order by` for each sort (search-boats.ts `orderOf`). */
const SORTS: Record<BoatSearchQuery['sort'], (a: Found, b: Found) => number> = {
  order: byOrder,
  price_asc: (a, b) => byPrice(1)(a, b) || byOrder(a, b),
  price_desc: (a, b) => byPrice(-1)(a, b) || byOrder(a, b),
  newest: (a, b) => b.entry.createdUs - a.entry.createdUs || b.entry.id - a.entry.id,
  capacity: (a, b) => b.entry.capacity - a.entry.capacity || byOrder(a, b),
};

/** Creates the index for `database`, listens for changes and starts the first load. */
export async function createBoatIndex(opts: {
  database: Database;
  storage: Storage;
  log?: { info: (msg: string) => void; error: (msg: string) => void };
}): Promise<BoatIndex> {
  const { database, storage } = opts;
  let state: IndexState | null = null;

  const load = async (): Promise<IndexState> =>
    database.db.transaction(
      async (tx) => {
        const db = tx as unknown as Db;
        // One statement after another: a transaction is one connection.
        const rows = await rowsOf<CardRow & { sort_order: number; created_us: string; prepayment_percent: number }>(
          db,
          sql`select ${CARD_COLUMNS}, b.sort_order, b.prepayment_percent,
                (extract(epoch from b.created_at) * 1000000)::bigint as created_us
              from boats b ${CARD_JOINS} where b.active`,
        );
        const ids = rows.map((r) => r.id);
        const periods = ids.length
          ? await db.select().from(boatPrices).where(inArray(boatPrices.boat_id, ids)).orderBy(asc(boatPrices.start_date))
          : [];
        const holds = ids.length
          ? await db
              .select({
                boat_id: boatReservations.boat_id,
                start: boatReservations.started_at,
                end: boatReservations.finished_at,
              })
              .from(boatReservations)
              .where(inArray(boatReservations.status, ['option', 'confirmed']))
              .orderBy(asc(boatReservations.started_at))
          : [];
        const scores = await loadReviewScores(db, ids, 'boat_id');
        const rates = await loadExchangeRates(tx);
        const periodsOf = groupBy(periods, (p) => p.boat_id);
        const holdsOf = groupBy(holds, (h) => h.boat_id);
        const boats = rows.map(
          (r): BoatEntry => ({
            id: r.id,
            sortOrder: r.sort_order,
            createdUs: Number(r.created_us),
            capacity: r.capacity,
            typeId: r.type_id,
            marinaId: r.marina_id,
            quoteBoat: { capacity: r.capacity, min_days: r.min_days, prepayment_percent: r.prepayment_percent },
            periods: periodsOf.get(r.id) ?? [],
            holds: (holdsOf.get(r.id) ?? []).map((h) => ({ start: h.start, end: h.end })),
            card: { ...toCard({ ...r, from_price: null, rental_total: null }, storage, null), ...scoreFields(scores.get(r.id)) },
          }),
        );
        return { boats, rates };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

  // One kind of batch: load everything again (a fleet is hundreds of boats).
  const following = await followChanges<true>({
    database,
    channel: SEARCH_CHANNEL,
    everything: true,
    wish: (payload) => (payload === BOATS_PAYLOAD || payload === 'settings' ? true : null),
    merge: () => true,
    async apply() {
      const t0 = performance.now();
      const first = state === null;
      state = await load();
      if (first) opts.log?.info(`Tekne dizini kuruldu: ${state.boats.length} tekne, ${Math.round(performance.now() - t0)} ms`);
    },
    label: 'Tekne dizini',
    log: opts.log,
  });

  return {
    async search(query, day) {
      await following.settled();
      if (!state) return null;
      return searchState(state, query, day ?? todayInIstanbul());
    },
    ...following.controls,
  };
}

/** The SQL search's answer (search-boats.ts), from `state`; see its module comment for the rules. */
function searchState(state: IndexState, query: BoatSearchQuery, today: string): { items: BoatCard[]; total: number } {
  const { dated, ci, co, priced } = boatSearchRange(query, today);
  const rate = dated || priced ? requireRate(state.rates, query.currency) : 1;
  const min = query.min_price === undefined ? null : Math.ceil(query.min_price * rate * 100);
  const max = query.max_price === undefined ? null : Math.floor(query.max_price * rate * 100);
  const types = query.type.length > 0 ? new Set(query.type) : null;
  const stay = { start: ci, end: co };

  const found: Found[] = [];
  for (const entry of state.boats) {
    if (types && (entry.typeId === null || !types.has(entry.typeId))) continue;
    if (query.marina !== undefined && entry.marinaId !== query.marina) continue;
    if (query.guests !== undefined && entry.capacity < query.guests) continue;
    let total: number | null = null;
    if (dated) {
      if (!isFree(entry.holds, stay)) continue;
      // Guests are filtered above; the quote prices the days under the booking's rules.
      const quote = quoteBoatRental({ periods: entry.periods, boat: entry.quoteBoat, checkIn: ci, checkOut: co, guests: 0 });
      if (!quote.ok) continue;
      total = quote.total_kurus;
    }
    const fromPrice = lowestDailyFrom(entry.periods, today);
    const price = dated ? total : fromPrice;
    if (min !== null && (price === null || price < min)) continue;
    if (max !== null && (price === null || price > max)) continue;
    found.push({ entry, fromPrice, total, price });
  }
  found.sort(SORTS[query.sort]);
  const days = dated ? daysBetween(ci, co) : 0;
  const items = found.slice(query.skip, query.skip + query.take).map(
    ({ entry, fromPrice, total }): BoatCard => ({
      ...entry.card,
      from_price_kurus: fromPrice,
      rental:
        dated && total !== null
          ? { days, total_kurus: total, total_minor: toMinor(total, rate), currency: query.currency }
          : null,
    }),
  );
  return { items, total: found.length };
}

/** The boat's "from" daily rate: the lowest of the periods not ended by `today`, or null. */
function lowestDailyFrom(periods: readonly BoatPeriod[], today: string): number | null {
  let low: number | null = null;
  for (const p of periods) if (p.end_date >= today && (low === null || p.daily_price_kurus < low)) low = p.daily_price_kurus;
  return low;
}
