import type { NextConfig } from 'next';

const config: NextConfig = {
  // A separate build folder lets two builds (or a build and a dev server) run side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@yali/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
};

export default config;
