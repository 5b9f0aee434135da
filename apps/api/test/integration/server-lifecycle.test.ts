/**
 * The real server process (apps/api/src/server.ts), outside demo mode:
 * the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD; SIGTERM lets
 * in-flight work finish and exits 0 with the database closed; a second start
 * on the same data folder reuses the data instead of creating it again.
 * In demo mode, the first start prepares the embedded database and the demo
 * agency in a child process (cli/prepare-demo.ts) — a half-prepared folder
 * left by a stopped start is redone — and serves it like any later start.
 * Embedded PGlite only: that is what `npm start` runs by default.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../helpers/api-process.ts';

const port = 4700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
let dataDir = '';

function start(): { child: ChildProcess; output: () => string } {
  return startApiProcess({
    dataDir,
    port,
    env: { ADMIN_EMAIL: 'yonetici@example.org', ADMIN_PASSWORD: 'Guclu-Sifre-2026' },
  });
}

async function waitForHealth(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

const login = () =>
  fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'yonetici@example.org', password: 'Guclu-Sifre-2026' }),
  });

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(!process.env.TEST_DATABASE_URL)('server process', () => {
  it('creates the first admin from the environment, shuts down on SIGTERM and reuses the data on restart', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'yali-lifecycle-'));

    const first = start();
    await waitForHealth();
    expect(first.output()).toContain('İlk yönetici oluşturuldu: yonetici@example.org');
    expect(first.output()).not.toContain('Demo giriş bilgileri');
    expect((await login()).status).toBe(200);

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const second = start();
    await waitForHealth();
    // Same data: the admin still logs in and was not created a second time.
    expect((await login()).status).toBe(200);
    expect(second.output()).not.toContain('İlk yönetici oluşturuldu');
    const exited2 = exitOf(second.child);
    second.child.kill('SIGINT');
    expect(await exited2).toBe(0);
  }, 120_000);

  it('prepares a demo first start in a child process, over a half-prepared folder, and serves the demo agency', async () => {
    const demoDir = await mkdtemp(path.join(os.tmpdir(), 'yali-demo-first-'));
    try {
      // What a start stopped during its preparation leaves behind.
      await mkdir(path.join(demoDir, 'pglite.preparing'));
      await writeFile(path.join(demoDir, 'pglite.preparing', 'PG_VERSION'), 'yarım');
      const demo = startApiProcess({ dataDir: demoDir, port, env: { DEMO: 'true' } });
      await waitForHealth(240_000);
      expect(demo.output()).toContain('Demo giriş bilgileri');
      expect(existsSync(path.join(demoDir, 'pglite'))).toBe(true);
      expect(existsSync(path.join(demoDir, 'pglite.preparing'))).toBe(false);
      const villas = (await (await fetch(`${base}/v2/search?take=1`)).json()) as { content: { total: number } };
      expect(villas.content.total).toBeGreaterThan(0);
      const admin = await fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
      });
      expect(admin.status).toBe(200);
      const exited = exitOf(demo.child);
      demo.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      await rm(demoDir, { recursive: true, force: true });
    }
  }, 300_000);
});
