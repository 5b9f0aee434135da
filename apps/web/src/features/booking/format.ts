/** Money, dates and calendar-day helpers of the booking screens (tr-TR, DESIGN §3). */
import type { Currency } from '@yali/contract';

const ISO: Record<Currency, string> = { TL: 'TRY', DOLLAR: 'USD', EURO: 'EUR', POUND: 'GBP' };
const formats = new Map<Currency, Intl.NumberFormat>();

/** Minor units (kuruş, cents, pence) → '₺22.000', '€448'. Whole units, like the rest of the site. */
export function formatMinor(minor: number, currency: Currency): string {
  let f = formats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: ISO[currency], maximumFractionDigits: 0 });
    formats.set(currency, f);
  }
  return f.format(Math.round(minor / 100));
}

const dayFmt = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortFmt = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', weekday: 'short', timeZone: 'UTC' });

/** '2026-12-05' → '5 Aralık 2026'. */
export const formatDay = (iso: string) => dayFmt.format(new Date(`${iso}T00:00:00Z`));
/** '2026-12-05' → '5 Ara Cmt'. */
export const formatDayShort = (iso: string) => shortFmt.format(new Date(`${iso}T00:00:00Z`));

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
