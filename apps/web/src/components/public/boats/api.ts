/**
 * Server-side reads of the public boat pages (issue 7): the listing
 * (`/v1/searchboats`), its filter choices, a boat's page data and its
 * availability calendar. Cached with the `boats` tag, which the API
 * revalidates after every back-office boat write (decision 004). Reads that
 * share a request are wrapped in React's `cache`, so `generateMetadata` and
 * the page make one API call.
 */
import 'server-only';
import { cache } from 'react';
import {
  type BoatCalendar,
  type BoatCard,
  type BoatSearchOptions,
  type BoatSort,
  CACHE_TAGS,
  PUBLIC_REVALIDATE_SECONDS,
  type PublicBoatDetail,
} from '@yali/contract';
import { apiGet } from '@/lib/api.server';
import type { Locale } from '@yali/contract/locales';
import { langQuery } from '@/i18n/paths';

export type BoatPage = { items: BoatCard[]; total: number };

export type BoatSearchParams = {
  types?: number[];
  marina?: number | undefined;
  guests?: number | undefined;
  checkin?: string | undefined;
  checkout?: string | undefined;
  sort?: BoatSort;
  skip?: number;
  take?: number;
};

const caching = { revalidate: PUBLIC_REVALIDATE_SECONDS, tags: [CACHE_TAGS.boats] };
// Type, marina, sort and page alone do not depend on bookings: cached. Dates and guests stay fresh (like /v2/search).
const CACHEABLE_KEYS = new Set(['client', 'type', 'marina', 'sort', 'skip', 'take', 'lang']);

export async function searchBoats(params: BoatSearchParams, locale?: Locale): Promise<BoatPage> {
  const qs = new URLSearchParams({ client: 'true' });
  if (locale && langQuery(locale)) qs.set('lang', locale);
  if (params.types && params.types.length > 0) qs.set('type', params.types.join(','));
  if (params.marina) qs.set('marina', String(params.marina));
  if (params.guests) qs.set('guests', String(params.guests));
  if (params.checkin && params.checkout) {
    qs.set('checkin', params.checkin);
    qs.set('checkout', params.checkout);
  }
  if (params.sort && params.sort !== 'order') qs.set('sort', params.sort);
  if (params.skip) qs.set('skip', String(params.skip));
  if (params.take) qs.set('take', String(params.take));
  const cacheable = [...qs.keys()].every((k) => CACHEABLE_KEYS.has(k));
  return (await apiGet<BoatPage>(`/v1/searchboats?${qs}`, cacheable ? caching : undefined)) ?? { items: [], total: 0 };
}

const NO_OPTIONS: BoatSearchOptions = { types: [], marinas: [], capacity_max: 0, price: { min_kurus: null, max_kurus: null } };

export const getBoatSearchOptions = cache(
  async (locale?: Locale): Promise<BoatSearchOptions> =>
    (await apiGet<BoatSearchOptions>(`/v1/searchboats/options${locale ? langQuery(locale) : ''}`, caching)) ?? NO_OPTIONS,
);

/** The boat of a page, or null when the API answers 404 (unknown or inactive boat). */
export const getBoat = cache(
  async (slug: string, locale?: Locale): Promise<PublicBoatDetail | null> =>
    apiGet<PublicBoatDetail>(`/v1/boats/${encodeURIComponent(slug)}${locale ? langQuery(locale) : ''}`, caching),
);

/**
 * Free and held days [from, to) of a boat (the booking work's calendar call).
 * Null when the calendar cannot be read — the page then says so instead of
 * failing, since the rest of the page does not depend on it.
 */
export async function getBoatCalendar(slug: string, from: string, to: string): Promise<BoatCalendar | null> {
  try {
    return await apiGet<BoatCalendar>(`/v1/boats/${encodeURIComponent(slug)}/calendar?from=${from}&to=${to}`, caching);
  } catch {
    return null;
  }
}
