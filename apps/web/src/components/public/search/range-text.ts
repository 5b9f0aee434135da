/**
 * Short texts of a searched stay or rental in the page's language, shared by
 * the server pages (the phone's summary line) and the date field (issue 23):
 * "10–17 Tem", "28 Tem – 4 Ağu" (en: "10–17 Jul", "28 Jul – 4 Aug"). Days are
 * 'YYYY-MM-DD' calendar days.
 */
import { DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { INTL_TAG } from '@/i18n/paths';
import { dateTimeFormat } from '@/lib/intl';

/** '10 Tem' (with `year`, '10 Tem 2027') in `locale`. */
function dayMonth(iso: string, locale: Locale, year = false): string {
  const options: Intl.DateTimeFormatOptions = year
    ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
    : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return dateTimeFormat(INTL_TAG[locale], options).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The range from `first` to `last` (both days shown as given: a stay's
 * check-out day, a boat's last day): '2026-07-10', '2026-07-17' → '10–17
 * Tem'; across months '28 Tem – 4 Ağu'; across years with the years. One
 * day alone (no `last`, or the same day) → '10 Tem'.
 */
export function rangeText(first: string, last: string | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!last || last === first) return dayMonth(first, locale);
  if (first.slice(0, 4) !== last.slice(0, 4)) return `${dayMonth(first, locale, true)} – ${dayMonth(last, locale, true)}`;
  if (first.slice(0, 7) === last.slice(0, 7)) return `${Number(first.slice(8))}–${dayMonth(last, locale)}`;
  return `${dayMonth(first, locale)} – ${dayMonth(last, locale)}`;
}

/** The phone's one-line summary of a search: the given parts that are set, joined by ' · ' ('Kaş · 10–17 Tem · 6 kişi'). */
export function searchSummary(parts: (string | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' · ');
}
