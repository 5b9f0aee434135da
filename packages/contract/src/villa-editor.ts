/**
 * Villa catalogue writes of SPEC §7 "Admin writes" (villas, features,
 * prices, dates, images, comments), the editor's reads (`/villas/all`,
 * `/villas/withdates`, `/features`) and the public review form. Money is
 * integer kuruş; stay dates 'YYYY-MM-DD', closed ranges half-open
 * [started_at, finished_at); a price period's `end_date` is its last night.
 */
import { z } from 'zod';
import { errorBody, isoDate, MAX_DB_INT } from './common.ts';
import { villaDistanceFields } from './villa-distances.ts';
import { translationsBody } from './translations.ts';
import { villaCommentFields } from './villas.ts';

/** A record's id in a body: a positive database integer; every failure reads '{label} geçersiz.'. */
export const recordId = (label: string) =>
  z
    .number({ error: `${label} geçersiz.` })
    .int(`${label} geçersiz.`)
    .positive(`${label} geçersiz.`)
    .max(MAX_DB_INT, `${label} geçersiz.`);
const id = recordId;
const kurus = (label: string) =>
  z
    .number({ error: `${label} sayı olmalı.` })
    .int(`${label} kuruş cinsinden tam sayı olmalı.`)
    .min(0, `${label} negatif olamaz.`)
    .max(MAX_DB_INT, `${label} çok büyük.`);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Saat SS:DD biçiminde olmalı (ör. 16:00).');

/** Slug: lower-case a–z, 0–9 and single hyphens (see `slugify`). */
export const slugValue = z
  .string()
  .trim()
  .min(1, 'Adres (slug) boş olamaz.')
  .max(80, 'Adres (slug) en fazla 80 karakter olabilir.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Adres yalnızca küçük harf, rakam ve tire içerebilir (ör. villa-deniz).');

/**
 * Body of `POST /v1/admin/villas` and `PUT /v1/admin/villas/{villa_id}`.
 * `slug` omitted: generated from the name on create, kept on edit.
 * `description` is rich-text HTML; the server sanitises it.
 */
export const villaWriteBody = z
  .object({
    name: z.string().trim().min(2, 'Villa adı en az 2 karakter olmalı.').max(120, 'Villa adı en fazla 120 karakter olabilir.'),
    slug: slugValue.optional(),
    type_ids: z.array(id('Villa tipi')).max(20).default([]),
    town_id: id('İlçe').nullable().default(null),
    district_id: id('Mahalle').nullable().default(null),
    owner_id: id('Ev sahibi').nullable().default(null),
    description: z.string().max(50_000, 'Açıklama çok uzun.').default(''),
    capacity: z.number().int().min(1, 'Kapasite en az 1 kişi olmalı.').max(100, 'Kapasite en fazla 100 olabilir.'),
    bedrooms: z.number().int().min(0, 'Yatak odası sayısı negatif olamaz.').max(50),
    bathrooms: z.number().int().min(0, 'Banyo sayısı negatif olamaz.').max(50),
    lat: z
      .number()
      .min(-90, 'Enlem -90 ile 90 arasında olmalı.')
      .max(90, 'Enlem -90 ile 90 arasında olmalı.')
      .nullable()
      .default(null),
    lng: z
      .number()
      .min(-180, 'Boylam -180 ile 180 arasında olmalı.')
      .max(180, 'Boylam -180 ile 180 arasında olmalı.')
      .nullable()
      .default(null),
    permit_number: z.string().trim().max(60, 'İzin belge numarası en fazla 60 karakter olabilir.').default(''),
    min_stay: z.number().int().min(1, 'En az konaklama 1 gece olmalı.').max(365),
    cleaning_fee_kurus: kurus('Temizlik ücreti').default(0),
    damage_deposit_kurus: kurus('Hasar depozitosu').default(0),
    prepayment_percent: z
      .number()
      .int()
      .min(0, 'Ön ödeme oranı 0–100 arasında olmalı.')
      .max(100, 'Ön ödeme oranı 0–100 arasında olmalı.'),
    check_in_time: time.default('16:00'),
    check_out_time: time.default('10:00'),
    active: z.boolean().default(true),
    ...villaDistanceFields,
    /** English (and later) texts; omitted: the stored translations stay as they are. */
    translations: translationsBody('villa').optional(),
  })
  .refine((v) => v.district_id === null || v.town_id !== null, {
    path: ['district_id'],
    message: 'Mahalle seçmek için önce ilçe seçin.',
  });
export type VillaWriteBody = z.input<typeof villaWriteBody>;
export const villaIdParam = z.object({
  villa_id: z.coerce.number().int().positive('Geçersiz kimlik.').max(MAX_DB_INT, 'Geçersiz kimlik.'),
});

/** `PUT /villas/{villa_id}/features`: the villa's complete feature set. */
export const villaFeaturesBody = z.object({ feature_ids: z.array(id('Özellik')).max(200) });
export type VillaFeaturesBody = z.infer<typeof villaFeaturesBody>;

/** `POST /features`: a managed feature (Turkish name + lucide icon name). */
export const featureBody = z.object({
  name: z.string().trim().min(2, 'Özellik adı en az 2 karakter olmalı.').max(60, 'Özellik adı en fazla 60 karakter olabilir.'),
  icon: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'Simge adı küçük harf, rakam ve tire içermeli (ör. waves).')
    .default('check'),
});
export type FeatureBody = z.input<typeof featureBody>;

export const villaActivityBody = z.object({ villa_id: id('Villa'), active: z.boolean() });
export const villaPopularBody = z.object({ villa_id: id('Villa'), popular: z.boolean() });
/** `PATCH /villas/order`: new `order` (sort_order) per villa, applied in one transaction. */
export const villaOrderBody = z.object({
  order: z
    .array(z.object({ villa_id: id('Villa'), order: z.number().int().min(0).max(MAX_DB_INT) }))
    .min(1, 'Sıralanacak villa yok.')
    .max(1000),
});
export type VillaOrderBody = z.infer<typeof villaOrderBody>;
/**
 * `PATCH /villas/order/top` (issue 24 "en üste taşı"): the villa goes first in the
 * agency order, every other villa keeps its relative place (one transaction).
 */
export const villaMoveTopBody = z.object({ villa_id: id('Villa') });
export type VillaMoveTopBody = z.infer<typeof villaMoveTopBody>;

/** `GET /villas/all` item, for selects. */
export const villaOption = z.object({ id: z.number().int(), villa_id: z.number().int(), name: z.string() });
export type VillaOption = z.infer<typeof villaOption>;

/** A closed range (`/villas/date`). */
export const villaDate = z.object({
  id: z.number().int(),
  villa_id: z.number().int(),
  started_at: isoDate,
  finished_at: isoDate,
  note: z.string(),
  source: z.string(),
});
export type VillaDate = z.infer<typeof villaDate>;

/** A reservation that holds a villa's dates (option or confirmed). */
export const holdingReservation = z.object({
  id: z.number().int(),
  reservation_id: z.string(),
  status: z.string(),
  started_at: isoDate,
  finished_at: isoDate,
  /** 'external' for a manual blocking, which the screens list among the blockings (issue 24). */
  channel: z.string(),
  /** A manual blocking's source (BLOCK_SOURCES), else null. */
  block_source: z.string().nullable(),
  /** The guest's name, or a blocking's label. */
  label: z.string(),
});

/** `GET /villas/withdates` item: a villa with its closed ranges and holding reservations. */
export const villaWithDates = villaOption.extend({
  dates: z.array(villaDate),
  reservations: z.array(holdingReservation),
});
export type VillaWithDates = z.infer<typeof villaWithDates>;
export const villasWithDatesQuery = z.object({
  villa_id: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
  /** Only ranges ending after this day; default: the first day of the current month (Istanbul). */
  from: isoDate.optional(),
});

const weekdays = z
  .array(z.number().int().min(0, 'Gün 0–6 arasında olmalı.').max(6, 'Gün 0–6 arasında olmalı.'))
  .min(1, 'En az bir giriş günü seçin ya da "her gün" bırakın.')
  .max(7)
  .nullable()
  .default(null);

const priceFields = z.object({
  villa_id: id('Villa'),
  start_date: isoDate,
  end_date: isoDate,
  nightly_price_kurus: z
    .number({ error: 'Gecelik fiyat sayı olmalı.' })
    .int('Gecelik fiyat kuruş cinsinden tam sayı olmalı.')
    .positive('Gecelik fiyat 0’dan büyük olmalı.')
    .max(MAX_DB_INT, 'Gecelik fiyat çok büyük.'),
  min_nights: z.number().int().min(1, 'En az gece 1 olmalı.').max(365).default(1),
  /** 0 = Sunday … 6 = Saturday; null = any day. */
  checkin_weekdays: weekdays,
});
const endNotBeforeStart = {
  path: ['end_date'],
  message: 'Bitiş tarihi başlangıçtan önce olamaz.',
};

/**
 * The bodies of a unit kind's price periods (`/villas/price`, `/boat/price`) from
 * its fields (the unit's id, `start_date`, `end_date`, its rates): `create` (POST;
 * `end_date` not before `start_date`), `update` (PUT: the same plus the period's
 * `id`) and `deleteBody` (DELETE: `{ id }`).
 */
export const pricePeriodBodies = <S extends { start_date: typeof isoDate; end_date: typeof isoDate } & z.ZodRawShape>(
  fields: z.ZodObject<S>,
) => {
  // Generic over the kind's fields: the two dates are there by the constraint on S.
  const endAfterStart = (v: unknown) => {
    const r = v as { start_date: string; end_date: string };
    return r.end_date >= r.start_date;
  };
  return {
    create: fields.refine(endAfterStart, endNotBeforeStart),
    update: fields.extend({ id: id('Fiyat kaydı') }).refine(endAfterStart, endNotBeforeStart),
    deleteBody: z.object({ id: id('Fiyat kaydı') }),
  };
};

const villaPriceBodies = pricePeriodBodies(priceFields);
/** `POST /villas/price`. `end_date` is the last priced night (inclusive). */
export const priceCreateBody = villaPriceBodies.create;
export type PriceCreateBody = z.input<typeof priceCreateBody>;
/** `PUT /villas/price`. */
export const priceUpdateBody = villaPriceBodies.update;
export type PriceUpdateBody = z.input<typeof priceUpdateBody>;
/** `DELETE /villas/price` body (or `?id=`). */
export const priceDeleteBody = villaPriceBodies.deleteBody;
export const priceDeleteQuery = z.object({ id: z.coerce.number().int().positive().max(MAX_DB_INT).optional() });

const dateFields = z.object({
  started_at: isoDate,
  finished_at: isoDate,
  note: z.string().trim().max(500, 'Not en fazla 500 karakter olabilir.').default(''),
});
const finishedAfterStart = { path: ['finished_at'], message: 'Bitiş tarihi başlangıçtan sonra olmalı.' };
/** `POST /villas/date`: a closed range [started_at, finished_at). */
export const villaDateCreateBody = dateFields
  .extend({ villa_id: id('Villa') })
  .refine((v) => v.finished_at > v.started_at, finishedAfterStart);
export type VillaDateCreateBody = z.input<typeof villaDateCreateBody>;
/** `PUT /villas/date/{id}`. */
export const villaDateUpdateBody = dateFields.refine((v) => v.finished_at > v.started_at, finishedAfterStart);
export type VillaDateUpdateBody = z.input<typeof villaDateUpdateBody>;

/** `PUT /villas/image/updateorder`. */
export const imageOrderBody = z.object({
  villa_id: id('Villa'),
  order: z
    .array(z.object({ id: id('Görsel'), order: z.number().int().min(0).max(MAX_DB_INT) }))
    .min(1)
    .max(500),
});
export type ImageOrderBody = z.infer<typeof imageOrderBody>;

/** `PUT /villas/commentactivity/{id}`. */
export const commentActivityBody = z.object({ active: z.boolean() });

/** `POST /v1/villas/{slug}/comments` and `POST /v1/boats/{slug}/comments`: a visitor's review, pending until an admin activates it. */
export const reviewCreateBody = z.object({
  name: z.string().trim().min(2, 'Adınız en az 2 karakter olmalı.').max(80, 'Adınız en fazla 80 karakter olabilir.'),
  rating: z
    .number({ error: 'Puan 1 ile 5 arasında olmalı.' })
    .int('Puan 1 ile 5 arasında olmalı.')
    .min(1, 'Puan 1 ile 5 arasında olmalı.')
    .max(5, 'Puan 1 ile 5 arasında olmalı.'),
  text: z.string().trim().min(10, 'Yorumunuz en az 10 karakter olmalı.').max(2000, 'Yorumunuz en fazla 2000 karakter olabilir.'),
  /**
   * Optional code of the guest's stay ('YL7K3P9Q'): a finished stay or rental of this villa or boat earns the
   * "Konaklamış misafir" badge; any other code is accepted without it (decision 016).
   */
  reservation_code: z.string().trim().max(20, 'Rezervasyon kodu en fazla 20 karakter olabilir.').optional(),
});
export type ReviewCreateBody = z.infer<typeof reviewCreateBody>;

/** Text the review form shows after a successful post. */
export const REVIEW_RECEIVED = 'Yorumunuz alındı; onaylandıktan sonra yayınlanacak.';

/** 409 of `POST`/`PUT /villas/price`: the period it overlaps. (Date conflicts use `conflictErrorBody`.) */
export const priceConflictErrorBody = z.object({
  content: errorBody.shape.content.extend({
    conflict: z.object({ id: z.number().int(), start_date: isoDate, end_date: isoDate }).optional(),
  }),
});

/** Answer of the activity, popularity and order calls. */
export const villaFlags = z.object({
  id: z.number().int(),
  villa_id: z.number().int(),
  active: z.boolean(),
  popular: z.boolean(),
  order: z.number().int(),
});

/** A review as the admin calls answer it. */
export const adminVillaComment = z.object({ id: z.number().int(), villa_id: z.number().int(), ...villaCommentFields });

export const deletedBody = z.object({ id: z.number().int() });
