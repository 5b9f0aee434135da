/**
 * A production deployment in miniature for the scale-out test (issue 17):
 * Redis and nginx from Debian's packages, two API instances (built
 * JavaScript, apps/api/dist) on one PostgreSQL, and two web instances
 * (`node scripts/start.mjs --web`: Next.js and its front) behind the nginx
 * locations shipped in deploy/nginx. Every process is real; ports are free
 * ones chosen by the system; logs go to files under a temporary directory and
 * their tails are printed when something fails to start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ENTRY, API_ENV, API_NODE_ARGS } from '../../scripts/api-runtime.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX_DIR = path.join(ROOT, 'deploy/nginx');

/** A port nobody listens on now, chosen by the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type Proc = { name: string; child: ChildProcess; log: string };

function start(dir: string, name: string, cmd: string, args: string[], env: Record<string, string>): Proc {
  const log = path.join(dir, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  return { name, child, log };
}

/** The last lines a process wrote: what a failure message shows. */
export function tail(p: Proc, lines = 30): string {
  try {
    return readFileSync(p.log, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(günlük yok)';
  }
}

/** Resolves once `url` answers below 500; throws with the process's log tail after `ms`. */
export async function waitFor(url: string, p: Proc, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} durdu (${p.child.exitCode}):\n${tail(p)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${p.name} ${ms / 1000} sn içinde yanıt vermedi (${url}):\n${tail(p)}`);
}

export type Cluster = {
  dir: string;
  nginx: string;
  ports: { api: number[]; web: number[] };
  api: [string, string];
  web: [string, string];
  procs: Record<string, Proc>;
  /** SIGKILLs a process (no goodbye: what a crash looks like to nginx). */
  kill: (name: string) => void;
  stop: () => Promise<void>;
};

/**
 * Starts the deployment on `databaseUrl` (an empty database: the first API
 * instance migrates it and seeds the demo agency). `env` is added to every
 * Yalı process (say, S3_* variables).
 */
export async function startCluster(databaseUrl: string, env: Record<string, string> = {}): Promise<Cluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'yali-scale-'));
  const procs: Record<string, Proc> = {};
  const [redisPort, api1, api2, web1, web2] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  procs.redis = start(
    dir,
    'redis',
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
  );

  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: 'olcek-testi-icin-en-az-otuz-iki-karakterlik-gizli-anahtar',
    REVALIDATE_SECRET: 'olcek-testi-yenileme-anahtari',
    LOG_LEVEL: 'warn',
    ICAL_SYNC_MINUTES: '0',
    // 50 booking writes from one address: the booking limit is not what this test measures.
    BOOKING_RATE_LIMIT: '1000',
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  const apiProc = (n: number, port: number, demo: boolean) =>
    start(dir, `api${n}`, process.execPath, [...API_NODE_ARGS, API_ENTRY], {
      ...API_ENV,
      ...shared,
      API_PORT: String(port),
      DATA_DIR: path.join(dir, `api${n}-data`),
      DEMO: String(demo),
    });
  // One at a time: the first one migrates and seeds, the second finds the database ready.
  procs.api1 = apiProc(1, api1, true);
  await waitFor(`http://127.0.0.1:${api1}/v1/health`, procs.api1, 240_000);
  procs.api2 = apiProc(2, api2, false);
  await waitFor(`http://127.0.0.1:${api2}/v1/health`, procs.api2);

  const webProc = (n: number, port: number, apiPort: number) =>
    start(dir, `web${n}`, process.execPath, ['scripts/start.mjs', '--web'], {
      ...shared,
      PORT: String(port),
      API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
    });
  procs.web1 = webProc(1, web1, api1);
  procs.web2 = webProc(2, web2, api2);
  await Promise.all([waitFor(`http://127.0.0.1:${web1}/`, procs.web1), waitFor(`http://127.0.0.1:${web2}/`, procs.web2)]);

  const nginx = await startNginx(dir, 'yali', { api: [api1, api2], web: [web1, web2] });
  procs.nginx = nginx.proc;

  return {
    dir,
    nginx: nginx.url,
    ports: { api: [api1, api2], web: [web1, web2] },
    api: [`http://127.0.0.1:${api1}`, `http://127.0.0.1:${api2}`],
    web: [`http://127.0.0.1:${web1}`, `http://127.0.0.1:${web2}`],
    procs,
    kill(name) {
      procs[name]?.child.kill('SIGKILL');
    },
    async stop() {
      const all = Object.values(procs).filter((p) => p.child.exitCode === null && p.child.signalCode === null);
      for (const p of all) p.child.kill('SIGTERM');
      await Promise.all(
        all.map(
          (p) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                p.child.kill('SIGKILL');
                resolve();
              }, 15_000);
              p.child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
            }),
        ),
      );
      if (!process.env.KEEP_SCALE_DIR) await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts nginx in `dir` with the shipped locations (deploy/nginx/yali-locations.conf) and cache settings in
 * front of the given instance ports, on a free port; answers its origin and process once it proxies.
 */
export async function startNginx(
  dir: string,
  name: string,
  ports: { api: number[]; web: number[] },
): Promise<{ url: string; proc: Proc }> {
  const port = await freePort();
  const cacheDir = path.join(dir, `${name}-cache`);
  await mkdir(cacheDir, { recursive: true });
  // Workers run as `nobody` when nginx starts as root: they must be able to write the cache and temp files.
  await chmod(dir, 0o777);
  await chmod(cacheDir, 0o777);
  const cacheConf = (await readFile(path.join(NGINX_DIR, 'yali-cache.conf'), 'utf8'))
    .replace('/var/cache/nginx/yali', cacheDir)
    .replace('keys_zone=yali:', `keys_zone=${name}:`);
  const locations = (await readFile(path.join(NGINX_DIR, 'yali-locations.conf'), 'utf8')).replaceAll(
    'proxy_cache yali;',
    `proxy_cache ${name};`,
  );
  await writeFile(path.join(dir, `${name}-locations.conf`), locations);
  const upstream = (upstreamName: string, list: number[]) =>
    `upstream ${upstreamName} {\n${list.map((p) => `  server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}\n  keepalive 32;\n}`;
  const temp = (kind: string) => path.join(dir, `${name}-${kind}`);
  const conf = `
daemon off;
worker_processes auto;
pid ${dir}/${name}.pid;
error_log ${dir}/${name}-error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  ${cacheConf}
  ${upstream('yali_api', ports.api)}
  ${upstream('yali_web', ports.web)}
  server {
    listen 127.0.0.1:${port};
    include ${dir}/${name}-locations.conf;
  }
}`;
  await writeFile(path.join(dir, `${name}.conf`), conf);
  const proc = start(
    dir,
    name,
    existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    ['-c', path.join(dir, `${name}.conf`), '-p', dir],
    {},
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/v1/health`, proc, 30_000);
  return { url, proc };
}
