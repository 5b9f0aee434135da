/**
 * Scheduled calendar sync (issue 8): every `icalSyncMinutes` minutes, each
 * villa with an active feed is synced (fetch, compare, apply without
 * conflicts) and every feed records its last attempt, last success, events
 * seen and last error. One process at a time across several API processes:
 * the run holds a PostgreSQL advisory lock (session-level on a dedicated
 * transaction) and a second process skips when it cannot take it.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { icalFeeds } from '../../db/schema.ts';
import { sqlState } from '../../lib/errors.ts';
import { applyChangeSet, computeChangeSet, type FetchFeed } from './change-set.ts';
import { feedFetcher } from './routes.ts';

/** Advisory lock key of this job ('ical' in ASCII). */
export const ICAL_SYNC_LOCK = 0x6963616c;

export type SyncRunResult = { ran: boolean; villas: number; added: number; removed: number; conflicts: number; errors: number };

/**
 * One run over every villa with an active feed. Answers `ran: false` when
 * another process holds the lock. Fetching happens outside the lock's
 * transaction only for reading; each villa applies in its own transaction.
 */
export async function runCalendarSync(opts: { db: Db; fetchFeed: FetchFeed }): Promise<SyncRunResult> {
  const { db, fetchFeed } = opts;
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${ICAL_SYNC_LOCK}) as ok`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { ok: boolean }[] }).rows));
    const result: SyncRunResult = { ran: false, villas: 0, added: 0, removed: 0, conflicts: 0, errors: 0 };
    if (!lock?.ok) return result;
    result.ran = true;
    const villaIds = [
      ...new Set(
        (await tx.select({ villa_id: icalFeeds.villa_id }).from(icalFeeds).where(eq(icalFeeds.active, true))).map(
          (r) => r.villa_id,
        ),
      ),
    ];
    for (const villaId of villaIds) {
      result.villas++;
      const set = await computeChangeSet({ db: tx, villaId, fetchFeed });
      result.errors += set.feeds.filter((f) => f.error).length;
      try {
        // A savepoint per villa: one villa's late conflict does not undo the others.
        const r = await tx.transaction((sp) => applyChangeSet(sp, set, new Date(), { signedByFeed: true }));
        result.added += r.added;
        result.removed += r.removed;
        result.conflicts += r.conflicts;
      } catch (err) {
        if (sqlState(err) !== '23P01') throw err;
        result.errors++;
      }
    }
    return result;
  });
}

/** Starts the timer; stopped when the app closes. 0 minutes: off. */
export function startCalendarSyncJob(app: FastifyInstance): void {
  const minutes = app.config.icalSyncMinutes;
  if (!minutes) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const r = await runCalendarSync({ db: app.db, fetchFeed: feedFetcher(app) });
      app.metrics.calendarSyncFailures.inc({ scope: 'feed' }, r.errors);
      if (r.ran && (r.added || r.removed || r.conflicts || r.errors)) app.log.info({ calendarSync: r }, 'calendar sync');
    } catch (err) {
      app.metrics.calendarSyncFailures.inc({ scope: 'run' });
      app.log.error({ err }, 'calendar sync failed');
    } finally {
      running = false;
    }
  }, minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
