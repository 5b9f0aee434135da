/**
 * PostgreSQL's own client tools (`pg_dump`, `pg_restore`, `psql`) for the
 * server database's section of a backup.
 *
 * The password never appears on a command line (where `ps` shows it to every
 * user of the machine): the tools get the URL without it and read it from
 * the PGPASSWORD environment variable.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error.ts';

const TOOLS = ['pg_dump', 'pg_restore', 'psql'] as const;
type Tool = (typeof TOOLS)[number];

let binDir: string | undefined;

/**
 * The folder holding all three tools, of the newest PostgreSQL found on PATH
 * or under /usr/lib/postgresql/<n>/bin (pg_dump must be at least as new as
 * the server). Throws a BackupError saying how to install them if none is.
 */
export function postgresBinDir(): string {
  if (binDir) return binDir;
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
    ...safeReaddir('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`),
  ];
  let best: { dir: string; version: number[] } | undefined;
  for (const dir of new Set(candidates)) {
    if (!TOOLS.every((t) => isExecutable(path.join(dir, t)))) continue;
    const out = spawnSync(path.join(dir, 'pg_dump'), ['--version'], { encoding: 'utf8' }).stdout ?? '';
    const version = (out.match(/(\d+)(?:\.(\d+))?/) ?? []).slice(1).map((n) => Number(n ?? 0));
    if (version.length && (!best || compareVersions(version, best.version) > 0)) best = { dir, version };
  }
  if (!best) {
    throw new BackupError(
      'PostgreSQL istemci araçları (pg_dump, pg_restore, psql) bulunamadı. Kurmak için: ' +
        'apt-get install -y postgresql-client (sunucudaki PostgreSQL sürümü ya da daha yenisi).',
    );
  }
  binDir = best.dir;
  return binDir;
}

/** The URL without its password, and the environment that carries the password. */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(databaseUrl);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/**
 * Runs one of the tools; resolves when it exits with 0, otherwise throws a
 * BackupError with `failure` and the tool's last lines of error output.
 */
export function runTool(tool: Tool, args: string[], env: NodeJS.ProcessEnv, failure: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(postgresBinDir(), tool), args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // Only the end matters, and a restore of a big dump may print a lot.
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (err) => reject(new BackupError(`${failure}: ${err.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${failure} (${tool} çıkış kodu ${code}):\n${stderr.trim()}`));
    });
  });
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
