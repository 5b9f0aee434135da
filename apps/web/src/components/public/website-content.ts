/**
 * Website content pages from `GET /v1/website/{section}` (SPEC §7), cached
 * and revalidated on demand (decision 004). Null when the call fails, so the
 * page shows its own message instead of crashing.
 */
import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, PUBLIC_REVALIDATE_SECONDS, type WebsitePage, type WebsiteSection } from '@yali/contract';
import { apiGet } from '@/lib/api.server';

export const getWebsitePage = cache(async (section: WebsiteSection): Promise<WebsitePage | null> => {
  try {
    return await apiGet<WebsitePage>(`/v1/website/${section}`, {
      revalidate: PUBLIC_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.website, CACHE_TAGS.websiteSection(section)],
    });
  } catch {
    return null;
  }
});

export type BlogListItem = {
  slug: string;
  title: string;
  summary: string;
  published_at: string | null;
  cover?: string | null;
};

/** Published blog posts, newest first; an empty list while the blog API does not exist yet (404) or fails. */
export const getBlogPosts = cache(async (): Promise<BlogListItem[]> => {
  try {
    const page = await apiGet<{ items: BlogListItem[] } | BlogListItem[]>('/v1/blog?take=20', {
      revalidate: PUBLIC_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.blog],
    });
    if (!page) return [];
    return Array.isArray(page) ? page : page.items;
  } catch {
    return [];
  }
});
