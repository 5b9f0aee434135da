/**
 * Is the embedded database open in another process? PGlite runs PostgreSQL
 * inside one process with no server to coordinate with: a second process
 * opening the same folder (a backup while `npm start` runs) would read pages
 * in the middle of being written, or write under the running API.
 *
 * What PGlite leaves behind (checked on 0.5.16): `postmaster.pid` in the data
 * folder while it is open, deleted by a clean close (its content is a fixed
 * fake pid, -42, so it cannot name the holder), and the open process keeps
 * file descriptors on the relation files. So: no `postmaster.pid` means free;
 * with one, a process holding a file of the folder open (Linux /proc) is the
 * holder; none means a stale file left by a crash. Where /proc cannot be read
 * completely, an API on PGlite answering `/v1/health` on the configured port
 * counts as the holder too.
 */
import { readdir, readFile, readlink, stat } from 'node:fs/promises';
import path from 'node:path';

export type Holder = { pid?: number; command: string };

/** The process holding the PGlite folder `dir` open, or null if none does. */
export async function pgliteHolder(dir: string, api: { host: string; port: number }): Promise<Holder | null> {
  const root = path.resolve(dir);
  const pidFile = await stat(path.join(root, 'postmaster.pid')).catch(() => null);
  if (!pidFile) return null;
  const scan = await scanProc(root);
  if (scan.holder) return scan.holder;
  if (scan.complete) return null;
  return (await apiAnswers(api)) ? { command: `Yalı API (http://${api.host}:${api.port})` } : null;
}

/** Processes other than this one with a file under `root` open; `complete` is false if some could not be read. */
async function scanProc(root: string): Promise<{ holder?: Holder; complete: boolean }> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid);
  } catch {
    return { complete: false };
  }
  let complete = true;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = await readdir(`/proc/${pid}/fd`);
    } catch (err) {
      // A process that ended meanwhile is fine; one of another user we may not look into is a gap.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') complete = false;
      continue;
    }
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target.startsWith(root + path.sep)) {
        const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
        return { holder: { pid: Number(pid), command: cmdline.split('\0').filter(Boolean).join(' ') }, complete };
      }
    }
  }
  return { complete };
}

async function apiAnswers({ host, port }: { host: string; port: number }): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}:${port}/v1/health`, { signal: AbortSignal.timeout(1_000) });
    // Only an API on the embedded database: one on PostgreSQL does not hold this folder.
    return res.ok && ((await res.json()) as { content?: { database?: string } }).content?.database === 'pglite';
  } catch {
    return false;
  }
}
