'use client';
/**
 * Calls of the price tools (issue 24): the villa selection (`GET
 * /v1/admin/villas` with region, type and owner filters, every page up to
 * the bulk limit), the missing-price list, and the writes — bulk preview and
 * apply, year copy preview and apply. Writes refetch every admin read that
 * shows prices (villa details, the missing list).
 */
import {
  BULK_PRICE_MAX_VILLAS,
  type BulkPriceBody,
  type BulkPriceResult,
  type CopyPriceYearBody,
  type CopyPriceYearResult,
  MAX_TAKE,
  type MissingPricesResult,
  type VillaListItem,
} from '@yali/contract';
import { useQuery } from '@tanstack/react-query';
import { adminRead, useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';

/** Selection filters of the bulk screen ('' = any). */
export type VillaFilters = { town_id: string; district_id: string; type_id: string; owner_id: string; q: string };

/** Every villa matching `filters`, page by page, at most the bulk limit (the screen says when there are more). */
export function useVillaSelection(filters: VillaFilters) {
  const sp = new URLSearchParams({ take: String(MAX_TAKE), order: 'order' });
  for (const [k, v] of Object.entries(filters)) if (v.trim()) sp.set(k, v.trim());
  return useQuery({
    queryKey: ['admin', `/v1/admin/villas?${sp.toString()}`, 'all-pages'],
    queryFn: async () => {
      const items: VillaListItem[] = [];
      let total = 0;
      do {
        sp.set('skip', String(items.length));
        const page = await adminRead<{ items: VillaListItem[]; total: number }>(`/v1/admin/villas?${sp.toString()}`);
        items.push(...page.items);
        total = page.total;
        if (page.items.length === 0) break;
      } while (items.length < total && items.length < BULK_PRICE_MAX_VILLAS);
      return { items, total };
    },
    placeholderData: (prev) => prev,
  });
}

export const missingPricesPath = (villaId?: number) =>
  villaId === undefined ? '/v1/admin/prices/missing' : `/v1/admin/prices/missing?villa_id=${villaId}`;
export const useMissingPrices = (villaId?: number) => useAdminQuery<MissingPricesResult>(missingPricesPath(villaId));

/** Paths whose reads change with a price write. */
const PRICE_READS = ['/v1/admin/villas', '/v1/admin/prices'];

export const useBulkPreview = () =>
  useAdminMutation<BulkPriceBody, BulkPriceResult>({
    request: (body) => ({ method: 'POST', path: '/v1/admin/prices/bulk/preview', body }),
  });

export const useBulkApply = (onSuccess: (result: BulkPriceResult) => void) =>
  useAdminMutation<BulkPriceBody, BulkPriceResult>({
    request: (body) => ({ method: 'POST', path: '/v1/admin/prices/bulk', body }),
    success: (r) => `${r.changed_villas} villada ${r.changed_periods} fiyat dönemi güncellendi.`,
    invalidate: PRICE_READS,
    onSuccess,
  });

export const useCopyYear = (villaId: number, preview: boolean, onSuccess?: (result: CopyPriceYearResult) => void) =>
  useAdminMutation<CopyPriceYearBody, CopyPriceYearResult>({
    request: (body) => ({
      method: 'POST',
      path: `/v1/admin/villas/${villaId}/prices/copy-year${preview ? '/preview' : ''}`,
      body,
    }),
    ...(preview
      ? {}
      : {
          success: (r: CopyPriceYearResult) => `${r.rows.length} fiyat dönemi ${r.to_year} yılına kopyalandı.`,
          invalidate: PRICE_READS,
        }),
    ...(onSuccess ? { onSuccess } : {}),
  });
