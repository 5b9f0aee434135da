#!/usr/bin/env node
/**
 * Reports bench (issue 20): GET /v1/admin/reports over the 2,000-villa bench
 * agency (bench/generate-agency.ts: 36,000 villa reservations and 4,000
 * closed dates, 500 boats with 8,000 reservations), one request at a time as
 * a back-office user clicks, signed in as the demo admin. Measures, per
 * question, REQUESTS requests after WARM_UP unmeasured ones: this calendar year by month
 * (the target: p95 ≤ 300 ms), the rolling twelve months by month (where the
 * generated stays are densest), by villa (2,000 rows), by region, on the
 * booking basis, in euros, the CSV, and the boats by month.
 *
 *   npm run bench:reports                                             # PGlite (scratch dir, generated once)
 *   bash scripts/with-postgres.sh node bench/reports.mjs --db postgres
 *
 * Options: --db pglite|postgres, --data-dir DIR (PGlite scratch, default
 * /tmp/yali-bench/reports-agency), --port P (API, default 4380; not 4190,
 * which fetch refuses), --requests N (30).
 * PostgreSQL: the URL comes from BENCH_DATABASE_URL or TEST_DATABASE_URL
 * (scripts/with-postgres.sh) and is filled by the generator when empty.
 * Results also go to bench/results/reports-<db>.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchDatabase, fmt, machine, plusDays, sequential, signInAdmin, startApi, stopChild, todayInIstanbul } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    'data-dir': { type: 'string', default: '/tmp/yali-bench/reports-agency' },
    port: { type: 'string', default: '4380' },
    requests: { type: 'string', default: '30' },
  },
});
const kind = args.db;
const { databaseUrl, dbArgs, apiDataDir } = benchDatabase(kind, args['data-dir'], 'bench/reports.mjs');
const apiPort = Number(args.port);
const REQUESTS = Number(args.requests);
/** Issue 20: a year's monthly report answers within this, p95. */
const TARGET_MS = 300;
/** Unmeasured requests before each question's measured ones. */
const WARM_UP = 5;

// 1. The large agency (skipped when already there).
const generated = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/generate-agency.ts'), ...dbArgs], {
  cwd: root,
  stdio: 'inherit',
});
if (generated.status !== 0) process.exit(generated.status ?? 1);

// 2. The API on the agency.
mkdirSync(apiDataDir, { recursive: true });
const api = await startApi({ root, port: apiPort, dataDir: apiDataDir, databaseUrl });
const origin = `http://127.0.0.1:${apiPort}`;

// 3. Sign in as the generator's admin (the token goes with its session cookie).
const headers = await signInAdmin(origin);

// 4. The questions, relative to today.
const today = todayInIstanbul();
const year = today.slice(0, 4);
const rollingFrom = plusDays(today, -35);
const rollingTo = plusDays(rollingFrom, 364);
const questions = [
  ['this year by month (target)', `from=${year}-01-01&to=${year}-12-31`],
  ['rolling 12 months by month', `from=${rollingFrom}&to=${rollingTo}`],
  ['rolling 12 months by villa (2,000 rows)', `from=${rollingFrom}&to=${rollingTo}&group=unit`],
  ['rolling 12 months by region', `from=${rollingFrom}&to=${rollingTo}&group=region`],
  ['rolling 12 months, booking basis', `from=${rollingFrom}&to=${rollingTo}&basis=booking`],
  ['rolling 12 months in EUR', `from=${rollingFrom}&to=${rollingTo}&currency=EUR`],
  ['rolling 12 months by owner', `from=${rollingFrom}&to=${rollingTo}&group=owner`],
  ['boats, rolling 12 months by month', `from=${rollingFrom}&to=${rollingTo}&kind=boat`],
];
const results = [];
for (const [name, q] of questions) {
  for (const [suffix, file] of name.startsWith('this year')
    ? [
        ['', 'reports'],
        [' CSV', 'reports.csv'],
      ]
    : [['', 'reports']]) {
    const url = `${origin}/v1/admin/${file}?${q}`;
    const probe = await fetch(url, { headers });
    const body = await probe.text();
    if (probe.status !== 200) throw new Error(`${url} → ${probe.status}: ${body.slice(0, 300)}`);
    // Warm-up: the first question otherwise pays for the JIT and PGlite's first plans (p95 584 ms against 238 ms for its CSV).
    await sequential(url, WARM_UP, { headers });
    const r = await sequential(url, REQUESTS, { headers });
    results.push({ name: `${name}${suffix}`, query: q, bytes: body.length, ...r });
  }
}

console.log(`\nReports bench — ${kind}, ${machine()}, ${today}, ${REQUESTS} sequential requests each`);
console.log('question'.padEnd(44), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'kB'.padStart(7));
for (const r of results) {
  console.log(
    r.name.padEnd(44),
    fmt(r.p50).padStart(8),
    fmt(r.p95).padStart(8),
    fmt(r.p99).padStart(8),
    fmt(r.bytes / 1024).padStart(7),
  );
}
const target = results[0];
console.log(
  `\nIssue 20, a year's monthly report p95 ≤ ${TARGET_MS} ms: ${target.p95 <= TARGET_MS ? 'MET' : 'NOT MET'} (${fmt(target.p95)} ms)`,
);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, `bench/results/reports-${kind}.json`),
  JSON.stringify({ kind, date: new Date().toISOString(), today, machine: machine(), requests: REQUESTS, results }, null, 2),
);
await stopChild(api);
