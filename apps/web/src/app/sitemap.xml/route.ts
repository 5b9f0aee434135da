/**
 * `/sitemap.xml`: the index of the per-language sitemaps (`/sitemaps/sitemap/{locale}.xml`, app/sitemaps/sitemap.ts; issue 18),
 * the address robots.txt gives search engines.
 */
import { LOCALES } from '@yali/contract/locales';
import { absoluteUrl } from '@/features/seo/site-url';

// Reads SITE_URL when served, not when built.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const entries = LOCALES.map((l) => `<sitemap><loc>${absoluteUrl(`/sitemaps/sitemap/${l}.xml`)}</loc></sitemap>`).join('');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`,
    { headers: { 'content-type': 'application/xml; charset=utf-8' } },
  );
}
