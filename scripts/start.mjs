#!/usr/bin/env node
/**
 * `npm start`: the whole marketplace on one origin (DESIGN §1).
 * 1. Builds what is missing or older than its sources: the API bundle
 *    (scripts/build-api.mjs, about a second) and the web app (about a minute).
 * 2. Starts the API as built JavaScript (embedded PGlite under ./data with
 *    demo data unless DATABASE_URL is set) and waits until it answers.
 * 3. Starts Next.js on an internal port (WEB_INTERNAL_PORT, default a free
 *    one) and the front (scripts/front.mjs) on PORT (default 3000): it sends
 *    /v1, /v2 and /docs to the API and the rest to Next.js, so the browser
 *    sees a single origin, and serves the cached public pages from memory.
 * SIGINT/SIGTERM stop all three processes cleanly; if one dies, the others stop.
 *
 * `node scripts/start.mjs --web` starts only step 3, without building: one web
 * instance of a production deployment (deploy/README.md), whose API is at
 * API_INTERNAL_URL. With DATABASE_URL and REDIS_URL set, a plain `npm start`
 * is itself a valid instance beside others on other PORT/API_PORT values.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ENTRY, API_ENV, API_NODE_ARGS, buildApiIfStale, newestMtime } from './api-runtime.mjs';
import { ALL_TAGS } from './front.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const webOnly = process.argv.includes('--web');
const apiUrl = webOnly ? (process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${apiPort}`) : `http://127.0.0.1:${apiPort}`;
// API_ENV (MALLOC_ARENA_MAX) is read at process start, so it goes into the children's env.
const env = {
  LOG_LEVEL: 'warn',
  ...API_ENV,
  ...process.env,
  API_PORT: apiPort,
  API_INTERNAL_URL: apiUrl,
  NEXT_TELEMETRY_DISABLED: '1',
};
// On-demand revalidation (decision 004): the API posts changed cache tags to the web app with a shared secret;
// with REDIS_URL it announces them on Redis instead, and every web instance's front passes them on (front.mjs).
env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');
if (!env.REDIS_URL) env.REVALIDATE_URL ||= `http://127.0.0.1:${port}/api/revalidate`;

function needsBuild() {
  const buildId = path.join(webDir, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = [path.join(webDir, 'src'), path.join(root, 'packages/contract/src')];
  return sources.some((d) => newestMtime(d) > built) || statSync(path.join(webDir, 'next.config.ts')).mtimeMs > built;
}

if (!webOnly) {
  const status = buildApiIfStale(env);
  if (status !== 0) {
    console.error('API derlemesi başarısız oldu.');
    process.exit(status);
  }
}

if (webOnly && !existsSync(path.join(webDir, distDir, 'BUILD_ID'))) {
  console.error('Site derlenmemiş: önce `npm run build` çalıştırın.');
  process.exit(1);
}
if (!webOnly && process.env.SKIP_BUILD !== '1' && needsBuild()) {
  console.log('Site derleniyor (ilk başlatmada yaklaşık 1 dakika sürer)…');
  const started = Date.now();
  const r = spawnSync('npx', ['next', 'build'], { cwd: webDir, env, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('Derleme başarısız oldu.');
    process.exit(r.status ?? 1);
  }
  console.log(`Derleme ${((Date.now() - started) / 1000).toFixed(0)} sn sürdü.`);
}

const children = [];
let stopping = false;

function run(name, cmd, args, opts) {
  const child = spawn(cmd, args, { env, stdio: 'inherit', ...opts });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} durdu (${signal ?? code}); her şey kapatılıyor.`);
      stop(code ?? 1);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  const timer = setTimeout(() => process.exit(code), 12_000);
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => {
    clearTimeout(timer);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!webOnly) run('API', process.execPath, [...API_NODE_ARGS, API_ENTRY], { cwd: root });

const deadline = Date.now() + 180_000;
while (!webOnly) {
  try {
    const res = await fetch(`${apiUrl}/v1/health`);
    if (res.ok) break;
  } catch {
    // not up yet
  }
  if (stopping) await new Promise(() => {});
  if (Date.now() > deadline) {
    console.error('API 3 dakika içinde başlamadı.');
    stop(1);
    await new Promise(() => {});
  }
  await new Promise((r) => setTimeout(r, 300));
}

/** A port nobody listens on now, chosen by the operating system. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(String(free)));
    });
  });
const webPort = process.env.WEB_INTERNAL_PORT || (await freePort());
run('Web', process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', webPort, '-H', '127.0.0.1'], {
  cwd: webDir,
});
run('Front', process.execPath, [path.join(root, 'scripts/front.mjs')], {
  env: { ...env, PORT: port, WEB_UPSTREAM: `http://127.0.0.1:${webPort}`, API_UPSTREAM: apiUrl },
});

for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' })).status < 500) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 200));
}
// The cached public pages were baked by the build without data (the API was not running) or by
// an earlier run on another database (say, before db:reset): expire them all once, now that both
// processes answer, and render the busiest ones before announcing the address (decision 004).
try {
  const res = await fetch(`http://127.0.0.1:${port}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.REVALIDATE_SECRET },
    // The paths expire the pages; the tags also the cached API reads they were rendered from.
    body: JSON.stringify({ paths: ['/'], tags: ALL_TAGS }),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const warm = (p) => fetch(`http://127.0.0.1:${port}${p}`, { signal: AbortSignal.timeout(60_000) }).then((r) => r.arrayBuffer());
  // A web instance alone does not know whether its API is up yet: its pages render on the first visits.
  if (!webOnly) await Promise.all(['/', '/listing', '/listingboat', '/blog'].map(warm));
} catch (err) {
  console.error(`Önbellekteki sayfalar yenilenemedi (${err.message}); 5 dakika içinde kendiliğinden yenilenirler.`);
}
console.log(
  `\n  Yalı hazır: http://localhost:${port}\n  Yönetim paneli: http://localhost:${port}/dashboard\n  API belgeleri: http://localhost:${port}/docs\n`,
);
