/**
 * Boat reservations and booking contract (issue 7; SPEC §3 "Boat reservation",
 * §7 /boatreservations, /searchboats): admin list/detail/update, public quote,
 * calendar and booking request. Boats are rented by the day: a rental is the
 * half-open range of calendar days [started_at, finished_at), so a one-day
 * trip on 1 July is started_at 07-01, finished_at 07-02. Public calls name
 * the same range `checkin`/`checkout` like the villa calls do. Money is
 * integer kuruş; `*_minor` amounts are in the chosen currency's minor unit.
 */
import { z } from 'zod';
import {
  bookingErrorBodyOf,
  bookingRequestFields,
  MAX_GUESTS,
  rentalRangeRefine,
  reservationLookup,
  unitBookingCreated,
  unitQuoteHead,
  unitReservationLookupFields,
  villaCalendarQuery,
} from './booking.ts';
import { isoDate, MAX_DB_INT } from './common.ts';
import { PAGE_SIZE } from './constants.ts';
import { Currency, ReservationStatus } from './enums.ts';
import {
  adminReservationCreate,
  adminReservationUpdate,
  conflictErrorBodyOf,
  reservationDetailFields,
  unitReservationItem,
  unitReservationsFilter,
  unitReservationsQuery,
} from './reservations.ts';

/**
 * One day of a boat's calendar: `free` = no option or confirmed reservation
 * holds that day; `priced` = a price period covers it; `min_days` = the
 * minimum rental length starting that day (period rule, at least the boat's).
 */
export const boatCalendarDay = z.object({
  date: isoDate,
  free: z.boolean(),
  priced: z.boolean(),
  min_days: z.number().int(),
});

/** `GET /v1/boats/{slug}/calendar?from&to` (at most 400 days) → `content`. */
export const boatCalendar = z.object({
  from: isoDate,
  to: isoDate,
  today: isoDate,
  min_days: z.number().int(),
  days: z.array(boatCalendarDay),
});
export type BoatCalendar = z.infer<typeof boatCalendar>;

/** `GET /v1/boats/{slug}/calendar` query: [from, to), at most 400 days (the villa calendar's rule). */
export const boatCalendarQuery = villaCalendarQuery;

// ---------------------------------------------------------------------------
// Public quote and booking request.

/**
 * Why a rental cannot be booked (UNAVAILABLE: an option or confirmed
 * reservation holds a day). CAPACITY_EXCEEDED is the pure rule's answer; the
 * API refuses more guests than the boat takes earlier, with 400 (like villas).
 */
export const BoatQuoteReason = z.enum(['MIN_DAYS', 'PRICE_ON_REQUEST', 'INVALID_RANGE', 'UNAVAILABLE', 'CAPACITY_EXCEEDED']);
export type BoatQuoteReason = z.infer<typeof BoatQuoteReason>;

/** Longest rental a quote or request accepts (days). */
export const MAX_RENTAL_DAYS = 90;

/** Days a full week has, charged at the weekly rate where one is set. */
export const DAYS_PER_WEEK = 7;

export const BOAT_BOOKING_MESSAGES = {
  checkoutAfterCheckin: 'Dönüş tarihi kalkış tarihinden sonra olmalı.',
  pastDate: 'Geçmiş bir tarih için rezervasyon yapılamaz.',
  rentalTooLong: `Tek seferde en fazla ${MAX_RENTAL_DAYS} günlük talep gönderebilirsiniz.`,
  tooManyGuests: (capacity: number) => `Bu tekne en fazla ${capacity} kişi alır.`,
  minDays: (days: number) => `Bu tarihlerde en az ${days} günlük kiralama gerekir.`,
  priceOnRequest: 'Seçtiğiniz günlerin bir kısmı için fiyat belirlenmemiş; fiyat için lütfen bizimle iletişime geçin.',
  unavailable: 'Seçtiğiniz günler bu tekne için dolu.',
  boatNotFound: 'Tekne bulunamadı.',
} as const;

const guests = z.coerce.number().int('Kişi sayısı tam sayı olmalı.').min(1, 'En az 1 kişi olmalı.').max(MAX_GUESTS);

/** Check-in before check-out, at most MAX_RENTAL_DAYS apart. */
const rentalRefine = rentalRangeRefine(MAX_RENTAL_DAYS, {
  checkoutAfterCheckin: BOAT_BOOKING_MESSAGES.checkoutAfterCheckin,
  tooLong: BOAT_BOOKING_MESSAGES.rentalTooLong,
});

/** `GET /v1/boats/{slug}/quote?checkin&checkout&guests&currency`: checkout is the day after the last rental day. */
export const boatQuoteQuery = z
  .object({ checkin: isoDate, checkout: isoDate, guests: guests.default(1), currency: Currency.default('TL') })
  .superRefine(rentalRefine);
export type BoatQuoteQuery = z.input<typeof boatQuoteQuery>;

/** Amounts of a boat quote in the chosen currency (minor units; `rate` = TL per unit). */
export const boatCurrencyAmounts = z.object({
  currency: Currency,
  rate: z.number(),
  total_minor: z.number().int(),
  prepayment_minor: z.number().int(),
});
export type BoatCurrencyAmounts = z.infer<typeof boatCurrencyAmounts>;

/** A full week charged at the weekly rate: the days [start, end). */
export const boatQuoteWeek = z.object({ start: isoDate, end: isoDate, price_kurus: z.number().int() });

/**
 * The quote of a rental (domain/boat-quote.ts). `bookable` = available and
 * priced under the rules; otherwise `reason` and a Turkish `message`.
 * `weeks` are charged at the weekly rate, `days` at daily rates; amounts are
 * null when the rental cannot be priced.
 */
export const boatQuote = z.object({
  ...unitQuoteHead('boat', 'days_count', { guests: z.number().int() }, BoatQuoteReason, 'min_days'),
  weeks: z.array(boatQuoteWeek),
  days: z.array(z.object({ date: isoDate, price_kurus: z.number().int() })),
  weeks_total_kurus: z.number().int().nullable(),
  days_total_kurus: z.number().int().nullable(),
  total_kurus: z.number().int().nullable(),
  prepayment_percent: z.number().int(),
  prepayment_kurus: z.number().int().nullable(),
  in_currency: boatCurrencyAmounts.nullable(),
});
export type BoatQuote = z.infer<typeof boatQuote>;

/** `POST /v1/boatreservations`: a visitor's boat booking request. */
export const boatBookingRequestBody = z
  .object(
    bookingRequestFields('boat_slug', {
      guests: z.number().int('Kişi sayısı tam sayı olmalı.').min(1, 'En az 1 kişi olmalı.').max(MAX_GUESTS),
    }),
  )
  .superRefine(rentalRefine);
export type BoatBookingRequestBody = z.input<typeof boatBookingRequestBody>;

export const boatBookingCreated = unitBookingCreated('boat', 'days', { guests: z.number().int() }, boatCurrencyAmounts);
export type BoatBookingCreated = z.infer<typeof boatBookingCreated>;

/** Error body of boat booking calls: the common one plus the quote's reason (409, 422). */
export const boatBookingErrorBody = bookingErrorBodyOf(BoatQuoteReason);

/**
 * A boat reservation found by `POST /v1/reservations/lookup` (code +
 * e-mail/phone); `kind: 'boat'` tells it from a villa reservation.
 */
export const boatReservationLookup = z.object({
  kind: z.literal('boat'),
  ...unitReservationLookupFields('boat', 'days', { guests: z.number().int() }),
});
export type BoatReservationLookup = z.infer<typeof boatReservationLookup>;

/** What the look-up answers: a villa reservation, or a boat one (`kind: 'boat'`). */
export const anyReservationLookup = z.union([boatReservationLookup, reservationLookup]);
export type AnyReservationLookup = z.infer<typeof anyReservationLookup>;

// ---------------------------------------------------------------------------
// Back office (ADMIN only; owners have villas only).

/**
 * `GET /v1/admin/boatreservations` filters (ISO strings, Istanbul days):
 * started_at: rentals starting on or after that day; finished_at: rentals
 * whose `finished_at` (the day after the last rental day) is on or before
 * it; created_at: made on that day or later; reservation_id: the code, any
 * case, partial.
 */
export const adminBoatReservationsQuery = unitReservationsQuery(PAGE_SIZE.boatReservations, 'boat_id', 'Geçersiz tekne.');
export type AdminBoatReservationsQuery = z.infer<typeof adminBoatReservationsQuery>;

/** `GET /v1/admin/boatreservations.csv` filters: the list's without paging. */
export const adminBoatReservationsCsvQuery = unitReservationsFilter('boat_id', 'Geçersiz tekne.');
export type AdminBoatReservationsCsvQuery = z.infer<typeof adminBoatReservationsCsvQuery>;

export const reservationBoatRef = z.object({ id: z.number().int(), name: z.string() });

export const adminBoatReservationItem = unitReservationItem('boat', reservationBoatRef, 'days', { guests: z.number().int() });
export type AdminBoatReservationItem = z.infer<typeof adminBoatReservationItem>;

export const adminBoatReservationDetail = adminBoatReservationItem.extend({
  boat: reservationBoatRef.extend({
    slug: z.string(),
    capacity: z.number().int(),
    prepayment_percent: z.number().int(),
    departure_time: z.string(),
    return_time: z.string(),
  }),
  ...reservationDetailFields,
});
export type AdminBoatReservationDetail = z.infer<typeof adminBoatReservationDetail>;

const { adults: _adults, children: _children, infants: _infants, ...villaUpdateFields } = adminReservationUpdate.shape;

/** `PUT /v1/admin/boatreservations/{id}`: fields left out stay as they are. */
export const adminBoatReservationUpdate = z
  .object({
    ...villaUpdateFields,
    guests: z.coerce
      .number()
      .int('Kişi sayısı tam sayı olmalı.')
      .min(1, 'En az 1 kişi olmalı.')
      .max(MAX_GUESTS, `Kişi sayısı en fazla ${MAX_GUESTS} olabilir.`)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.started_at && v.finished_at && v.finished_at <= v.started_at)
      ctx.addIssue({ code: 'custom', path: ['finished_at'], message: 'Bitiş tarihi başlangıç tarihinden sonra olmalı.' });
  });
export type AdminBoatReservationUpdate = z.input<typeof adminBoatReservationUpdate>;

const {
  villa_id: _villaId,
  adults: _createAdults,
  children: _createChildren,
  infants: _createInfants,
  ...villaCreateFields
} = adminReservationCreate.shape;

/**
 * `POST /v1/admin/boatreservations` (issue 24): a boat booking the agency
 * takes by phone (channel 'admin'), like the villa one: the half-open days
 * [started_at, finished_at), guests, the guest, the status (pending, option,
 * confirmed) and an optional manual total in kuruş — left out, the boat's
 * quote prices it.
 */
export const adminBoatReservationCreate = z
  .object({
    boat_id: z.coerce.number().int().positive('Tekne seçin.').max(MAX_DB_INT, 'Tekne seçin.'),
    ...villaCreateFields,
    guests: z.coerce
      .number()
      .int('Kişi sayısı tam sayı olmalı.')
      .min(1, 'En az 1 kişi olmalı.')
      .max(MAX_GUESTS, `Kişi sayısı en fazla ${MAX_GUESTS} olabilir.`),
  })
  .superRefine((v, ctx) => {
    if (v.finished_at <= v.started_at)
      ctx.addIssue({ code: 'custom', path: ['finished_at'], message: 'Bitiş tarihi başlangıç tarihinden sonra olmalı.' });
  });
export type AdminBoatReservationCreate = z.input<typeof adminBoatReservationCreate>;

/** A boat reservation holding the days a write wanted (409 `conflict`). */
export const boatHoldConflict = z.object({
  id: z.number().int(),
  reservation_id: z.string(),
  status: ReservationStatus,
  started_at: z.string(),
  finished_at: z.string(),
  label: z.string(),
});
export type BoatHoldConflict = z.infer<typeof boatHoldConflict>;

export const boatConflictErrorBody = conflictErrorBodyOf(boatHoldConflict);

/** The boat's back-office reservation shapes as one set (`/v1/admin/boatreservations`; see VILLA_ADMIN_RESERVATION_SCHEMAS). */
export const BOAT_ADMIN_RESERVATION_SCHEMAS = {
  query: adminBoatReservationsQuery,
  csvQuery: adminBoatReservationsCsvQuery,
  item: adminBoatReservationItem,
  detail: adminBoatReservationDetail,
  create: adminBoatReservationCreate,
  update: adminBoatReservationUpdate,
  conflict: boatConflictErrorBody,
};

/**
 * Mails of one boat reservation: `POST /v1/admin/boatreservations/{id}/sendconfirm`
 * and `…/{id}/sendbank` (the villa calls take the id in the body; under the
 * boat prefix the id sits in the path like every other boat reservation call).
 */
export const BOAT_RESERVATION_MAIL_KINDS = ['sendconfirm', 'sendbank'] as const;
