'use client';
/** Reads and writes of `/dashboard/website/{section}` (SPEC §7 `PUT /admin/{section}/edit`). */
import type { WebsitePage, WebsitePageBody, WebsiteSection } from '@yali/contract';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

const pagePath = (s: WebsiteSection) => `/v1/admin/website/${s}`;

export const useWebsitePage = (s: WebsiteSection) => useAdminQuery<WebsitePage>(pagePath(s), { staleTime: 0 });

export function useSaveWebsitePage(s: WebsiteSection) {
  return useAdminMutation<WebsitePageBody, WebsitePage>({
    request: (body) => ({ method: 'PUT', path: `/v1/admin/${s}/edit`, body }),
    success: 'Sayfa kaydedildi.',
    invalidate: [pagePath(s)],
  });
}
