'use client';
/**
 * Reads of the boat back office (SPEC §7 `/boat?skip&take=20&order`,
 * `/boat/{id}`) and the type and marina choices of the boat form. Query keys
 * are the paths, so a write invalidates them by prefix.
 */
import { type BoatDetail, type BoatListItem, type BoatTypeItem, type MarinaItem, PAGE_SIZE } from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

export const BOATS_PATH = '/v1/admin/boat';
export const BOATS_PAGE_SIZE = PAGE_SIZE.boats;
export const boatPath = (id: number) => `${BOATS_PATH}/${id}`;

export function useBoats(opts: { page: number; order: 'order' | 'id'; q: string }) {
  const sp = new URLSearchParams({
    skip: String((opts.page - 1) * BOATS_PAGE_SIZE),
    take: String(BOATS_PAGE_SIZE),
    order: opts.order,
  });
  if (opts.order === 'id') sp.set('dir', 'desc');
  if (opts.q) sp.set('q', opts.q);
  return useAdminQuery<{ items: BoatListItem[]; total: number }>(`${BOATS_PATH}?${sp}`, { placeholderData: (prev) => prev });
}

export const useBoat = (id: number | null) => useAdminQuery<BoatDetail>(id === null ? null : boatPath(id));

/** Every type and marina for the selects (the lists are short; 100 is the API's page maximum). */
export const useBoatTypeChoices = () => useAdminQuery<{ items: BoatTypeItem[]; total: number }>('/v1/admin/boattypes?take=100');
export const useMarinaChoices = () => useAdminQuery<{ items: MarinaItem[]; total: number }>('/v1/admin/marina?take=100');
