/**
 * The cost of a back-office write with and without the audit log (issue 20: "the audit log
 * adds ≤ 10 % to the cost of a write"). Builds the API twice in this one process, each on its
 * own in-memory PGlite: once as it runs ("with"), once without the audit log ("without": the
 * audit triggers disabled and the admin writes run without the request transaction that names
 * their user, AppDeps.auditWrites = false, each use case in its own transaction as before the
 * log). Signs in an ADMIN on each and times `PUT /v1/admin/villas/price` (a price period's
 * nightly rate, changed every call so that each one writes) and `PUT /v1/admin/reservations/{id}`
 * (the guest's name) through `app.inject`, in alternating batches so that both builds meet the
 * same machine: the same warm-up, the same load from elsewhere, the same number of rows behind.
 *
 *   node --import tsx bench/audit-write.ts [--n 1000] [--batch 50]
 *
 * Prints wall time and CPU time per write for each build and the audit log's share of the CPU
 * time; CPU time is the figure to compare on a shared machine (PGlite runs in the process, so
 * it is the write's whole cost).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createTokenService } from '../apps/api/src/lib/tokens.ts';
import { createStorage } from '../apps/api/src/storage/create-storage.ts';
import { bearer, loginAs } from '../apps/api/test/helpers/auth.ts';
import { createPricePeriod, createReservation, createUser, createVilla } from '../apps/api/test/helpers/factories.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '1000' }, batch: { type: 'string', default: '50' } } });
const N = Number(values.n);
const BATCH = Number(values.batch);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** One build of the API with its own database, an ADMIN's headers and the two calls to time. */
async function setUp(audit: boolean) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yali-bench-audit-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'silent' }),
    demo: false,
    loginRateLimit: 1000,
  };
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const app = await buildApp({
    config,
    database,
    storage: await createStorage(config),
    tokens: createTokenService(SECRET, 3600),
    auditWrites: audit,
  });
  await app.ready();
  const db = database.db;
  if (!audit) {
    const triggers = (await db.execute(
      sql`select tgname, tgrelid::regclass::text as tbl from pg_trigger where tgname like '%\_audit'`,
    )) as unknown as { rows: { tgname: string; tbl: string }[] };
    for (const t of triggers.rows) await db.execute(sql.raw(`alter table ${t.tbl} disable trigger ${t.tgname}`));
  }
  const admin = await createUser(db, { role: 'ADMIN' });
  const headers = bearer(await loginAs(app, admin));
  const villa = await createVilla(db, {});
  const period = await createPricePeriod(db, { villa_id: villa.id, start_date: '2030-06-01', end_date: '2030-06-30' });
  const stay = await createReservation(db, {
    villa_id: villa.id,
    status: 'confirmed',
    channel: 'admin',
    started_at: '2030-08-01',
    finished_at: '2030-08-08',
  });
  const calls = {
    'PUT /villas/price': (i: number) => ({
      method: 'PUT' as const,
      url: '/v1/admin/villas/price',
      payload: {
        id: period.id,
        villa_id: villa.id,
        start_date: '2030-06-01',
        end_date: '2030-06-30',
        nightly_price_kurus: 100_000 + i,
      },
    }),
    'PUT /reservations/{id}': (i: number) => ({
      method: 'PUT' as const,
      url: `/v1/admin/reservations/${stay.id}`,
      payload: { guest_name: `Misafir ${i}` },
    }),
  };
  return { app, database, headers, calls };
}

type Build = Awaited<ReturnType<typeof setUp>>;
type CallName = keyof Build['calls'];
const builds = { with: await setUp(true), without: await setUp(false) };
const names = Object.keys(builds.with.calls) as CallName[];
const totals = new Map<string, { ms: number; cpu: number; n: number }>();

/** Runs `count` writes of `name` on `build` from index `from`; adds their wall and CPU time to `key`. */
async function batch(build: Build, name: CallName, from: number, count: number, key?: string) {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = from; i < from + count; i++) {
    const res = await build.app.inject({ ...build.calls[name](i), headers: build.headers });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  const cpu = process.cpuUsage(cpu0);
  if (!key) return;
  const t = totals.get(key) ?? { ms: 0, cpu: 0, n: 0 };
  totals.set(key, { ms: t.ms + performance.now() - t0, cpu: t.cpu + (cpu.user + cpu.system) / 1000, n: t.n + count });
}

for (const build of Object.values(builds)) for (const name of names) await batch(build, name, -100, 100);
for (let from = 0; from < N; from += BATCH) {
  for (const name of names) {
    // Alternate which build goes first, so that neither always follows the other's garbage.
    const order = (from / BATCH) % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
    for (const which of order) await batch(builds[which], name, from, Math.min(BATCH, N - from), `${name}|${which}`);
  }
}

for (const name of names) {
  const w = totals.get(`${name}|with`);
  const wo = totals.get(`${name}|without`);
  if (!w || !wo) continue;
  const per = (t: { ms: number; cpu: number; n: number }) => `${(t.ms / t.n).toFixed(2)} ms, ${(t.cpu / t.n).toFixed(2)} ms CPU`;
  const share = ((w.cpu / w.n / (wo.cpu / wo.n) - 1) * 100).toFixed(1);
  console.log(`${name}: with the audit log ${per(w)}; without ${per(wo)}; the log adds ${share} % CPU (${w.n} writes each)`);
}
for (const build of Object.values(builds)) {
  await build.app.close();
  await build.database.close();
}
