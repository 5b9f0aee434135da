/**
 * The payment rules an agency sets in `/dashboard/settings/payments`
 * (issue 19), read with their defaults (PAYMENT_SETTING_DEFAULTS) for keys
 * never saved.
 */
import { inArray } from 'drizzle-orm';
import { PAYMENT_SETTING_DEFAULTS, PAYMENT_SETTING_KEYS } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { addDays } from '../../domain/quote.ts';

export type PaymentSettings = {
  /** Days after confirmation the kapora is due (an option's kapora is due at its expiry). */
  kaporaDueDays: number;
  /** Whether recording a kapora on an option confirms it. */
  kaporaConfirmsOption: boolean;
  /** Days before the kapora's due day the reminder mail goes out; null: no automatic reminder. */
  reminderDays: number | null;
  /** Owner statements count a stay in its check-out month ('checkout') or night by night ('night'). */
  statementBasis: 'checkout' | 'night';
};

export async function readPaymentSettings(db: Db | Tx): Promise<PaymentSettings> {
  // A saved '' (reminders off) differs from a key never saved (the default).
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...PAYMENT_SETTING_KEYS]));
  const v: Record<string, string> = { ...PAYMENT_SETTING_DEFAULTS, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  const reminder = v.payment_reminder_days ?? '';
  return {
    kaporaDueDays: Number(v.payment_kapora_due_days) || 0,
    kaporaConfirmsOption: v.payment_kapora_confirms_option !== 'false',
    reminderDays: reminder === '' ? null : Number(reminder),
    statementBasis: v.owner_statement_basis === 'night' ? 'night' : 'checkout',
  };
}

/** The kapora due day of a reservation confirmed on `today`: `payment_kapora_due_days` later. */
export async function kaporaDueOnConfirmation(db: Db | Tx, today: string = todayInIstanbul()): Promise<string> {
  return addDays(today, (await readPaymentSettings(db)).kaporaDueDays);
}
