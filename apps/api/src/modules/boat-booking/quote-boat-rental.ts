/**
 * The quote of a boat rental (issue 7): the domain quote (day by day, full
 * weeks at the weekly rate, kapora; domain/boat-quote.ts) over the boat's
 * price periods and holding reservations, converted into the chosen
 * currency like the villa quote. Shared by `GET /v1/boats/{slug}/quote`,
 * the calendar and the booking request.
 */
import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { BOAT_BOOKING_MESSAGES, type BoatQuote, type Currency } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { boatPrices, boatReservations, boats } from '../../db/schema.ts';
import type { DateRange } from '../../domain/availability.ts';
import { type BoatRentalQuote, minDaysFor, quoteBoatRental } from '../../domain/boat-quote.ts';
import { daysBetween } from '../../domain/quote.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type ExchangeRates, loadExchangeRates, rateOf, toMinor } from '../booking/exchange-rates.ts';

export type PublicBoatRow = typeof boats.$inferSelect;

/** The active boat of a slug; NOT_FOUND (404) for an unknown or inactive one. */
export async function findPublicBoat(db: Db | Tx, slug: string): Promise<PublicBoatRow> {
  const [b] = await db
    .select()
    .from(boats)
    .where(and(eq(boats.slug, slug), eq(boats.active, true)));
  if (!b) throw new AppError('NOT_FOUND', BOAT_BOOKING_MESSAGES.boatNotFound);
  return b;
}

/**
 * Refuses what is bad input rather than an unbookable rental (400, like the
 * villa quote's assertStayInput): a first day before today in Istanbul, more
 * guests than the boat takes (issue on `guests`). Shared by the quote and the
 * booking request, so both answer the same status for the same input; the
 * panel's guest choice stops at the capacity, so only a hand-made call meets it.
 */
export function assertBoatInput(boat: Pick<PublicBoatRow, 'capacity'>, s: { checkin: string; guests: number }, today: string) {
  if (s.checkin < today) {
    throw fieldError('checkin', BOAT_BOOKING_MESSAGES.pastDate);
  }
  if (s.guests > boat.capacity) {
    const message = BOAT_BOOKING_MESSAGES.tooManyGuests(boat.capacity);
    throw fieldError('guests', message);
  }
}

/** Holding reservations (option, confirmed) of one boat overlapping the days [from, to), in order. */
export async function loadBoatHolds(db: Db | Tx, boatId: number, from: string, to: string): Promise<DateRange[]> {
  const rows = await db
    .select({ start: boatReservations.started_at, end: boatReservations.finished_at })
    .from(boatReservations)
    .where(
      and(
        eq(boatReservations.boat_id, boatId),
        inArray(boatReservations.status, ['option', 'confirmed']),
        lt(boatReservations.started_at, to),
        gt(boatReservations.finished_at, from),
      ),
    )
    .orderBy(asc(boatReservations.started_at));
  return rows;
}

/** Price periods of one boat covering any day of [from, to). */
export function loadBoatPeriods(db: Db | Tx, boatId: number, from: string, to: string) {
  return db
    .select()
    .from(boatPrices)
    .where(and(eq(boatPrices.boat_id, boatId), lt(boatPrices.start_date, to), gte(boatPrices.end_date, from)))
    .orderBy(asc(boatPrices.start_date));
}

/**
 * Prices [checkin, checkout) on `boat` for `guests`: never throws for an
 * unbookable rental, it answers `bookable: false` with the reason. `domain`
 * is the raw domain quote, frozen on a reservation.
 */
export async function quoteBoat(opts: {
  db: Db | Tx;
  boat: PublicBoatRow;
  checkin: string;
  checkout: string;
  guests: number;
  currency: Currency;
  rates?: ExchangeRates;
}): Promise<{ quote: BoatQuote; domain: BoatRentalQuote; rates: ExchangeRates }> {
  const { db, boat, checkin, checkout, currency, guests } = opts;
  // One statement at a time: inside the booking's transaction they share one connection (quote-villa-stay.ts).
  const periods = await loadBoatPeriods(db, boat.id, checkin, checkout);
  const holds = await loadBoatHolds(db, boat.id, checkin, checkout);
  const rates = opts.rates ?? (await loadExchangeRates(db));
  const domain = quoteBoatRental({ periods, boat, checkIn: checkin, checkOut: checkout, guests, holds });
  const rate = rateOf(rates, currency);
  const priced = domain.ok ? domain : null;
  const quote: BoatQuote = {
    boat: { slug: boat.slug, name: boat.name, capacity: boat.capacity },
    checkin,
    checkout,
    days_count: Math.max(0, daysBetween(checkin, checkout)),
    guests,
    available: domain.ok || domain.reason !== 'UNAVAILABLE',
    bookable: domain.ok,
    reason: domain.ok ? null : domain.reason,
    message: domain.ok ? null : domain.message,
    min_days: domain.ok ? domain.min_days : minDaysFor(periods, boat, checkin),
    weeks: priced?.weeks ?? [],
    days: priced?.days ?? [],
    weeks_total_kurus: priced?.weeks_total_kurus ?? null,
    days_total_kurus: priced?.days_total_kurus ?? null,
    total_kurus: priced?.total_kurus ?? null,
    prepayment_percent: boat.prepayment_percent,
    prepayment_kurus: priced?.prepayment_kurus ?? null,
    in_currency:
      priced && rate !== null
        ? {
            currency,
            rate,
            total_minor: toMinor(priced.total_kurus, rate),
            prepayment_minor: toMinor(priced.prepayment_kurus, rate),
          }
        : null,
  };
  return { quote, domain, rates };
}
