import type { NextConfig } from 'next';

/** Where the Next.js server reaches the API; the browser uses the same origin (/v1, /v2). */
const apiUrl = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000';

const config: NextConfig = {
  // A separate build folder lets two builds (or a build and a dev server) run side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@yali/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  async rewrites() {
    return [
      { source: '/v1/:path*', destination: `${apiUrl}/v1/:path*` },
      { source: '/v2/:path*', destination: `${apiUrl}/v2/:path*` },
      { source: '/docs', destination: `${apiUrl}/docs` },
      { source: '/docs/:path*', destination: `${apiUrl}/docs/:path*` },
    ];
  },
};

export default config;
