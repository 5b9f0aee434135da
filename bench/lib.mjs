/**
 * Helpers shared by the load benches (bench/search.mjs, bench/throughput.mjs):
 * an autocannon run over a rotating list of paths with exact latency
 * percentiles, resident-memory sampling from /proc, child processes that are
 * always stopped, and waiting for a URL to answer.
 */
import { API_ENTRY, API_ENV, API_NODE_ARGS, buildApiIfStale } from '../scripts/api-runtime.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

/** Requests, requests/s and exact p50/p95/p99/max (ms) of every response's latency. */
function summary(latencies, seconds) {
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN;
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies.at(-1) ?? NaN,
  };
}

/**
 * Runs autocannon against `origin`, cycling through `paths` (each client
 * starts at a different offset, so 50 clients do not ask the same thing).
 * Returns requests/s, latency percentiles in ms (p50/p95/p99, computed from
 * every response), status counts and errors. `until`, a promise, ends the run
 * early when it settles (a background load that lasts as long as a
 * measurement made beside it).
 */
export async function load(origin, paths, { connections = 50, duration = 12, headers = {}, until } = {}) {
  const latencies = [];
  let nextClient = 0;
  let non2xx = 0;
  /** status → count of the answers that were not 2xx */
  const statuses = {};
  const instance = autocannon({
    url: origin,
    connections,
    duration,
    headers,
    requests: [
      {
        setupRequest: (req, context) => {
          context.i ??= (nextClient++ * 7919) % paths.length;
          context.i = (context.i + 1) % paths.length;
          return { ...req, method: 'GET', path: paths[context.i] };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) {
      non2xx++;
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    }
  });
  const started = Date.now();
  until?.finally(() => instance.stop());
  const result = await instance;
  const seconds = until ? (Date.now() - started) / 1000 : result.duration || duration;
  return { ...summary(latencies, seconds), non2xx, statuses, errors: result.errors + result.timeouts };
}

/** VmRSS and VmHWM of a process in MiB (0 when it is gone). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/** CPU time (user + system) used so far by a process, in clock ticks (1/100 s), or 0 when it is gone. */
export function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * Waits until the processes of `pids()` together use under 10 % of a core over a
 * second: requests autocannon gave up on keep running in a server after the run,
 * and the next measurement must not share the machine with them. At most `ms`.
 */
export async function waitIdle(pids, ms = 300_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const list = pids();
    const before = list.reduce((sum, p) => sum + cpuTicks(p), 0);
    await new Promise((r) => setTimeout(r, 1000));
    if (list.reduce((sum, p) => sum + cpuTicks(p), 0) - before < 10) return;
  }
}

/** Child pids of `pid`, recursively (from /proc/<pid>/task/<tid>/children). */
export function descendantsOf(pid) {
  const out = [];
  const walk = (p) => {
    let kids = [];
    try {
      kids = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return;
    }
    for (const k of kids) {
      out.push(k);
      walk(k);
    }
  };
  walk(pid);
  return out;
}

/**
 * Samples the summed resident memory of `pids()` every 200 ms until stop()
 * is called; returns the peak sum and the peak per pid (MiB).
 */
export function sampleMemory(pids) {
  let peak = 0;
  const perPid = new Map();
  const tick = () => {
    let sum = 0;
    for (const pid of pids()) {
      const { rss } = memoryOf(pid);
      sum += rss;
      perPid.set(pid, Math.max(perPid.get(pid) ?? 0, rss));
    }
    peak = Math.max(peak, sum);
  };
  tick();
  const timer = setInterval(tick, 200);
  return {
    stop() {
      clearInterval(timer);
      tick();
      return { peak, perPid };
    },
  };
}

const children = new Set();
/** Spawns a child that is killed (SIGTERM, its whole process group) when this process exits. */
export function startChild(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...opts });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stops a child started by startChild and waits for it (SIGKILL after 10 s). */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

function killAll() {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    killAll();
    process.exit(130);
  });
}

/**
 * Starts the product exactly as `npm start` runs it (scripts/start.mjs with SKIP_BUILD=1: the API, Next.js on
 * `webPort`, the front on `port`; demo data seeded into `dataDir` on the first run) and waits until the API and
 * the front answer. `env` is the environment it starts from (NEXT_DIST_DIR picks the web build). Returns the child.
 */
export async function startStack({ root, port, webPort, apiPort, dataDir, env = process.env }) {
  mkdirSync(dataDir, { recursive: true });
  const stack = startChild(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...env,
      NEXT_TELEMETRY_DISABLED: '1',
      SKIP_BUILD: '1',
      PORT: String(port),
      WEB_INTERNAL_PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      ICAL_SYNC_MINUTES: '0',
      LOG_LEVEL: 'warn',
    },
  });
  await waitFor(`http://127.0.0.1:${apiPort}/v1/health`, 300_000, stack);
  await waitFor(`http://127.0.0.1:${port}/`, 120_000, stack);
  return stack;
}

/** Waits until `url` answers with a status below 500 (or throws after `ms`). */
export async function waitFor(url, ms = 180_000, child) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: süreç durdu (${child.exitCode}).`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} ${ms / 1000} sn içinde yanıt vermedi.`);
}

/**
 * Sends `count` GET requests to `url` one after another (the next once the
 * previous answered, as one back-office user clicking) and returns the same
 * figures as `load`: requests/s, p50/p95/p99 in ms, non-2xx, errors.
 */
export async function sequential(url, count, { headers = {} } = {}) {
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    try {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status < 200 || res.status >= 300) non2xx++;
      latencies.push(performance.now() - t);
    } catch {
      errors++;
    }
  }
  return { ...summary(latencies, (performance.now() - started) / 1000), non2xx, errors };
}

export const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');

/** Today in Europe/Istanbul, 'YYYY-MM-DD' (the API's todayInIstanbul). */
export function todayInIstanbul() {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** 'YYYY-MM-DD' + n days. */
export function plusDays(day, n) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Machine description for the printed header. */
export function machine() {
  let cpu = '';
  try {
    cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? '';
  } catch {
    // not Linux
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return `Node ${process.version}, ${cpu}, load ${load}`;
}

/**
 * Starts the API as production runs it (scripts/api-runtime.mjs: the built bundle, built first
 * when stale, with the same Node flags and environment) on `port` over `dataDir` (PGlite) or
 * `databaseUrl` (PostgreSQL), quiet and without demo data, background jobs
 * or revalidation; resolves with the child once /v1/health answers.
 */
export async function startApi({ root, port, dataDir, databaseUrl }) {
  if (buildApiIfStale() !== 0) throw new Error('scripts/build-api.mjs failed');
  const api = startChild(process.execPath, [...API_NODE_ARGS, API_ENTRY], {
    cwd: root,
    env: {
      ...API_ENV,
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      DEMO: 'false',
      ICAL_SYNC_MINUTES: '0',
      REVALIDATE_URL: '',
      REVALIDATE_SECRET: '',
    },
  });
  await waitFor(`http://127.0.0.1:${port}/v1/health`, 180_000, api);
  return api;
}

/**
 * Signs in as the generator's admin (admin@example.com) and returns the
 * request headers: the bearer token and the session cookie it is bound to.
 */
export async function signInAdmin(origin) {
  const res = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
  });
  if (res.status !== 200) throw new Error(`login → ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return {
    authorization: `Bearer ${(await res.json()).content.accessToken}`,
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0],
  };
}

/**
 * The database a bench runs on, from its `--db` (`kind`: 'pglite' or
 * 'postgres') and `--data-dir`: for PostgreSQL the URL from
 * BENCH_DATABASE_URL or TEST_DATABASE_URL; `dbArgs`, the generator's
 * arguments; `apiDataDir`, the API's data directory (beside the database
 * for PostgreSQL). Throws on another kind; exits 2 with the way to run
 * `script` when PostgreSQL has no URL.
 */
export function benchDatabase(kind, dataDirArg, script) {
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--db pglite | postgres');
  const databaseUrl = kind === 'postgres' ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) : undefined;
  if (kind === 'postgres' && !databaseUrl) {
    console.error(`PostgreSQL için: bash scripts/with-postgres.sh node ${script} --db postgres`);
    process.exit(2);
  }
  const dataDir = path.resolve(dataDirArg);
  const dbArgs = kind === 'postgres' ? ['--database-url', databaseUrl] : ['--data-dir', dataDir];
  const apiDataDir = kind === 'postgres' ? path.join(dataDir, 'pg-api') : dataDir;
  return { databaseUrl, dataDir, dbArgs, apiDataDir };
}
