import type { NextConfig } from 'next';
import { LISTING_QUERIES } from './src/lib/listing-queries';

/**
 * A listing address with none of its query keys (LISTING_QUERIES) is
 * rewritten to the cached (ISR) `tum/` twin of the page; with any of them it
 * is rendered per request (decision 004). This way round, rather than
 * rewriting the queried address, because the client router learns the bare
 * address as a rewrite and so never reuses the cached page for a queried one.
 */
/** Seconds the front may keep a listing page with a query (a burst of the same search, a shared link, "back"). */
const QUERY_PAGE_SECONDS = 10;

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
  // A listing with a query is rendered per request, and Next.js writes `private, no-store` over its Cache-Control;
  // the same query's page is the same for every visitor, though, so the front (scripts/front.mjs) may keep it for
  // QUERY_PAGE_SECONDS, read from CDN-Cache-Control (RFC 9213), and drops it with every kept page on a revalidation.
  // Short, because a dated result follows bookings and iCal imports that revalidate nothing (decision 004).
  async headers() {
    return Object.entries(LISTING_QUERIES).flatMap(([route, keys]) =>
      keys.map((key) => ({
        source: route,
        has: [{ type: 'query' as const, key }],
        headers: [{ key: 'CDN-Cache-Control', value: `max-age=${QUERY_PAGE_SECONDS}` }],
      })),
    );
  },
  async rewrites() {
    return {
      beforeFiles: [
        // The map view is its own route, so that the list's bundle has none of its code (decision 024).
        ...['/listing', '/listingboat'].map((route) => ({
          source: route,
          has: [{ type: 'query' as const, key: 'view', value: 'map' }],
          destination: `${route}/harita`,
        })),
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
