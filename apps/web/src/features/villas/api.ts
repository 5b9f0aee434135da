/**
 * Server-side reads of the public villa pages. Each is wrapped in React's
 * `cache` so that `generateMetadata` and the page share one API call per
 * request.
 */
import 'server-only';
import { cache } from 'react';
import type { VillaCard, VillaDetail } from '@yali/contract';
import { apiGet } from '@/lib/api.server';

export type SearchOptions = {
  types: { id: number; name: string; count: number }[];
  towns: { town_id: number; name: string; districts: { district_id: number; name: string }[] }[];
};

export type VillaSort = 'order' | 'popular' | 'price_asc' | 'price_desc' | 'newest';

export type VillaSearchParams = {
  types?: number[];
  town?: number;
  sort?: VillaSort;
  skip?: number;
  take?: number;
};

export type VillaPage = { items: VillaCard[]; total: number };

export async function searchVillas(params: VillaSearchParams): Promise<VillaPage> {
  const qs = new URLSearchParams({ client: 'true' });
  if (params.types && params.types.length > 0) qs.set('types', params.types.join(','));
  if (params.town) qs.set('town', String(params.town));
  if (params.sort) qs.set('sort', params.sort);
  if (params.skip) qs.set('skip', String(params.skip));
  if (params.take) qs.set('take', String(params.take));
  return (await apiGet<VillaPage>(`/v2/search?${qs}`)) ?? { items: [], total: 0 };
}

export const getSearchOptions = cache(async (): Promise<SearchOptions> => {
  return (await apiGet<SearchOptions>('/v1/search/options')) ?? { types: [], towns: [] };
});

/** The villa of a page, or null when the API answers 404 (unknown or inactive villa). */
export const getVilla = cache(async (slug: string): Promise<VillaDetail | null> => {
  return apiGet<VillaDetail>(`/v1/villas/${encodeURIComponent(slug)}`);
});
