/**
 * Owner commissions, expenses, payouts and monthly owner statements
 * (issue 19). Money is integer kuruş (TL); days are Europe/Istanbul
 * calendar days 'YYYY-MM-DD'; a statement month is 'YYYY-MM'. Rates are
 * basis points: 2000 = %20.
 */
import { z } from 'zod';
import { DATE_YEARS, isoDate, isoMonth, MAX_DB_INT, pagingQuery } from './common.ts';

/** Page size of the expense and payout lists (like the other money lists: 20). */
export const OWNER_LEDGER_PAGE_SIZE = 20;

const dbId = (message: string) => z.coerce.number().int().positive(message).max(MAX_DB_INT, message);
const kurus = z.number().int();
const positiveKurus = z
  .number({ error: 'Tutar kuruş cinsinden tam sayı olmalı.' })
  .int('Tutar kuruş cinsinden tam sayı olmalı.')
  .positive('Tutar sıfırdan büyük olmalı.')
  .max(MAX_DB_INT, 'Tutar çok büyük.');
const ref = z.object({ id: z.number().int(), name: z.string() });

/** How rent lands on statements (setting `owner_statement_basis`): at check-out (default) or night by night. */
export const STATEMENT_BASIS = ['checkout', 'night'] as const;
export type StatementBasisValue = (typeof STATEMENT_BASIS)[number];
export const STATEMENT_BASIS_LABEL: Record<StatementBasisValue, string> = {
  checkout: 'Çıkış gününe göre',
  night: 'Gecelere göre',
};

export const ownerIdParam = z.object({ ownerId: dbId('Geçersiz ev sahibi.') });

// ---------------------------------------------------------------- commission rates

export const commissionRateItem = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  /** Null: the owner's default rate; else that villa's override. */
  villa: ref.nullable(),
  rate_bp: z.number().int(),
  effective_from: z.string(),
  created_at: z.string(),
});
export type CommissionRateItem = z.infer<typeof commissionRateItem>;

export const commissionRateCreate = z.object({
  villa_id: dbId('Geçersiz villa.').nullish(),
  rate_bp: z
    .number({ error: 'Oran baz puan olarak tam sayı olmalı (2000 = %20).' })
    .int('Oran baz puan olarak tam sayı olmalı (2000 = %20).')
    .min(0, 'Oran %0 ile %100 arasında olmalı.')
    .max(10_000, 'Oran %0 ile %100 arasında olmalı.'),
  effective_from: isoDate,
});
export type CommissionRateCreate = z.infer<typeof commissionRateCreate>;

// ---------------------------------------------------------------- expenses and payouts

const dateRange = {
  owner_id: dbId('Geçersiz ev sahibi.').optional(),
  /** On or after this day. */
  from: isoDate.optional(),
  /** On or before this day. */
  to: isoDate.optional(),
};

export const ownerExpenseQuery = pagingQuery(OWNER_LEDGER_PAGE_SIZE).extend({
  ...dateRange,
  villa_id: dbId('Geçersiz villa.').optional(),
});
export type OwnerExpenseQuery = z.infer<typeof ownerExpenseQuery>;

export const ownerExpenseItem = z.object({
  id: z.number().int(),
  owner: ref,
  villa: ref.nullable(),
  spent_on: z.string(),
  amount_kurus: kurus,
  description: z.string(),
  /** The closed statement that carries it ('YYYY-MM'); null while it may still be deleted. */
  statement_month: z.string().nullable(),
  created_at: z.string(),
});
export type OwnerExpenseItem = z.infer<typeof ownerExpenseItem>;

export const ownerExpenseCreate = z.object({
  owner_id: dbId('Geçersiz ev sahibi.'),
  villa_id: dbId('Geçersiz villa.').nullish(),
  spent_on: isoDate,
  amount_kurus: positiveKurus,
  description: z.string().trim().min(1, 'Açıklama zorunludur.').max(500, 'Açıklama en fazla 500 karakter olabilir.'),
});
export type OwnerExpenseCreate = z.infer<typeof ownerExpenseCreate>;

export const ownerPayoutQuery = pagingQuery(OWNER_LEDGER_PAGE_SIZE).extend(dateRange);
export type OwnerPayoutQuery = z.infer<typeof ownerPayoutQuery>;

export const ownerPayoutItem = z.object({
  id: z.number().int(),
  owner: ref,
  paid_on: z.string(),
  amount_kurus: kurus,
  iban_reference: z.string(),
  note: z.string(),
  statement_month: z.string().nullable(),
  created_at: z.string(),
});
export type OwnerPayoutItem = z.infer<typeof ownerPayoutItem>;

export const ownerPayoutCreate = z.object({
  owner_id: dbId('Geçersiz ev sahibi.'),
  paid_on: isoDate,
  amount_kurus: positiveKurus,
  iban_reference: z.string().trim().max(120, 'IBAN / dekont referansı en fazla 120 karakter olabilir.').default(''),
  note: z.string().trim().max(500, 'Not en fazla 500 karakter olabilir.').default(''),
});
export type OwnerPayoutCreate = z.infer<typeof ownerPayoutCreate>;

// ---------------------------------------------------------------- statements

export const statementTotals = z.object({
  opening_balance_kurus: kurus,
  rent_kurus: kurus,
  commission_kurus: kurus,
  owner_share_kurus: kurus,
  expenses_kurus: kurus,
  payouts_kurus: kurus,
  /** What the agency owes the owner after this statement. */
  closing_balance_kurus: kurus,
});
export type StatementTotalsBody = z.infer<typeof statementTotals>;

export const statementLine = z.object({
  reservation_id: z.number().int(),
  reservation_code: z.string(),
  villa: ref,
  guest_name: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  nights: z.number().int(),
  rate_bp: z.number().int(),
  rent_kurus: kurus,
  commission_kurus: kurus,
  owner_share_kurus: kurus,
  /** Corrects what an earlier closed statement said of this reservation. */
  correction: z.boolean(),
});
export type StatementLineBody = z.infer<typeof statementLine>;

/** closed: stored and final; open: computed on request; skipped: before a later closed month that carries it. */
export const STATEMENT_STATUS = ['closed', 'open', 'skipped'] as const;
export type StatementStatus = (typeof STATEMENT_STATUS)[number];
export const STATEMENT_STATUS_LABEL: Record<StatementStatus, string> = {
  closed: 'Kapalı',
  open: 'Taslak (kapanmadı)',
  skipped: 'Sonraki dökümde',
};

export const ownerStatement = z.object({
  owner: ref,
  month: z.string(),
  status: z.enum(['closed', 'open']),
  basis: z.enum(STATEMENT_BASIS),
  closed_at: z.string().nullable(),
  closed_by: ref.nullable(),
  /** May this month be closed now (open, after the last closed month, not in the future)? */
  closable: z.boolean(),
  lines: z.array(statementLine),
  expenses: z.array(ownerExpenseItem),
  payouts: z.array(ownerPayoutItem),
  totals: statementTotals,
});
export type OwnerStatement = z.infer<typeof ownerStatement>;

export const statementParams = ownerIdParam.extend({ month: isoMonth });

export const statementListQuery = z.object({
  owner_id: dbId('Geçersiz ev sahibi.'),
  year: z.coerce
    .number()
    .int('Yıl tam sayı olmalı.')
    .min(DATE_YEARS.min, `Yıl ${DATE_YEARS.min} ile ${DATE_YEARS.max} arasında olmalı.`)
    .max(DATE_YEARS.max, `Yıl ${DATE_YEARS.min} ile ${DATE_YEARS.max} arasında olmalı.`)
    .optional(),
});
export type StatementListQuery = z.infer<typeof statementListQuery>;

export const statementMonthItem = z.object({
  month: z.string(),
  status: z.enum(STATEMENT_STATUS),
  /** Null for a skipped month. */
  totals: statementTotals.nullable(),
  line_count: z.number().int(),
  closed_at: z.string().nullable(),
  /** A skipped month: the closed statement that carries its entries ('YYYY-MM'). */
  carried_by: z.string().nullable(),
});
export type StatementMonthItem = z.infer<typeof statementMonthItem>;

export const statementList = z.object({
  owner: ref,
  year: z.number().int(),
  /** The last closed month 'YYYY-MM', or null. */
  last_closed_month: z.string().nullable(),
  months: z.array(statementMonthItem),
});
export type StatementList = z.infer<typeof statementList>;

/** Turkish number format of the statements: 1234567 → '12.345,67 ₺'. */
export function formatStatementAmount(kurusAmount: number): string {
  const sign = kurusAmount < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kurusAmount));
  const lira = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${lira},${String(abs % 100).padStart(2, '0')} ₺`;
}

/** Basis points as a Turkish percentage: 2000 → '%20', 1250 → '%12,5'. */
export function formatCommissionRate(bp: number): string {
  return `%${(bp / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 })}`;
}

const MONTH_NAMES = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
/** '2026-07' → 'Temmuz 2026'. */
export function formatStatementMonth(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${y}`;
}
