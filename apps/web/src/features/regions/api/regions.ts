'use client';
/** Reads and writes of towns (ilçe) and districts (bölge), SPEC §7 (`/towns`, `/districts`, 10 per page). */
import {
  type DistrictBody,
  type DistrictItem,
  PAGE_SIZE,
  type TownBody,
  type TownDetail,
  type TownItem,
  type TownOption,
} from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';

const TOWNS = '/v1/admin/towns';
const DISTRICTS = '/v1/admin/districts';
const SHOWTOWN = '/v1/admin/showtown';
/** Every read a region write can change (counts live on both lists). */
const ALL = [TOWNS, DISTRICTS, SHOWTOWN];

export const TOWNS_PAGE_SIZE = PAGE_SIZE.towns;
export const DISTRICTS_PAGE_SIZE = PAGE_SIZE.districts;

const pageQuery = (page: number, size: number, extra: Record<string, string | number | undefined>) => {
  const sp = new URLSearchParams({ skip: String((page - 1) * size), take: String(size) });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== '') sp.set(k, String(v));
  return sp.toString();
};

export const useTowns = (page: number, q: string) =>
  useAdminQuery<{ items: TownItem[]; total: number }>(`${TOWNS}?${pageQuery(page, TOWNS_PAGE_SIZE, { q })}`, {
    placeholderData: (prev) => prev,
  });

export const useTownOptions = () => useAdminQuery<TownOption[]>(`${TOWNS}/select`);

export const useDistricts = (page: number, townId: number | null) =>
  useAdminQuery<{ items: DistrictItem[]; total: number }>(
    `${DISTRICTS}?${pageQuery(page, DISTRICTS_PAGE_SIZE, { town_id: townId ?? undefined })}`,
    { placeholderData: (prev) => prev },
  );

export function useSaveTown(onDone: () => void) {
  return useAdminMutation<{ id?: number; body: TownBody }, TownDetail>({
    request: ({ id, body }) =>
      id === undefined ? { method: 'POST', path: TOWNS, body } : { method: 'PUT', path: `${TOWNS}/${id}`, body },
    success: (r, v) => (v.id === undefined ? `“${r.name}” ilçesi eklendi.` : `“${r.name}” ilçesi güncellendi.`),
    invalidate: ALL,
    onSuccess: onDone,
  });
}

export function useDeleteTown(onDone: (deleted: boolean, town: TownItem) => void) {
  return useAdminMutation<TownItem, { id: number }>({
    request: (t) => ({ method: 'DELETE', path: `${TOWNS}/${t.town_id}` }),
    success: (_r, t) => `“${t.name}” ilçesi silindi.`,
    invalidate: ALL,
    onSuccess: (_r, t) => onDone(true, t),
    onError: (_e, t) => onDone(false, t),
  });
}

export function useSaveDistrict(onDone: () => void) {
  return useAdminMutation<{ id?: number; body: DistrictBody }, DistrictItem>({
    request: ({ id, body }) =>
      id === undefined ? { method: 'POST', path: DISTRICTS, body } : { method: 'PUT', path: `${DISTRICTS}/${id}`, body },
    success: (r, v) => (v.id === undefined ? `“${r.name}” bölgesi eklendi.` : `“${r.name}” bölgesi güncellendi.`),
    invalidate: ALL,
    onSuccess: onDone,
  });
}

export function useDeleteDistrict(onDone: () => void) {
  return useAdminMutation<DistrictItem, { id: number }>({
    request: (d) => ({ method: 'DELETE', path: `${DISTRICTS}/${d.district_id}` }),
    success: (_r, d) => `“${d.name}” bölgesi silindi.`,
    invalidate: ALL,
    onSuccess: onDone,
    onError: onDone,
  });
}
