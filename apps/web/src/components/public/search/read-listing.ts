import type { ReactNode } from 'react';
import { getSiteSettings } from '@/components/public/site-settings';
import type { ListingView } from '@/features/villas/components/map/listing-view-switch';

/**
 * The reads of one listing page (villas, boats) at once: the kind's filter `options`, the page of
 * results (`search({ skip, take })` for page `query.page` of `pageSize`) and, for the map view only, the
 * site settings with the map's tile server (the list draws no tiles, so its render reads nothing more).
 */
export async function readListing<O, R>(
  query: { page: number; view: ListingView },
  pageSize: number,
  options: Promise<O>,
  search: (page: { skip: number; take: number }) => Promise<R>,
) {
  const [read, result, settings] = await Promise.all([
    options,
    search({ skip: (query.page - 1) * pageSize, take: pageSize }),
    query.view === 'map' ? getSiteSettings() : null,
  ]);
  return { options: read, result, settings };
}

/** A page's query string as Next.js hands it to a route. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A listing route's props: its query and, on the map route only, the map view's renderer (decision 024). */
export type ListingRouteProps<M> = { searchParams: SearchParams; map?: ((props: M) => ReactNode) | undefined };

/** The query a listing renders: its own view where the route can draw the map (`map` given), else the list. */
export const listedQuery = <Q extends { view: ListingView }>(parsed: Q, map: unknown): Q =>
  map ? parsed : { ...parsed, view: 'list' };
