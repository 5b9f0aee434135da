/**
 * Readiness (issue 17): may this process take traffic? Yes when the database
 * answers and holds every migration of the code's migration folder, and the
 * process is not shutting down. Liveness (`/v1/health`) asks none of this.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { sqlState } from '../../lib/errors.ts';
import { rowsOf } from '../reservations/hold-conflict.ts';

/** A readiness answer: `problem` is the Turkish reason when not ready. */
export type ReadinessCheck = {
  ready: boolean;
  database: Database['kind'];
  database_reachable: boolean;
  /** Migrations of the folder applied and not applied; null when the database did not answer. */
  migrations: { applied: number; pending: number } | null;
  problem: string | undefined;
};

/** How long the database may take to answer before the check says "not ready" (a hung pool must not hang probes). */
const CHECK_TIMEOUT_MS = 2_000;

let journal: Promise<number[]> | undefined;

/** `when` of each migration in drizzle's journal (the code's migrations; read once, they ship with the code). */
function migrationTimes(): Promise<number[]> {
  journal ??= readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8').then((text) =>
    (JSON.parse(text) as { entries: { when: number }[] }).entries.map((e) => e.when),
  );
  return journal;
}

/**
 * Counts the applied migrations the way drizzle's migrator decides (db/client.ts runs it on open): a
 * migration is applied when the newest `created_at` in drizzle.__drizzle_migrations is not older than
 * its journal time. A database never migrated (no such table) has every migration pending.
 */
async function migrationState(database: Database): Promise<{ applied: number; pending: number }> {
  const times = await migrationTimes();
  let last = 0;
  try {
    const [row] = rowsOf<{ last: number | string | null }>(
      await database.db.execute(sql`select max(created_at)::float8 as last from drizzle.__drizzle_migrations`),
    );
    last = Number(row?.last ?? 0);
  } catch (err) {
    if (sqlState(err) !== '42P01' && sqlState(err) !== '3F000') throw err;
  }
  const pending = times.filter((when) => when > last).length;
  return { applied: times.length - pending, pending };
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${ms} ms içinde yanıt yok`)), ms);
    timer.unref();
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Checks readiness: `closing` (shutdown begun) answers not ready without asking the database;
 * otherwise `select 1` and the migration state, within CHECK_TIMEOUT_MS. Never throws.
 */
export async function checkReadiness(opts: { database: Database; closing: boolean }): Promise<ReadinessCheck> {
  const { database } = opts;
  const base = { database: database.kind, database_reachable: false, migrations: null };
  if (opts.closing) return { ...base, ready: false, problem: 'Sunucu kapanıyor; yeni istekler başka bir sunucuya gitmeli.' };
  try {
    await withTimeout(database.db.execute(sql`select 1`), CHECK_TIMEOUT_MS);
  } catch {
    return { ...base, ready: false, problem: 'Veritabanına ulaşılamıyor.' };
  }
  try {
    const migrations = await withTimeout(migrationState(database), CHECK_TIMEOUT_MS);
    if (migrations.pending > 0) {
      return {
        ...base,
        database_reachable: true,
        migrations,
        ready: false,
        problem: `Veritabanı güncel değil: ${migrations.pending} geçiş (migration) uygulanmamış.`,
      };
    }
    return { ...base, database_reachable: true, migrations, ready: true, problem: undefined };
  } catch {
    return { ...base, database_reachable: true, ready: false, problem: 'Veritabanı geçişleri (migration) okunamadı.' };
  }
}
