/** Exchange rates out of the site settings (server and browser alike; no React). */
import type { Currency } from '@yali/contract';

/** TL per one unit of each foreign currency (settings `dollar_exchange_rate` …, DESIGN §2). */
export type ExchangeRates = Partial<Record<Exclude<Currency, 'TL'>, number>>;

export const CURRENCIES: readonly Currency[] = ['TL', 'DOLLAR', 'EURO', 'POUND'];

const RATE_KEYS: Record<Exclude<Currency, 'TL'>, string> = {
  DOLLAR: 'dollar_exchange_rate',
  EURO: 'euro_exchange_rate',
  POUND: 'sterling_exchange_rate',
};

/** Rates from settings entries looked up with `get`; a missing, zero or malformed rate is left out. */
export function ratesFromSettings(get: (key: string) => string | undefined): ExchangeRates {
  const rates: ExchangeRates = {};
  for (const [currency, key] of Object.entries(RATE_KEYS) as [Exclude<Currency, 'TL'>, string][]) {
    const n = Number(get(key)?.replace(',', '.'));
    if (Number.isFinite(n) && n > 0) rates[currency] = n;
  }
  return rates;
}

export const isCurrency = (v: unknown): v is Currency => typeof v === 'string' && (CURRENCIES as string[]).includes(v);

/**
 * Inline script for the page head: applies the stored currency — else `fallback`, the page language's — to
 * <html data-currency> before first paint.
 */
export const currencyScript = (storageKey: string, fallback: Currency = 'TL') =>
  `try{var c=localStorage.getItem(${JSON.stringify(storageKey)})||${JSON.stringify(fallback)};if(c==='DOLLAR'||c==='EURO'||c==='POUND')document.documentElement.dataset.currency=c}catch(e){}`;

/** CSS of <Money>: only the amount of the chosen currency is displayed (and read by screen readers). */
export const MONEY_CSS = [
  '[data-money]:not([data-money="TL"]){display:none}',
  ...CURRENCIES.filter((c) => c !== 'TL').map(
    (c) =>
      `html[data-currency="${c}"] [data-money="TL"]{display:none}html[data-currency="${c}"] [data-money="${c}"]{display:inline}`,
  ),
].join('');
