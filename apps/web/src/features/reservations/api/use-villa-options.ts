'use client';
/**
 * Villas for the filter and form selects: `GET /v1/admin/villas/all` (every
 * villa the user may see, OWNER: their own), falling back to the first 100
 * of `/villas` where that call does not exist.
 */
import { useQuery } from '@tanstack/react-query';
import { adminRead } from '@/features/dashboard/api/admin-fetch';
import { ApiClientError } from '@/lib/api.client';

export type VillaChoice = { id: number; name: string };

async function loadVillaChoices(): Promise<VillaChoice[]> {
  try {
    const all = await adminRead<{ id: number; name: string }[]>('/v1/admin/villas/all');
    return all.map((v) => ({ id: v.id, name: v.name }));
  } catch (err) {
    if (!(err instanceof ApiClientError) || err.status !== 404) throw err;
    const page = await adminRead<{ items: { id: number; name: string }[] }>('/v1/admin/villas?take=100');
    return page.items.map((v) => ({ id: v.id, name: v.name }));
  }
}

export function useVillaChoices() {
  return useQuery({ queryKey: ['admin', 'villa-choices'], queryFn: loadVillaChoices, staleTime: 5 * 60_000 });
}
