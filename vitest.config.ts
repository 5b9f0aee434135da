/**
 * Two Vitest projects (STYLE "Tests"):
 * - `unit`: pure functions of the contract, the web app and the API domain,
 *   and the front server of `npm start` against stand-in upstreams;
 * - `api`: the API through HTTP (`app.inject`) on a real database. A migrated
 *   template database is built once per run by the global setup and every
 *   test file starts from a fresh copy of it (PGlite by default, PostgreSQL
 *   when TEST_DATABASE_URL is set, see scripts/with-postgres.sh).
 * In both, `console.error` during a test fails that test.
 */
import { defineConfig } from 'vitest/config';

const failOnConsoleError = './apps/api/test/setup/fail-on-console-error.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's `@/…` imports (apps/web/tsconfig.json), for its modules under test.
        resolve: { alias: [{ find: /^@\//, replacement: `${import.meta.dirname}/apps/web/src/` }] },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/contract/test/**/*.test.ts',
            'apps/web/test/**/*.test.ts',
            'apps/api/test/unit/**/*.test.ts',
            'scripts/test/**/*.test.ts',
          ],
          setupFiles: [failOnConsoleError],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/integration/**/*.test.ts'],
          globalSetup: ['./apps/api/test/helpers/global-setup.ts'],
          setupFiles: [failOnConsoleError],
          // A PGlite copy takes about half a second to open and scrypt is
          // deliberately slow: give hooks and tests room on a 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each worker runs its own PGlite (WebAssembly, one core each):
          // two workers use both cores without starving the main process.
          pool: 'forks',
          maxWorkers: 2,
          // Files in one worker share loaded modules (PGlite's WebAssembly,
          // Fastify, zod schemas): the run takes ~25 s instead of ~40 s. Safe
          // because every file builds its own app on its own database and
          // nothing here mocks modules or keeps state between files.
          isolate: false,
        },
      },
      {
        test: {
          // Real processes (deploy/test/cluster.ts): needs `npm run build`, PostgreSQL (scripts/with-postgres.sh),
          // Debian's redis-server and nginx. Run by scripts/test.sh after the production build.
          name: 'scale-out',
          environment: 'node',
          include: ['deploy/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
