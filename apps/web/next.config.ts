import type { NextConfig } from 'next';
import { LISTING_QUERIES } from './src/lib/listing-queries';

/**
 * A listing address with none of its query keys (LISTING_QUERIES) is
 * rewritten to the cached (ISR) `tum/` twin of the page; with any of them it
 * is rendered per request (decision 004). This way round, rather than
 * rewriting the queried address, because the client router learns the bare
 * address as a rewrite and so never reuses the cached page for a queried one.
 */
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
      beforeFiles: [
        // The map view is its own route, so that the list's bundle has none of its code (decision 024).
        { source: '/listing', has: [{ type: 'query' as const, key: 'view', value: 'map' }], destination: '/listing/harita' },
        ...Object.entries(LISTING_QUERIES).map(([route, keys]) => ({
          source: route,
          missing: keys.map((key) => ({ type: 'query' as const, key })),
          destination: `${route}/tum`,
        })),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default config;
