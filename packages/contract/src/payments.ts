/**
 * The payments ledger of a reservation, villa or boat alike (issue 19):
 * entries (kapora, balance, damage deposit taken and returned, refund,
 * extra) in the currency the guest paid, frozen into TL kuruş at that day's
 * rate; never edited, corrected by a reversing entry. Each reservation has a
 * payment summary (total, paid, balance due, deposit held) and a payment
 * state. Routes: `GET|POST /v1/admin/{reservations|boatreservations}/{id}/payments`,
 * `POST /v1/admin/payments/{id}/reverse`, `GET /v1/admin/payments` (+ `.csv`),
 * `GET /v1/admin/payments/due`, `POST /v1/admin/{…}/{id}/kapora-reminder`.
 */
import { z } from 'zod';
import { guestContactHidden } from './owner-portal.ts';
import { isoDate, labelledEnum, MAX_DB_INT, page, pagingQuery } from './common.ts';
import { Currency, ReservationStatus } from './enums.ts';

/** Turkish names of the ledger's entry kinds. */
export const PAYMENT_KIND_LABEL = {
  kapora: 'Kapora',
  balance: 'Kalan ödeme',
  deposit_taken: 'Hasar depozitosu alındı',
  deposit_returned: 'Hasar depozitosu iade',
  refund: 'İade',
  extra: 'Ekstra',
};
export const PaymentKind = labelledEnum('Ödeme türü', PAYMENT_KIND_LABEL);
export type PaymentKind = z.infer<typeof PaymentKind>;
/** Kinds whose money leaves the agency: recorded as negative amounts. */
export const OUTGOING_PAYMENT_KINDS: readonly PaymentKind[] = ['deposit_returned', 'refund'];

export const PAYMENT_METHOD_LABEL = {
  bank_transfer: 'Havale/EFT',
  cash: 'Nakit',
  card: 'Kredi kartı (ofiste)',
  other: 'Diğer',
};
export const PaymentMethod = labelledEnum('Ödeme yöntemi', PAYMENT_METHOD_LABEL);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PAYMENT_STATE_LABEL = {
  unpaid: 'Ödenmedi',
  deposit_paid: 'Kapora alındı',
  paid: 'Ödendi',
  refunded: 'İade edildi',
  overdue: 'Gecikmiş',
};
export const PaymentState = labelledEnum('Ödeme durumu', PAYMENT_STATE_LABEL);
export type PaymentState = z.infer<typeof PaymentState>;

export const UnitKind = z.enum(['villa', 'boat'], { error: 'Tür villa veya boat olmalı.' });
export type UnitKind = z.infer<typeof UnitKind>;

/** Largest amount one entry may carry, in the currency's minor units (10 million units). */
export const MAX_PAYMENT_MINOR = 1_000_000_000;

/** A TL-per-unit rate as written by a person ('36,42' or '36.42'), up to 4 decimals. */
const exchangeRate = z
  .string({ error: 'Kur metin olmalı.' })
  .trim()
  .transform((s) => s.replace(',', '.'))
  .refine((s) => /^\d{1,7}(\.\d{1,4})?$/.test(s) && Number(s) > 0, 'Kur sıfırdan büyük bir sayı olmalı (en fazla 4 ondalık).');

/** `POST …/{id}/payments`: one ledger entry; the amount is positive, its sign follows the kind. */
export const paymentCreate = z.strictObject({
  kind: PaymentKind,
  /** In the currency's minor units (kuruş, cent, penny). */
  amount_minor: z
    .number({ error: 'Tutar bir sayı olmalı.' })
    .int('Tutar kuruş cinsinden tam sayı olmalı.')
    .positive('Tutar sıfırdan büyük olmalı; yanlış bir kaydı düzeltmek için kaydı geri alın.')
    .max(MAX_PAYMENT_MINOR, 'Tutar çok büyük.'),
  currency: Currency.default('TL'),
  /** TL per one unit; default: the exchange rate in settings today. Ignored for TL. */
  exchange_rate: exchangeRate.optional(),
  method: PaymentMethod,
  paid_on: isoDate,
  reference: z.string().trim().max(120, 'Dekont / referans en fazla 120 karakter olabilir.').default(''),
  note: z.string().trim().max(500, 'Açıklama en fazla 500 karakter olabilir.').default(''),
  /** Set after the overpayment question was answered 'yes'. */
  confirm_overpayment: z.boolean().default(false),
});
export type PaymentCreate = z.input<typeof paymentCreate>;

/** `POST /payments/{id}/reverse`: why the entry is being taken back. */
export const paymentReverse = z.strictObject({
  note: z
    .string({ error: 'Geri alma nedeni yazın.' })
    .trim()
    .min(3, 'Geri alma nedeni en az 3 karakter olmalı.')
    .max(500, 'Geri alma nedeni en fazla 500 karakter olabilir.'),
});

export const paymentEntry = z.object({
  id: z.number().int(),
  kind: PaymentKind,
  /** Signed TL kuruş: + received, − paid back. */
  amount_kurus: z.number().int(),
  currency: Currency,
  /** Signed, in the currency's minor units. */
  amount_minor: z.number().int(),
  /** TL per one unit, frozen ('36.4200'). */
  exchange_rate: z.string(),
  method: PaymentMethod,
  paid_on: z.string(),
  reference: z.string(),
  note: z.string(),
  /** This entry takes back entry `reverses_id`. */
  reverses_id: z.number().int().nullable(),
  /** The entry that took this one back. */
  reversed_by_id: z.number().int().nullable(),
  overpayment: z.boolean(),
  recorded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type PaymentEntry = z.infer<typeof paymentEntry>;

/** What a reservation owes and has paid, in TL kuruş. */
export const paymentSummary = z.object({
  /** The reservation's price; null: price on request. */
  total_kurus: z.number().int().nullable(),
  /** Kapora + balance − refunds. */
  paid_kurus: z.number().int(),
  extras_kurus: z.number().int(),
  refunded_kurus: z.number().int(),
  /** total − paid, never below 0; 0 once cancelled. */
  balance_due_kurus: z.number().int(),
  kapora_kurus: z.number().int(),
  kapora_due_on: z.string().nullable(),
  balance_due_on: z.string(),
  /** The damage deposit the quote asked for, and what the agency holds now. */
  deposit_kurus: z.number().int(),
  deposit_held_kurus: z.number().int(),
  state: PaymentState,
  /** Paid + deposit held is above total + deposit (recorded after confirmation). */
  overpayment: z.boolean(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

export const reservationPayments = z.object({
  summary: paymentSummary,
  entries: z.array(paymentEntry),
  /** After a kapora on an option: the option became confirmed. */
  confirmed: z.boolean().optional(),
});
export type ReservationPayments = z.infer<typeof reservationPayments>;

/** The reservation a listed payment belongs to. */
export const paymentReservationRef = z.object({
  unit_kind: UnitKind,
  id: z.number().int(),
  reservation_id: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  guest_name: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const paymentListItem = paymentEntry.extend({ reservation: paymentReservationRef });
export type PaymentListItem = z.infer<typeof paymentListItem>;

const dbId = (message: string) => z.coerce.number().int().positive(message).max(MAX_DB_INT, message);

/** `GET /v1/admin/payments`: newest payment date first, 20 a page. */
export const paymentsQuery = pagingQuery(20).extend({
  /** paid_on on or after. */
  from: isoDate.optional(),
  /** paid_on on or before. */
  to: isoDate.optional(),
  method: PaymentMethod.optional(),
  kind: PaymentKind.optional(),
  unit_kind: UnitKind.optional(),
  villa_id: dbId('Geçersiz villa.').optional(),
  boat_id: dbId('Geçersiz tekne.').optional(),
  owner_id: dbId('Geçersiz ev sahibi.').optional(),
});
export type PaymentsQuery = z.input<typeof paymentsQuery>;

export const paymentTotals = z.object({
  /** Σ signed TL kuruş of every entry matching the filters (all pages). */
  sum_kurus: z.number().int(),
  received_kurus: z.number().int(),
  paid_out_kurus: z.number().int(),
  by_kind: z.record(z.string(), z.number().int()),
  by_method: z.record(z.string(), z.number().int()),
});
export const paymentsPage = page(paymentListItem).extend({ totals: paymentTotals });
export type PaymentsPage = z.infer<typeof paymentsPage>;

/** A reservation with money due: the 'overdue kapora' and 'balance due this week' lists. */
export const paymentDueItem = z.object({
  unit_kind: UnitKind,
  id: z.number().int(),
  reservation_id: z.string(),
  unit_name: z.string(),
  guest_name: z.string(),
  guest_phone: z.string(),
  guest_contact_hidden: guestContactHidden,
  status: ReservationStatus,
  started_at: z.string(),
  finished_at: z.string(),
  total_kurus: z.number().int().nullable(),
  paid_kurus: z.number().int(),
  kapora_kurus: z.number().int(),
  kapora_due_on: z.string().nullable(),
  balance_due_on: z.string(),
  balance_due_kurus: z.number().int(),
  state: PaymentState,
});
export type PaymentDueItem = z.infer<typeof paymentDueItem>;
export const paymentsDue = z.object({
  /** Kapora not (fully) received and its due day has passed. */
  overdue_kapora: z.array(paymentDueItem),
  /** Balance not received, due from today to 7 days on. */
  balance_due_week: z.array(paymentDueItem),
});
export type PaymentsDue = z.infer<typeof paymentsDue>;

/** Settings of the payments section (`/dashboard/settings/payments`, `PUT /v1/admin/payments/edit`). */
export const PAYMENT_SETTING_KEYS = [
  'payment_kapora_due_days',
  'payment_kapora_confirms_option',
  'payment_reminder_days',
  'owner_statement_basis',
] as const;
export const PAYMENT_SETTING_DEFAULTS: Record<(typeof PAYMENT_SETTING_KEYS)[number], string> = {
  payment_kapora_due_days: '3',
  payment_kapora_confirms_option: 'true',
  payment_reminder_days: '2',
  owner_statement_basis: 'checkout',
};
const days = (label: string, allowEmpty: boolean) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .trim()
    .refine(
      (v) => (allowEmpty && v === '') || (/^\d{1,2}$/.test(v) && Number(v) <= 60),
      `${label} 0 ile 60 arasında bir gün sayısı olmalı${allowEmpty ? ' ya da boş bırakılmalı' : ''}.`,
    );
export const paymentSettingsBody = z.strictObject(
  {
    payment_kapora_due_days: days('Kapora vadesi', false).optional(),
    payment_kapora_confirms_option: z.enum(['true', 'false'], { error: 'true veya false olmalı.' }).optional(),
    payment_reminder_days: days('Hatırlatma günü', true).optional(),
    owner_statement_basis: z.enum(['checkout', 'night'], { error: 'checkout veya night olmalı.' }).optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen ayar: ${iss.keys.join(', ')}.` : undefined) },
);
