#!/usr/bin/env node
/**
 * What holds the API's resident memory (issue 16). Starts the API as
 * `npm start` does (scripts/api-runtime.mjs: the built bundle and its flags, embedded PGlite,
 * demo data) with bench/memory-probe.mjs preloaded, waits for the first health
 * answer and 5 s of idle, then prints VmRSS and the probe's breakdown:
 * process.memoryUsage(), each WebAssembly memory, the largest mappings.
 *
 *   node bench/memory.mjs --data-dir /tmp/yali-mem --port 4391
 *
 * Two starts: the first on an empty data dir (initdb + demo seed, what a first
 * `npm start` does), the second on the same dir (every later start). Options:
 * --set 'shared_buffers=16MB' (repeatable) appends settings to the data dir's
 * postgresql.conf before the second start (PGlite reads it like PostgreSQL);
 * --gc runs a full garbage collection before each measurement (node --expose-gc).
 * Never point it at the repository's ./data.
 */
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_ENTRY, API_ENV, API_NODE_ARGS, buildApiIfStale } from '../scripts/api-runtime.mjs';
import { fmt, memoryOf, startChild, stopChild, waitFor } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: '/tmp/yali-mem' },
    port: { type: 'string', default: '4391' },
    set: { type: 'string', multiple: true, default: [] },
    gc: { type: 'boolean', default: false },
    'keep-dir': { type: 'boolean', default: false },
  },
});
const dataDir = path.resolve(args['data-dir']);
if (!dataDir.startsWith('/tmp/')) throw new Error('--data-dir: a throw-away directory under /tmp');
if (!args['keep-dir']) rmSync(dataDir, { recursive: true, force: true });

if (buildApiIfStale() !== 0) throw new Error('scripts/build-api.mjs failed');

async function measure(label) {
  const out = path.join(dataDir, `probe-${label}.json`);
  const api = startChild(
    process.execPath,
    [...(args.gc ? ['--expose-gc'] : []), ...API_NODE_ARGS, '--import', './bench/memory-probe.mjs', API_ENTRY],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...API_ENV,
        ...process.env,
        API_PORT: args.port,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ICAL_SYNC_MINUTES: '0',
        REVALIDATE_URL: '',
        MEM_PROBE_OUT: out,
        MEM_PROBE_GC: args.gc ? '1' : '0',
      },
    },
  );
  const started = Date.now();
  await waitFor(`http://127.0.0.1:${args.port}/v1/health`, 240_000, api);
  const ready = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 5000));
  const { rss, hwm } = memoryOf(api.pid);
  process.kill(api.pid, 'SIGUSR2');
  for (let i = 0; i < 50 && !existsSync(out); i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 300));
  const probe = JSON.parse(readFileSync(out, 'utf8'));
  await stopChild(api);
  const m = probe.memoryUsageMiB;
  const wasm = probe.wasmMemoriesMiB.filter((n) => n >= 1);
  console.log(
    `| ${label} | ${fmt(ready, 1)} | ${fmt(rss, 0)} | ${fmt(hwm, 0)} | ${fmt(m.heapTotal, 0)} / ${fmt(m.heapUsed, 0)} | ` +
      `${fmt(m.external, 0)} | ${fmt(m.arrayBuffers, 0)} | ${wasm.map((n) => fmt(n, 0)).join(' + ')} | ` +
      `${fmt(probe.rssByMappingName['[heap]'] ?? 0, 0)} | ${probe.largestMappings
        .slice(0, 4)
        .map((x) => `${fmt(x.rssMiB, 0)}/${fmt(x.sizeMiB, 0)}`)
        .join(', ')} |`,
  );
  return probe;
}

console.log(`API memory, data dir ${dataDir}${args.gc ? ', full GC before each measurement' : ''}`);
console.log(
  '| start | ready s | VmRSS MiB | VmHWM MiB | V8 heap total / used | external | arrayBuffers | WASM memories (size) | malloc [heap] | largest mappings rss/size |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
await measure('first (empty dir: initdb + demo seed)');
if (args.set.length) {
  appendFileSync(
    path.join(dataDir, 'pglite/postgresql.conf'),
    `\n# bench/memory.mjs\n${args.set.map((s) => s.replace('=', ' = ')).join('\n')}\n`,
  );
}
await measure(`restart${args.set.length ? ` (${args.set.join(', ')})` : ''}`);
process.exit(0);
