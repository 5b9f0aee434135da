/**
 * Reports (issue 20): nights (boats: days) sold, occupancy, revenue, ADR,
 * RevPAR, average length of stay, booking lead time and cancellations for a
 * period and the same period a year earlier, grouped by month, unit, region
 * (boats: marina), type, channel or owner. Definitions: decision 014.
 */
import { z } from 'zod';
import { isoDate } from './common.ts';

export const REPORT_GROUPS = ['month', 'unit', 'region', 'type', 'channel', 'owner'] as const;
export const ReportGroup = z.enum(REPORT_GROUPS, { error: 'Gruplama ay, birim, bölge, tür, kanal ya da ev sahibi olmalı.' });
export type ReportGroup = z.infer<typeof ReportGroup>;

export const REPORT_BASES = ['stay', 'booking'] as const;
export const ReportBasis = z.enum(REPORT_BASES, { error: 'Tarih esası konaklama ya da rezervasyon tarihi olmalı.' });
export type ReportBasis = z.infer<typeof ReportBasis>;

export const REPORT_CURRENCIES = ['TRY', 'EUR', 'USD', 'GBP'] as const;
export const ReportCurrency = z.enum(REPORT_CURRENCIES, { error: 'Para birimi TRY, EUR, USD ya da GBP olmalı.' });
export type ReportCurrency = z.infer<typeof ReportCurrency>;

export const ReportKind = z.enum(['villa', 'boat'], { error: 'Tür villa ya da tekne olmalı.' });
export type ReportKind = z.infer<typeof ReportKind>;

/** Longest period a report covers: three years (366-day years, so any three calendar years fit). */
export const REPORT_MAX_DAYS = 3 * 366;

/** `GET /v1/admin/reports` (and `/reports.csv`): `from`/`to` are both included; defaults: this year to today, stay basis, by month, TRY, villas. */
export const reportQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  group: ReportGroup.default('month'),
  basis: ReportBasis.default('stay'),
  currency: ReportCurrency.default('TRY'),
  kind: ReportKind.default('villa'),
});
export type ReportQuery = z.input<typeof reportQuery>;

/**
 * The figures of one period. Money is in the minor unit of the report's
 * currency (kuruş, euro cent …). `nights_available`, `occupancy` and
 * `revpar` are null where they have no meaning (booking basis; channel rows);
 * averages are null over zero stays or nights.
 */
export const reportFigures = z.object({
  nights_sold: z.number().int(),
  nights_available: z.number().int().nullable(),
  /** nights_sold ÷ nights_available, 0…1, four decimals. */
  occupancy: z.number().nullable(),
  revenue: z.number().int(),
  /** Average daily rate: revenue ÷ nights sold, rounded to the minor unit. */
  adr: z.number().int().nullable(),
  /** Revenue per available night: revenue ÷ nights available, rounded. */
  revpar: z.number().int().nullable(),
  /** Stays counted by their check-in (booking basis: creation) date. */
  stays: z.number().int(),
  /** Average length of stay in nights (days), two decimals. */
  alos: z.number().nullable(),
  /** Average days from booking to check-in, one decimal. */
  lead_time_days: z.number().nullable(),
  cancellations: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const reportRow = z.object({
  key: z.string(),
  label: z.string(),
  current: reportFigures,
  previous: reportFigures,
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportContent = z.object({
  from: z.string(),
  to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
  group: ReportGroup,
  basis: ReportBasis,
  currency: ReportCurrency,
  kind: ReportKind,
  /** TL per one unit of the currency used to convert (1 for TRY): today's rate from the settings. */
  rate: z.string(),
  rows: z.array(reportRow),
  totals: reportRow.omit({ key: true, label: true }),
});
export type ReportContent = z.infer<typeof reportContent>;
