'use client';
/** Reads and writes of `/v1/admin/boattypes` (SPEC §7, §9: 10 per page). */
import { type BoatTypeBody, type BoatTypeItem, PAGE_SIZE } from '@yali/contract';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

export const BOAT_TYPES_PATH = '/v1/admin/boattypes';
export const BOAT_TYPES_PAGE_SIZE = PAGE_SIZE.boatTypes;

export function useBoatTypes(page: number, q: string) {
  const sp = new URLSearchParams({ skip: String((page - 1) * BOAT_TYPES_PAGE_SIZE), take: String(BOAT_TYPES_PAGE_SIZE) });
  if (q) sp.set('q', q);
  return useAdminQuery<{ items: BoatTypeItem[]; total: number }>(`${BOAT_TYPES_PATH}?${sp}`, {
    placeholderData: (prev) => prev,
  });
}

export function useSaveBoatType(onDone: () => void) {
  return useAdminMutation<{ id?: number; body: BoatTypeBody }, BoatTypeItem>({
    request: ({ id, body }) =>
      id === undefined
        ? { method: 'POST', path: BOAT_TYPES_PATH, body }
        : { method: 'PUT', path: `${BOAT_TYPES_PATH}/${id}`, body },
    success: (r, v) => (v.id === undefined ? `“${r.name}” tekne tipi eklendi.` : `“${r.name}” tekne tipi güncellendi.`),
    invalidate: [BOAT_TYPES_PATH, '/v1/admin/boat'],
    onSuccess: onDone,
  });
}

/** Delete; a type in use answers 409 naming its boats, shown as an error toast by `useAdminMutation`. */
export function useDeleteBoatType(onDone: () => void) {
  return useAdminMutation<BoatTypeItem, { id: number }>({
    request: (t) => ({ method: 'DELETE', path: `${BOAT_TYPES_PATH}/${t.id}` }),
    success: (_r, t) => `“${t.name}” tekne tipi silindi.`,
    invalidate: [BOAT_TYPES_PATH],
    onSuccess: onDone,
    onError: onDone,
  });
}
