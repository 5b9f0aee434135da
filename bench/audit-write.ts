/**
 * The cost of a back-office write with and without the audit log (issue 20: "the audit log
 * adds ≤ 10 % to the cost of a write"). Builds the API on a fresh in-memory PGlite, signs in
 * an ADMIN and times N `PUT /v1/admin/villas/price` (a price period's nightly rate, changed
 * every call so that each one writes) and N `PUT /v1/admin/reservations/{id}` (the guest's
 * name) through `app.inject`, after a warm-up. Run it on a commit before the audit log for
 * the "before" figure; on this one `--no-audit` disables the audit triggers (the request
 * transaction stays) to split the trigger's cost from the transaction's.
 *
 *   node --import tsx bench/audit-write.ts [--n 400] [--no-audit]
 *
 * Prints wall time and CPU time per write; CPU time is the figure to compare on a shared machine.
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

const { values } = parseArgs({ options: { n: { type: 'string', default: '400' }, 'no-audit': { type: 'boolean' } } });
const N = Number(values.n);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const dataDir = await mkdtemp(path.join(tmpdir(), 'yali-bench-audit-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'silent' }),
  demo: false,
  loginRateLimit: 1000,
};
const database = await openDatabase({ pgliteDir: 'memory://' });
const app = await buildApp({ config, database, storage: await createStorage(config), tokens: createTokenService(SECRET, 3600) });
await app.ready();
const db = database.db;
if (values['no-audit']) {
  const triggers = (await db.execute(
    sql`select tgname, tgrelid::regclass::text as tbl from pg_trigger where tgname like '%\_audit'`,
  )) as unknown as {
    rows: { tgname: string; tbl: string }[];
  };
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

for (const [name, call] of Object.entries(calls)) {
  for (let i = 0; i < 50; i++) await app.inject({ ...call(-1 - i), headers });
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const res = await app.inject({ ...call(i), headers });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  // PGlite runs in this process: its CPU time is the write's whole cost, and it moves far less
  // than wall time when other work shares the cores.
  const cpu = process.cpuUsage(cpu0);
  const ms = (performance.now() - t0) / N;
  const cpuMs = (cpu.user + cpu.system) / 1000 / N;
  console.log(
    `${name}: ${ms.toFixed(2)} ms per write, ${cpuMs.toFixed(2)} ms CPU (${N} writes${values['no-audit'] ? ', audit triggers off' : ''})`,
  );
}
await app.close();
await database.close();
