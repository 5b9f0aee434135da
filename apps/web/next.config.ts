import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { LOCALES } from '@yali/contract/locales';
import { LISTING_QUERIES } from './src/lib/listing-queries';
import { MESSAGE_FOLDERS } from './src/i18n/message-files';
import { publicAddresses } from './src/i18n/paths';

/** The `[locale]` segment as the proxy leaves it: the rewrites below see `/tr/listing`, `/en/listing`. */
const LOCALE_SEGMENT = `/:locale(${LOCALES.join('|')})`;

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
  // The proxy sees the address as the server received it. Without this Next.js hands the proxy a `localhost` origin
  // while it routes on the `-H 127.0.0.1` one, so next-intl's rewrite (`/listing` → `/tr/listing`) looked external,
  // went out over HTTP and came back through the proxy as `/tr/listing`, which redirects to `/listing` (a loop).
  skipProxyUrlNormalize: true,
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
    // Headers match the address as the visitor typed it, before the proxy: `/listing`, `/en/last-minute-offers`.
    return Object.entries(LISTING_QUERIES).flatMap(([route, keys]) =>
      publicAddresses(route).flatMap((source) =>
        keys.map((key) => ({
          source,
          has: [{ type: 'query' as const, key }],
          headers: [{ key: 'CDN-Cache-Control', value: `max-age=${QUERY_PAGE_SECONDS}` }],
        })),
      ),
    );
  },
  async rewrites() {
    return {
      beforeFiles: [
        // The map view is its own route, so that the list's bundle has none of its code (decision 024).
        ...['/listing', '/listingboat'].map((route) => ({
          source: `${LOCALE_SEGMENT}${route}`,
          has: [{ type: 'query' as const, key: 'view', value: 'map' }],
          destination: `/:locale${route}/harita`,
        })),
        ...Object.entries(LISTING_QUERIES).map(([route, keys]) => ({
          source: `${LOCALE_SEGMENT}${route}`,
          missing: keys.map((key) => ({ type: 'query' as const, key })),
          destination: `/:locale${route}/tum`,
        })),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

/**
 * next-intl finds its per-request set-up (locale and messages) in src/i18n/request.ts. Its messages are compiled
 * at build time, so the browser gets a small formatter rather than an ICU parser (issue 18's script budget).
 */
export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: MESSAGE_FOLDERS.map((f) => `./messages/${f}`), format: 'json', locales: 'infer', precompile: true },
  },
})(config);
