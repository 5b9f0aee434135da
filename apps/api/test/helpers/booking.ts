/**
 * What the public booking suites of every rental unit kind share (villa
 * `POST /v1/reservations`, boat `POST /v1/boatreservations`; ADR 008): the
 * rows a request writes, the rate limit on the request and the look-up's
 * one generic 404.
 */
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { boatReservationEvents, boatReservations, mailOutbox, reservationEvents, reservations } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { weekdayOf } from '../../src/domain/quote.ts';
import { addDays } from './dates.ts';
import { createPricePeriod, createReservation, createVilla } from './factories.ts';
import { errorOf } from './http.ts';

/** A kind's reservation table and its history table. */
export const VILLA_BOOKING_TABLES = { reservations, events: reservationEvents };
export const BOAT_BOOKING_TABLES = { reservations: boatReservations, events: boatReservationEvents };

export type BookingCounts = { reservations?: number; mails?: number; events?: number };

/** Counts the kind's reservations, history rows and all queued mails. */
export async function bookingCounts(
  db: Db,
  tables: typeof VILLA_BOOKING_TABLES | typeof BOAT_BOOKING_TABLES,
): Promise<BookingCounts> {
  const [[r], [m], [e]] = await Promise.all([
    db.select({ n: count() }).from(tables.reservations),
    db.select({ n: count() }).from(mailOutbox),
    db.select({ n: count() }).from(tables.events),
  ]);
  return { reservations: r?.n, mails: m?.n, events: e?.n };
}

/** One booking request wrote exactly one reservation, its two mails and one history row. */
export function expectOneBookingWritten(before: BookingCounts, after: BookingCounts) {
  expect(after).toEqual({
    reservations: (before.reservations ?? 0) + 1,
    mails: (before.mails ?? 0) + 2,
    events: (before.events ?? 0) + 1,
  });
}

/** The look-up's answer for a wrong contact or an unknown code, whatever the kind. */
export const LOOKUP_NOT_FOUND = 'Bu bilgilerle eşleşen bir rezervasyon bulunamadı. Kodu ve iletişim bilgisini kontrol edin.';

/**
 * With BOOKING_RATE_LIMIT = 2: `POST url` with `payload` (a request for an
 * unknown unit, 404) from address `ip` twice, then 429 in Turkish; another
 * address is not affected.
 */
export async function expectBookingRateLimit(
  app: FastifyInstance,
  url: string,
  payload: object,
  [ip, otherIp]: [string, string],
) {
  const send = (remoteAddress: string) => app.inject({ method: 'POST', url, payload, remoteAddress });
  expect((await send(ip)).statusCode).toBe(404);
  expect((await send(ip)).statusCode).toBe(404);
  const limited = await send(ip);
  expect(limited.statusCode).toBe(429);
  expect(errorOf(limited)).toMatchObject({
    code: 'RATE_LIMITED',
    message: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  });
  expect((await send(otherIp)).statusCode).toBe(404);
}

/** The first Saturday at least 30 days after today (Istanbul): the seasonal villa's calendar hangs on it. */
export const firstSaturdayAfterAMonth = (today = todayInIstanbul()) =>
  addDays(today, 30 + ((6 - weekdayOf(addDays(today, 30)) + 7) % 7));

/**
 * The villa the booking and quote suites price against (named `name`; 4 guests, 2.000 TL cleaning,
 * 10.000 TL deposit, 30 % kapora): 5.000 TL a night, 3 nights minimum, from today to `sat`+13;
 * 9.000 TL a night, Saturday check-in and 7 nights minimum, `sat`+14 to `sat`+41 (no price after);
 * a confirmed reservation holds `sat`+7 to `sat`+10.
 */
export async function createSeasonalVilla(db: Db, name: string, sat: string) {
  const villa = await createVilla(db, {
    name,
    capacity: 4,
    min_stay: 3,
    cleaning_fee_kurus: 200_000,
    damage_deposit_kurus: 1_000_000,
    prepayment_percent: 30,
  });
  const low = { start_date: todayInIstanbul(), end_date: addDays(sat, 13), nightly_price_kurus: 500_000, min_nights: 3 };
  await createPricePeriod(db, { villa_id: villa.id, ...low });
  const high = { start_date: addDays(sat, 14), end_date: addDays(sat, 41), nightly_price_kurus: 900_000, min_nights: 7 };
  await createPricePeriod(db, { villa_id: villa.id, ...high, checkin_weekdays: [6] });
  await createReservation(db, {
    villa_id: villa.id,
    status: 'confirmed',
    started_at: addDays(sat, 7),
    finished_at: addDays(sat, 10),
  });
  return villa;
}
