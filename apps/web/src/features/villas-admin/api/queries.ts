'use client';
/** Reads of the villa editor, one hook per call (query key = path, so writes invalidate ['admin']). */
import { useQuery } from '@tanstack/react-query';
import type { VillaDetail, VillaWithDates } from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { apiFetch } from '@/lib/api.client';

export type SearchOptions = {
  types: { id: number; name: string; count: number }[];
  towns: { town_id: number; name: string; districts: { district_id: number; name: string }[] }[];
};
export type OwnerOption = { id: number; name: string; email: string; role: string };
export type Feature = { id: number; name: string; icon: string };

export const villaPath = (id: number) => `/v1/admin/villas/${id}`;
export const useVilla = (id: number | null) => useAdminQuery<VillaDetail>(id === null ? null : villaPath(id));
export const useVillaDates = (id: number | null) =>
  useAdminQuery<VillaWithDates[]>(id === null ? null : `/v1/admin/villas/withdates?villa_id=${id}`);
export const useOwners = (enabled: boolean) => useAdminQuery<OwnerOption[]>(enabled ? '/v1/admin/users/select?role=OWNER' : null);
export const useFeatures = () => useAdminQuery<Feature[]>('/v1/admin/features');

/** Types and towns with districts: the public `/v1/search/options`. */
export const useSearchOptions = () =>
  useQuery<SearchOptions>({ queryKey: ['search-options'], queryFn: () => apiFetch<SearchOptions>('/v1/search/options') });
