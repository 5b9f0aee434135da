/**
 * Price tools of issue 24 ("Prices"): bulk price changes over many villas
 * (`POST /v1/admin/prices/bulk/preview`, `POST /v1/admin/prices/bulk`),
 * copying a villa's seasons to another year (`POST
 * /v1/admin/villas/{villa_id}/prices/copy-year[/preview]`) and the villas
 * with bookable days that have no price (`GET /v1/admin/prices/missing`).
 * Money is integer kuruş; dates are Europe/Istanbul calendar days
 * 'YYYY-MM-DD'; like a price period's `end_date`, `to` and a row's
 * `end_date` are the last night (inclusive).
 */
import { z } from 'zod';
import { DATE_YEARS, errorBodyWith, isoDate, MAX_DB_INT } from './common.ts';

/** The most villas one bulk change may touch. */
export const BULK_PRICE_MAX_VILLAS = 500;
/** Limits of a change in percent (bulk: −90 … +500; copying a year: −50 … +200). */
export const BULK_PERCENT = { min: -90, max: 500 } as const;
export const COPY_YEAR_PERCENT = { min: -50, max: 200 } as const;
/** Default and largest window of the missing-price list, in days from today. */
export const MISSING_PRICE_DAYS = { default: 365, max: 730 } as const;
/** How many gap ranges a villa of the missing-price list names (the count covers them all). */
export const MISSING_PRICE_GAPS_SHOWN = 5;

const villaIdValue = z
  .number({ error: 'Villa kimliği geçersiz.' })
  .int('Villa kimliği geçersiz.')
  .positive('Villa kimliği geçersiz.')
  .max(MAX_DB_INT, 'Villa kimliği geçersiz.');

/** `percent`: the nightly price × (1 + value/100); `amount`: + value kuruş (negative lowers it). */
export const priceChange = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('percent'),
      value: z
        .number({ error: 'Yüzde sayı olmalı.' })
        .min(BULK_PERCENT.min, `Yüzde en az %${BULK_PERCENT.min} olabilir.`)
        .max(BULK_PERCENT.max, `Yüzde en fazla %${BULK_PERCENT.max} olabilir.`)
        .refine((v) => v !== 0, 'Değişiklik 0 olamaz.'),
    }),
    z.object({
      kind: z.literal('amount'),
      value: z
        .number({ error: 'Tutar sayı olmalı.' })
        .int('Tutar kuruş cinsinden tam sayı olmalı.')
        .min(-MAX_DB_INT, 'Tutar çok büyük.')
        .max(MAX_DB_INT, 'Tutar çok büyük.')
        .refine((v) => v !== 0, 'Değişiklik 0 olamaz.'),
    }),
  ],
  { error: 'Değişiklik türü yüzde (percent) ya da tutar (amount) olmalı.' },
);
export type PriceChange = z.infer<typeof priceChange>;

/**
 * Body of the bulk preview and apply: every price period of `villa_ids`
 * overlapping the nights `from` … `to` gets the change; a period reaching
 * outside the range is split at its edges so the nights outside keep their
 * price. `rounding: 'tl'` (default) rounds each new price to whole TL.
 */
export const bulkPriceBody = z
  .object({
    villa_ids: z
      .array(villaIdValue, { error: 'Villa listesi (villa_ids) gönderilmedi.' })
      .min(1, 'En az bir villa seçin.')
      .max(BULK_PRICE_MAX_VILLAS, `Bir seferde en fazla ${BULK_PRICE_MAX_VILLAS} villa seçilebilir.`),
    from: isoDate,
    to: isoDate,
    change: priceChange,
    rounding: z.enum(['tl', 'kurus'], { error: 'Yuvarlama tl ya da kurus olmalı.' }).default('tl'),
  })
  .refine((v) => v.to >= v.from, { path: ['to'], message: 'Bitiş tarihi başlangıçtan önce olamaz.' });
export type BulkPriceBody = z.input<typeof bulkPriceBody>;

/** One period after the change: its nights, old and new nightly price; `changed` false for a split-off part that keeps its price. */
export const priceChangeRow = z.object({
  /** The existing period this row comes from (null: a new period, as when copying a year). */
  period_id: z.number().int().nullable(),
  start_date: isoDate,
  end_date: isoDate,
  old_price_kurus: z.number().int().nullable(),
  new_price_kurus: z.number().int(),
  min_nights: z.number().int(),
  checkin_weekdays: z.array(z.number().int()).nullable(),
  changed: z.boolean(),
});
export type PriceChangeRow = z.infer<typeof priceChangeRow>;

/** A row that may not be written: villa, nights and the Turkish reason. */
export const priceProblem = z.object({
  villa_id: z.number().int(),
  start_date: isoDate,
  end_date: isoDate,
  message: z.string(),
});
export type PriceProblem = z.infer<typeof priceProblem>;

/** A villa of the bulk answer: its rows (empty when no period overlaps the range) and problems. */
export const bulkPriceVilla = z.object({
  villa_id: z.number().int(),
  name: z.string(),
  rows: z.array(priceChangeRow),
  problems: z.array(priceProblem),
});
export type BulkPriceVilla = z.infer<typeof bulkPriceVilla>;

/** Answer of the preview (nothing written) and of the apply (all written, or a 422 and nothing). */
export const bulkPriceResult = z.object({
  villas: z.array(bulkPriceVilla),
  /** Periods whose price changes (split-off parts not counted). */
  changed_periods: z.number().int(),
  /** Villas with at least one changed period. */
  changed_villas: z.number().int(),
  /** Selected villas without a period in the range: reported, not an error. */
  villas_without_prices: z.number().int(),
  problems: z.array(priceProblem),
  applied: z.boolean(),
});
export type BulkPriceResult = z.infer<typeof bulkPriceResult>;

/** 422 of the bulk apply and the year copy: every row that may not be written. */
export const priceProblemsErrorBody = errorBodyWith({ problems: z.array(priceProblem).optional() });

const year = z.coerce
  .number({ error: 'Yıl sayı olmalı.' })
  .int('Yıl tam sayı olmalı.')
  .min(DATE_YEARS.min, `Yıl ${DATE_YEARS.min} ile ${DATE_YEARS.max - 1} arasında olmalı.`)
  .max(DATE_YEARS.max - 1, `Yıl ${DATE_YEARS.min} ile ${DATE_YEARS.max - 1} arasında olmalı.`);

/**
 * Body of the year copy: the periods that start in `from_year` are copied
 * to `to_year` (default `from_year + 1`) on the same month and day, the
 * price × (1 + percent/100) rounded to whole TL. Overlapping periods of the
 * target refuse the copy (409) unless `replace`, which cuts their nights out.
 */
export const copyPriceYearBody = z
  .object({
    from_year: year,
    to_year: year.optional(),
    percent: z
      .number({ error: 'Yüzde sayı olmalı.' })
      .min(COPY_YEAR_PERCENT.min, `Yüzde en az %${COPY_YEAR_PERCENT.min} olabilir.`)
      .max(COPY_YEAR_PERCENT.max, `Yüzde en fazla %${COPY_YEAR_PERCENT.max} olabilir.`)
      .default(0),
    replace: z.boolean({ error: 'replace true ya da false olmalı.' }).default(false),
  })
  .refine((v) => v.to_year === undefined || v.to_year > v.from_year, {
    path: ['to_year'],
    message: 'Hedef yıl kaynak yıldan sonra olmalı.',
  });
export type CopyPriceYearBody = z.input<typeof copyPriceYearBody>;

const periodRef = z.object({ id: z.number().int(), start_date: isoDate, end_date: isoDate });

/** Answer of the year copy and its preview. */
export const copyPriceYearResult = z.object({
  villa_id: z.number().int(),
  from_year: z.number().int(),
  to_year: z.number().int(),
  percent: z.number(),
  /** The new periods (`old_price_kurus`: the source period's price). */
  rows: z.array(priceChangeRow),
  /** Existing periods of the target that overlap a new one (cut back when `replace`). */
  conflicts: z.array(periodRef),
  problems: z.array(priceProblem),
  applied: z.boolean(),
});
export type CopyPriceYearResult = z.infer<typeof copyPriceYearResult>;

/** 409 of the year copy: the overlapping periods. */
export const copyYearConflictErrorBody = errorBodyWith({ conflicts: z.array(periodRef).optional() });

/** `GET /v1/admin/prices/missing`: the next `days` days from today; `villa_id` for one villa. */
export const missingPricesQuery = z.object({
  days: z.coerce
    .number({ error: 'Gün sayısı geçersiz.' })
    .int('Gün sayısı tam sayı olmalı.')
    .min(1, 'Gün sayısı en az 1 olmalı.')
    .max(MISSING_PRICE_DAYS.max, `Gün sayısı en fazla ${MISSING_PRICE_DAYS.max} olabilir.`)
    .default(MISSING_PRICE_DAYS.default),
  villa_id: z.coerce.number().int().positive('Geçersiz kimlik.').max(MAX_DB_INT, 'Geçersiz kimlik.').optional(),
});
export type MissingPricesQuery = z.input<typeof missingPricesQuery>;

/** Nights `start_date` … `end_date` (inclusive) with no price. */
export const priceGap = z.object({ start_date: isoDate, end_date: isoDate, days: z.number().int() });
export type PriceGap = z.infer<typeof priceGap>;

export const missingPriceVilla = z.object({
  villa_id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  /** Bookable days (not closed, not held) in the window that no period prices. */
  missing_days: z.number().int(),
  /** The first gaps, earliest first (at most MISSING_PRICE_GAPS_SHOWN). */
  gaps: z.array(priceGap),
  gap_count: z.number().int(),
});
export type MissingPriceVilla = z.infer<typeof missingPriceVilla>;

export const missingPricesResult = z.object({
  from: isoDate,
  to: isoDate,
  days: z.number().int(),
  villas: z.array(missingPriceVilla),
});
export type MissingPricesResult = z.infer<typeof missingPricesResult>;
