/**
 * The real API process (apps/api/src/server.ts) for tests of what only a
 * process shows (start-up, signals, shutdown): embedded PGlite in `dataDir`,
 * outside demo mode, listening on `port`; `env` adds or overrides variables.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '../..');

/** Spawns the process; `output()` is what it wrote to stdout and stderr so far. */
export function startApiProcess(opts: { dataDir: string; port: number; env?: Record<string, string> }): {
  child: ChildProcess;
  output: () => string;
} {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: opts.dataDir,
      API_PORT: String(opts.port),
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  return { child, output: () => out };
}
