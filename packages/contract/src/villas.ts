/** Villa shapes for the admin and public calls of SPEC §7. Money is integer kuruş. */
import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { booleanQuery } from './catalogue.ts';
import { isoDate, MAX_DB_INT, pagingQuery, queryId } from './common.ts';
import { Currency } from './enums.ts';
import { MAX_DISTANCE_M, villaDistances } from './villa-distances.ts';
import { missingTranslationQuery, missingTranslationsField, translationsAnswer, untranslatedField } from './translations.ts';

export const imageVariant = z.object({ width: z.number().int(), url: z.string() });
export const villaImage = z.object({
  id: z.number().int(),
  order: z.number().int(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Smallest first; each a WebP URL under /v1/media. */
  variants: z.array(imageVariant),
});
export type VillaImage = z.infer<typeof villaImage>;

export const feature = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export const villaTypeRef = z.object({ id: z.number().int(), name: z.string() });
export const townRef = z.object({ town_id: z.number().int(), name: z.string() });
export const districtRef = z.object({ district_id: z.number().int(), name: z.string() });

/** A dated price period; `end_date` is the last priced night (inclusive). */
export const pricePeriod = z.object({
  id: z.number().int(),
  start_date: isoDate,
  end_date: isoDate,
  nightly_price_kurus: z.number().int(),
  min_nights: z.number().int(),
  /** 0 = Sunday … 6 = Saturday; null = any day. */
  checkin_weekdays: z.array(z.number().int().min(0).max(6)).nullable(),
});
export type PricePeriod = z.infer<typeof pricePeriod>;

/** A review's fields after its id (and, for the admin calls, its villa). */
export const villaCommentFields = {
  name: z.string(),
  rating: z.number().int(),
  text: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  /** The agency's published answer (issue 24); null: none. */
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  /** "Konaklamış misafir": the reviewer gave the code of a finished stay here (decision 016). */
  verified_stay: z.boolean(),
};

export const villaComment = z.object({ id: z.number().int(), ...villaCommentFields });

/** A published review of a villa or a boat on its public page (the same shape for both kinds of unit). */
export const unitReview = villaComment;
export type UnitReview = z.infer<typeof unitReview>;

/** A unit card's review score (villa and boat cards, issue 23). */
export const reviewScore = z.object({
  /** Average of the published reviews' ratings, one decimal (4.8); null: no published review (issue 23). */
  rating: z.number().nullable(),
  /** Published reviews (pending ones and the agency's replies do not count). */
  review_count: z.number().int(),
});

export const villaListItem = z.object({
  id: z.number().int(),
  villa_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  active: z.boolean(),
  popular: z.boolean(),
  order: z.number().int(),
  town: townRef.nullable(),
  district: districtRef.nullable(),
  types: z.array(villaTypeRef),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  capacity: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  thumbnail: z.string().nullable(),
  ...missingTranslationsField,
});
export type VillaListItem = z.infer<typeof villaListItem>;

export const villaDetail = villaListItem.extend({
  description: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  permit_number: z.string(),
  min_stay: z.number().int(),
  cleaning_fee_kurus: z.number().int(),
  damage_deposit_kurus: z.number().int(),
  prepayment_percent: z.number().int(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  features: z.array(feature),
  images: z.array(villaImage),
  prices: z.array(pricePeriod),
  comments: z.array(villaComment),
  ...villaDistances.shape,
  /** Admin reads only: the stored translations (issue 18). */
  translations: translationsAnswer.optional(),
  ...untranslatedField,
});
export type VillaDetail = z.infer<typeof villaDetail>;

/** `order` query of `GET /v1/admin/villas` (SPEC §7: order[&id][&popular]). */
export const villaSort = z.enum(['order', 'id', 'popular']);
/**
 * The back office's villa list (issue 24): `order`/`dir` sort, `q` searches
 * names by Turkish case rules, and the filters narrow the list — region
 * (`town_id` the ilçe, `district_id` the bölge), `owner_id`, `active` and `popular` ('true' or
 * 'false'). An OWNER's list stays their own villas whatever the filters say.
 */
export const adminVillasQuery = pagingQuery(PAGE_SIZE.villas).extend({
  order: villaSort.default('order'),
  dir: z.enum(['asc', 'desc']).optional(),
  q: z.string().trim().max(100).optional(),
  town_id: queryId('İlçe geçersiz.').optional(),
  district_id: queryId('Bölge geçersiz.').optional(),
  owner_id: queryId('Ev sahibi geçersiz.').optional(),
  /** The bulk price tools select by type too (issue 24). */
  type_id: queryId('Villa tipi geçersiz.').optional(),
  active: booleanQuery.optional(),
  popular: booleanQuery.optional(),
  missing_translation: missingTranslationQuery.optional(),
});
export type AdminVillasQuery = z.infer<typeof adminVillasQuery>;

/** `GET /v1/search/input` result item (SPEC §3 "Villa search result"). */
export const villaSearchResult = z.object({ slug: z.string(), name: z.string(), thumbnail: z.string().nullable() });
export type VillaSearchResult = z.infer<typeof villaSearchResult>;

export const searchInputQuery = z.object({ searchString: z.string().max(100).default('') });

/** Public listing card (`/v2/search`). `from_price_kurus`: lowest nightly rate of the coming 12 months. */
export const villaCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  town: z.string().nullable(),
  district: z.string().nullable(),
  types: z.array(villaTypeRef),
  capacity: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  popular: z.boolean(),
  thumbnail: z.string().nullable(),
  images: z.array(villaImage),
  from_price_kurus: z.number().int().nullable(),
  features: z.array(feature),
  /** The villa's position (WGS84 degrees) for the listing's map (issue 23); null: not set, left off the map. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  ...reviewScore.shape,
  /** With check-in/check-out: the whole stay's total (kuruş, and minor units of the chosen currency). */
  stay: z
    .object({ nights: z.number().int(), total_kurus: z.number().int(), total_minor: z.number().int(), currency: Currency })
    .nullable()
    .optional(),
});
export type VillaCard = z.infer<typeof villaCard>;

/** The largest bedrooms minimum the public search takes. */
export const MAX_BEDROOMS_FILTER = 20;
/** The listing's "Yatak odası" choices ("1+" … "6+"), counted in `/v1/search/options`. */
export const BEDROOM_FILTER_STEPS = [1, 2, 3, 4, 5, 6] as const;

const typesParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return [];
    const parts = (Array.isArray(v) ? v : v.split(',')).filter((s) => s !== '');
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > MAX_DB_INT)) {
      ctx.addIssue({ code: 'custom', message: 'Villa tipi geçersiz.' });
      return z.NEVER;
    }
    return ids;
  });

/** Feature ids, comma-separated or repeated; a villa must have all of them. */
const featuresParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const ids = (v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).filter((s) => s !== '').map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > MAX_DB_INT)) {
      ctx.addIssue({ code: 'custom', message: 'Özellik geçersiz.' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

export const publicSearchQuery = pagingQuery(PAGE_SIZE.villas)
  .extend({
    client: z.string().optional(),
    types: typesParam,
    town: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
    sort: z.enum(['order', 'popular', 'price_asc', 'price_desc', 'newest']).default('order'),
    // Stay search (issue 5): both dates or none; guests = adults + children.
    checkin: isoDate.optional(),
    checkout: isoDate.optional(),
    guests: z.coerce.number().int().min(1, 'Kişi sayısı en az 1 olmalı.').max(50).optional(),
    district: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
    features: featuresParam,
    /** Whole-stay total (with dates) or nightly "from" price (without), in whole units of `currency`. */
    min_price: z.coerce.number().min(0).max(1e9).optional(),
    max_price: z.coerce.number().min(0).max(1e9).optional(),
    currency: Currency.default('TL'),
    /** Sea within this many metres ("denize 500 m'den yakın", issue 23); villas without a sea distance drop out. */
    max_sea_m: z.coerce
      .number({ error: 'Denize uzaklık metre cinsinden sayı olmalı.' })
      .int('Denize uzaklık tam metre olmalı.')
      .min(0, 'Denize uzaklık negatif olamaz.')
      .max(MAX_DISTANCE_M, 'Denize uzaklık en fazla 1.000.000 m olabilir.')
      .optional(),
    /** At least this many bedrooms ("Yatak odası 3+", issue 23). */
    bedrooms: z.coerce
      .number({ error: 'Yatak odası sayısı bir sayı olmalı.' })
      .int('Yatak odası sayısı tam sayı olmalı.')
      .min(1, 'Yatak odası sayısı en az 1 olmalı.')
      .max(MAX_BEDROOMS_FILTER, `Yatak odası sayısı en fazla ${MAX_BEDROOMS_FILTER} olabilir.`)
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.checkin !== !q.checkout)
      ctx.addIssue({
        code: 'custom',
        path: [q.checkin ? 'checkout' : 'checkin'],
        message: 'Giriş ve çıkış tarihlerini birlikte seçin.',
      });
    else if (q.checkin && q.checkout) {
      if (q.checkout <= q.checkin)
        ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'Çıkış tarihi giriş tarihinden sonra olmalı.' });
      else if ((Date.parse(q.checkout) - Date.parse(q.checkin)) / 86_400_000 > 90)
        ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'En fazla 90 gecelik konaklama aranabilir.' });
    }
    if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price)
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'En yüksek fiyat en düşük fiyattan küçük olamaz.' });
  });
export type PublicSearchQuery = z.infer<typeof publicSearchQuery>;
