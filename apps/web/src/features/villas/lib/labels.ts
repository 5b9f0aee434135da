/** Labels and small text helpers of the public villa pages. */
import { DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { INTL_TAG } from '@/i18n/paths';
import { dateTimeFormat, numberFormat } from '@/lib/intl';
import type { VillaSort } from '../api';

/** The listing's sort orders with the key of each one's label in the `Listing` messages. */
export const SORT_OPTIONS: {
  value: VillaSort;
  label: 'sortOrder' | 'sortPopular' | 'sortPriceAsc' | 'sortPriceDesc' | 'sortNewest';
}[] = [
  { value: 'order', label: 'sortOrder' },
  { value: 'popular', label: 'sortPopular' },
  { value: 'price_asc', label: 'sortPriceAsc' },
  { value: 'price_desc', label: 'sortPriceDesc' },
  { value: 'newest', label: 'sortNewest' },
];

/** The listing's "Denize uzaklık" choices in metres (issue 23: "denize 500 m'den yakın"). */
export const SEA_DISTANCE_CHOICES = [100, 300, 500, 1000] as const;

/**
 * "300 m'ye kadar", "1 km'ye kadar" (en: "Up to 300 m"); `t` reads the `Listing` messages, whose Turkish
 * suffixes follow the unit as read aloud (metre, kilometre).
 */
export function seaDistanceLabel(
  metres: number,
  t: (key: 'seaKm' | 'seaM', values: { km?: number; m?: number }) => string,
): string {
  return metres >= 1000 && metres % 1000 === 0 ? t('seaKm', { km: metres / 1000 }) : t('seaM', { m: metres });
}

export function isVillaSort(value: string | undefined): value is VillaSort {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** The weekday `d` (0 = Sunday) in `locale`: 2026-11-01 was a Sunday. */
function weekdayName(d: number, locale: Locale): string {
  return dateTimeFormat(INTL_TAG[locale], { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 1 + d)));
}

/**
 * Allowed check-in days of a price period, Monday first, in `locale`: [6] → 'Cumartesi' (en: 'Saturday');
 * null or all days → `everyDay` ('Her gün', the page passes its language's words).
 */
export function checkinDaysLabel(days: number[] | null, locale: Locale = DEFAULT_LOCALE, everyDay = 'Her gün'): string {
  if (!days || days.length === 0 || days.length === 7) return everyDay;
  return [...days]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((d) => weekdayName(d, locale))
    .join(', ');
}

/** Heading of a villa type's listing: 'Apart' → 'Apart Villalar', 'Lüks Villa' → 'Lüks Villalar', 'Balayı Villası' → 'Balayı Villaları'. */
export function typeHeading(name: string): string {
  const trimmed = name.trim();
  if (/(villalar|villaları|evler)$/iu.test(trimmed)) return trimmed;
  if (/villa$/iu.test(trimmed)) return `${trimmed}lar`;
  if (/villası$/iu.test(trimmed)) return `${trimmed.slice(0, -2)}ları`;
  if (/\sev$/iu.test(trimmed)) return `${trimmed}ler`;
  return `${trimmed} Villalar`;
}

/**
 * Turkish ablative suffix ('den', 'dan', 'ten', 'tan') after a spoken number,
 * so that prices read naturally: 12.500 → '’den', 3.640 → '’tan', 9 → '’dan'.
 */
export function ablativeSuffix(n: number): string {
  const value = Math.abs(Math.round(n));
  const ones = ['dan', 'den', 'den', 'ten', 'ten', 'ten', 'dan', 'den', 'den', 'dan'];
  const tens = ['', 'dan', 'den', 'dan', 'tan', 'den', 'tan', 'ten', 'den', 'dan'];
  if (value === 0) return 'dan';
  if (value % 10 !== 0) return ones[value % 10] ?? 'den';
  if (value % 100 !== 0) return tens[(value % 100) / 10] ?? 'den';
  if (value % 1000 !== 0) return 'den'; // yüz
  if (value % 1_000_000 !== 0) return 'den'; // bin
  return 'dan'; // milyon, milyar
}

/** Today's calendar date in Istanbul as YYYY-MM-DD. */
export function todayIso(timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** A distance in metres as a guest reads it: '350 m' below a kilometre, else '1,2 km' / '95 km' (en: '1.2 km'). */
export function distanceLabel(metres: number, locale: Locale = DEFAULT_LOCALE): string {
  if (metres < 1000) return `${metres} m`;
  const kmFormat = numberFormat(INTL_TAG[locale], { maximumFractionDigits: 1 });
  return `${kmFormat.format(metres >= 10_000 ? Math.round(metres / 1000) : metres / 1000)} km`;
}
