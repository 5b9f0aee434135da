#!/usr/bin/env node
/**
 * Search/quote bench (DESIGN §4, issue 5): the real API over a large agency
 * (bench/generate-agency.ts: 2,000 villas, 40,000 reservations and closed
 * dates) under autocannon, 50 connections, against
 *   - a plain Fastify JSON route (yardstick, own process, same machine, same run),
 *   - GET /v2/search with dates and filters (a rotating set of realistic queries),
 *   - GET /v1/villas/{slug}/quote (rotating villas and dates),
 *   - each of those also as a cold set (every request a question not asked before),
 *   - GET /v1/searchboats with dates and filters over 500 boats, cold (issue 16),
 *   - the back office's reservation list (GET /v1/admin/reservations, signed in as
 *     the demo admin) one request at a time, quiet and during a storm of
 *     STORM_CONNECTIONS connections of distinct /v2/search (issue 16),
 * and the API's resident memory 5 s after its first health answer (idle, before any load).
 * Prints requests/s, p50/p95/p99 latency (ms) and the API's resident memory.
 * Target: search p95 < 50 ms at 50 connections, on PGlite and on PostgreSQL;
 * issue 16's targets are printed after the table.
 *
 *   node bench/search.mjs                                        # PGlite (scratch dir, generated once)
 *   bash scripts/with-postgres.sh node bench/search.mjs --db postgres
 *   node bench/search.mjs --explain                              # also EXPLAIN ANALYZE the SQL
 *
 * Options: --db pglite|postgres, --duration S (12), --connections N (50),
 * --data-dir DIR (PGlite scratch, default /tmp/yali-bench/agency),
 * --port P (API; yardstick on P+1, default 4290), --admin-requests N (200: the
 * back-office list requests quiet and during the storm), --explain, --explain-only.
 * PostgreSQL: the URL comes from BENCH_DATABASE_URL or TEST_DATABASE_URL
 * (scripts/with-postgres.sh) and is filled by the generator when empty.
 * Results also go to bench/results/search-<db>.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  benchDatabase,
  descendantsOf,
  fmt,
  load,
  machine,
  memoryOf,
  plusDays,
  sampleMemory,
  sequential,
  signInAdmin,
  startApi,
  startChild,
  stopChild,
  todayInIstanbul,
  waitFor,
  waitIdle,
} from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '12' },
    connections: { type: 'string', default: '50' },
    'data-dir': { type: 'string', default: '/tmp/yali-bench/agency' },
    port: { type: 'string', default: '4290' },
    'admin-requests': { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
    'explain-only': { type: 'boolean', default: false },
  },
});
const kind = args.db;
const { databaseUrl, dbArgs, apiDataDir } = benchDatabase(kind, args['data-dir'], 'bench/search.mjs');
const apiPort = Number(args.port);
const duration = Number(args.duration);
const connections = Number(args.connections);
/** Back-office list requests per measurement, and the connections of the search storm beside it (issue 16). */
const ADMIN_REQUESTS = Number(args['admin-requests']);
const STORM_CONNECTIONS = 20;

const tsx = (script, extra) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, script), ...extra], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// 1. The large agency (skipped when already there), then EXPLAIN before the API holds the database.
tsx('bench/generate-agency.ts', dbArgs);
if (args.explain || args['explain-only']) tsx('bench/explain-search.ts', dbArgs);
if (args['explain-only']) process.exit(0);

// 2. The API and the yardstick.
mkdirSync(apiDataDir, { recursive: true });
const api = await startApi({ root, port: apiPort, dataDir: apiDataDir, databaseUrl });
const yardstickPort = apiPort + 1;
const yardstick = startChild(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify';
     const app = Fastify({ logger: false });
     app.get('/json', async () => ({ content: { ok: true, name: 'Villa Işık', price_kurus: 1250000 } }));
     await app.listen({ port: ${yardstickPort}, host: '127.0.0.1' });`,
  ],
  { cwd: path.join(root, 'apps/api') },
);
const apiOrigin = `http://127.0.0.1:${apiPort}`;
// Idle resident memory: 5 s after the first health answer, before any other request.
await new Promise((r) => setTimeout(r, 5000));
const idleRssMiB = memoryOf(api.pid).rss;
await waitFor(`http://127.0.0.1:${yardstickPort}/json`, 30_000, yardstick);

// 3. Realistic queries, relative to today: summer weeks from Saturday, shoulder-season
//    short stays, winter weekends; guests, town, district, types, features, sorts, pages.
const today = todayInIstanbul();
const options = (await (await fetch(`${apiOrigin}/v1/search/options`)).json()).content;
const towns = options.towns;
const typeIds = options.types.map((t) => t.id);
const featureIds = options.features.map((f) => f.id);
// mulberry32: a seeded PRNG, so every run asks the same questions.
let seed = 7;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(rand() * list.length)];
// The next summer still inside the 12 priced months.
const year = Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) <= 5 ? 0 : 1);
const weekdays = (y, month, weekday) => {
  const out = [];
  const d = new Date(Date.UTC(y, month - 1, 1));
  while (d.getUTCMonth() === month - 1) {
    if (d.getUTCDay() === weekday) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
};
const saturdays = (month) => weekdays(year, month, 6);
const stays = [
  ...[6, 7, 8, 9].flatMap((m) => saturdays(m).map((ci) => [ci, plusDays(ci, 7)])),
  ...[7, 8].flatMap((m) =>
    saturdays(m)
      .slice(0, 2)
      .map((ci) => [ci, plusDays(ci, 14)]),
  ),
  ...[4, 5, 10].flatMap((m) => weekdays(year, m, 1).map((ci) => [ci, plusDays(ci, 3 + (Number(ci.slice(8)) % 3))])),
  // Winter weekends, Friday to Monday.
  ...[
    [year - 1, 12],
    [year, 1],
    [year, 2],
    [year, 3],
  ].flatMap(([y, m]) => weekdays(y, m, 5).map((ci) => [ci, plusDays(ci, 3)])),
].filter(([ci]) => ci >= today);
function searchPath() {
  const [ci, co] = pick(stays);
  const q = new URLSearchParams({ checkin: ci, checkout: co });
  q.set('guests', String(pick([2, 2, 3, 4, 4, 4, 5, 6, 6, 7, 8, 10])));
  if (rand() < 0.55) {
    const town = pick(towns);
    q.set('town', String(town.town_id));
    if (rand() < 0.3) q.set('district', String(pick(town.districts).district_id));
  }
  if (rand() < 0.35) q.set('types', [...new Set([pick(typeIds), pick(typeIds)])].join(','));
  if (rand() < 0.3) q.set('features', [...new Set([pick(featureIds), ...(rand() < 0.4 ? [pick(featureIds)] : [])])].join(','));
  q.set('sort', pick(['order', 'order', 'popular', 'price_asc', 'price_asc', 'price_desc', 'newest']));
  if (rand() < 0.25) q.set('skip', String(pick([20, 40, 60])));
  if (rand() < 0.15) q.set('currency', pick(['EURO', 'DOLLAR', 'POUND']));
  if (rand() < 0.15) q.set('max_price', String(pick([100000, 200000, 400000])));
  return `/v2/search?${q}`;
}
// Villas for the quote: a spread of the catalogue (pages of the listing without dates).
const slugs = [];
for (const skip of [0, 300, 600, 900, 1200, 1500, 1800]) {
  const page = (await (await fetch(`${apiOrigin}/v2/search?take=50&skip=${skip}`)).json()).content;
  slugs.push(...page.items.map((v) => v.slug));
}
function quotePath() {
  const [ci, co] = pick(stays);
  const currency = rand() < 0.2 ? `&currency=${pick(['EURO', 'DOLLAR', 'POUND'])}` : '';
  return `/v1/villas/${pick(slugs)}/quote?checkin=${ci}&checkout=${co}&adults=${pick([1, 2, 2, 2])}${currency}`;
}
/** `n` different paths (as a visitor population that never repeats a question). */
function distinct(make, n) {
  const set = new Set();
  for (let tries = 0; set.size < n && tries < n * 20; tries++) set.add(make());
  return [...set];
}
// Boats (issue 16): day rentals from tomorrow to ten months ahead, 1–4 days, or a week in
// the season; guests, boat types, marina, price range, sorts, pages.
const boatOptions = (await (await fetch(`${apiOrigin}/v1/searchboats/options`)).json()).content;
const boatTypeIds = boatOptions.types.map((t) => t.id);
const marinaIds = boatOptions.marinas.map((m) => m.marina_id);
const capacityMax = Math.max(2, boatOptions.capacity_max);
function boatSearchPath() {
  const checkin = plusDays(today, 1 + Math.floor(rand() * 300));
  const summerDay = /-0[6-9]-/.test(checkin);
  const days = summerDay && rand() < 0.3 ? 7 : pick([1, 1, 1, 2, 2, 3, 4]);
  const q = new URLSearchParams({ checkin, checkout: plusDays(checkin, days) });
  if (rand() < 0.8) q.set('guests', String(1 + Math.floor(rand() * Math.min(16, capacityMax))));
  if (rand() < 0.4) q.set('type', [...new Set([pick(boatTypeIds), ...(rand() < 0.3 ? [pick(boatTypeIds)] : [])])].join(','));
  if (rand() < 0.4) q.set('marina', String(pick(marinaIds)));
  q.set('sort', pick(['order', 'order', 'price_asc', 'price_asc', 'price_desc', 'newest', 'capacity']));
  if (rand() < 0.2) q.set('skip', String(pick([20, 40])));
  if (rand() < 0.15) q.set('currency', pick(['EURO', 'DOLLAR', 'POUND']));
  if (rand() < 0.15) q.set('max_price', String(pick([20000, 50000, 150000])));
  return `/v1/searchboats?${q}`;
}

// The hot set: a few hundred questions asked again and again (what a cache sees on a busy day).
const searchPaths = distinct(searchPath, 96);
const quotePaths = distinct(quotePath, 400);
// The cold set: every request a question not asked before in the run (no cache can help).
const coldSearchPaths = distinct(searchPath, 30_000);
const coldQuotePaths = distinct(quotePath, 30_000);
const coldBoatPaths = distinct(boatSearchPath, 30_000);
// The storm beside the back office's list: distinct searches of its own, none asked by the cold target.
const asked = new Set([...searchPaths, ...coldSearchPaths]);
const stormPaths = distinct(searchPath, 60_000)
  .filter((p) => !asked.has(p))
  .slice(0, 30_000);

// The back office: the demo admin signs in (the generator creates admin@example.com); the token is
// bound to the HttpOnly session cookie of that login, so both go with every request. Before the
// warm-up pass: a login writes, and a write empties the snapshot cache the hot set is measured with.
const adminHeaders = await signInAdmin(apiOrigin);
const adminListUrl = `${apiOrigin}/v1/admin/reservations`;
const adminProbe = await fetch(adminListUrl, { headers: adminHeaders });
if (adminProbe.status !== 200)
  throw new Error(`${adminListUrl} → ${adminProbe.status}: ${(await adminProbe.text()).slice(0, 300)}`);
const adminTotal = (await adminProbe.json()).content.total;

// Every hot path and a sample of cold ones must answer 200 (a 400 would measure the validator, not the search).
const found = [];
const boatsFound = [];
for (const p of [
  ...searchPaths,
  ...quotePaths,
  ...coldSearchPaths.slice(-40),
  ...coldQuotePaths.slice(-40),
  ...coldBoatPaths.slice(-60),
  ...stormPaths.slice(-20),
]) {
  const res = await fetch(`${apiOrigin}${p}`);
  if (res.status !== 200) throw new Error(`${p} → ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const body = await res.json();
  if (p.startsWith('/v2/')) found.push(body.content.total);
  if (p.startsWith('/v1/searchboats')) boatsFound.push(body.content.total);
}
found.sort((a, b) => a - b);
boatsFound.sort((a, b) => a - b);

const bookable = await Promise.all(
  quotePaths.slice(0, 60).map(async (p) => (await (await fetch(`${apiOrigin}${p}`)).json()).content.bookable),
);

console.log(`\nSearch/quote bench — ${kind}, ${machine()}, today ${today}`);
console.log(
  `hot set: ${searchPaths.length} search queries (villas found: min ${found[0]}, median ${found[found.length >> 1]}, max ${found.at(-1)}), ` +
    `${quotePaths.length} quotes over ${slugs.length} villas (${bookable.filter(Boolean).length}/60 bookable); ` +
    `cold sets: ${coldSearchPaths.length} searches, ${coldQuotePaths.length} quotes, each asked at most once`,
);
console.log(
  `boats: ${boatOptions.types.reduce((n, t) => n + t.count, 0)} active, cold set of ${coldBoatPaths.length} boat searches ` +
    `(boats found in a sample of 60: min ${boatsFound[0]}, median ${boatsFound[boatsFound.length >> 1]}, max ${boatsFound.at(-1)}); ` +
    `back-office list: GET /v1/admin/reservations (${adminTotal} reservations), ${ADMIN_REQUESTS} requests one at a time, ` +
    `quiet and during ${STORM_CONNECTIONS} connections of distinct /v2/search (${stormPaths.length} storm queries)`,
);
console.log(`autocannon: ${connections} connections, ${duration} s per target\n`);
if (Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]) > 4) {
  console.log('NOTE: load average above 4 before the run: the machine is busy, figures are lower bounds.\n');
}

const targets = [
  { name: 'Fastify JSON (yardstick)', origin: `http://127.0.0.1:${yardstickPort}`, paths: ['/json'], pid: yardstick.pid },
  { name: 'GET /v2/search, hot set', origin: apiOrigin, paths: searchPaths, pid: api.pid },
  { name: 'GET /v1/villas/{slug}/quote, hot set', origin: apiOrigin, paths: quotePaths, pid: api.pid },
  { name: 'GET /v2/search, cold (all distinct)', origin: apiOrigin, paths: coldSearchPaths, pid: api.pid },
  { name: 'GET /v1/villas/{slug}/quote, cold', origin: apiOrigin, paths: coldQuotePaths, pid: api.pid },
  { name: 'GET /v1/searchboats, cold (all distinct)', origin: apiOrigin, paths: coldBoatPaths, pid: api.pid },
];
/** The server processes of the throw-away PostgreSQL cluster (scripts/with-postgres.sh runs it from a /tmp/yali-pg.* folder). */
function postgresPids() {
  if (kind !== 'postgres') return [];
  const port = new URL(databaseUrl).port;
  const out = spawnSync('pgrep', ['-f', `postgres.*-p ${port}`]).stdout;
  const main = String(out).trim().split(/\s+/).filter(Boolean).map(Number);
  return [...main, ...main.flatMap((p) => descendantsOf(p))];
}
const results = [];
for (const t of targets) {
  const mem = sampleMemory(() => [t.pid]);
  const r = await load(t.origin, t.paths, { connections, duration });
  const { peak } = mem.stop();
  results.push({ ...r, name: t.name, rssPeakMiB: peak });
  // Requests autocannon gave up on (it then sends new ones) may still run in the API:
  // the next target starts once the API (and its PostgreSQL, if any) is idle again.
  await waitIdle(() => [api.pid, ...postgresPids()]);
}
// The back office's reservation list, one request at a time: quiet, then while a storm of
// distinct searches runs (it ends when the last list request has answered).
{
  const mem = sampleMemory(() => [api.pid]);
  const r = await sequential(adminListUrl, ADMIN_REQUESTS, { headers: adminHeaders });
  results.push({ ...r, name: 'GET /v1/admin/reservations, one at a time, quiet', rssPeakMiB: mem.stop().peak });
}
await waitIdle(() => [api.pid, ...postgresPids()]);
{
  const mem = sampleMemory(() => [api.pid]);
  let done;
  const until = new Promise((r) => {
    done = r;
  });
  const storm = load(apiOrigin, stormPaths, { connections: STORM_CONNECTIONS, duration: 600, until });
  // Let the storm reach the API before the first list request.
  await new Promise((r) => setTimeout(r, 1000));
  const r = await sequential(adminListUrl, ADMIN_REQUESTS, { headers: adminHeaders });
  done();
  const s = await storm;
  const { peak } = mem.stop();
  results.push({ ...r, name: `GET /v1/admin/reservations, one at a time, during the storm`, rssPeakMiB: peak });
  results.push({ ...s, name: `(the storm: GET /v2/search, distinct, ${STORM_CONNECTIONS} connections)`, rssPeakMiB: peak });
}
await waitIdle(() => [api.pid, ...postgresPids()]);
const hwm = memoryOf(api.pid).hwm;
console.log('| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | RSS peak MiB |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(
  `| API idle RSS (5 s after the first health answer, before any load) | – | – | – | – | – | – | ${fmt(idleRssMiB, 0)} |`,
);
for (const r of results) {
  console.log(
    `| ${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx} | ${r.errors} | ${fmt(r.rssPeakMiB, 0)} |`,
  );
}
console.log(`\nAPI VmHWM (peak RSS since start, incl. startup and the warm-up pass): ${fmt(hwm, 0)} MiB`);
for (const r of results.slice(1, 6)) {
  console.log(`Target p95 < 50 ms, ${r.name}: ${r.p95 < 50 ? 'MET' : 'NOT MET'} (${fmt(r.p95)} ms)`);
}
// Issue 16's targets (distinct queries; the storm's list; memory under load).
const byName = (prefix) => results.find((r) => r.name.startsWith(prefix));
const verdict = (ok) => (ok ? 'MET' : 'NOT MET');
for (const [label, r, minRps, p95, p99] of [
  ['distinct /v2/search', byName('GET /v2/search, cold'), 2000, 25, 100],
  ['distinct boat search', byName('GET /v1/searchboats, cold'), 2000, 25, 100],
  ['distinct quotes', byName('GET /v1/villas/{slug}/quote, cold'), 3000, 20, Infinity],
]) {
  const ok = r.rps >= minRps && r.p95 <= p95 && r.p99 <= p99 && r.errors === 0 && r.non2xx === 0;
  console.log(
    `Issue 16, ${label} ≥ ${minRps} req/s, p95 ≤ ${p95} ms${p99 < Infinity ? `, p99 ≤ ${p99} ms` : ''}, 0 errors: ` +
      `${verdict(ok)} (${fmt(r.rps, 0)} req/s, p95 ${fmt(r.p95)} ms, p99 ${fmt(r.p99)} ms, ${r.errors + r.non2xx} errors/non-2xx)`,
  );
}
const storm = byName('GET /v1/admin/reservations, one at a time, during');
console.log(`Issue 16, back-office list during the storm p95 ≤ 100 ms: ${verdict(storm.p95 <= 100)} (${fmt(storm.p95)} ms)`);
console.log(
  `Issue 16, API RSS ≤ 500 MiB under load: ${verdict(hwm <= 500)} (VmHWM ${fmt(hwm, 0)} MiB; idle after start ${fmt(idleRssMiB, 0)} MiB)`,
);

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, `bench/results/search-${kind}.json`),
  JSON.stringify(
    {
      kind,
      date: new Date().toISOString(),
      today,
      machine: machine(),
      connections,
      duration,
      results,
      apiHwmMiB: hwm,
      apiIdleRssMiB: idleRssMiB,
      adminRequests: ADMIN_REQUESTS,
      stormConnections: STORM_CONNECTIONS,
    },
    null,
    2,
  ),
);
// Let requests autocannon abandoned finish before the API (and its database pool) closes.
await new Promise((r) => setTimeout(r, 3000));
await stopChild(api);
await stopChild(yardstick);
process.exit(0);
