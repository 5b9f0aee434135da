/**
 * Money, dates and calendar-day helpers of the booking screens (DESIGN §3), in
 * the page's language (issue 18: tr-TR, en-GB); Turkish when none is given.
 */
import type { Currency } from '@yali/contract';
import { DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { DATE_MONTH, INTL_TAG } from '@/i18n/paths';

const ISO: Record<Currency, string> = { TL: 'TRY', DOLLAR: 'USD', EURO: 'EUR', POUND: 'GBP' };
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per language and options, made on first use (making one costs far more than using it). */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let f = formats.get(key) as F | undefined;
  if (!f) {
    f = make();
    formats.set(key, f);
  }
  return f;
}

/** Minor units (kuruş, cents, pence) → '₺22.000', '€448'. Whole units, like the rest of the site. */
export function formatMinor(minor: number, currency: Currency, locale: Locale = DEFAULT_LOCALE): string {
  const f = cached(
    `n ${locale} ${currency}`,
    () => new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: ISO[currency], maximumFractionDigits: 0 }),
  );
  return f.format(Math.round(minor / 100));
}

/** A calendar day in `locale` with `options` (UTC: the day as written, no time-zone shift). */
function dayIn(iso: string, locale: Locale, kind: 'long' | 'short'): string {
  const f = cached(
    `d ${locale} ${kind}`,
    () =>
      new Intl.DateTimeFormat(
        INTL_TAG[locale],
        kind === 'long'
          ? { day: 'numeric', month: DATE_MONTH[locale], year: 'numeric', timeZone: 'UTC' }
          : { day: 'numeric', month: 'short', weekday: 'short', timeZone: 'UTC' },
      ),
  );
  return f.format(new Date(`${iso}T00:00:00Z`));
}

/** '2026-12-05' → '5 Aralık 2026' (en: '5 Dec 2026'). */
export const formatDay = (iso: string, locale: Locale = DEFAULT_LOCALE) => dayIn(iso, locale, 'long');
/** '2026-12-05' → '5 Ara Cmt' (en: 'Sat 5 Dec'). */
export const formatDayShort = (iso: string, locale: Locale = DEFAULT_LOCALE) => dayIn(iso, locale, 'short');

/** The calendar day a picker's local Date stands for, as 'YYYY-MM-DD'. */
export function isoOf(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A local Date (midnight) for a calendar day, as the picker wants it. */
export function dateOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** Calendar-day arithmetic on 'YYYY-MM-DD' through UTC (no time-zone shift). */
export function addDaysIso(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
