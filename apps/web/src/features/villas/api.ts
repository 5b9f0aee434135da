/**
 * Server-side reads of the public villa pages. Each is wrapped in React's
 * `cache` so that `generateMetadata` and the page share one API call per
 * request.
 */
import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, type Currency, PUBLIC_REVALIDATE_SECONDS, type VillaCard, type VillaDetail } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { langQuery } from '@/i18n/paths';
import { apiGet } from '@/lib/api.server';

export type SearchOptions = {
  types: { id: number; name: string; count: number }[];
  towns: { town_id: number; name: string; districts: { district_id: number; name: string }[] }[];
  /** Features with how many active villas have each (issue 23's filter). */
  features?: { id: number; name: string; icon: string; count: number }[];
  /** Largest capacity among active villas: the guests selector's maximum. */
  guests_max?: number;
  /** For each "Yatak odası" choice, how many active villas have at least `min` bedrooms (issue 23). */
  bedrooms?: { min: number; count: number }[];
};

export type VillaSort = 'order' | 'popular' | 'price_asc' | 'price_desc' | 'newest';

export type VillaSearchParams = {
  types?: number[];
  town?: number;
  sort?: VillaSort;
  skip?: number;
  take?: number;
  checkin?: string | undefined;
  checkout?: string | undefined;
  guests?: number | undefined;
  /** Features a villa must all have (ids). */
  features?: number[];
  /** Price bounds in whole units of `currency`: the stay's total with dates, the nightly rate without. */
  min_price?: number | undefined;
  max_price?: number | undefined;
  currency?: Currency | undefined;
  /** At least this many bedrooms. */
  bedrooms?: number | undefined;
  /** The sea within this many metres. */
  max_sea_m?: number | undefined;
};

export type VillaPage = { items: VillaCard[]; total: number };

const CACHEABLE_SEARCH_KEYS = new Set(['client', 'types', 'town', 'sort', 'skip', 'take', 'lang']);

/** A page of villa cards for `params`; names of types, towns and features in `locale` (issue 18) where translated. */
export async function searchVillas(params: VillaSearchParams, locale?: Locale): Promise<VillaPage> {
  const qs = new URLSearchParams({ client: 'true' });
  if (locale && langQuery(locale)) qs.set('lang', locale);
  if (params.types && params.types.length > 0) qs.set('types', params.types.join(','));
  if (params.town) qs.set('town', String(params.town));
  if (params.sort) qs.set('sort', params.sort);
  if (params.skip) qs.set('skip', String(params.skip));
  if (params.take) qs.set('take', String(params.take));
  if (params.checkin && params.checkout) {
    qs.set('checkin', params.checkin);
    qs.set('checkout', params.checkout);
  }
  if (params.guests) qs.set('guests', String(params.guests));
  if (params.features && params.features.length > 0) qs.set('features', params.features.join(','));
  if (params.bedrooms) qs.set('bedrooms', String(params.bedrooms));
  if (params.max_sea_m !== undefined) qs.set('max_sea_m', String(params.max_sea_m));
  if (params.min_price !== undefined) qs.set('min_price', String(params.min_price));
  if (params.max_price !== undefined) qs.set('max_price', String(params.max_price));
  if (params.currency && params.currency !== 'TL' && (params.min_price !== undefined || params.max_price !== undefined))
    qs.set('currency', params.currency);
  // Type, town, sort and page alone do not depend on bookings: cached, refreshed on back-office changes (decision 004).
  const cacheable = [...qs.keys()].every((k) => CACHEABLE_SEARCH_KEYS.has(k));
  const caching = cacheable ? { revalidate: PUBLIC_REVALIDATE_SECONDS, tags: [CACHE_TAGS.villas] } : undefined;
  return (await apiGet<VillaPage>(`/v2/search?${qs}`, caching)) ?? { items: [], total: 0 };
}

/** The listing's filter choices (types, towns, features, …), named in `locale` where translated. */
export const getSearchOptions = cache(async (locale?: Locale): Promise<SearchOptions> => {
  const caching = { revalidate: PUBLIC_REVALIDATE_SECONDS, tags: [CACHE_TAGS.villas] };
  return (
    (await apiGet<SearchOptions>(`/v1/search/options${locale ? langQuery(locale) : ''}`, caching)) ?? { types: [], towns: [] }
  );
});

/**
 * The villa of a page in `locale` (the API translates its texts in place, falling back to Turkish), or null
 * when the API answers 404 (unknown or inactive villa).
 */
export const getVilla = cache(async (slug: string, locale?: Locale): Promise<VillaDetail | null> => {
  const caching = { revalidate: PUBLIC_REVALIDATE_SECONDS, tags: [CACHE_TAGS.villas, CACHE_TAGS.villa(slug)] };
  return apiGet<VillaDetail>(`/v1/villas/${encodeURIComponent(slug)}${locale ? langQuery(locale) : ''}`, caching);
});
