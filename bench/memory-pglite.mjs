#!/usr/bin/env node
/**
 * PGlite alone, without the API (issue 16's memory question): how much a
 * PGlite instance keeps resident, and what two changes the API could make in
 * apps/api/src/db/client.ts would save. Each case runs in its own process
 * (`node --expose-gc bench/memory-pglite.mjs CASE DIR`), opens the database
 * as the API does (btree_gist, pg_trgm), runs a few reads over every table,
 * collects garbage and prints VmRSS, external memory and the WebAssembly
 * memories still alive (bench/memory-probe.mjs records them).
 *
 *   node bench/memory-pglite.mjs            # all cases, scratch dirs under /tmp/yali-mem-pglite
 *
 * Cases: fresh (PGlite.create on an empty dir: initdb runs in the process),
 * fresh-nogc (the same without the forced collection),
 * fresh-reopen (the same, then close and PGlite.create again), reopen (an
 * existing dir), reopen-sb16 (existing dir, `-c shared_buffers=16MB` added
 * to PGlite's start parameters).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [, , which, dir] = process.argv;

if (!which) {
  const base = '/tmp/yali-mem-pglite';
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  const run = (c, d) => {
    const r = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', path.join(here, 'memory-probe.mjs'), fileURLToPath(import.meta.url), c, d],
      {
        encoding: 'utf8',
      },
    );
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
  };
  console.log('| case | VmRSS MiB | V8 heap used | external | WASM memories alive (MiB) | open s |');
  console.log('|---|---|---|---|---|---|');
  run('fresh', `${base}/a`);
  run('fresh-nogc', `${base}/n`);
  run('fresh-reopen', `${base}/b`);
  cpSync(`${base}/a`, `${base}/c`, { recursive: true });
  run('reopen', `${base}/c`);
  run('reopen-sb16', `${base}/c`);
  process.exit(0);
}

const { PGlite } = await import('@electric-sql/pglite');
const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const { memories } = globalThis.__yaliMemProbe;
const extensions = { btree_gist, pg_trgm };
// PGlite's own start parameters (dist/chunk-*.js `defaultStartParams`, 0.5.x); a custom list replaces them.
const defaults = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];
const t = Date.now();
let db = await PGlite.create(dir, {
  extensions,
  ...(which === 'reopen-sb16' ? { startParams: [...defaults, '-c', 'shared_buffers=16MB'] } : {}),
});
if (which === 'fresh-reopen') {
  await db.close();
  db = await PGlite.create(dir, { extensions });
}
const openSeconds = (Date.now() - t) / 1000;
const settings = await db.query(`select current_setting('shared_buffers') as sb`);
await db.exec('create table if not exists t (id serial primary key, v text)');
await db.exec(`insert into t (v) select repeat('x', 200) from generate_series(1, 20000)`);
await db.query('select count(*) from t');
// Without a forced collection: what an idle server holds until V8 happens to collect.
if (which !== 'fresh-nogc') {
  global.gc?.();
  global.gc?.();
}
const mib = (n) => (n / 1048576).toFixed(0);
const status = (await import('node:fs')).readFileSync('/proc/self/status', 'utf8');
const rss = Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
const m = process.memoryUsage();
console.log(
  `| ${which} (shared_buffers ${settings.rows[0].sb}) | ${rss.toFixed(0)} | ${mib(m.heapUsed)} | ${mib(m.external)} | ` +
    `${[...memories()].map((x) => mib(x.buffer.byteLength)).join(' + ')} | ${openSeconds.toFixed(1)} |`,
);
await db.close();
