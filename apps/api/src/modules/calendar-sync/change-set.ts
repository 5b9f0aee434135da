/**
 * Villa date sync (SPEC §4 "Villa date sync has a preview step", §7
 * `/villas/date/sync/preview` and `/villas/date/sync`; issue 8).
 *
 * For each of a villa's active feeds: fetch, parse (node-ical), and compare
 * the feed's ranges with the ranges already imported from it (villa_dates,
 * source 'ical', matched by uid and dates):
 * - add: in the feed, not imported yet;
 * - remove: imported earlier, gone from the feed (or moved: remove + add);
 * - conflicts: ranges to add that overlap our own holds (option/confirmed
 *   reservations, manual closed dates, ranges of other feeds, or an earlier
 *   add of this same sync). They are not applied: a person resolves them.
 * The token is a hash of the whole change set; sync recomputes it and
 * refuses (409) when a feed changed in between.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import ical from 'node-ical';
import type { Db, Tx } from '../../db/client.ts';
import { villaHolds } from '../../db/holds.ts';
import { icalFeeds, reservations, villaDates } from '../../db/schema.ts';
import { addDays, type ImportedRange, rangesFromCalendar } from '../../domain/ical-ranges.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { setAuditActor } from '../../lib/audit-actor.ts';
import { FeedFetchError } from '../../lib/safe-fetch.ts';

export type FetchFeed = (url: string) => Promise<string>;

export type Conflict = ImportedRange & {
  with: { kind: 'reservation' | 'date' | 'sync'; label: string; started_at: string; finished_at: string };
};

export type FeedChangeSet = {
  feed_id: number;
  name: string;
  add: ImportedRange[];
  remove: { id: number; uid: string | null; started_at: string; finished_at: string }[];
  conflicts: Conflict[];
  unchanged: number;
  events_seen: number;
  error: string | null;
};

export type VillaChangeSet = { villa_id: number; feeds: FeedChangeSet[]; token: string };

/** How far ahead recurring events are expanded. */
const HORIZON_DAYS = 550;

const overlaps = (a: { started_at: string; finished_at: string }, b: { started_at: string; finished_at: string }) =>
  a.started_at < b.finished_at && b.started_at < a.finished_at;

/** Parses a feed's text; throws FeedFetchError (Turkish) when it is not a calendar. */
export function parseFeed(text: string, today: string): ImportedRange[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new FeedFetchError('Dosya bir iCal takvimi değil (BEGIN:VCALENDAR yok).');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch (err) {
    throw new FeedFetchError(`iCal dosyası okunamadı: ${(err as Error).message}`);
  }
  return rangesFromCalendar(parsed, { today, horizonEnd: addDays(today, HORIZON_DAYS) });
}

/** Holds of the villa that are not ranges imported from feeds, with a label for people. */
async function ownHolds(db: Db | Tx, villaId: number) {
  const rows = await db
    .select({
      source: villaHolds.source,
      started_at: sql<string>`lower(${villaHolds.period})::text`,
      finished_at: sql<string>`upper(${villaHolds.period})::text`,
      code: reservations.reservation_id,
      date_source: villaDates.source,
      date_feed: villaDates.feed_id,
      date_note: villaDates.note,
    })
    .from(villaHolds)
    .leftJoin(reservations, and(eq(villaHolds.source, 'reservation'), eq(reservations.id, villaHolds.source_id)))
    .leftJoin(villaDates, and(eq(villaHolds.source, 'date'), eq(villaDates.id, villaHolds.source_id)))
    .where(eq(villaHolds.villa_id, villaId));
  return rows.map((r) => ({
    started_at: r.started_at,
    finished_at: r.finished_at,
    feed_id: r.date_feed,
    kind: r.source === 'reservation' ? ('reservation' as const) : ('date' as const),
    label:
      r.source === 'reservation'
        ? `Rezervasyon ${r.code ?? ''}`.trim()
        : r.date_source === 'ical'
          ? 'Başka bir takvimden gelen kapalı tarih'
          : `Kapalı tarih${r.date_note ? ` (${r.date_note})` : ''}`,
  }));
}

/** Computes the change set of every active feed of a villa. Never writes. */
export async function computeChangeSet(opts: {
  db: Db | Tx;
  villaId: number;
  fetchFeed: FetchFeed;
  today?: string;
}): Promise<VillaChangeSet> {
  const { db, villaId, fetchFeed } = opts;
  const today = opts.today ?? todayInIstanbul();
  const feeds = await db
    .select()
    .from(icalFeeds)
    .where(and(eq(icalFeeds.villa_id, villaId), eq(icalFeeds.active, true)))
    .orderBy(asc(icalFeeds.id));
  const imported = await db
    .select()
    .from(villaDates)
    .where(and(eq(villaDates.villa_id, villaId), eq(villaDates.source, 'ical')));
  const holds = await ownHolds(db, villaId);

  const results: FeedChangeSet[] = [];
  // Ranges this sync will add, across feeds: a later feed's overlapping range is a conflict.
  const planned: ImportedRange[] = [];
  for (const feed of feeds) {
    const mine = imported.filter((d) => d.feed_id === feed.id);
    let ranges: ImportedRange[];
    try {
      ranges = parseFeed(await fetchFeed(feed.url), today);
    } catch (err) {
      const message = err instanceof FeedFetchError ? err.message : 'Takvim alınamadı.';
      results.push({
        feed_id: feed.id,
        name: feed.name,
        add: [],
        remove: [],
        conflicts: [],
        unchanged: mine.length,
        events_seen: 0,
        error: message,
      });
      continue;
    }
    const key = (r: { uid: string | null; started_at: string; finished_at: string }) =>
      `${r.uid}|${r.started_at}|${r.finished_at}`;
    const existing = new Set(mine.map(key));
    const incoming = new Set(ranges.map(key));
    const remove = mine
      .filter((d) => !incoming.has(key(d)))
      .map((d) => ({ id: d.id, uid: d.uid, started_at: d.started_at, finished_at: d.finished_at }));
    const removedIds = new Set(remove.map((r) => r.id));
    const candidates = ranges.filter((r) => !existing.has(key(r)));
    const add: ImportedRange[] = [];
    const conflicts: Conflict[] = [];
    for (const r of candidates) {
      // Our own holds, other feeds' ranges, and this feed's ranges that stay.
      const hold = holds.find(
        (h) =>
          overlaps(h, r) &&
          !(
            h.feed_id === feed.id &&
            mine.some((d) => removedIds.has(d.id) && d.started_at === h.started_at && d.finished_at === h.finished_at)
          ),
      );
      const clash = hold ?? null;
      const earlier = planned.find((p) => overlaps(p, r));
      if (clash) {
        conflicts.push({
          ...r,
          with: { kind: clash.kind, label: clash.label, started_at: clash.started_at, finished_at: clash.finished_at },
        });
      } else if (earlier) {
        conflicts.push({
          ...r,
          with: {
            kind: 'sync',
            label: 'Aynı senkronizasyonda çakışan başka bir etkinlik',
            started_at: earlier.started_at,
            finished_at: earlier.finished_at,
          },
        });
      } else {
        add.push(r);
        planned.push(r);
      }
    }
    results.push({
      feed_id: feed.id,
      name: feed.name,
      add,
      remove,
      conflicts,
      unchanged: mine.length - remove.length,
      events_seen: ranges.length,
      error: null,
    });
  }
  const token = createHash('sha256')
    .update(
      JSON.stringify(
        results.map((f) => [
          f.feed_id,
          f.add,
          f.remove.map((r) => r.id),
          f.conflicts.map((c) => [c.uid, c.started_at, c.finished_at]),
          f.error,
        ]),
      ),
    )
    .digest('hex')
    .slice(0, 32);
  return { villa_id: villaId, feeds: results, token };
}

/**
 * Applies a change set in the caller's transaction: removes, then adds, then
 * records each feed's state. Feeds with an error keep their ranges.
 */
export async function applyChangeSet(
  tx: Tx,
  set: VillaChangeSet,
  now = new Date(),
  opts: { signedByFeed?: boolean } = {},
): Promise<{ added: number; removed: number; conflicts: number }> {
  let added = 0;
  let removed = 0;
  let conflicts = 0;
  for (const f of set.feeds) {
    // The scheduled sync signs each feed's changes with the feed's name in the audit log; an
    // admin's apply is signed by the admin (lib/audit-actor.ts).
    if (opts.signedByFeed) await setAuditActor(tx, { id: null, label: `iCal: ${f.name}` });
    if (f.error) {
      await tx.update(icalFeeds).set({ last_attempt_at: now, last_error: f.error }).where(eq(icalFeeds.id, f.feed_id));
      continue;
    }
    for (const r of f.remove) {
      await tx.delete(villaDates).where(eq(villaDates.id, r.id));
      removed++;
    }
    for (const r of f.add) {
      await tx.insert(villaDates).values({
        villa_id: set.villa_id,
        started_at: r.started_at,
        finished_at: r.finished_at,
        source: 'ical',
        feed_id: f.feed_id,
        uid: r.uid,
        note: `${f.name}${r.summary ? `: ${r.summary}` : ''}`.slice(0, 200),
      });
      added++;
    }
    conflicts += f.conflicts.length;
    await tx
      .update(icalFeeds)
      .set({
        last_attempt_at: now,
        last_success_at: now,
        events_seen: f.events_seen,
        // Conflicts are never dropped silently: they stay visible on the feed until resolved.
        last_error: f.conflicts.length
          ? `${f.conflicts.length} çakışma: ${f.conflicts
              .slice(0, 3)
              .map((c) => `${c.started_at} – ${c.finished_at} (${c.with.label})`)
              .join('; ')}`
          : null,
      })
      .where(eq(icalFeeds.id, f.feed_id));
  }
  return { added, removed, conflicts };
}
