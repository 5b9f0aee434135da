/**
 * Website content pages from `GET /v1/website/{section}` (SPEC §7), cached
 * and revalidated on demand (decision 004). Null when the call fails, so the
 * page shows its own message instead of crashing.
 */
import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, PUBLIC_REVALIDATE_SECONDS, type WebsitePage, type WebsiteSection } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { langQuery } from '@/i18n/paths';
import { apiGet } from '@/lib/api.server';

/** Website page `section` in `locale` (Turkish where it has no translation; the API names those fields in `untranslated`). */
export const getWebsitePage = cache(async (section: WebsiteSection, locale: Locale): Promise<WebsitePage | null> => {
  try {
    return await apiGet<WebsitePage>(`/v1/website/${section}${langQuery(locale)}`, {
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
  /** In another language: the fields that fell back to Turkish. */
  untranslated?: string[];
};

/** Published blog posts in `locale`, newest first; an empty list while the blog API fails. */
export const getBlogPosts = cache(async (locale: Locale): Promise<BlogListItem[]> => {
  try {
    const page = await apiGet<{ items: BlogListItem[] } | BlogListItem[]>(`/v1/blog?take=20${langQuery(locale, '&')}`, {
      revalidate: PUBLIC_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.blog],
    });
    if (!page) return [];
    return Array.isArray(page) ? page : page.items;
  } catch {
    return [];
  }
});
