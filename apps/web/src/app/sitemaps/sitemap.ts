import type { MetadataRoute } from 'next';
import { CACHE_TAGS, MAX_TAKE, PUBLIC_REVALIDATE_SECONDS } from '@yali/contract';
import { asLocale, DEFAULT_LOCALE, LOCALES, type Locale } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';
import { getBlogPosts } from '@/components/public/website-content';
import { absoluteUrl } from '@/features/seo/site-url';
import { apiGet } from '@/lib/api.server';
import { paths } from '@/lib/paths';

// Built per request from cached reads: the API is not reachable while the app is built (decision 004).
export const dynamic = 'force-dynamic';

/**
 * The slugs of every active unit of one kind, page by page from its public search (which lists only active
 * ones): `/v2/search` for villas, `/v1/searchboats` for boats.
 */
async function activeSlugs(search: '/v2/search' | '/v1/searchboats', tag: string): Promise<{ slug: string }[]> {
  const out: { slug: string }[] = [];
  for (let skip = 0; skip < 20_000; skip += MAX_TAKE) {
    const page = await apiGet<{ items: { slug: string }[]; total: number }>(
      `${search}?client=true&skip=${skip}&take=${MAX_TAKE}`,
      { revalidate: PUBLIC_REVALIDATE_SECONDS, tags: [tag] },
    );
    if (!page) break;
    out.push(...page.items);
    if (page.items.length < MAX_TAKE || out.length >= page.total) break;
  }
  return out;
}

/**
 * `locale`'s address of `entry` (a page folder's path), naming every language's address as its alternates
 * (`xhtml:link hreflang`, issue 18): search engines then list each language's page for its readers.
 */
function inLanguage(
  locale: Locale,
  entry: Omit<MetadataRoute.Sitemap[number], 'url'> & { path: string },
): MetadataRoute.Sitemap[number] {
  const { path, ...rest } = entry;
  const languages = Object.fromEntries(LOCALES.map((l) => [l, absoluteUrl(localePath(l, path))]));
  return { url: absoluteUrl(localePath(locale, path)), ...rest, alternates: { languages } };
}

/** One sitemap per language (issue 18): `/sitemaps/sitemap/tr.xml`, `/sitemaps/sitemap/en.xml`; `/sitemap.xml` is their index (sitemap.xml/route.ts). */
export async function generateSitemaps() {
  return LOCALES.map((id) => ({ id }));
}

/** `/sitemaps/sitemap/{locale}.xml` (SEO): public pages, every active villa and boat, and every published post, in `locale`. */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const locale = asLocale(await id) ?? DEFAULT_LOCALE;
  const [villas, boats, posts] = await Promise.all([
    activeSlugs('/v2/search', CACHE_TAGS.villas).catch(() => []),
    activeSlugs('/v1/searchboats', CACHE_TAGS.boats).catch(() => []),
    // Slugs are the same in every language: the Turkish list names every post.
    getBlogPosts(DEFAULT_LOCALE),
  ]);
  const fixed = [
    { path: paths.home, priority: 1, changeFrequency: 'daily' as const },
    { path: paths.listing(), priority: 0.9, changeFrequency: 'daily' as const },
    { path: paths.listingBoat, priority: 0.8, changeFrequency: 'daily' as const },
    { path: paths.shortTermOffers(), priority: 0.7, changeFrequency: 'daily' as const },
    ...[paths.contact, paths.about, paths.faq, paths.blog, paths.car, paths.transfer].map((path) => ({
      path,
      priority: 0.5,
      changeFrequency: 'monthly' as const,
    })),
    ...(['rental', 'privacy', 'cancel', 'kvkk', 'howrent'] as const).map((s) => ({
      path: paths.website(s),
      priority: 0.3,
      changeFrequency: 'yearly' as const,
    })),
  ];
  return [
    ...fixed.map((f) => ({ path: f.path, changeFrequency: f.changeFrequency, priority: f.priority })),
    ...villas.map((v) => ({ path: paths.villa(v.slug), changeFrequency: 'weekly' as const, priority: 0.8 })),
    ...boats.map((b) => ({ path: paths.boat(b.slug), changeFrequency: 'weekly' as const, priority: 0.7 })),
    ...posts.map((p) => ({
      path: paths.blogPost(p.slug),
      ...(p.published_at ? { lastModified: p.published_at } : {}),
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ].map((entry) => inLanguage(locale, entry));
}
