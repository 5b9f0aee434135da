/** Reading and writing `settings` rows by key (SPEC §3 "Website setting entry"). */
import { inArray, sql } from 'drizzle-orm';
import type { SettingEntry } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** Entries for `keys`, in that order; a key without a row answers ''. */
export async function readSettings(db: Db | Tx, keys: readonly string[]): Promise<SettingEntry[]> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return keys.map((key) => ({ key, value: byKey.get(key) ?? '' }));
}

/** Inserts or updates every entry of `values` (undefined values are skipped). Call inside a transaction. */
export async function writeSettings(tx: Db | Tx, values: Record<string, string | undefined>): Promise<void> {
  const rows = Object.entries(values)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([key, value]) => ({ key, value, updated_at: new Date() }));
  if (rows.length === 0) return;
  await tx
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updated_at: sql`now()` } });
}
