/**
 * Two API processes on one PostgreSQL (issue 16): a price change and a blocking saved
 * through one show in the other's search within a second — each process's availability
 * index (villas) and boat index follow the other's writes through LISTEN/NOTIFY — and in
 * the saving process's own search at once. Real processes (apps/api/src/server.ts), no mocks; PostgreSQL only
 * (PGlite is one process's embedded database).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { addDays } from '../helpers/dates.ts';
import { createBoat, createBoatPrice, createPricedVilla } from '../helpers/factories.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');
const basePort = 5100 + Math.floor(Math.random() * 400);
const today = todayInIstanbul();
const ci = addDays(today, 30);
const co = addDays(ci, 5);
const admin = { email: 'yonetici@example.org', password: 'Guclu-Sifre-2026' };

let database: Database & { url?: string };
let dataDir = '';
const children: ChildProcess[] = [];
let villaId = 0;
let periodId = 0;
let boatId = 0;
let boatPeriodId = 0;
/** The boat's rental: [ci, co) is 5 days. */
const boatPeriod = () => ({ start_date: today, end_date: addDays(today, 90), min_days: 1 });

async function startApi(port: number): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      DEMO: 'false',
      ICAL_SYNC_MINUTES: '0',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API on ${port} did not become healthy`);
}

/** The villa's stay total in `base`'s search, or null when the search does not find it. */
async function stayTotal(base: string): Promise<number | null> {
  const res = await fetch(`${base}/v2/search?checkin=${ci}&checkout=${co}&take=100`);
  const body = (await res.json()) as { content: { items: { id: number; stay: { total_kurus: number } | null }[] } };
  return body.content.items.find((v) => v.id === villaId)?.stay?.total_kurus ?? null;
}

/** The boat's rental total in `base`'s boat search, or null when the search does not find it. */
async function rentalTotal(base: string): Promise<number | null> {
  const res = await fetch(`${base}/v1/searchboats?checkin=${ci}&checkout=${co}&take=100`);
  const body = (await res.json()) as { content: { items: { id: number; rental: { total_kurus: number } | null }[] } };
  return body.content.items.find((b) => b.id === boatId)?.rental?.total_kurus ?? null;
}

/** Milliseconds until `read(base)` answers `expected` (a villa's stay total by default); fails after `limitMs`. */
async function msUntil(base: string, expected: number | null, limitMs: number, read = stayTotal): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const got = await read(base);
    const elapsed = performance.now() - t0;
    if (got === expected) return elapsed;
    if (elapsed > limitMs) throw new Error(`${base} still answers ${got} after ${Math.round(elapsed)} ms, not ${expected}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let a = '';
  let b = '';
  let auth: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'yali-two-apis-'));
    const villa = await createPricedVilla(
      database.db,
      { name: 'Villa İki Süreç', capacity: 4, min_stay: 1, cleaning_fee_kurus: 0 },
      { days: 90, nightly_price_kurus: 400_000, min_nights: 1 },
    );
    villaId = villa.id;
    periodId = villa.period_id;
    const boat = await createBoat(database.db, { name: 'Tekne İki Süreç', capacity: 8 });
    boatId = boat.id;
    boatPeriodId = (await createBoatPrice(database.db, { boat_id: boat.id, ...boatPeriod(), daily_price_kurus: 1_000_000 })).id;
    // One after the other: the first creates the admin from the environment.
    a = await startApi(basePort);
    b = await startApi(basePort + 1);
    const login = await fetch(`${a}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const token = ((await login.json()) as { content: { accessToken: string } }).content.accessToken;
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    auth = { authorization: `Bearer ${token}`, cookie, 'content-type': 'application/json' };
  }, 120_000);

  afterAll(async () => {
    const stopped = (c: ChildProcess) =>
      new Promise<void>((resolve) => {
        if (c.exitCode !== null) return resolve();
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
      });
    await Promise.all(children.map(stopped));
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a price change saved through one process in the other within a second, and in its own at once', async () => {
    expect(await stayTotal(a)).toBe(5 * 400_000);
    expect(await stayTotal(b)).toBe(5 * 400_000);
    const saved = await fetch(`${a}/v1/admin/villas/price`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({
        id: periodId,
        villa_id: villaId,
        start_date: today,
        end_date: addDays(today, 90),
        nightly_price_kurus: 450_000,
        min_nights: 1,
      }),
    });
    expect(saved.status).toBe(200);
    expect(await stayTotal(a)).toBe(5 * 450_000);
    expect(await msUntil(b, 5 * 450_000, 1_000)).toBeLessThan(1_000);
  });

  it('drops the villa from the other process’s search within a second once a blocking is saved', async () => {
    const saved = await fetch(`${a}/v1/admin/villas/date`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ villa_id: villaId, started_at: addDays(ci, 1), finished_at: addDays(ci, 3) }),
    });
    expect(saved.status).toBe(201);
    expect(await stayTotal(a)).toBeNull();
    expect(await msUntil(b, null, 1_000)).toBeLessThan(1_000);
  });

  it('shows a boat’s new daily rate saved through one process in the other’s boat search within a second', async () => {
    expect(await rentalTotal(a)).toBe(5 * 1_000_000);
    expect(await rentalTotal(b)).toBe(5 * 1_000_000);
    const saved = await fetch(`${a}/v1/admin/boat/price`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ id: boatPeriodId, boat_id: boatId, ...boatPeriod(), daily_price_kurus: 1_200_000 }),
    });
    expect(saved.status).toBe(200);
    expect(await rentalTotal(a)).toBe(5 * 1_200_000);
    expect(await msUntil(b, 5 * 1_200_000, 1_000, rentalTotal)).toBeLessThan(1_000);
  });

  it('drops the boat from the other process’s boat search within a second once a booking holds its days', async () => {
    const saved = await fetch(`${a}/v1/admin/boatreservations`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        boat_id: boatId,
        started_at: addDays(ci, 2),
        finished_at: addDays(ci, 3),
        guests: 4,
        guest_name: 'Deniz Yıldız',
        status: 'confirmed',
      }),
    });
    expect(saved.status).toBe(201);
    expect(await rentalTotal(a)).toBeNull();
    expect(await msUntil(b, null, 1_000, rentalTotal)).toBeLessThan(1_000);
  });
});
