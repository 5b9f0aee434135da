/**
 * Observability (issue 17) through HTTP on a real database: `/metrics` is
 * answered only to a direct private-network peer or the METRICS_TOKEN bearer
 * (anyone else gets the 404 of an unknown address); its counters and gauges
 * follow real requests, booking conflicts, the outbox, the mail sender, the
 * scheduled calendar sync and the search cache; `/v1/ready` is 200 on a
 * migrated database and 503 with pending migrations, a closed database or
 * once shutdown began; request ids are kept when safe and replaced otherwise.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { startMailSender } from '../../src/jobs/mail-sender.ts';
import { startCalendarSyncJob } from '../../src/modules/calendar-sync/sync-job.ts';
import { rowsOf } from '../../src/modules/reservations/hold-conflict.ts';
import { startApiProcess } from '../helpers/api-process.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import { createReservation, createUser, createPricedVilla } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createLocalStorage } from '../../src/storage/storage.ts';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';
const PUBLIC_PEER = '203.0.113.5';
const today = todayInIstanbul();
const checkin = addDays(today, 40);

let t: TestApp;
let villa: { id: number; slug: string };
let adminToken = '';

beforeAll(async () => {
  // A tiny sync interval (≈ 60 ms) so that the scheduled calendar sync can be watched failing below.
  t = await createTestApp({ config: { metricsToken: METRICS_TOKEN, bookingRateLimit: 1000, icalSyncMinutes: 0.001 } });
  villa = await createPricedVilla(t.db, { capacity: 4, min_stay: 1 }, { nightly_price_kurus: 500_000, min_nights: 1 });
  await createReservation(t.db, {
    villa_id: villa.id,
    status: 'confirmed',
    started_at: checkin,
    finished_at: addDays(checkin, 5),
  });
  adminToken = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
});
afterAll(() => t?.close());

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k as string] = v as string;
    samples.push({ name: m[1] as string, labels, value: Number(m[3]) });
  }
  return samples;
}

/** Scrapes `app` as a direct loopback peer (inject's default address). */
async function scrape(app: FastifyInstance = t.app): Promise<Sample[]> {
  const res = await app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return parse(res.body);
}

/** The value of the sample `name` whose labels include `labels` (0 when there is none). */
const sampleValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0;

const booking = (over: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/reservations',
    payload: {
      villa_slug: villa.slug,
      checkin: addDays(checkin, 10),
      checkout: addDays(checkin, 13),
      adults: 2,
      children: 0,
      name: 'Ayşe Demir',
      email: 'ayse.demir@example.com',
      phone: '0532 765 43 21',
      kvkk: true,
      ...over,
    },
  });

describe('GET /metrics access', () => {
  it('answers a direct loopback or private-network peer in the Prometheus text format', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.20', '::ffff:172.16.0.9', 'fd00::5']) {
      const res = await t.app.inject({ url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.body).toContain('# TYPE http_requests_total counter');
      // Node's default process metrics come along.
      expect(res.body).toContain('process_cpu_user_seconds_total');
    }
  });

  it('answers the METRICS_TOKEN bearer from anywhere', async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: PUBLIC_PEER, headers: bearer(METRICS_TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
  });

  it('answers anyone else exactly like an unknown address: 404 in the error envelope', async () => {
    const unknown = await t.app.inject({ url: '/yok-boyle-bir-adres', remoteAddress: PUBLIC_PEER });
    const refused = [
      await t.app.inject({ url: '/metrics', remoteAddress: PUBLIC_PEER }),
      await t.app.inject({ url: '/metrics', remoteAddress: PUBLIC_PEER, headers: bearer('wrong-token-0123456789abcdef') }),
      // X-Forwarded-For is not the peer: writing a private address into it changes nothing.
      await t.app.inject({ url: '/metrics', remoteAddress: PUBLIC_PEER, headers: { 'x-forwarded-for': '127.0.0.1' } }),
      // A request that came through a proxy on this machine (nginx, the `npm start` front) may be anyone's.
      await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': PUBLIC_PEER } }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(res.body).not.toContain('http_requests_total');
    }
    expect(errorOf(refused[0] as (typeof refused)[0]).message).toBe('İstenen adres bulunamadı.');
  });
});

describe('metrics follow the traffic', () => {
  it('counts and times requests by method, route pattern and status; unknown paths share one label', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: `/v1/villas/${villa.slug}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/villas/yok-boyle-villa' })).statusCode).toBe(404);
    for (const path of ['/a', '/b/c', '/d?e=f']) await t.app.inject({ url: path });
    const after = await scrape();

    const route = { method: 'GET', route: '/v1/villas/:slug' };
    const delta = (labels: Record<string, string>) =>
      sampleValue(after, 'http_requests_total', labels) - sampleValue(before, 'http_requests_total', labels);
    expect(delta({ ...route, status: '200' })).toBe(3);
    expect(delta({ ...route, status: '404' })).toBe(1);
    expect(delta({ method: 'GET', route: 'unmatched', status: '404' })).toBe(3);
    expect(after.some((s) => s.labels.route === '/a' || s.labels.route === '/b/c')).toBe(false);
    // The histogram counts the same requests, and its +Inf bucket holds them all.
    const histogram = (labels: Record<string, string>) =>
      sampleValue(after, 'http_request_duration_seconds_count', labels) -
      sampleValue(before, 'http_request_duration_seconds_count', labels);
    expect(histogram({ ...route, status: '200' })).toBe(3);
    expect(sampleValue(after, 'http_request_duration_seconds_bucket', { ...route, status: '200', le: '+Inf' })).toBe(
      sampleValue(after, 'http_request_duration_seconds_count', { ...route, status: '200' }),
    );
  });

  it('counts a booking conflict by unit kind, and no other 409', async () => {
    const before = await scrape();
    const res = await booking({ checkin: addDays(checkin, 1), checkout: addDays(checkin, 3) });
    expect(res.statusCode).toBe(409);
    const blocking = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/external',
      headers: bearer(adminToken),
      payload: { villa_id: villa.id, started_at: addDays(checkin, 2), finished_at: addDays(checkin, 4), label: 'Sahip' },
    });
    expect(blocking.statusCode).toBe(409);
    // A 409 that is not about taken days (a duplicate e-mail address) is not a booking conflict.
    const user = {
      email: 'ayni.adres@example.com',
      password: 'Guclu-Sifre-2026',
      role: 'OWNER',
      firstName: 'Ali',
      lastName: 'Bulut',
    };
    await t.app.inject({ method: 'POST', url: '/v1/admin/users', headers: bearer(adminToken), payload: user });
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/admin/users', headers: bearer(adminToken), payload: user })).statusCode,
    ).toBe(409);
    const after = await scrape();
    expect(
      sampleValue(after, 'booking_conflicts_total', { unit: 'villa' }) -
        sampleValue(before, 'booking_conflicts_total', { unit: 'villa' }),
    ).toBe(2);
    expect(sampleValue(after, 'booking_conflicts_total', { unit: 'boat' })).toBe(
      sampleValue(before, 'booking_conflicts_total', { unit: 'boat' }),
    );
  });

  /** A second app on the test database whose job `start` starts before it is ready (as bootstrap does); closed after `use`. */
  async function withJob(start: (app: FastifyInstance) => void, use: (app: FastifyInstance) => Promise<void>) {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      storage: createLocalStorage(t.config.uploadsDir),
      tokens: t.tokens,
    });
    try {
      start(app);
      await app.ready();
      await use(app);
    } finally {
      await app.close();
    }
  }

  it('shows the outbox: pending and failed mails as the database holds them, and failed send attempts', async () => {
    expect((await booking()).statusCode).toBe(201);
    const pendingRows = async () =>
      (await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending')))[0]?.n ?? 0;
    const pending = await pendingRows();
    expect(pending).toBeGreaterThan(0);
    let samples = await scrape();
    expect(sampleValue(samples, 'mail_outbox_messages', { state: 'pending' })).toBe(pending);
    expect(sampleValue(samples, 'mail_outbox_messages', { state: 'failed' })).toBe(0);
    expect(sampleValue(samples, 'mail_send_failures_total')).toBe(0);

    // The sender meets an SMTP server that refuses every mail: each attempt counts, the mails stay pending.
    const refusing = { sendMail: async () => Promise.reject(new Error('550 reddedildi')) };
    await withJob(
      (app) => startMailSender(app, { intervalMs: 20, transport: refusing }),
      async (app) => {
        samples = await scrape(app);
        for (let i = 0; i < 100 && sampleValue(samples, 'mail_send_failures_total') < pending; i++) {
          await new Promise((r) => setTimeout(r, 20));
          samples = await scrape(app);
        }
      },
    );
    expect(sampleValue(samples, 'mail_send_failures_total')).toBe(pending);
    expect(sampleValue(samples, 'mail_outbox_messages', { state: 'pending' })).toBe(await pendingRows());
  });

  it('counts failing feeds of the scheduled calendar sync and shows the feeds in error', async () => {
    // The fetcher refuses loopback addresses (SSRF protection, ICAL_ALLOW_PRIVATE off): this feed's sync fails.
    const feed = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/villas/feeds',
      headers: bearer(adminToken),
      payload: { villa_id: villa.id, name: 'airbnb', url: 'http://127.0.0.1:9/takvim.ics' },
    });
    expect(feed.statusCode).toBe(201);
    // The first sync runs as the feed is added, and fails at once.
    expect(sampleValue(await scrape(), 'calendar_feeds_in_error')).toBe(1);
    let samples: Sample[] = [];
    await withJob(startCalendarSyncJob, async (app) => {
      samples = await scrape(app);
      for (let i = 0; i < 100 && sampleValue(samples, 'calendar_sync_failures_total', { scope: 'feed' }) === 0; i++) {
        await new Promise((r) => setTimeout(r, 30));
        samples = await scrape(app);
      }
    });
    expect(sampleValue(samples, 'calendar_sync_failures_total', { scope: 'feed' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'calendar_sync_failures_total', { scope: 'run' })).toBe(0);
    // The gauge reads the database: every app on it shows the feed in error.
    expect(sampleValue(await scrape(), 'calendar_feeds_in_error')).toBe(1);
  });

  it('shows the search cache: a question asked again is answered from a kept body', async () => {
    const ratio = (s: Sample[]) => {
      const hits = sampleValue(s, 'search_cache_requests_total', { result: 'hit' });
      return { hits, misses: sampleValue(s, 'search_cache_requests_total', { result: 'miss' }) };
    };
    const before = ratio(await scrape());
    const url = `/v2/search?checkin=${addDays(today, 20)}&checkout=${addDays(today, 23)}&guests=2`;
    for (let i = 0; i < 4; i++) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const after = ratio(await scrape());
    // Kept from its second asking on: miss, miss, hit, hit.
    expect(after.misses - before.misses).toBe(2);
    expect(after.hits - before.hits).toBe(2);
  });

  it('shows the database pool on PostgreSQL only', async () => {
    const samples = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sampleValue(samples, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(samples.some((s) => s.name === 'db_pool_connections' && s.labels.state === 'waiting')).toBe(true);
    } else {
      expect(samples.some((s) => s.name === 'db_pool_connections')).toBe(false);
    }
  });
});

describe('GET /v1/ready and /v1/health', () => {
  it('is ready on a migrated database; health is liveness only', async () => {
    const res = await t.app.inject({ url: '/v1/ready', remoteAddress: PUBLIC_PEER });
    const content = contentOf<{ ready: boolean; database: string; migrations: { applied: number; pending: number } }>(res);
    expect(content).toMatchObject({ ready: true, database: t.database.kind, database_reachable: true });
    expect(content.migrations.pending).toBe(0);
    expect(content.migrations.applied).toBeGreaterThan(10);
    expect(contentOf<{ ok: boolean }>(await t.app.inject({ url: '/v1/health' }))).toMatchObject({ ok: true });
  });

  it('is not ready while a migration of the code is missing from the database', async () => {
    // The test database's own bookkeeping: forget the newest migration as if it had never run.
    const [last] = rowsOf<{ hash: string; created_at: string }>(
      await t.db.execute(sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`),
    );
    try {
      const res = await t.app.inject({ url: '/v1/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().content).toMatchObject({ code: 'NOT_READY', ready: false, migrations: { pending: 1 } });
      expect(errorOf(res).message).toBe('Veritabanı güncel değil: 1 geçiş (migration) uygulanmamış.');
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/v1/ready' })).statusCode).toBe(200);
  });

  it('is not ready once shutdown begins, while it still serves requests; health stays up', async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.inject({ url: '/v1/ready' })).statusCode).toBe(200);
      other.app.beginShutdown();
      const res = await other.app.inject({ url: '/v1/ready' });
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).message).toBe('Sunucu kapanıyor; yeni istekler başka bir sunucuya gitmeli.');
      expect((await other.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
      expect((await other.app.inject({ url: '/v2/search' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is not ready when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    try {
      const res = await other.app.inject({ url: '/v1/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().content).toMatchObject({ ready: false, database_reachable: false, migrations: null });
      expect(errorOf(res).message).toBe('Veritabanına ulaşılamıyor.');
      expect((await other.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
      await rm(other.config.dataDir, { recursive: true, force: true });
    }
  });
});

// The real server process (embedded PGlite, as `npm start` runs it): SIGTERM ends readiness at once,
// requests are still served during SHUTDOWN_DRAIN_MS, then the process closes and exits 0.
describe.runIf(!process.env.TEST_DATABASE_URL)('shutdown of the server process', () => {
  it('answers /v1/ready 503 during the drain while it still serves, then exits 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yali-drain-'));
    const port = 4900 + Math.floor(Math.random() * 90);
    const base = `http://127.0.0.1:${port}`;
    const { child } = startApiProcess({ dataDir, port, env: { SHUTDOWN_DRAIN_MS: '1500' } });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const status = (url: string) =>
      fetch(`${base}${url}`).then(
        (r) => r.status,
        () => 0,
      );
    try {
      for (let i = 0; i < 300 && (await status('/v1/health')) !== 200; i++) await new Promise((r) => setTimeout(r, 200));
      expect(await status('/v1/ready')).toBe(200);
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      expect(await status('/v1/ready')).toBe(503);
      expect(await status('/v1/health')).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('request ids', () => {
  it('keeps a safe incoming x-request-id and answers it', async () => {
    const res = await t.app.inject({ url: '/v1/health', headers: { 'x-request-id': 'nginx-4f1c2a9b.01_x' } });
    expect(res.headers['x-request-id']).toBe('nginx-4f1c2a9b.01_x');
  });

  it('replaces a missing or unsafe one with a fresh UUID, on errors too', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const ids = new Set<string>();
    for (const sent of [undefined, 'a b', 'x'.repeat(65), 'id"}\nsahte', '']) {
      const res = await t.app.inject({ url: '/yok', headers: sent === undefined ? {} : { 'x-request-id': sent } });
      expect(res.statusCode).toBe(404);
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(uuid);
      ids.add(id);
    }
    expect(ids.size).toBe(5);
  });
});
