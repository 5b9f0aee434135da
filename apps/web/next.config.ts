import type { NextConfig } from 'next';

/**
 * The query keys each listing reads. A listing address with none of them is
 * rewritten to the cached (ISR) `tum/` twin of the page; with any of them it
 * is rendered per request (decision 004). This way round, rather than
 * rewriting the queried address, because the client router learns the bare
 * address as a rewrite and so never reuses the cached page for a queried one.
 */
const LISTING_QUERIES: Record<string, string[]> = {
  // Issue 23's filters too: a listing with only `bedrooms` (or a price, features, sea distance) is not the bare one.
  '/listing': [
    'types',
    'town',
    'sort',
    'page',
    'checkin',
    'checkout',
    'guests',
    'features',
    'min_price',
    'max_price',
    'bedrooms',
    'max_sea_m',
  ],
  '/listingboat': ['type', 'marina', 'sort', 'page', 'checkin', 'checkout', 'days', 'guests'],
  '/kisa-sureli-firsatlar': ['town', 'page'],
};

const config: NextConfig = {
  // A separate build folder lets two builds (or a build and a dev server) run side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@yali/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Next hashes the whole HTML in JavaScript on every response for an ETag (≈ 1 ms for a 300 kB
  // cached page, a fifth of its serving cost): cached pages carry Cache-Control instead (bench/README.md).
  generateEtags: false,
  async rewrites() {
    return {
      beforeFiles: Object.entries(LISTING_QUERIES).map(([route, keys]) => ({
        source: route,
        missing: keys.map((key) => ({ type: 'query' as const, key })),
        destination: `${route}/tum`,
      })),
      afterFiles: [],
      fallback: [],
    };
  },
};

export default config;
