import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/features/seo/site-url';

// Reads SITE_URL when served, not when built.
export const dynamic = 'force-dynamic';

/** robots.txt: the public site is indexed; the back office and the API are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/dashboard', '/v1/', '/v2/', '/docs', '/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
