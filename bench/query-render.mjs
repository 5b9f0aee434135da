#!/usr/bin/env node
/**
 * What one render of a listing page with a visitor's query costs (issue 16): bytes and CPU time,
 * the two figures a shared 2-core machine's noise moves little, unlike requests/s.
 * Starts the product as `npm start` does (scripts/start.mjs, SKIP_BUILD=1, demo data in DATA_DIR), then
 * for each page kind (villas and boats, Turkish and English, dated):
 * - bytes: the HTML of one answer, its gzip size, and the inline React Server Components payload
 *   (the strings of the `self.__next_f.push` scripts) in it;
 * - CPU: `N` requests, each with a query never asked before (so neither the front nor Next.js can
 *   answer from memory), `CONCURRENCY` at a time, straight to Next.js; the CPU time (user + system, from
 *   /proc/<pid>/stat) each process of the stack used over them, divided by N: ms per render for Next.js,
 *   and what the API spent answering its reads.
 *
 *   npm run build && PORT=3790 API_PORT=4790 node bench/query-render.mjs
 *
 * Environment: NEXT_DIST_DIR (default .next), PORT (front, default 3190; Next.js on PORT+2), API_PORT
 * (default 4290), DATA_DIR (default /tmp/yali-bench/data), N (requests per kind, default 300),
 * CONCURRENCY (default 4), KEEP=1 leaves the stack running after the figures (Ctrl-C stops it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { cpuTicks, descendantsOf, fmt, machine, startStack, stopChild, waitIdle } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3190);
const apiPort = Number(process.env.API_PORT ?? 4290);
const webPort = port + 2;
const dataDir = path.resolve(process.env.DATA_DIR ?? '/tmp/yali-bench/data');
const count = Number(process.env.N ?? 300);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const origin = `http://127.0.0.1:${port}`;
const web = `http://127.0.0.1:${webPort}`;
const api = `http://127.0.0.1:${apiPort}`;

const stack = await startStack({ root, port, webPort, apiPort, dataDir });

/** CPU time (user + system) of a process so far, in ms. */
const cpuMs = (pid) => cpuTicks(pid) * 10;
const nameOf = (pid) => {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmd.includes('front.mjs')) return 'front';
    if (cmd.includes('server.js') && cmd.includes('apps/api')) return 'api';
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
};
const stackPids = () => descendantsOf(stack.pid);

/** The inline RSC payload of an HTML page: the JSON strings pushed with `self.__next_f.push([1,"…"])`. */
function rscBytes(html) {
  let bytes = 0;
  for (const m of html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [, chunk] = JSON.parse(m[1]);
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk);
  }
  return bytes;
}

const json = async (url) => (await fetch(url)).json();
const { towns } = (await json(`${api}/v1/search/options`)).content;
const { marinas = [] } = (await json(`${api}/v1/searchboats/options`)).content;
const year = new Date().getUTCFullYear() + 1;
/** The i-th distinct dated query of a kind: every (town, check-in, length, guests) differs from the previous ones. */
const dated = (route, place, i) => {
  const day = new Date(Date.UTC(year, 0, 1) + (i % 330) * 86_400_000);
  const checkin = day.toISOString().slice(0, 10);
  const checkout = new Date(day.getTime() + (3 + (i % 9)) * 86_400_000).toISOString().slice(0, 10);
  return `${route}?${place(i)}checkin=${checkin}&checkout=${checkout}&guests=${1 + (i % 8)}&n=${i}`;
};
const town = (i) => (towns.length ? `town=${towns[i % towns.length].town_id}&` : '');
const marina = (i) => (marinas.length ? `marina=${marinas[i % marinas.length].marina_id}&` : '');
const kinds = [
  { name: '/listing?checkin&checkout&guests', paths: (i) => dated('/listing', () => '', i) },
  { name: '/listing?town&checkin&checkout&guests', paths: (i) => dated('/listing', town, i) },
  { name: '/en/listing?checkin&checkout&guests', paths: (i) => dated('/en/listing', () => '', i) },
  { name: '/listingboat?marina&checkin&checkout&guests', paths: (i) => dated('/listingboat', marina, i) },
];

console.log(`Query listing pages: bytes and CPU per render — ${machine()}`);
console.log(`N = ${count} distinct queries per kind, ${concurrency} at a time, straight to Next.js (:${webPort})\n`);
const rows = [];
for (const kind of kinds) {
  // One answer's bytes (a query no one asked: rendered, not kept); 20 renders first warm the route up.
  for (let i = 0; i < 20; i++) await fetch(`${web}${kind.paths(1e6 + 2 + i)}`).then((r) => r.text());
  const html = await fetch(`${web}${kind.paths(1e6 + 1)}`).then((r) => r.text());
  const pids = stackPids();
  await waitIdle(() => pids);
  const before = new Map(pids.map((p) => [p, cpuMs(p)]));
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const res = await fetch(`${web}${kind.paths(next++)}`);
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
      }
    }),
  );
  const wall = performance.now() - started;
  const cpu = {};
  for (const p of pids) cpu[nameOf(p)] = (cpu[nameOf(p)] ?? 0) + (cpuMs(p) - before.get(p)) / count;
  rows.push({
    name: kind.name,
    html: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    rsc: rscBytes(html),
    cpu,
    wall: wall / count,
    failed,
  });
}

console.log(
  '| page | HTML kB | gzip kB | RSC payload kB | Next.js CPU ms/render | API CPU ms | wall ms (c=' +
    concurrency +
    ') | non-200 |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const nextCpu = Object.entries(r.cpu)
    .filter(([n]) => n.startsWith('next'))
    .reduce((s, [, v]) => s + v, 0);
  console.log(
    `| ${r.name} | ${fmt(r.html / 1024)} | ${fmt(r.gzip / 1024)} | ${fmt(r.rsc / 1024)} | ${fmt(nextCpu)} | ${fmt(r.cpu.api ?? 0)} | ${fmt(r.wall)} | ${r.failed} |`,
  );
}
console.log(`\nload average after: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);

if (process.env.KEEP === '1') {
  console.log(`\nThe stack keeps running on ${origin} (Next.js ${web}, API ${api}); Ctrl-C stops it.`);
  await new Promise(() => {});
}
await stopChild(stack);
