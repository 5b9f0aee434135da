'use client';
/** Reads and writes of `/v1/admin/villatypes` (SPEC §7, §9: 10 per page). */
import { PAGE_SIZE, type VillaTypeBody, type VillaTypeItem } from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';

export const VILLA_TYPES_PATH = '/v1/admin/villatypes';
export const VILLA_TYPES_PAGE_SIZE = PAGE_SIZE.villaTypes;

export function useVillaTypes(page: number, q: string) {
  const sp = new URLSearchParams({ skip: String((page - 1) * VILLA_TYPES_PAGE_SIZE), take: String(VILLA_TYPES_PAGE_SIZE) });
  if (q) sp.set('q', q);
  return useAdminQuery<{ items: VillaTypeItem[]; total: number }>(`${VILLA_TYPES_PATH}?${sp}`, {
    placeholderData: (prev) => prev,
  });
}

export function useSaveVillaType(onDone: () => void) {
  return useAdminMutation<{ id?: number; body: VillaTypeBody }, VillaTypeItem>({
    request: ({ id, body }) =>
      id === undefined
        ? { method: 'POST', path: VILLA_TYPES_PATH, body }
        : { method: 'PUT', path: `${VILLA_TYPES_PATH}/${id}`, body },
    success: (r, v) => (v.id === undefined ? `“${r.name}” villa tipi eklendi.` : `“${r.name}” villa tipi güncellendi.`),
    invalidate: [VILLA_TYPES_PATH],
    onSuccess: onDone,
  });
}

export function useDeleteVillaType(onDone: () => void) {
  return useAdminMutation<VillaTypeItem, { id: number }>({
    request: (t) => ({ method: 'DELETE', path: `${VILLA_TYPES_PATH}/${t.id}` }),
    success: (_r, t) => `“${t.name}” villa tipi silindi.`,
    invalidate: [VILLA_TYPES_PATH],
    onSuccess: onDone,
    onError: onDone,
  });
}
