/**
 * A database's "migration level": the names of the committed migrations it
 * has applied, e.g. `['0000_extensions', …, '0011_search_index_notify']`.
 *
 * Drizzle's migrator records each applied migration in
 * `drizzle.__drizzle_migrations` by its journal timestamp (`created_at` =
 * the journal entry's `when`), not by name: the names come from this code's
 * `migrations/meta/_journal.json`. A timestamp the journal does not know
 * (a migration of a newer Yalı) is reported as `unknown:<timestamp>`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_DIR } from '../db/client.ts';
import { rowsOf } from '../modules/reservations/hold-conflict.ts';

type JournalEntry = { tag: string; when: number };

/** This code's migrations, oldest first. */
export async function codeMigrations(): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The migrations `db` has applied, oldest first; `[]` for a database never migrated. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const table = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!rowsOf<{ t: string | null }>(table)[0]?.t) return [];
  const result = await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`);
  const byWhen = new Map((await codeMigrations()).map((e) => [e.when, e.tag]));
  return rowsOf<{ created_at: string | number }>(result).map(
    (r) => byWhen.get(Number(r.created_at)) ?? `unknown:${r.created_at}`,
  );
}

/** The names in `level` that this code does not have: non-empty means the data is from a newer Yalı. */
export async function unknownMigrations(level: string[]): Promise<string[]> {
  const known = new Set((await codeMigrations()).map((e) => e.tag));
  return level.filter((name) => !known.has(name));
}
