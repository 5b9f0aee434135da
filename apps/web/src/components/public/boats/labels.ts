/** Turkish labels, the listing's query and small helpers of the public boat pages (issue 7). */
import type { BoatSort } from '@yali/contract';
import { DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { INTL_TAG } from '@/i18n/paths';
import { paths } from '@/lib/paths';
import { numberFormat } from '@/lib/intl';

/** The boat listing's sort orders with the key of each one's label in the `Listing` messages. */
export const BOAT_SORT_OPTIONS: {
  value: BoatSort;
  label: 'sortOrder' | 'sortPriceAsc' | 'sortPriceDesc' | 'sortCapacity' | 'sortNewest';
}[] = [
  { value: 'order', label: 'sortOrder' },
  { value: 'price_asc', label: 'sortPriceAsc' },
  { value: 'price_desc', label: 'sortPriceDesc' },
  { value: 'capacity', label: 'sortCapacity' },
  { value: 'newest', label: 'sortNewest' },
];

const isBoatSort = (v: string | undefined): v is BoatSort => BOAT_SORT_OPTIONS.some((o) => o.value === v);

/** Rental lengths offered by the listing's filter, in days. */
export const RENTAL_DAY_CHOICES = [1, 2, 3, 4, 5, 6, 7, 10, 14, 21, 28] as const;

export const daysLabel = (days: number) =>
  days === 1 ? '1 gün (günübirlik)' : days % 7 === 0 ? `${days} gün (${days / 7} hafta)` : `${days} gün`;

/** '18.5' → '18,5 m' (en: '18.5 m'). */
export const lengthLabel = (metres: number, locale: Locale = DEFAULT_LOCALE) =>
  `${numberFormat(INTL_TAG[locale], { maximumFractionDigits: 1 }).format(metres)} m`;

/** Calendar-day arithmetic on 'YYYY-MM-DD' through UTC (no time-zone shift). */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The listing's query. The visitor picks a first day and a number of days
 * (`checkin`, `days`); the API's half-open range ends the day after the last
 * day (`checkout` = checkin + days). A `checkout` in the address is accepted
 * too. Anything malformed is ignored rather than sent to the API.
 */
export type BoatListingQuery = {
  types: number[];
  marina?: number | undefined;
  guests?: number | undefined;
  checkin?: string | undefined;
  days?: number | undefined;
  sort: BoatSort;
  page: number;
  /** The results as cards or on a map (issue 23: `view=map`, rewritten to the `harita` route); the list is the default. */
  view: 'list' | 'map';
};

type Raw = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const positiveInt = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};
const isoDay = (v: string | undefined) =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) ? v : undefined;

export function parseBoatQuery(raw: Raw, today: string): BoatListingQuery {
  const typeValues = ([] as string[]).concat(raw.type ?? []).flatMap((v) => v.split(','));
  const types = [...new Set(typeValues.map((v) => positiveInt(v.trim())).filter((n): n is number => n !== undefined))];
  const sort = first(raw.sort);
  const checkin = isoDay(first(raw.checkin));
  const checkout = isoDay(first(raw.checkout));
  const fromCheckout = checkin && checkout ? daysBetween(checkin, checkout) : undefined;
  const days = positiveInt(first(raw.days)) ?? fromCheckout ?? (checkin ? 1 : undefined);
  const dated = checkin !== undefined && checkin >= today && days !== undefined && days >= 1 && days <= 90;
  const guests = positiveInt(first(raw.guests));
  return {
    types,
    ...(positiveInt(first(raw.marina)) ? { marina: positiveInt(first(raw.marina)) as number } : {}),
    ...(guests && guests <= 100 ? { guests } : {}),
    ...(dated ? { checkin, days } : {}),
    sort: isBoatSort(sort) ? sort : 'order',
    page: positiveInt(first(raw.page)) ?? 1,
    view: first(raw.view) === 'map' ? 'map' : 'list',
  };
}

/** The address of the listing with some of its query changed (defaults left out). */
export function boatListingHref(query: BoatListingQuery, change: Partial<BoatListingQuery> = {}): string {
  const q = { ...query, ...change };
  const qs = new URLSearchParams();
  if (q.types.length > 0) qs.set('type', q.types.join(','));
  if (q.marina) qs.set('marina', String(q.marina));
  if (q.checkin && q.days) {
    qs.set('checkin', q.checkin);
    qs.set('days', String(q.days));
  }
  if (q.guests) qs.set('guests', String(q.guests));
  if (q.sort !== 'order') qs.set('sort', q.sort);
  if (q.page > 1) qs.set('page', String(q.page));
  if (q.view === 'map') qs.set('view', 'map');
  const s = qs.toString();
  return s ? `${paths.listingBoat}?${s}` : paths.listingBoat;
}

/** Heading of a type's listing: 'Gulet' → 'Kiralık Gulet', none → 'Kiralık Tekneler'; `t` reads the `Listing` messages. */
export const typeHeading = (
  name: string | undefined,
  t: (key: 'boatTypeTitle' | 'boatsTitle', values?: { type: string }) => string,
) => (name ? t('boatTypeTitle', { type: name }) : t('boatsTitle'));
