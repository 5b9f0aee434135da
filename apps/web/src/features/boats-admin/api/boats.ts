'use client';
/**
 * Reads of the boat back office (SPEC §7 `/boat?skip&take=20&order`, with
 * the `type_id` / `marina_id` filters; `/boat/{id}`) and the type and marina
 * choices of the boat form. Query keys
 * are the paths, so a write invalidates them by prefix.
 */
import { type BoatDetail, type BoatListItem, type BoatTypeItem, type MarinaItem, PAGE_SIZE } from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { paths } from '@/lib/paths';

export const BOATS_PATH = '/v1/admin/boat';
export const BOATS_PAGE_SIZE = PAGE_SIZE.boats;
export const boatPath = (id: number) => `${BOATS_PATH}/${id}`;

/** The list's filters by type and marina, as in `?type_id=&marina_id=` of the API and of the screen's address. */
export type BoatListFilters = { type_id?: number | undefined; marina_id?: number | undefined };

/** `/dashboard/boats` showing only the boats of a type and/or at a marina (the "N tekne" links). */
export function boatsListHref(filters: BoatListFilters): string {
  const sp = new URLSearchParams();
  if (filters.type_id !== undefined) sp.set('type_id', String(filters.type_id));
  if (filters.marina_id !== undefined) sp.set('marina_id', String(filters.marina_id));
  const qs = sp.toString();
  return qs ? `${paths.dashboard.boats}?${qs}` : paths.dashboard.boats;
}

export function useBoats(
  opts: { page: number; order: 'order' | 'id'; q: string; missing_translation?: string } & BoatListFilters,
) {
  const sp = new URLSearchParams({
    skip: String((opts.page - 1) * BOATS_PAGE_SIZE),
    take: String(BOATS_PAGE_SIZE),
    order: opts.order,
  });
  if (opts.order === 'id') sp.set('dir', 'desc');
  if (opts.q) sp.set('q', opts.q);
  if (opts.type_id !== undefined) sp.set('type_id', String(opts.type_id));
  if (opts.marina_id !== undefined) sp.set('marina_id', String(opts.marina_id));
  if (opts.missing_translation) sp.set('missing_translation', opts.missing_translation);
  return useAdminQuery<{ items: BoatListItem[]; total: number }>(`${BOATS_PATH}?${sp}`, { placeholderData: (prev) => prev });
}

export const useBoat = (id: number | null) => useAdminQuery<BoatDetail>(id === null ? null : boatPath(id));

/** Every type and marina for the selects (the lists are short; 100 is the API's page maximum). */
export const useBoatTypeChoices = () => useAdminQuery<{ items: BoatTypeItem[]; total: number }>('/v1/admin/boattypes?take=100');
export const useMarinaChoices = () => useAdminQuery<{ items: MarinaItem[]; total: number }>('/v1/admin/marina?take=100');
