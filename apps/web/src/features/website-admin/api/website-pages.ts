'use client';
/** Reads and writes of `/dashboard/website/{section}` (SPEC §7 `PUT /admin/{section}/edit`). */
import type {
  OtherPage,
  OtherPageBody,
  OtherPageItem,
  OtherPagesContent,
  WebsitePage,
  WebsitePageBody,
  WebsiteSection,
} from '@yali/contract';
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

/** `GET /v1/admin/other` (SPEC §7): the car and transfer pages (decision 022). */
export const OTHER_PAGES_PATH = '/v1/admin/other';
export const useOtherPages = () => useAdminQuery<OtherPagesContent>(OTHER_PAGES_PATH, { staleTime: 0 });

export function useSaveOtherPage(page: OtherPage) {
  return useAdminMutation<OtherPageBody, OtherPageItem>({
    request: (body) => ({ method: 'PUT', path: `${OTHER_PAGES_PATH}/${page}`, body }),
    success: (p) => `${p.title} sayfası kaydedildi.`,
    invalidate: [OTHER_PAGES_PATH],
  });
}
