/**
 * Exchange rates from settings (DESIGN §2 "Money"): `dollar_exchange_rate`,
 * `euro_exchange_rate`, `sterling_exchange_rate` = TL per one unit. Prices are
 * kept in kuruş; a converted amount is in the currency's minor unit (cents, pence).
 */
import { inArray } from 'drizzle-orm';
import { BOOKING_MESSAGES, type Currency, EXCHANGE_KEYS } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export type ExchangeRates = Record<(typeof EXCHANGE_KEYS)[number], number | null>;

const KEY_OF: Record<Exclude<Currency, 'TL'>, (typeof EXCHANGE_KEYS)[number]> = {
  DOLLAR: 'dollar_exchange_rate',
  EURO: 'euro_exchange_rate',
  POUND: 'sterling_exchange_rate',
};

/** The three rates as numbers; null for a missing, non-numeric or non-positive one. */
export async function loadExchangeRates(db: Db | Tx): Promise<ExchangeRates> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...EXCHANGE_KEYS]));
  const out: ExchangeRates = { dollar_exchange_rate: null, euro_exchange_rate: null, sterling_exchange_rate: null };
  for (const r of rows) {
    const n = Number(String(r.value).replace(',', '.'));
    if (Number.isFinite(n) && n > 0) out[r.key as keyof ExchangeRates] = n;
  }
  return out;
}

/** TL per one unit of `currency` (1 for TL), or null when the rate is not set. */
export function rateOf(rates: ExchangeRates, currency: Currency): number | null {
  return currency === 'TL' ? 1 : rates[KEY_OF[currency]];
}

/** Like rateOf, but a missing rate is the visitor's 422 (they chose a currency the agency has no rate for). */
export function requireRate(rates: ExchangeRates, currency: Currency): number {
  const r = rateOf(rates, currency);
  if (r === null) throw new AppError('UNPROCESSABLE', BOOKING_MESSAGES.rateNotSet);
  return r;
}

/** Kuruş → minor units of a currency at `rate` TL per unit. */
export function toMinor(kurus: number, rate: number): number {
  return Math.round(kurus / rate);
}
