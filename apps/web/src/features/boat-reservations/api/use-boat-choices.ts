'use client';
/** Boats for the filter select: `GET /v1/admin/boat/all` (every boat, active or not). */
import type { BoatOption } from '@yali/contract';
import { useQuery } from '@tanstack/react-query';
import { adminRead } from '@/features/dashboard/api/admin-fetch';

export function useBoatChoices() {
  return useQuery({
    queryKey: ['admin', 'boat-choices'],
    queryFn: () => adminRead<BoatOption[]>('/v1/admin/boat/all'),
    staleTime: 5 * 60_000,
  });
}
