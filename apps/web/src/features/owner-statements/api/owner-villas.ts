'use client';
/** The villas of one owner, for the expense and commission-rate forms (the first 100 villas of the list). */
import type { VillaListItem } from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

export function useOwnerVillas(ownerId: number, enabled: boolean) {
  const q = useAdminQuery<{ items: VillaListItem[] }>(enabled ? '/v1/admin/villas?take=100' : null);
  return { ...q, data: q.data?.items.filter((v) => v.owner?.id === ownerId) };
}
