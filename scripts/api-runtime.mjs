/**
 * How a production API process runs (issue 16; bench/README.md "Memory"): the built bundle,
 * Node's flags and the environment glibc reads at start. `npm start` (start.mjs), the benches
 * (bench/lib.mjs, bench/memory.mjs) and the cluster test (deploy/test/cluster.ts) start the API
 * from here, so that what is measured is what runs; deploy/systemd/yali-api@.service and
 * `npm run start:api` spell the same flags out (scripts/test/api-runtime.test.ts holds them equal).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built server, relative to the repository root (scripts/build-api.mjs writes it). */
export const API_ENTRY = 'apps/api/dist/server.js';

/**
 * Node's arguments before the entry point.
 * - `--enable-source-maps`: stack traces name the TypeScript.
 * - `--max-semi-space-size=8` and `--heap-growing-percent=50`: under a storm of cheap requests
 *   (quotes at ~15,000 req/s) V8 let the old generation grow to four times the live heap before a
 *   full collection — 95 MiB live, 380 MiB used, all garbage. A smaller young generation and a
 *   1.5× growth step keep the heap near what is live (measured in bench/README.md "Memory").
 */
export const API_NODE_ARGS = ['--enable-source-maps', '--max-semi-space-size=8', '--heap-growing-percent=50'];

/**
 * Environment read by the process at start. MALLOC_ARENA_MAX: glibc keeps one arena per thread
 * that ever allocated (sharp's image threads during the demo seed) and rarely returns their memory;
 * two arenas keep the API's idle memory down.
 */
export const API_ENV = { MALLOC_ARENA_MAX: '2' };

/** Newest modification time (ms) of the files below `dir`, skipping node_modules and Next.js output. */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.next')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the API bundle (scripts/build-api.mjs, about a second) when it is missing or older than
 * apps/api/src or packages/contract/src. Returns the build's exit status (0 when nothing was to do).
 */
export function buildApiIfStale(env = process.env) {
  const built = path.join(root, API_ENTRY);
  const sources = [path.join(root, 'apps/api/src'), path.join(root, 'packages/contract/src')];
  if (existsSync(built) && sources.every((d) => newestMtime(d) <= statSync(built).mtimeMs)) return 0;
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-api.mjs')], { cwd: root, env, stdio: 'inherit' });
  return r.status ?? 1;
}
