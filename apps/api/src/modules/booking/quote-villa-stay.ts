/**
 * The quote of a stay at a villa (issue 5, DESIGN §3 "Prices"): the domain
 * quote (night by night, cleaning fee, kapora, damage deposit) plus
 * availability from `villa_holds`, converted into the chosen currency.
 * Shared by `GET /v1/villas/{slug}/quote` and the booking request.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { API_MESSAGES, BOOKING_MESSAGES, type Currency, guestsInCapacity, type StayQuote } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { villaPrices, villas } from '../../db/schema.ts';
import { fillsGap, isFree } from '../../domain/availability.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { addDays, daysBetween, minNightsFor, type Quote, type QuotePeriod, quoteStay } from '../../domain/quote.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type ExchangeRates, loadExchangeRates, rateOf, toMinor } from './exchange-rates.ts';
import { loadHolds } from './holds.ts';

export type PublicVillaRow = typeof villas.$inferSelect;

/** The active villa of a slug; NOT_FOUND (404) for an unknown or inactive one. */
export async function findPublicVilla(db: Db | Tx, slug: string): Promise<PublicVillaRow> {
  const [v] = await db
    .select()
    .from(villas)
    .where(and(eq(villas.slug, slug), eq(villas.active, true)));
  if (!v) throw new AppError('NOT_FOUND', API_MESSAGES.VILLA_NOT_FOUND);
  return v;
}

/**
 * Refuses what is bad input rather than an unbookable stay (400): a check-in
 * before today in Istanbul, more guests than the villa sleeps (adults and
 * children, and infants when `infantsCounted`, the agency's setting; issue 23).
 */
export function assertStayInput(
  villa: Pick<PublicVillaRow, 'capacity'>,
  s: { checkin: string; adults: number; children: number; infants?: number },
  today: string,
  infantsCounted: boolean,
) {
  if (s.checkin < today) {
    throw fieldError('checkin', BOOKING_MESSAGES.pastDate);
  }
  if (guestsInCapacity(s, infantsCounted) > villa.capacity) {
    const message = BOOKING_MESSAGES.tooManyGuests(villa.capacity);
    throw fieldError('adults', message);
  }
}

/** The villa fields a quote reads. */
export type QuotedVilla = Pick<
  PublicVillaRow,
  'id' | 'slug' | 'name' | 'capacity' | 'min_stay' | 'cleaning_fee_kurus' | 'damage_deposit_kurus' | 'prepayment_percent'
>;

/** The stay a guest asks a quote for: [checkin, checkout), the party and the currency of the answer. */
type StayAsked = {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
  infants?: number;
  currency: Currency;
};

/**
 * Prices [checkin, checkout) at `villa`: never throws for an unbookable stay,
 * it answers `bookable: false` with the reason (UNAVAILABLE first, then the
 * domain's). `domain` is the raw domain quote, for freezing on a reservation.
 * Reads the villa's periods and holds from the database: the booking's quote.
 */
export async function quoteVillaStay(
  opts: StayAsked & { db: Db | Tx; villa: QuotedVilla; today?: string; rates?: ExchangeRates },
): Promise<{ quote: StayQuote; domain: Quote; rates: ExchangeRates }> {
  const { db, villa, checkin, checkout } = opts;
  const today = opts.today ?? todayInIstanbul();
  // One statement at a time: inside the booking's transaction they share one connection, and
  // node-postgres deprecates queuing a query on a client that is still running one.
  const periods = await db
    .select()
    .from(villaPrices)
    .where(and(eq(villaPrices.villa_id, villa.id), lte(villaPrices.start_date, checkout), gte(villaPrices.end_date, checkin)))
    .orderBy(asc(villaPrices.start_date));
  // One day either side: a hold ending on check-in or starting on check-out marks a gap.
  const holds = await loadHolds(db, villa.id, addDays(checkin, -1), addDays(checkout, 1));
  const rates = opts.rates ?? (await loadExchangeRates(db));
  const stay = { start: checkin, end: checkout };
  const available = isFree(holds, stay);
  const gap = available && fillsGap(holds, stay, today);
  return { ...stayQuoteOf({ ...opts, periods, available, fillsGap: gap, rates }), rates };
}

/**
 * The quote of a stay from what is known of it — the villa, its periods around the
 * stay, whether the stay is free and fills a gap — for the booking (quoteVillaStay)
 * and the availability index alike. Pure; amounts in kuruş and the currency's minor unit.
 */
export function stayQuoteOf(
  opts: StayAsked & {
    villa: QuotedVilla;
    periods: readonly QuotePeriod[];
    available: boolean;
    fillsGap: boolean;
    rates: ExchangeRates;
  },
): { quote: StayQuote; domain: Quote } {
  const { villa, periods, available, checkin, checkout, currency } = opts;
  const gap = opts.fillsGap;
  const domain = quoteStay({ periods, villa, checkIn: checkin, checkOut: checkout, fillsGap: gap });
  const rate = rateOf(opts.rates, currency);
  const reason = !available ? 'UNAVAILABLE' : domain.ok ? null : domain.reason;
  const message = !available ? BOOKING_MESSAGES.unavailable : domain.ok ? null : domain.message;
  const priced = domain.ok ? domain : null;
  const quote: StayQuote = {
    villa: { slug: villa.slug, name: villa.name, capacity: villa.capacity },
    checkin,
    checkout,
    nights_count: Math.max(0, daysBetween(checkin, checkout)),
    adults: opts.adults,
    children: opts.children,
    infants: opts.infants ?? 0,
    available,
    bookable: available && domain.ok,
    reason,
    message,
    min_nights: domain.ok ? domain.min_nights : minNightsFor(periods, villa, checkin),
    fills_gap: gap,
    nights: priced?.nights ?? [],
    nights_total_kurus: priced?.nights_total_kurus ?? null,
    cleaning_fee_kurus: villa.cleaning_fee_kurus,
    total_kurus: priced?.total_kurus ?? null,
    prepayment_percent: villa.prepayment_percent,
    prepayment_kurus: priced?.prepayment_kurus ?? null,
    damage_deposit_kurus: villa.damage_deposit_kurus,
    in_currency:
      priced && rate !== null
        ? {
            currency,
            rate,
            nights_total_minor: toMinor(priced.nights_total_kurus, rate),
            cleaning_fee_minor: toMinor(priced.cleaning_fee_kurus, rate),
            total_minor: toMinor(priced.total_kurus, rate),
            prepayment_minor: toMinor(priced.prepayment_kurus, rate),
            damage_deposit_minor: toMinor(priced.damage_deposit_kurus, rate),
          }
        : null,
  };
  return { quote, domain };
}
