'use client';
/** Reads and writes of the marinas (SPEC §7: `/marina?skip&take=10`, `/showmarina/{id}`, `/marina/{marina_id}`). */
import { type MarinaBody, type MarinaItem, PAGE_SIZE } from '@yali/contract';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

export const MARINAS_PATH = '/v1/admin/marina';
export const MARINAS_PAGE_SIZE = PAGE_SIZE.marinas;

export function useMarinas(page: number, q: string) {
  const sp = new URLSearchParams({ skip: String((page - 1) * MARINAS_PAGE_SIZE), take: String(MARINAS_PAGE_SIZE) });
  if (q) sp.set('q', q);
  return useAdminQuery<{ items: MarinaItem[]; total: number }>(`${MARINAS_PATH}?${sp}`, { placeholderData: (prev) => prev });
}

export function useSaveMarina(onDone: () => void) {
  return useAdminMutation<{ id?: number; body: MarinaBody }, MarinaItem>({
    request: ({ id, body }) =>
      id === undefined ? { method: 'POST', path: MARINAS_PATH, body } : { method: 'PUT', path: `${MARINAS_PATH}/${id}`, body },
    success: (r, v) => (v.id === undefined ? `“${r.name}” eklendi.` : `“${r.name}” güncellendi.`),
    invalidate: [MARINAS_PATH, '/v1/admin/boat'],
    onSuccess: onDone,
  });
}

/** Delete; a marina with boats answers 409 naming them, shown as an error toast. */
export function useDeleteMarina(onDone: () => void) {
  return useAdminMutation<MarinaItem, { marina_id: number }>({
    request: (m) => ({ method: 'DELETE', path: `${MARINAS_PATH}/${m.marina_id}` }),
    success: (_r, m) => `“${m.name}” silindi.`,
    invalidate: [MARINAS_PATH],
    onSuccess: onDone,
    onError: onDone,
  });
}
