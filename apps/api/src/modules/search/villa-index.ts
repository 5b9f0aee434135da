/**
 * The villa availability and price index (issue 16, decision 009): every active villa's
 * listing card, filter attributes, quote fields and stay calendar (domain/stay-calendar.ts)
 * in memory, so `/v2/search` — dated or not — and the public quote are answered without a
 * database round trip.
 *
 * Coherence: migration 0011's triggers NOTIFY 'yali_search' on every committed write that
 * changes an answer ('villa:<id>', 'settings' for the exchange rates, '*' for names). Each API process
 * listens; the villas named are reloaded in one repeatable-read transaction and swapped in
 * at once (a search sees the old state or the new one, never half of it). `sync()` waits
 * until every write committed before it is applied: the app calls it before answering a
 * write of its own (app.ts), so whoever saved sees the change on their next request.
 * Other processes see it as soon as PostgreSQL delivers the notification (milliseconds).
 *
 * The database stays the guard at booking time (exclusion constraints): nothing books
 * from the index. Stays ending after the horizon are left to the SQL search (null answer).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BEDROOM_FILTER_STEPS,
  BOOKING_MESSAGES,
  type PublicSearchQuery,
  SHORTTERM_WINDOW_DAYS,
  type ShorttermOffer,
  type ShorttermQuery,
  type StayQuote,
  type StayQuoteQuery,
  type VillaCard,
} from '@yali/contract';
import type { Database, Db } from '../../db/client.ts';
import { districts, features, towns, villaPrices, villaTypes, villas } from '../../db/schema.ts';
import type { DateRange } from '../../domain/availability.ts';
import { fromPrice, todayInIstanbul } from '../../domain/pricing.ts';
import type { QuotePeriod } from '../../domain/quote.ts';
import {
  type ShortGap,
  type StayCalendar,
  bookableStayTotal,
  buildStayCalendar,
  dateOfDay,
  dayNumber,
  shortGaps,
  stayFacts,
} from '../../domain/stay-calendar.ts';
import { fieldError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { Storage } from '../../storage/storage.ts';
import { type ExchangeRates, loadExchangeRates, rateOf, requireRate, toMinor } from '../booking/exchange-rates.ts';
import { rowsOf } from '../booking/holds.ts';
import { loadInfantsCounted } from '../booking/guest-rules.ts';
import { assertStayInput, type QuotedVilla, stayQuoteOf } from '../booking/quote-villa-stay.ts';
import { loadFeatures, loadImages, loadTypes, villaRowsQuery } from '../villas/hydrate.ts';
import { loadReviewScores, type StaticCard, staticCard } from './cards.ts';
import { followChanges, type IndexControls } from './follow-changes.ts';
import type { SearchOptions } from './search-options.ts';

/** Days ahead of today the calendars cover; later check-outs go to the SQL search. */
export const HORIZON_DAYS = 731;
/** A full rebuild moves the horizon on once it is this many days old. */
const REBUILD_AFTER_DAYS = 7;
/** Villas loaded per statement (bind parameters stay far below PostgreSQL's 65,535). */
const CHUNK = 2_000;
export const SEARCH_CHANNEL = 'yali_search';
/** Migration 0024's payload on SEARCH_CHANNEL: a boat table changed (the boat index's, boat-index.ts); no villa did. */
export const BOATS_PAYLOAD = 'boats';
/** Search bodies kept per state for repeated questions (oldest dropped first). */
const KEPT_BODIES = 500;

type VillaEntry = {
  id: number;
  /** The fields a quote reads (slug, name, capacity, minimum stay, fees, kapora percent). */
  villa: QuotedVilla;
  town: number | null;
  district: number | null;
  types: number[];
  features: Set<number>;
  /** Metres to the sea (`max_sea_m`); null: not given. */
  seaM: number | null;
  bedrooms: number;
  sortOrder: number;
  popular: boolean;
  /** created_at in microseconds since 1970 (the database's precision, for "newest"). */
  createdUs: number;
  card: StaticCard;
  /** `card` as JSON without its closing brace, to append the prices to. */
  cardJson: string;
  calendar: StayCalendar;
  /** "From" price memo: the day it was computed for and its value. */
  fromDay: string;
  from: number | null;
  /** Short-term offers memo: the day they were found for and the gaps. */
  offersDay: string;
  offers: ShortGap[];
};

/** Names the search form and every card show, in the database's order (reloaded with '*'). */
type Catalogue = {
  types: { id: number; name: string }[];
  towns: { town_id: number; name: string }[];
  districts: { district_id: number; town_id: number; name: string }[];
  features: { id: number; name: string; icon: string }[];
};

type IndexState = {
  villas: Map<number, VillaEntry>;
  rates: ExchangeRates;
  /** Whether infants count toward capacity (the agency's setting, issue 23); read with the rates. */
  infantsCounted: boolean;
  catalogue: Catalogue;
  /** Bodies of `/v2/search` answered from this state, by day and query (repeated questions). */
  bodies?: Map<string, string>;
  /** Questions asked of this state once so far (their bodies are kept from the second time). */
  asked?: Set<string>;
  /** The search options of the day they were computed for. */
  options?: { day: string; value: SearchOptions };
  /** Day number the last full build took as today. */
  builtOn: number;
  /** Exclusive day-number bound of every calendar's slots. */
  until: number;
  /** Active villas in the agency's order, popular first, newest first (computed on demand). */
  orders: Partial<Record<'order' | 'popular' | 'newest', VillaEntry[]>>;
  /** Active villas by slug (computed on demand). */
  slugs?: Map<string, VillaEntry>;
};

export type VillaSearchAnswer = { items: VillaCard[]; total: number };

export type VillaIndex = {
  /**
   * The answer to a `/v2/search` query from the index, or null when the index cannot give
   * it (stay beyond the horizon, index not built). Throws the same AppErrors as the SQL
   * search: VALIDATION for a past check-in, UNPROCESSABLE for a currency without a rate.
   */
  search(query: PublicSearchQuery, today?: string): Promise<VillaSearchAnswer | null>;
  /** `search`'s answer as the route's JSON body, `{"content":{"items":[…],"total":n}}` (same key set). */
  searchJson(query: PublicSearchQuery, today?: string): Promise<string | null>;
  /**
   * `searchJson`'s lookups of kept bodies since the index was created: `hits` answered from a
   * kept body, `misses` computed (the API's search cache hit ratio, read by `/metrics`).
   */
  bodyStats(): { hits: number; misses: number };
  /**
   * The public quote of a stay (`/v1/villas/{slug}/quote`) from the index, or null when the
   * index cannot give it (unknown or inactive slug: the database answers the 404; a stay
   * reaching past the villa's calendar). Throws assertStayInput's VALIDATION errors.
   */
  quote(slug: string, query: StayQuoteQuery, today?: string): Promise<StayQuote | null>;
  /** `/v1/search/options` from the index (null before the first build). */
  searchOptions(today?: string): Promise<SearchOptions | null>;
  /**
   * `/v1/search/shortterm` from the index: the page of offers (cards included) and how
   * many there are in all (null before the first build).
   */
  shortterm(query: ShorttermQuery, today?: string): Promise<{ items: ShorttermOffer[]; total: number } | null>;
} & IndexControls;

const COMPARE: Record<'order' | 'popular' | 'newest', (a: VillaEntry, b: VillaEntry) => number> = {
  order: (a, b) => a.sortOrder - b.sortOrder || a.id - b.id,
  popular: (a, b) => Number(b.popular) - Number(a.popular) || a.sortOrder - b.sortOrder || a.id - b.id,
  newest: (a, b) => b.createdUs - a.createdUs || b.id - a.id,
};

/**
 * Creates the index for `database`, listens for changes and starts the first build
 * (searches wait for it). `today` pins the calendar day for tests.
 */
export async function createVillaIndex(opts: {
  database: Database;
  storage: Storage;
  log?: { info: (msg: string) => void; error: (msg: string) => void };
  today?: () => string;
}): Promise<VillaIndex> {
  const { database, storage } = opts;
  const today = opts.today ?? todayInIstanbul;
  let state: IndexState | null = null;
  const bodyStats = { hits: 0, misses: 0 };

  const apply = async (what: Set<number> | 'all') => {
    const t0 = performance.now();
    const todayDay = dayNumber(today());
    const full = what === 'all' || state === null;
    const until = full ? todayDay + HORIZON_DAYS + 1 : (state as IndexState).until;
    const loaded = await database.db.transaction(
      async (tx) => {
        const ids = full ? null : [...(what as Set<number>)];
        // Every reload reads the rates; an empty set (a settings change) reads nothing else.
        return {
          villas: ids?.length === 0 ? new Map() : await loadEntries(tx as unknown as Db, storage, ids, todayDay - 1, until),
          rates: await loadExchangeRates(tx),
          infantsCounted: await loadInfantsCounted(tx),
          catalogue: full ? await loadCatalogue(tx as unknown as Db) : (state as IndexState).catalogue,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (full) {
      state = { ...loaded, builtOn: todayDay, until, orders: {} };
      opts.log?.info(`Arama dizini kuruldu: ${loaded.villas.size} villa, ${Math.round(performance.now() - t0)} ms`);
      return;
    }
    const next = new Map((state as IndexState).villas);
    for (const id of what as Set<number>) {
      const entry = loaded.villas.get(id);
      if (entry) next.set(id, entry);
      else next.delete(id);
    }
    state = {
      ...loaded,
      villas: next,
      builtOn: (state as IndexState).builtOn,
      until,
      orders: {},
    };
  };

  // A batch: the villas to reload (an empty set: only the exchange rates changed) or 'all'.
  const following = await followChanges<Set<number> | 'all'>({
    database,
    channel: SEARCH_CHANNEL,
    everything: 'all',
    wish(payload) {
      if (payload === BOATS_PAYLOAD) return null;
      const id = payload.startsWith('villa:') ? Number(payload.slice(6)) : Number.NaN;
      if (Number.isInteger(id)) return new Set([id]);
      return payload === 'settings' ? new Set<number>() : 'all';
    },
    merge: (pending, next) => (pending === 'all' || next === 'all' ? 'all' : new Set([...(pending ?? []), ...next])),
    apply,
    label: 'Arama dizini',
    log: opts.log,
  });
  const { settled } = following;

  return {
    async search(query, day) {
      await settled();
      if (!state) return null;
      const todayDate = day ?? today();
      const todayDay = dayNumber(todayDate);
      if (todayDay - state.builtOn >= REBUILD_AFTER_DAYS) following.want('all');
      const page = findPage(state, query, todayDate, todayDay);
      return page && cardsOfPage(page);
    },
    async searchJson(query, day) {
      await settled();
      if (!state) return null;
      const todayDate = day ?? today();
      // A state never changes once built, so its answer to a question is the answer while it serves.
      const key = `${todayDate}${JSON.stringify(query)}`;
      state.bodies ??= new Map();
      const kept = state.bodies.get(key);
      if (kept !== undefined) {
        bodyStats.hits++;
        return kept;
      }
      bodyStats.misses++;
      const page = findPage(state, query, todayDate, dayNumber(todayDate));
      const body = page && jsonOfPage(page);
      if (body === null) return null;
      // Kept from its second asking on: a question asked once (most of them) leaves only its key.
      state.asked ??= new Set();
      if (state.asked.has(key)) {
        if (state.bodies.size >= KEPT_BODIES) state.bodies.delete(state.bodies.keys().next().value as string);
        state.bodies.set(key, body);
      } else {
        if (state.asked.size >= KEPT_BODIES * 10) state.asked.delete(state.asked.values().next().value as string);
        state.asked.add(key);
      }
      return body;
    },
    bodyStats: () => ({ ...bodyStats }),
    async quote(slug, query, day) {
      await settled();
      if (!state) return null;
      state.slugs ??= new Map([...state.villas.values()].map((v) => [v.villa.slug, v]));
      const entry = state.slugs.get(slug);
      if (!entry) return null;
      const todayDate = day ?? today();
      assertStayInput(entry.villa, query, todayDate, state.infantsCounted);
      const facts = stayFacts(entry.calendar, {
        checkIn: dayNumber(query.checkin),
        checkOut: dayNumber(query.checkout),
        today: dayNumber(todayDate),
      });
      if (!facts) return null;
      return stayQuoteOf({ ...query, ...facts, villa: entry.villa, periods: entry.calendar.periods, rates: state.rates }).quote;
    },
    async searchOptions(day) {
      await settled();
      if (!state) return null;
      const todayDate = day ?? today();
      if (state.options?.day !== todayDate) state.options = { day: todayDate, value: optionsOf(state, todayDate) };
      return state.options.value;
    },
    async shortterm(query, day) {
      await settled();
      if (!state) return null;
      return shorttermOf(state, query, day ?? today());
    },
    ...following.controls,
  };
}

/** Active villas among `ids` (all when null), with calendars over the days `from` … `until − 1`. */
async function loadEntries(
  db: Db,
  storage: Storage,
  ids: number[] | null,
  from: number,
  until: number,
): Promise<Map<number, VillaEntry>> {
  const rows = await villaRowsQuery(db).where(and(eq(villas.active, true), ids ? inArray(villas.id, ids) : undefined));
  const out = new Map<number, VillaEntry>();
  for (let k = 0; k < rows.length; k += CHUNK) {
    const chunk = rows.slice(k, k + CHUNK);
    const chunkIds = chunk.map((r) => r.villa.id);
    // One after another: a transaction is one connection, which runs one query at a time.
    const types = await loadTypes(db, chunkIds);
    const images = await loadImages(db, storage, chunkIds);
    const feats = await loadFeatures(db, chunkIds);
    const scores = await loadReviewScores(db, chunkIds);
    const periods = await db
      .select({
        villa_id: villaPrices.villa_id,
        start_date: villaPrices.start_date,
        end_date: villaPrices.end_date,
        nightly_price_kurus: villaPrices.nightly_price_kurus,
        min_nights: villaPrices.min_nights,
        checkin_weekdays: villaPrices.checkin_weekdays,
      })
      .from(villaPrices)
      .where(inArray(villaPrices.villa_id, chunkIds));
    const idList = sql.join(
      chunkIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const holds = await rowsOf<DateRange & { villa_id: number }>(
      db,
      sql`select villa_id, lower(period)::text as "start", upper(period)::text as "end" from villa_holds
          where villa_id in (${idList}) and period && daterange(${dateOfDay(from)}::date, ${dateOfDay(until)}::date, '[)')`,
    );
    const created = await rowsOf<{ id: number; us: string }>(
      db,
      sql`select id, (extract(epoch from created_at) * 1000000)::bigint::text as us from villas where id in (${idList})`,
    );
    const periodsOf = groupBy(periods, (p) => p.villa_id);
    const holdsOf = groupBy(holds, (h) => h.villa_id);
    const createdOf = new Map(created.map((c) => [c.id, Number(c.us)]));
    for (const row of chunk) {
      const v = row.villa;
      const villaTypes = types.get(v.id) ?? [];
      const villaFeatures = feats.get(v.id) ?? [];
      const card = staticCard(row, {
        types: villaTypes,
        images: images.get(v.id) ?? [],
        features: villaFeatures,
        score: scores.get(v.id),
      });
      out.set(v.id, {
        id: v.id,
        villa: {
          id: v.id,
          slug: v.slug,
          name: v.name,
          capacity: v.capacity,
          min_stay: v.min_stay,
          cleaning_fee_kurus: v.cleaning_fee_kurus,
          damage_deposit_kurus: v.damage_deposit_kurus,
          prepayment_percent: v.prepayment_percent,
        },
        town: v.town_id,
        district: v.district_id,
        types: villaTypes.map((t) => t.id),
        features: new Set(villaFeatures.map((f) => f.id)),
        seaM: v.sea_distance_m,
        bedrooms: v.bedrooms,
        sortOrder: v.sort_order,
        popular: v.popular,
        createdUs: createdOf.get(v.id) ?? 0,
        card,
        cardJson: JSON.stringify(card).slice(0, -1),
        calendar: buildStayCalendar({
          periods: (periodsOf.get(v.id) ?? []) as QuotePeriod[],
          holds: holdsOf.get(v.id) ?? [],
          from,
          until,
        }),
        fromDay: '',
        from: null,
        offersDay: '',
        offers: [],
      });
    }
  }
  return out;
}

/** The "from" price of a card (lowest nightly rate still to come), memoised per day. */
function fromPriceOf(entry: VillaEntry, today: string): number | null {
  if (entry.fromDay !== today) {
    entry.from = fromPrice(entry.calendar.periods, today);
    entry.fromDay = today;
  }
  return entry.from;
}

function ordered(state: IndexState, sort: 'order' | 'popular' | 'newest'): VillaEntry[] {
  let list = state.orders[sort];
  if (!list) {
    list = [...state.villas.values()].sort(COMPARE[sort]);
    state.orders[sort] = list;
  }
  return list;
}

function matchesFilters(v: VillaEntry, q: PublicSearchQuery): boolean {
  if (q.guests && v.villa.capacity < q.guests) return false;
  if (q.town && v.town !== q.town) return false;
  if (q.district && v.district !== q.district) return false;
  if (q.types.length > 0 && !v.types.some((t) => q.types.includes(t))) return false;
  for (const f of q.features) if (!v.features.has(f)) return false;
  if (q.max_sea_m !== undefined && (v.seaM === null || v.seaM > q.max_sea_m)) return false;
  if (q.bedrooms !== undefined && v.bedrooms < q.bedrooms) return false;
  return true;
}

type Hit = { v: VillaEntry; price: number | null };

/** One page of a search, before it is written out as cards or as JSON. */
type FoundPage = {
  hits: Hit[];
  total: number;
  today: string;
  /** With dates: nights, and the rate of the chosen currency (TL per unit). */
  stay: { nights: number; rate: number; currency: PublicSearchQuery['currency'] } | null;
};

/** Keeps `hits` the `limit` best by `better`, in order (a page of a price sort without sorting every match). */
function keepBest(hits: Hit[], hit: Hit, limit: number, better: (a: Hit, b: Hit) => number) {
  if (hits.length === limit && better(hit, hits[limit - 1] as Hit) >= 0) return;
  let lo = 0;
  let hi = hits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (better(hits[mid] as Hit, hit) <= 0) lo = mid + 1;
    else hi = mid;
  }
  hits.splice(lo, 0, hit);
  if (hits.length > limit) hits.pop();
}

/** Same rules and order as the SQL search (search-villas.ts, search-available-villas.ts). */
function findPage(state: IndexState, q: PublicSearchQuery, today: string, todayDay: number): FoundPage | null {
  let stayDays: { checkIn: number; checkOut: number; weekday: number; today: number } | null = null;
  if (q.checkin !== undefined && q.checkout !== undefined) {
    if (q.checkin < today) {
      throw fieldError('querystring.checkin', BOOKING_MESSAGES.pastDate);
    }
    const checkIn = dayNumber(q.checkin);
    const checkOut = dayNumber(q.checkout);
    if (checkOut >= state.until) return null;
    stayDays = { checkIn, checkOut, weekday: new Date(checkIn * 86_400_000).getUTCDay(), today: todayDay };
  }
  const priced = stayDays !== null || q.min_price !== undefined || q.max_price !== undefined;
  const rate = priced ? requireRate(state.rates, q.currency) : 1;
  const bounded = q.min_price !== undefined || q.max_price !== undefined;
  const low = q.min_price !== undefined ? Math.ceil(q.min_price * rate * 100) : Number.NEGATIVE_INFINITY;
  const high = q.max_price !== undefined ? Math.floor(q.max_price * rate * 100) : Number.POSITIVE_INFINITY;
  const byPrice = q.sort === 'price_asc' || q.sort === 'price_desc';
  const candidates = byPrice ? ordered(state, 'order') : ordered(state, q.sort as 'order' | 'popular' | 'newest');
  const end = q.skip + q.take;
  const dir = q.sort === 'price_asc' ? 1 : -1;
  // Without a price last in both directions (SQL's NULLS LAST), ties by id.
  const better = (a: Hit, b: Hit) =>
    a.price === b.price ? a.v.id - b.v.id : a.price === null ? 1 : b.price === null ? -1 : dir * (a.price - b.price);
  // Past a few pages, sorting every match is cheaper than keeping the best ones in order.
  const sortAll = byPrice && end > 200;

  let hits: Hit[] = [];
  let total = 0;
  for (const v of candidates) {
    if (!matchesFilters(v, q)) continue;
    // Price: the stay's total with dates (its whole price), the "from" nightly price without.
    let price: number | null;
    if (stayDays) {
      const nights = bookableStayTotal(v.calendar, v.villa, stayDays);
      if (nights === null) continue;
      price = nights + v.villa.cleaning_fee_kurus;
    } else price = fromPriceOf(v, today);
    if (price === null ? bounded : price < low || price > high) continue;
    if (sortAll) hits.push({ v, price });
    else if (byPrice) keepBest(hits, { v, price }, end, better);
    else if (total >= q.skip && total < end) hits.push({ v, price });
    total++;
  }
  if (sortAll) hits = hits.sort(better).slice(q.skip, end);
  else if (byPrice) hits = hits.slice(q.skip);
  return {
    hits,
    total,
    today,
    stay: stayDays ? { nights: stayDays.checkOut - stayDays.checkIn, rate, currency: q.currency } : null,
  };
}

/** The stay of a dated card (nights, total in kuruş and in the currency's minor unit). */
function stayOf(page: FoundPage, total: number) {
  const stay = page.stay as NonNullable<FoundPage['stay']>;
  return { nights: stay.nights, total_kurus: total, total_minor: toMinor(total, stay.rate), currency: stay.currency };
}

/** The page's cards. */
function cardsOfPage(page: FoundPage): VillaSearchAnswer {
  const items = page.hits.map(({ v, price }) => {
    const card: VillaCard = { ...v.card, from_price_kurus: page.stay ? fromPriceOf(v, page.today) : price };
    if (page.stay) card.stay = stayOf(page, price as number);
    return card;
  });
  return { items, total: page.total };
}

/**
 * The page as the route's JSON body, `{"content":{"items":[…],"total":n}}`: each card's
 * unchanging part was serialised when the villa was loaded, only the prices are added.
 */
function jsonOfPage(page: FoundPage): string {
  const items = page.hits.map(({ v, price }) => {
    const from = page.stay ? fromPriceOf(v, page.today) : price;
    const stay = page.stay ? `,"stay":${JSON.stringify(stayOf(page, price as number))}` : '';
    return `${v.cardJson},"from_price_kurus":${from ?? 'null'}${stay}}`;
  });
  return `{"content":{"items":[${items.join(',')}],"total":${page.total}}}`;
}

/** Types, towns, districts and features, ordered as the database orders them for the options. */
async function loadCatalogue(db: Db): Promise<Catalogue> {
  return {
    types: await db.select({ id: villaTypes.id, name: villaTypes.name }).from(villaTypes).orderBy(asc(villaTypes.id)),
    towns: await db.select({ town_id: towns.town_id, name: towns.name }).from(towns).orderBy(asc(towns.name)),
    districts: await db
      .select({ district_id: districts.district_id, town_id: districts.town_id, name: districts.name })
      .from(districts)
      .orderBy(asc(districts.name)),
    features: await db
      .select({ id: features.id, name: features.name, icon: features.icon })
      .from(features)
      .orderBy(asc(features.name)),
  };
}

/** The search options (search-options.ts) from the index: counts of active villas, capacity, rates. */
function optionsOf(state: IndexState, today: string): SearchOptions {
  const typeCount = new Map<number, number>();
  const featureCount = new Map<number, number>();
  let guestsMax = 0;
  let low: number | null = null;
  let high: number | null = null;
  for (const v of state.villas.values()) {
    for (const t of v.types) typeCount.set(t, (typeCount.get(t) ?? 0) + 1);
    for (const f of v.features) featureCount.set(f, (featureCount.get(f) ?? 0) + 1);
    guestsMax = Math.max(guestsMax, v.villa.capacity);
    for (const p of v.calendar.periods) {
      if (p.end_date < today) continue;
      if (low === null || p.nightly_price_kurus < low) low = p.nightly_price_kurus;
      if (high === null || p.nightly_price_kurus > high) high = p.nightly_price_kurus;
    }
  }
  const bedrooms = BEDROOM_FILTER_STEPS.map((n) => ({ min: n, count: 0 }));
  for (const v of state.villas.values()) for (const b of bedrooms) if (v.bedrooms >= b.min) b.count++;
  const { catalogue } = state;
  return {
    types: catalogue.types.map((t) => ({ ...t, count: typeCount.get(t.id) ?? 0 })),
    towns: catalogue.towns.map((t) => ({
      ...t,
      districts: catalogue.districts
        .filter((d) => d.town_id === t.town_id)
        .map(({ district_id, name }) => ({ district_id, name })),
    })),
    features: catalogue.features.map((f) => ({ ...f, count: featureCount.get(f.id) ?? 0 })),
    guests_max: guestsMax,
    bedrooms,
    price: { min_kurus: low, max_kurus: high },
  };
}

/** The short-term offers (find-shortterm-offers.ts) from the calendars, memoised per villa and day. */
function shorttermOf(state: IndexState, q: ShorttermQuery, today: string): { items: ShorttermOffer[]; total: number } {
  const todayDay = dayNumber(today);
  const windowEnd = todayDay + SHORTTERM_WINDOW_DAYS;
  // As the SQL version: a gap must end at a hold starting within 90 days after the window.
  const days = { today: todayDay, windowEnd, horizon: windowEnd + 90 };
  const all: { v: VillaEntry; gap: ShortGap }[] = [];
  for (const v of ordered(state, 'order')) {
    if (q.town && v.town !== q.town) continue;
    if (q.guests && v.villa.capacity < q.guests) continue;
    if (v.offersDay !== today) {
      v.offers = shortGaps(v.calendar, v.villa, days);
      v.offersDay = today;
    }
    for (const gap of v.offers) all.push({ v, gap });
  }
  // By start day, then the agency's order (the villas were walked in it; the sort is stable).
  all.sort((a, b) => a.gap.start - b.gap.start);
  const rate = rateOf(state.rates, q.currency);
  const items = all.slice(q.skip, q.skip + q.take).map(({ v, gap }) => {
    const total = gap.nightsTotal + v.villa.cleaning_fee_kurus;
    const nights = gap.end - gap.start;
    return {
      villa: {
        ...v.card,
        from_price_kurus: fromPriceOf(v, today),
        stay: {
          nights,
          total_kurus: total,
          total_minor: rate ? toMinor(total, rate) : total,
          currency: rate ? q.currency : ('TL' as const),
        },
      },
      start: dateOfDay(gap.start),
      end: dateOfDay(gap.end),
      nights,
      min_nights: gap.minNights,
      total_kurus: total,
      total_minor: rate === null ? null : toMinor(total, rate),
      currency: q.currency,
    };
  });
  return { items, total: all.length };
}
