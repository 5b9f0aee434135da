/**
 * Public boat reads (issue 7; SPEC §7 /searchboats): boat cards for
 * `/listingboat`, the boat detail of `/boat/{slug}`, the listing filters.
 * Money is integer kuruş (TL × 100); rental days are half-open calendar days
 * [checkin, checkout) in Europe/Istanbul, so one day on 1 July is
 * checkin 07-01, checkout 07-02.
 */
import { z } from 'zod';
import { untranslatedField } from './translations.ts';
import { isoDate, MAX_DB_INT, pagingQuery } from './common.ts';
import { PAGE_SIZE } from './constants.ts';
import { Currency } from './enums.ts';
import { boatPricePeriod } from './boats.ts';
import { reviewScore, unitReview, villaImage } from './villas.ts';

/** Longest rental a search accepts, in days. */
export const MAX_BOAT_RENTAL_DAYS = 90;

export const BOAT_SEARCH_MESSAGES = {
  typeInvalid: 'Tekne tipi geçersiz.',
  marinaInvalid: 'Marina geçersiz.',
  guestsMin: 'Kişi sayısı en az 1 olmalı.',
  guestsMax: 'Kişi sayısı en fazla 100 olabilir.',
  datesTogether: 'Başlangıç ve bitiş tarihlerini birlikte seçin.',
  checkoutAfterCheckin: 'Bitiş tarihi başlangıç tarihinden sonra olmalı.',
  tooLong: `En fazla ${MAX_BOAT_RENTAL_DAYS} günlük kiralama aranabilir.`,
  pastDate: 'Geçmiş bir tarih için arama yapılamaz.',
  priceRange: 'En yüksek fiyat en düşük fiyattan küçük olamaz.',
  notFound: 'Tekne bulunamadı.',
} as const;

/** Orders of `/v1/searchboats`: the agency's order, price (daily "from" or the rental total), newest, largest. */
export const BOAT_SORTS = ['order', 'price_asc', 'price_desc', 'newest', 'capacity'] as const;
export const boatSort = z.enum(BOAT_SORTS);
export type BoatSort = z.infer<typeof boatSort>;

/** Boat type ids, comma-separated or repeated (`type=3,4` or `type=3&type=4`): a boat of any of them matches. */
const typeParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const parts = (v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).filter((s) => s.trim() !== '');
    const ids = parts.map((s) => Number(s.trim()));
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > MAX_DB_INT)) {
      ctx.addIssue({ code: 'custom', message: BOAT_SEARCH_MESSAGES.typeInvalid });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/**
 * `GET /v1/searchboats?client=true&…` query. Without dates: active boats with
 * their "from" daily rate (lowest rate of the periods still to come); the
 * price range bounds that daily rate. With `checkin`/`checkout`: boats free on
 * every day of [checkin, checkout) whose rental is bookable (every day priced,
 * at least the minimum days); the price range bounds the rental total. Prices
 * of the range are whole units of `currency`.
 */
export const boatSearchQuery = pagingQuery(PAGE_SIZE.boats)
  .extend({
    client: z.string().optional(),
    type: typeParam,
    marina: z.coerce
      .number()
      .int(BOAT_SEARCH_MESSAGES.marinaInvalid)
      .positive(BOAT_SEARCH_MESSAGES.marinaInvalid)
      .max(MAX_DB_INT, BOAT_SEARCH_MESSAGES.marinaInvalid)
      .optional(),
    guests: z.coerce
      .number()
      .int(BOAT_SEARCH_MESSAGES.guestsMin)
      .min(1, BOAT_SEARCH_MESSAGES.guestsMin)
      .max(100, BOAT_SEARCH_MESSAGES.guestsMax)
      .optional(),
    checkin: isoDate.optional(),
    checkout: isoDate.optional(),
    min_price: z.coerce.number().min(0).max(1e9).optional(),
    max_price: z.coerce.number().min(0).max(1e9).optional(),
    currency: Currency.default('TL'),
    sort: boatSort.default('order'),
  })
  .superRefine((q, ctx) => {
    if (!q.checkin !== !q.checkout) {
      ctx.addIssue({ code: 'custom', path: [q.checkin ? 'checkout' : 'checkin'], message: BOAT_SEARCH_MESSAGES.datesTogether });
    } else if (q.checkin && q.checkout) {
      if (q.checkout <= q.checkin) {
        ctx.addIssue({ code: 'custom', path: ['checkout'], message: BOAT_SEARCH_MESSAGES.checkoutAfterCheckin });
      } else if ((Date.parse(q.checkout) - Date.parse(q.checkin)) / 86_400_000 > MAX_BOAT_RENTAL_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['checkout'], message: BOAT_SEARCH_MESSAGES.tooLong });
      }
    }
    if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: BOAT_SEARCH_MESSAGES.priceRange });
    }
  });
export type BoatSearchQuery = z.infer<typeof boatSearchQuery>;

export const boatTypeRef = z.object({ id: z.number().int(), name: z.string() });
export const marinaRef = z.object({ marina_id: z.number().int(), name: z.string(), location: z.string() });

/** A boat of `/listingboat`. */
export const boatCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: boatTypeRef.nullable(),
  marina: marinaRef.nullable(),
  /** Guests allowed on board. */
  capacity: z.number().int(),
  cabins: z.number().int(),
  /** Length overall, metres. */
  length_m: z.number(),
  crew: z.number().int(),
  min_days: z.number().int(),
  /** The first image's smallest variant URL. */
  thumbnail: z.string().nullable(),
  /** The first image with all its variants (for srcset); null without images. */
  image: villaImage.nullable(),
  /** Where the boat is found on a map: its marina's position (WGS84); null when the marina has none. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Lowest daily rate among price periods that have not ended (kuruş); null = price on request. */
  from_price_kurus: z.number().int().nullable(),
  ...reviewScore.shape,
  /** With checkin/checkout: the whole rental's total (kuruş, and minor units of the chosen currency). */
  rental: z
    .object({ days: z.number().int(), total_kurus: z.number().int(), total_minor: z.number().int(), currency: Currency })
    .nullable(),
});
export type BoatCard = z.infer<typeof boatCard>;

/** `GET /v1/searchboats/options`: the listing's filter choices, counting active boats only. */
export const boatSearchOptions = z.object({
  types: z.array(boatTypeRef.extend({ count: z.number().int() })),
  marinas: z.array(marinaRef.extend({ count: z.number().int() })),
  /** Largest capacity among active boats: the guests selector's maximum (0 without boats). */
  capacity_max: z.number().int(),
  /** Lowest and highest daily rate still to come among active boats (kuruş); null when none. */
  price: z.object({ min_kurus: z.number().int().nullable(), max_kurus: z.number().int().nullable() }),
});
export type BoatSearchOptions = z.infer<typeof boatSearchOptions>;

/**
 * A dated boat rate as the public page shows it: the back office's period
 * (`boatPricePeriod`) without the boat's id. `weekly_price_kurus`: 7
 * consecutive days within the period, null = days charged one by one;
 * `min_days`: rental days starting in this period (at least the boat's own).
 */
export const publicBoatPrice = boatPricePeriod.omit({ boat_id: true });
export type PublicBoatPrice = z.infer<typeof publicBoatPrice>;

/** `GET /v1/boats/{slug}`: an active boat's public page data. */
export const publicBoatDetail = boatCard.omit({ rental: true, lat: true, lng: true }).extend({
  /** Sanitised HTML (paragraphs, lists, emphasis, links). */
  description: z.string(),
  marina: marinaRef.extend({ lat: z.number().nullable(), lng: z.number().nullable() }).nullable(),
  features: z.array(z.string()),
  /** Licence or permit ('TUGS-48-1234', 'Ticari yat belgesi'). */
  permit_number: z.string(),
  prepayment_percent: z.number().int(),
  /** 'HH:MM' on the rental day. */
  departure_time: z.string(),
  return_time: z.string(),
  images: z.array(villaImage),
  /** Periods that have not ended yet (end_date ≥ today), earliest first. */
  prices: z.array(publicBoatPrice),
  /** Published reviews, newest first (pending ones stay in the back office). */
  comments: z.array(unitReview),
  ...untranslatedField,
});
export type PublicBoatDetail = z.infer<typeof publicBoatDetail>;
