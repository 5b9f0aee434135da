/**
 * Scale-out bench (issue 17): the production shape of deploy/ — nginx with the
 * shipped locations, two API instances (built JavaScript) and two web
 * instances on one PostgreSQL and one Redis, the demo agency — measured
 * through nginx in front of both instances and, in the same run, through a
 * second nginx in front of instance 1 alone. For each: cached public pages,
 * distinct dated `/v2/search` and distinct quotes, 50 connections.
 *
 * Besides requests/s and latency it measures what a request costs the
 * machine: busy CPU time of all cores during the run (/proc/stat), less this
 * process's own (autocannon), divided by the requests served. That cost is
 * what says how a 4- or 8-core server would do: cores × 1000 / (CPU ms per
 * request), as long as PostgreSQL and nginx are not the limit.
 *
 *   npm run bench:scale-out            (= bash scripts/with-postgres.sh node --import tsx bench/scale-out.ts)
 *
 * Needs `npm run build` (API and web), redis-server and nginx. Options:
 * --duration S (10), --connections N (50). Results also go to
 * bench/results/scale-out.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startCluster, startNginx } from '../deploy/test/cluster.ts';
import { fmt, load, machine, plusDays, todayInIstanbul } from './lib.mjs';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('PostgreSQL gerekli: npm run bench:scale-out (scripts/with-postgres.sh bir küme açar).');
  process.exit(2);
}

/** Busy and total jiffies of all cores together (/proc/stat's first line). */
function cpuJiffies(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

type Result = Awaited<ReturnType<typeof load>> & { cpuMsPerRequest: number };
async function measure(origin: string, paths: string[], headers: Record<string, string>): Promise<Result> {
  const before = cpuJiffies();
  const own = process.cpuUsage();
  const r = await load(origin, paths, { connections, duration, headers });
  const after = cpuJiffies();
  const ownMs = (process.cpuUsage(own).user + process.cpuUsage(own).system) / 1000;
  // A jiffy is 1/100 s on Linux (USER_HZ).
  const busyMs = (after.busy - before.busy) * 10 - ownMs;
  return { ...r, cpuMsPerRequest: busyMs / Math.max(1, r.requests) };
}

console.log(`Ölçeklenme ölçümü — ${machine()}`);
console.log('Küme başlatılıyor (PostgreSQL, Redis, 2 API, 2 web, nginx; demo acentesi)…');
const cluster = await startCluster(databaseUrl, { LOG_LEVEL: 'error' });
let exitCode = 0;
try {
  const single = await startNginx(cluster.dir, 'single', {
    api: [cluster.ports.api[0] as number],
    web: [cluster.ports.web[0] as number],
  });
  cluster.procs.single = single.proc;
  const api = cluster.api[0];
  const villas = (
    (await (await fetch(`${api}/v2/search?take=100&sort=order`)).json()) as {
      content: { items: { slug: string; capacity: number }[] };
    }
  ).content.items;
  const today = todayInIstanbul();
  const pages = ['/', '/listing', '/listingboat', '/blog', ...villas.slice(0, 10).map((v) => `/villa/${v.slug}`)];
  // Every request its own question: dates, nights and guests vary, as a visitor's do.
  const searches: string[] = [];
  const quotes: string[] = [];
  for (let i = 0; i < 4_000; i++) {
    const checkin = plusDays(today, 20 + (i % 300));
    const checkout = plusDays(checkin, 3 + (i % 11));
    searches.push(
      `/v2/search?checkin=${checkin}&checkout=${checkout}&adults=${1 + (i % 8)}&take=10&sort=${i % 2 ? 'price_asc' : 'order'}`,
    );
    const villa = villas[i % villas.length] as { slug: string; capacity: number };
    // Within the villa's capacity: a quote for more guests is a 400, not what is measured here.
    const adults = 1 + (i % Math.min(4, villa.capacity));
    quotes.push(`/v1/villas/${villa.slug}/quote?checkin=${checkin}&checkout=${checkout}&adults=${adults}`);
  }
  // Pages as a browser asks for them (gzip): uncompressed 250 kB bodies would measure autocannon's parsing.
  const targets = [
    { name: 'cached public pages', paths: pages, headers: { 'accept-encoding': 'gzip' } },
    { name: 'distinct /v2/search', paths: searches, headers: {} },
    { name: 'distinct quote', paths: quotes, headers: {} },
  ];
  // Every measured question must be one the API answers: show the first that is not.
  for (const t of targets) {
    for (const p of t.paths.slice(0, 300)) {
      const res = await fetch(cluster.nginx + p, { headers: t.headers });
      if (!res.ok) {
        console.log(`Uyarı: ${p} → ${res.status} ${(await res.text()).slice(0, 200)}`);
        break;
      }
      await res.arrayBuffer();
    }
  }
  // Warm both shapes (renders, index) before measuring.
  for (const t of targets) {
    await load(single.url, t.paths.slice(0, 200), { connections: 10, duration: 2, headers: t.headers });
    await load(cluster.nginx, t.paths.slice(0, 200), { connections: 10, duration: 2, headers: t.headers });
  }
  const rows: Record<string, unknown>[] = [];
  console.log('\n| target | instances | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | CPU ms/request | req/s per core |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const t of targets) {
    for (const [instances, origin] of [
      [1, single.url],
      [2, cluster.nginx],
    ] as const) {
      const r = await measure(origin, t.paths, t.headers);
      const perCore = 1000 / r.cpuMsPerRequest;
      rows.push({ target: t.name, instances, ...r, perCore });
      console.log(
        `| ${t.name} | ${instances} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx}${r.non2xx ? ` (${JSON.stringify(r.statuses)})` : ''} | ${r.errors} | ${fmt(r.cpuMsPerRequest, 2)} | ${fmt(perCore, 0)} |`,
      );
      if (r.errors > 0 || r.non2xx > 0) exitCode = 1;
    }
  }
  console.log(
    '\nCPU ms/request: busy time of every core during the run (nginx, instances, PostgreSQL, Redis), less the bench itself.' +
      '\nA server with C cores answers about C × "req/s per core" while PostgreSQL and nginx keep up.',
  );
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/scale-out.json'), JSON.stringify({ machine: machine(), rows }, null, 2));
} finally {
  await cluster.stop();
}
process.exit(exitCode);
