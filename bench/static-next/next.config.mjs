/**
 * The yardstick of bench/throughput.mjs: one prerendered (static) page served
 * by `next start`, built into a git-ignored folder by the bench itself.
 */
const config = {
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
};

export default config;
