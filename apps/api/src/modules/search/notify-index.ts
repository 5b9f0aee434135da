/**
 * Tells the availability index (decision 009) that villas' cards changed through a table
 * without a search trigger: the review score (issue 23) comes from `comments`. The same
 * `NOTIFY yali_search 'villa:<id>'` as migration 0011's triggers, sent inside the writer's
 * transaction, so it is delivered when (and only if) that transaction commits.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { SEARCH_CHANNEL } from './villa-index.ts';

/** Queues a reload of villas `villaIds` (duplicates folded) for when `tx` commits. */
export async function notifyVillaCards(tx: Db | Tx, villaIds: Iterable<number>): Promise<void> {
  for (const id of new Set(villaIds)) await tx.execute(sql`select pg_notify(${SEARCH_CHANNEL}, ${`villa:${id}`})`);
}
