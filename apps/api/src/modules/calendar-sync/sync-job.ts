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
import type { Db, Tx } from '../../db/client.ts';
import { icalFeeds } from '../../db/schema.ts';
import { type AuditActor, setAuditActor } from '../../lib/audit-actor.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
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
    const result: SyncRunResult = { ran: false, villas: 0, added: 0, removed: 0, conflicts: 0, errors: 0 };
    if (!(await trySyncLock(tx))) return result;
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

/** Takes the sync's lock for the rest of `tx`; false when another run holds it. */
async function trySyncLock(tx: Tx): Promise<boolean> {
  const [lock] = await tx
    .execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${ICAL_SYNC_LOCK}) as ok`)
    .then((r) => (Array.isArray(r) ? r : (r as { rows: { ok: boolean }[] }).rows));
  return lock?.ok === true;
}

/**
 * "Şimdi senkronize et" (issue 24): one villa's feeds synced at once, as the scheduled run
 * does it, signed by `actor`. The feeds are fetched before the transaction (no connection
 * is held while a channel answers); the change set is then computed again inside it from
 * the same texts, against the calendar as it is at that moment.
 * Throws AppError CONFLICT while the scheduled run holds the lock, or when a booking took
 * the dates in between (23P01).
 */
export async function syncVillaNow(opts: {
  db: Db;
  villaId: number;
  fetchFeed: FetchFeed;
  actor: AuditActor;
}): Promise<{ added: number; removed: number; conflicts: number }> {
  const texts = new Map<string, Promise<string>>();
  const fetchOnce: FetchFeed = (url) => {
    let text = texts.get(url);
    if (!text) {
      text = opts.fetchFeed(url);
      // Read again below; a failure is recorded on the feed there, not thrown here.
      text.catch(() => undefined);
      texts.set(url, text);
    }
    return text;
  };
  await computeChangeSet({ db: opts.db, villaId: opts.villaId, fetchFeed: fetchOnce });
  try {
    return await opts.db.transaction(async (tx) => {
      if (!(await trySyncLock(tx))) {
        throw new AppError('CONFLICT', 'Takvimler şu anda otomatik olarak senkronize ediliyor; biraz sonra yeniden deneyin.');
      }
      await setAuditActor(tx, opts.actor);
      const set = await computeChangeSet({ db: tx, villaId: opts.villaId, fetchFeed: fetchOnce });
      return applyChangeSet(tx, set);
    });
  } catch (err) {
    if (sqlState(err) !== '23P01') throw err;
    throw new AppError('CONFLICT', 'Bu arada villaya yeni bir kayıt eklendi. Lütfen yeniden senkronize edin.');
  }
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
