/**
 * Public booking shapes (DESIGN §3, issue 5): the stay quote, the villa
 * calendar for the date picker, short-term offers, the booking request and
 * the reservation look-up. Money is integer kuruş; `*_minor` amounts are in
 * the chosen currency's minor unit (cents, pence; kuruş for TL).
 */
import { z } from 'zod';
import { MAX_INFANTS } from './party.ts';
import { requestNextSteps } from './next-steps.ts';
import { errorBodyWith, isoDate, localeField, MAX_DB_INT, pagingQuery, keyed } from './common.ts';
import { Currency, ReservationStatus } from './enums.ts';
import { villaCard } from './villas.ts';

/** Why a stay cannot be booked (UNAVAILABLE: a holding record overlaps it). */
export const QuoteReason = z.enum(['MIN_NIGHTS', 'CHECKIN_DAY', 'PRICE_ON_REQUEST', 'INVALID_RANGE', 'UNAVAILABLE']);
export type QuoteReason = z.infer<typeof QuoteReason>;

/** Longest stay a quote or request accepts (nights). */
export const MAX_STAY_NIGHTS = 90;
/** Most guests (adults + children) a request may name, before the villa's capacity. */
export const MAX_GUESTS = 50;
/** Short-term offers start within this many days from today (DESIGN §3). */
export const SHORTTERM_WINDOW_DAYS = 60;
/** Booking requests allowed per IP in the window below (overridable by BOOKING_RATE_LIMIT). */
export const BOOKING_RATE_LIMIT = { max: 5, window: '10 minutes' } as const;

export const BOOKING_MESSAGES = {
  checkoutAfterCheckin: 'Çıkış tarihi giriş tarihinden sonra olmalı.',
  pastDate: 'Geçmiş bir tarih için rezervasyon yapılamaz.',
  stayTooLong: `Tek seferde en fazla ${MAX_STAY_NIGHTS} gece için talep gönderebilirsiniz.`,
  tooManyGuests: (capacity: number) => `Bu villa en fazla ${capacity} kişiliktir.`,
  kvkkRequired: 'Devam etmek için KVKK aydınlatma metnini onaylamalısınız.',
  phoneInvalid: 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67 veya +44 20 7946 0958).',
  unavailable: 'Seçtiğiniz tarihler bu villa için dolu.',
  lookupNotFound: 'Bu bilgilerle eşleşen bir rezervasyon bulunamadı. Kodu ve iletişim bilgisini kontrol edin.',
  rateNotSet: 'Seçilen para birimi için döviz kuru tanımlı değil.',
  codeUnavailable: 'Rezervasyon kodu oluşturulamadı; talebiniz kaydedilmedi. Lütfen birkaç saniye sonra tekrar gönderin.',
} as const;

/**
 * A phone number in E.164 form: Turkish '0532 123 45 67', '532 123 45 67',
 * '+90 (532) 123-45-67', '0090…' and international '+44 20 7946 0958'.
 * Null when it cannot be one.
 */
export function normalisePhone(input: string): string | null {
  const raw = input.trim();
  if (!/^[+\d\s().\-/]+$/.test(raw)) return null;
  let digits = raw.replace(/\D/g, '');
  let international = raw.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international) {
    // Turkish national forms: 0 5xx xxx xx xx, or the 10 digits alone.
    if (digits.length === 11 && digits.startsWith('0')) digits = `90${digits.slice(1)}`;
    else if (digits.length === 10 && /^[2-5]/.test(digits)) digits = `90${digits}`;
    else return null;
  }
  if (digits.startsWith('90')) return digits.length === 12 && /^90[2-5]/.test(digits) ? `+${digits}` : null;
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? `+${digits}` : null;
}

const guestsCount = (min: number) => z.coerce.number().int('Kişi sayısı tam sayı olmalı.').min(min).max(MAX_GUESTS);
/** Infants of a quote or request: 0 to MAX_INFANTS, with its Turkish messages. */
export const infantsCount = z.coerce
  .number({ error: 'Bebek sayısı sayı olmalı.' })
  .int('Bebek sayısı tam sayı olmalı.')
  .min(0, 'Bebek sayısı 0 veya daha fazla olmalı.')
  .max(MAX_INFANTS, `En fazla ${MAX_INFANTS} bebek yazılabilir.`);

/**
 * A rental unit kind's range rule for public calls: check-in before check-out
 * (else `messages.checkoutAfterCheckin`), at most `maxLength` nights or days
 * apart (else `messages.tooLong`); issues on `checkout`.
 */
export const rentalRangeRefine =
  (maxLength: number, messages: { checkoutAfterCheckin: string; tooLong: string }) =>
  (v: { checkin?: string | undefined; checkout?: string | undefined }, ctx: z.RefinementCtx) => {
    if (!v.checkin || !v.checkout) return;
    if (v.checkout <= v.checkin) {
      ctx.addIssue({ code: 'custom', path: ['checkout'], message: messages.checkoutAfterCheckin });
      return;
    }
    const length = (Date.parse(v.checkout) - Date.parse(v.checkin)) / 86_400_000;
    if (length > maxLength) ctx.addIssue({ code: 'custom', path: ['checkout'], message: messages.tooLong });
  };

/** Check-in before check-out, at most MAX_STAY_NIGHTS apart. */
const stayRefine = rentalRangeRefine(MAX_STAY_NIGHTS, {
  checkoutAfterCheckin: BOOKING_MESSAGES.checkoutAfterCheckin,
  tooLong: BOOKING_MESSAGES.stayTooLong,
});

/** `GET /v1/villas/{slug}/quote` query. */
export const stayQuoteQuery = z
  .object({
    checkin: isoDate,
    checkout: isoDate,
    adults: guestsCount(1).default(1),
    children: guestsCount(0).default(0),
    infants: infantsCount.default(0),
    currency: Currency.default('TL'),
  })
  .superRefine(stayRefine);
export type StayQuoteQuery = z.infer<typeof stayQuoteQuery>;

/** Amounts of a quote converted into the chosen currency (minor units; `rate` = TL per unit). */
export const currencyAmounts = z.object({
  currency: Currency,
  rate: z.number(),
  nights_total_minor: z.number().int(),
  cleaning_fee_minor: z.number().int(),
  total_minor: z.number().int(),
  prepayment_minor: z.number().int(),
  damage_deposit_minor: z.number().int(),
});
export type CurrencyAmounts = z.infer<typeof currencyAmounts>;

const villaParty = { adults: z.number().int(), children: z.number().int(), infants: z.number().int() };

/**
 * The fields a quote of any unit kind starts with: the unit (`unit`: slug, name,
 * capacity), the range, its length (`length`: nights or days), the party, whether
 * it is available and bookable, else `reason` (the kind's enum) and a Turkish
 * `message`, and the minimum length (`min`) that applied.
 */
export const unitQuoteHead = <U extends string, L extends string, P extends z.ZodRawShape, R extends z.ZodType, M extends string>(
  unit: U,
  length: L,
  party: P,
  reason: R,
  min: M,
) => ({
  ...keyed(unit, z.object({ slug: z.string(), name: z.string(), capacity: z.number().int() })),
  checkin: isoDate,
  checkout: isoDate,
  ...keyed(length, z.number().int()),
  ...party,
  available: z.boolean(),
  bookable: z.boolean(),
  reason: reason.nullable() as z.ZodNullable<R>,
  message: z.string().nullable(),
  ...keyed(min, z.number().int()),
});

/**
 * The quote of a stay. `bookable` = available and priced under the rules;
 * otherwise `reason` and a Turkish `message`. Amounts are null when the
 * stay cannot be priced.
 */
export const stayQuote = z.object({
  ...unitQuoteHead('villa', 'nights_count', villaParty, QuoteReason, 'min_nights'),
  /** True when the stay exactly fills a gap between bookings (minimum-night rules waived). */
  fills_gap: z.boolean(),
  nights: z.array(z.object({ date: isoDate, price_kurus: z.number().int() })),
  nights_total_kurus: z.number().int().nullable(),
  cleaning_fee_kurus: z.number().int(),
  total_kurus: z.number().int().nullable(),
  prepayment_percent: z.number().int(),
  prepayment_kurus: z.number().int().nullable(),
  damage_deposit_kurus: z.number().int(),
  in_currency: currencyAmounts.nullable(),
});
export type StayQuote = z.infer<typeof stayQuote>;

/** A unit's calendar query (`GET /v1/villas/{slug}/calendar`, `/v1/boats/{slug}/calendar`): [from, to), at most 400 days. */
export const villaCalendarQuery = z.object({ from: isoDate, to: isoDate }).superRefine((v, ctx) => {
  if (v.to <= v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Bitiş tarihi başlangıçtan sonra olmalı.' });
  else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 > 400)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'En fazla 400 günlük takvim istenebilir.' });
});

/**
 * One day of the date picker: `free` = its night is not held (a check-in may
 * start and a stay may run through it; a check-out may fall on a held day);
 * `checkin` = the check-in day rule allows arriving; `min_nights` of a stay
 * starting that day; `priced` = a price period covers that night.
 */
export const calendarDay = z.object({
  date: isoDate,
  free: z.boolean(),
  checkin: z.boolean(),
  min_nights: z.number().int(),
  priced: z.boolean(),
});
export const villaCalendar = z.object({
  from: isoDate,
  to: isoDate,
  today: isoDate,
  min_stay: z.number().int(),
  days: z.array(calendarDay),
});
export type VillaCalendar = z.infer<typeof villaCalendar>;

/** `GET /v1/search/shortterm` query. */
export const shorttermQuery = pagingQuery(20).extend({
  client: z.string().optional(),
  town: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
  guests: z.coerce.number().int().min(1).max(MAX_GUESTS).optional(),
  currency: Currency.default('TL'),
});
export type ShorttermQuery = z.infer<typeof shorttermQuery>;

export const shorttermOffer = z.object({
  villa: villaCard,
  start: isoDate,
  end: isoDate,
  nights: z.number().int(),
  /** The villa's usual minimum for a stay starting on `start`. */
  min_nights: z.number().int(),
  total_kurus: z.number().int(),
  total_minor: z.number().int().nullable(),
  currency: Currency,
});
export type ShorttermOffer = z.infer<typeof shorttermOffer>;

/**
 * The fields of a public booking request of any unit kind, in order: the
 * unit's slug (`slugKey`), checkin, checkout, the kind's `party`, then the
 * guest's contact, note, currency and KVKK consent.
 */
export const bookingRequestFields = <K extends string, P extends z.ZodRawShape>(slugKey: K, party: P) => ({
  ...keyed(slugKey, z.string().trim().min(1).max(120)),
  checkin: isoDate,
  checkout: isoDate,
  ...party,
  ...bookingContactFields,
});

const bookingContactFields = {
  name: z.string().trim().min(2, 'Adınızı ve soyadınızı yazın.').max(100, 'Ad en fazla 100 karakter olabilir.'),
  email: z.string().trim().max(200).email('Geçerli bir e-posta adresi girin.'),
  phone: z
    .string()
    .max(40, BOOKING_MESSAGES.phoneInvalid)
    .transform((v, ctx) => {
      const p = normalisePhone(v);
      if (!p) {
        ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return p;
    }),
  note: z.string().trim().max(1000, 'Not en fazla 1000 karakter olabilir.').default(''),
  currency: Currency.default('TL'),
  kvkk: z.literal(true, BOOKING_MESSAGES.kvkkRequired),
  /** The guest's language (issue 18): stored on the reservation, it chooses their mails; absent → the request's. */
  lang: localeField.optional(),
};

/** `POST /v1/reservations`: a visitor's booking request. */
export const bookingRequestBody = z
  .object(
    bookingRequestFields('villa_slug', {
      adults: z.number().int('Yetişkin sayısı tam sayı olmalı.').min(1, 'En az 1 yetişkin olmalı.').max(MAX_GUESTS),
      children: z.number().int('Çocuk sayısı tam sayı olmalı.').min(0).max(MAX_GUESTS).default(0),
      infants: infantsCount.default(0),
    }),
  )
  .superRefine(stayRefine);
export type BookingRequestBody = z.input<typeof bookingRequestBody>;

const unitSlugName = z.object({ slug: z.string(), name: z.string() });

/** The answer to a booking request of one unit kind: `unit` its reference, `length` nights or days, `party` the counts. */
export const unitBookingCreated = <U extends string, L extends string, P extends z.ZodRawShape, A extends z.ZodTypeAny>(
  unit: U,
  length: L,
  party: P,
  amounts: A,
) =>
  z.object({
    reservation_id: z.string(),
    status: ReservationStatus,
    ...keyed(unit, unitSlugName),
    checkin: isoDate,
    checkout: isoDate,
    ...keyed(length, z.number().int()),
    ...party,
    total_price_kurus: z.number().int(),
    prepayment_kurus: z.number().int(),
    in_currency: amounts.nullable(),
    email: z.string(),
    /** What happens now: answer time, option, kapora and how to pay it, how to reach the agency (issue 23). */
    next_steps: requestNextSteps,
  });

export const bookingCreated = unitBookingCreated('villa', 'nights', villaParty, currencyAmounts);
export type BookingCreated = z.infer<typeof bookingCreated>;

/** `POST /v1/reservations/lookup`: reservation code plus the e-mail or phone it was made with. */
export const reservationLookupBody = z.object({
  code: z.string().trim().min(1, 'Rezervasyon kodunu yazın.').max(20),
  contact: z.string().trim().min(3, 'E-posta adresinizi veya telefon numaranızı yazın.').max(200),
});
export type ReservationLookupBody = z.infer<typeof reservationLookupBody>;

/** The fields of a looked-up reservation of one unit kind: `unit` its reference, `length` nights or days, `party` the counts. */
export const unitReservationLookupFields = <U extends string, L extends string, P extends z.ZodRawShape>(
  unit: U,
  length: L,
  party: P,
) => ({
  reservation_id: z.string(),
  status: ReservationStatus,
  ...keyed(unit, unitSlugName),
  started_at: isoDate,
  finished_at: isoDate,
  ...keyed(length, z.number().int()),
  ...party,
  total_price_kurus: z.number().int().nullable(),
  created_at: z.string(),
});

export const reservationLookup = z.object(unitReservationLookupFields('villa', 'nights', villaParty));
export type ReservationLookup = z.infer<typeof reservationLookup>;

/** Turkish labels of reservation statuses for guests. */
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: 'Talep alındı',
  option: 'Opsiyonlu',
  confirmed: 'Onaylandı',
  cancelled: 'İptal edildi',
  completed: 'Tamamlandı',
};

/** Error body of a unit kind's booking calls: the common one plus the kind's quote `reason` (409, 422). */
export const bookingErrorBodyOf = <R extends z.ZodTypeAny>(reason: R) => errorBodyWith({ reason: reason.optional() });

/** Error body of booking calls: the common one plus the quote's reason (422) or the conflicting dates (409). */
export const bookingErrorBody = bookingErrorBodyOf(QuoteReason);
