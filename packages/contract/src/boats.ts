/**
 * Boat catalogue contract (issue 7; SPEC §3, §7, §9): boat types, marinas,
 * boats, their price periods and images, for the back office (and shapes the
 * public boat pages may reuse). Money is integer kuruş; dates 'YYYY-MM-DD'
 * (Europe/Istanbul); a price period's `end_date` is its last priced day
 * (inclusive). Page sizes: 10 boat types, 10 marinas, 20 boats.
 */
import { z } from 'zod';
import { catalogueName } from './catalogue.ts';
import { errorBody, isoDate, MAX_DB_INT, pagingQuery, wholeNumber } from './common.ts';
import { PAGE_SIZE } from './constants.ts';
import { pricePeriodBodies, recordId, slugValue } from './villa-editor.ts';
import { villaImage } from './villas.ts';
import { missingTranslationQuery, missingTranslationsField, translationsAnswer, translationsBody } from './translations.ts';

const id = recordId;
const pathId = z.coerce.number().int('Geçersiz kimlik.').positive('Geçersiz kimlik.').max(MAX_DB_INT, 'Geçersiz kimlik.');
const searchText = z.string().trim().max(80, 'Arama metni en fazla 80 karakter olabilir.').optional();
const time = (label: string) =>
  z.string({ error: `${label} gerekli.` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} SS:DD biçiminde olmalı (ör. 10:00).`);
const kurus = (label: string) =>
  z
    .number({ error: `${label} sayı olmalı.` })
    .int(`${label} kuruş cinsinden tam sayı olmalı.`)
    .positive(`${label} 0’dan büyük olmalı.`)
    .max(MAX_DB_INT, `${label} çok büyük.`);

/** A boat that blocks a delete (409 details: `boats`). */
export const boatUsage = z.object({ id: z.number().int(), name: z.string() });
export type BoatUsage = z.infer<typeof boatUsage>;

/** 409 of a boat type or marina delete that boats still use: the message names them, `boats` lists them all. */
export const boatInUseErrorBody = z.object({
  content: errorBody.shape.content.extend({ boats: z.array(boatUsage).optional() }),
});
export type BoatInUseErrorBody = z.infer<typeof boatInUseErrorBody>;

// ── Boat types (`/boattypes`) ──────────────────────────────────────────────
export const boatTypeBody = z.object({ name: catalogueName });
export type BoatTypeBody = z.infer<typeof boatTypeBody>;

export const boatTypeItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Boats of this type (active or not). */
  boat_count: z.number().int().nonnegative(),
});
export type BoatTypeItem = z.infer<typeof boatTypeItem>;

export const boatTypesQuery = pagingQuery(PAGE_SIZE.boatTypes).extend({ q: searchText });

// ── Marinas (`/marina`, `/showmarina/{id}`) ────────────────────────────────
const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).nullable().default(null);

/**
 * `POST /marina`, `PUT /marina/{marina_id}`. An empty or missing `slug` is
 * generated from the name (`slugify`); slugs are unique (409 otherwise).
 */
export const marinaBody = z.object({
  name: catalogueName,
  slug: z.union([z.literal(''), slugValue]).optional(),
  location: z.string().trim().max(120, 'Konum en fazla 120 karakter olabilir.').default(''),
  lat: coordinate(-90, 90, 'Enlem -90 ile 90 arasında olmalı.'),
  lng: coordinate(-180, 180, 'Boylam -180 ile 180 arasında olmalı.'),
});
export type MarinaBody = z.input<typeof marinaBody>;

export const marinaItem = z.object({
  marina_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  location: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Boats berthed here (active or not). */
  boat_count: z.number().int().nonnegative(),
});
export type MarinaItem = z.infer<typeof marinaItem>;

export const marinasQuery = pagingQuery(PAGE_SIZE.marinas).extend({ q: searchText });
export const marinaIdParam = z.object({ marina_id: pathId });

// ── Boats (`/boat`) ────────────────────────────────────────────────────────
/** The boat's path key of `PUT /boat/{villa_id}`: SPEC §3 names it villa_id even for boats. */
export const boatVillaIdParam = z.object({ villa_id: pathId });

const featureText = z.string().trim().min(1, 'Özellik boş olamaz.').max(60, 'Bir özellik en fazla 60 karakter olabilir.');

/**
 * Body of `POST /boat` and `PUT /boat/{villa_id}`. `slug` omitted or empty:
 * generated from the name on create, kept on edit. `description` is rich-text
 * HTML, sanitised on the server. `order` omitted: last on create, kept on edit.
 */
export const boatWriteBody = z.object({
  name: z
    .string({ error: 'Tekne adı gerekli.' })
    .trim()
    .min(2, 'Tekne adı en az 2 karakter olmalı.')
    .max(120, 'Tekne adı en fazla 120 karakter olabilir.'),
  slug: z.union([z.literal(''), slugValue]).optional(),
  type_id: id('Tekne tipi').nullable().default(null),
  marina_id: id('Marina').nullable().default(null),
  capacity: wholeNumber('Kapasite', [1, 'Kapasite en az 1 kişi olmalı.'], [500, 'Kapasite en fazla 500 kişi olabilir.']),
  cabins: wholeNumber('Kabin sayısı', [0, 'Kabin sayısı negatif olamaz.'], [50, 'Kabin sayısı en fazla 50 olabilir.']),
  length_m: z
    .number({ error: 'Uzunluk sayı olmalı.' })
    .min(2, 'Uzunluk en az 2 metre olmalı.')
    .max(200, 'Uzunluk en fazla 200 metre olabilir.'),
  crew: wholeNumber('Mürettebat sayısı', [0, 'Mürettebat sayısı negatif olamaz.'], [50, 'Mürettebat en fazla 50 kişi olabilir.']),
  description: z.string().max(50_000, 'Açıklama çok uzun.').default(''),
  features: z.array(featureText).max(40, 'En fazla 40 özellik eklenebilir.').default([]),
  permit_number: z.string().trim().max(120, 'Ruhsat / izin bilgisi en fazla 120 karakter olabilir.').default(''),
  min_days: wholeNumber(
    'En az kiralama günü',
    [1, 'En az kiralama 1 gün olmalı.'],
    [60, 'En az kiralama en fazla 60 gün olabilir.'],
  ),
  prepayment_percent: wholeNumber(
    'Ön ödeme oranı',
    [0, 'Ön ödeme oranı 0–100 arasında olmalı.'],
    [100, 'Ön ödeme oranı 0–100 arasında olmalı.'],
  ),
  departure_time: time('Kalkış saati').default('10:00'),
  return_time: time('Dönüş saati').default('18:00'),
  order: z.number().int('Sıra tam sayı olmalı.').min(0, 'Sıra negatif olamaz.').max(MAX_DB_INT).optional(),
  active: z.boolean({ error: 'Aktiflik true veya false olmalı.' }).default(true),
  /** English (and later) texts; omitted: the stored translations stay as they are. */
  translations: translationsBody('boat').optional(),
});
export type BoatWriteBody = z.input<typeof boatWriteBody>;

// Same shapes as boat-public.ts's refs; kept local so that the two files do not export one name twice.
const typeRef = z.object({ id: z.number().int(), name: z.string() });
const marinaRefShape = z.object({ marina_id: z.number().int(), name: z.string(), location: z.string() });

/** A boat image: the same shape as a villa image (variants are WebP URLs under /v1/media, smallest first). */
export const boatImage = villaImage;
export type BoatImage = z.infer<typeof boatImage>;

/** A dated boat rate; `end_date` is the last priced day (inclusive). */
export const boatPricePeriod = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  start_date: isoDate,
  end_date: isoDate,
  daily_price_kurus: z.number().int(),
  /** Rate of a whole week (7 days), when set. */
  weekly_price_kurus: z.number().int().nullable(),
  min_days: z.number().int(),
});
export type BoatPricePeriod = z.infer<typeof boatPricePeriod>;

export const boatListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** The agency order (sort_order); the public listing follows it. */
  order: z.number().int(),
  type: typeRef.nullable(),
  marina: marinaRefShape.nullable(),
  capacity: z.number().int(),
  cabins: z.number().int(),
  length_m: z.number(),
  crew: z.number().int(),
  thumbnail: z.string().nullable(),
  ...missingTranslationsField,
});
export type BoatListItem = z.infer<typeof boatListItem>;

export const boatDetail = boatListItem.extend({
  description: z.string(),
  features: z.array(z.string()),
  permit_number: z.string(),
  min_days: z.number().int(),
  prepayment_percent: z.number().int(),
  departure_time: z.string(),
  return_time: z.string(),
  images: z.array(boatImage),
  prices: z.array(boatPricePeriod),
  /** Admin reads only: the stored translations (issue 18). */
  translations: translationsAnswer.optional(),
});
export type BoatDetail = z.infer<typeof boatDetail>;

/**
 * `GET /boat?skip&take=20&order[&id]` (SPEC §7), like `/villas`: `order` is
 * the sort key — `order` (agency order, default) or `id`; `dir` asc/desc;
 * `q` searches names by Turkish case rules. `type_id` and `marina_id` keep
 * only the boats of that type or at that marina (the "N tekne" links of the
 * boat types and marinas screens); an id no boat uses gives an empty page.
 */
export const adminBoatSort = z.enum(['order', 'id'], { error: 'Sıralama order veya id olmalı.' });
const filterId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DB_INT, message);
export const adminBoatsQuery = pagingQuery(PAGE_SIZE.boats).extend({
  order: adminBoatSort.default('order'),
  dir: z.enum(['asc', 'desc'], { error: 'Yön asc veya desc olmalı.' }).optional(),
  q: z.string().trim().max(100, 'Arama metni en fazla 100 karakter olabilir.').optional(),
  type_id: filterId('Tekne tipi geçersiz.').optional(),
  marina_id: filterId('Marina geçersiz.').optional(),
  missing_translation: missingTranslationQuery.optional(),
});
export type AdminBoatsQuery = z.infer<typeof adminBoatsQuery>;

/** `GET /boat/all` and `/boatallactive` item, for selects. */
export const boatOption = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type BoatOption = z.infer<typeof boatOption>;

/** `PATCH /boat/activity`, shaped like `PATCH /villas/activity` (the boat's key is `villa_id`, SPEC §3). */
export const boatActivityBody = z.object({
  villa_id: id('Tekne'),
  active: z.boolean({ error: 'active true veya false olmalı.' }),
});
export type BoatActivityBody = z.infer<typeof boatActivityBody>;
export const boatFlags = z.object({ id: z.number().int(), active: z.boolean(), order: z.number().int() });

// ── Boat prices (`/boat/price`) ────────────────────────────────────────────
const boatPriceFields = z.object({
  boat_id: id('Tekne'),
  start_date: isoDate,
  end_date: isoDate,
  daily_price_kurus: kurus('Günlük fiyat'),
  weekly_price_kurus: kurus('Haftalık fiyat').nullable().default(null),
  min_days: wholeNumber('En az gün', [1, 'En az gün 1 olmalı.'], [60, 'En az gün en fazla 60 olabilir.']).default(1),
});
const boatPriceBodies = pricePeriodBodies(boatPriceFields);
/** `POST /boat/price`. */
export const boatPriceCreateBody = boatPriceBodies.create;
export type BoatPriceCreateBody = z.input<typeof boatPriceCreateBody>;
/** `PUT /boat/price` (the period's `id` in the body, as `/villas/price`). */
export const boatPriceUpdateBody = boatPriceBodies.update;
export type BoatPriceUpdateBody = z.input<typeof boatPriceUpdateBody>;
/** `DELETE /boat/price`: `{ id }` in the body, or `?id=`. */
export const boatPriceDeleteBody = boatPriceBodies.deleteBody;
export const boatPriceDeleteQuery = z.object({ id: pathId.optional() });

/** 409 of `POST`/`PUT /boat/price`: the period it overlaps. */
export const boatPriceConflictErrorBody = z.object({
  content: errorBody.shape.content.extend({
    conflict: z.object({ id: z.number().int(), start_date: isoDate, end_date: isoDate }).optional(),
  }),
});

// ── Boat images (`/boat/image`) ────────────────────────────────────────────
/** `PUT /boat/image/updateorder`. (Upload: multipart with `boat_id` and `files[]`.) */
export const boatImageOrderBody = z.object({
  boat_id: id('Tekne'),
  order: z
    .array(z.object({ id: id('Görsel'), order: z.number().int().min(0).max(MAX_DB_INT) }))
    .min(1, 'Sıralanacak görsel yok.')
    .max(500),
});
export type BoatImageOrderBody = z.infer<typeof boatImageOrderBody>;
