/**
 * Read-through cache of public reads keyed by the database's MVCC snapshot
 * (DESIGN §4 performance budget; bench/README.md "Search/quote bench").
 *
 * `pg_current_snapshot()` changes whenever a write transaction starts or
 * commits, anywhere in the database; while it stays the same, every query
 * sees the same data, so a read that depends only on the data, its input and
 * today (Europe/Istanbul, always part of the key) gives the same answer. Each call
 * costs one tiny query (shared by the calls of one event-loop turn); an answer is never older than the snapshot read
 * before it (the computation starts after that read), so a cached answer is
 * never stale — no invalidation hooks in the writers. Entries of earlier
 * snapshots are dropped as soon as a newer snapshot is seen; at most `max`
 * entries (least recently used go first). Concurrent identical misses share
 * one computation. Errors are not cached.
 *
 * Works on PGlite and PostgreSQL alike; several API processes each keep
 * their own cache, all exact.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { todayInIstanbul } from '../domain/pricing.ts';
import { rowsOf } from '../modules/booking/holds.ts';

export type SnapshotCache = {
  /** `compute()`'s answer for `key` at the current snapshot and today, from the cache when there. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
};

/** The current snapshot as text ('xmin:xmax:xip,…'). */
export async function currentSnapshot(db: Db): Promise<string> {
  const [row] = await rowsOf<{ s: string }>(db, sql`select pg_current_snapshot()::text as s`);
  return row?.s ?? '';
}

export function createSnapshotCache(db: Db, opts: { max: number }): SnapshotCache {
  let snapshot = '';
  const entries = new Map<string, Promise<unknown>>();
  // Requests that arrive in the same turn of the event loop share one snapshot read. It is sent
  // after all of them arrived, so each still sees every write committed before it came in.
  let batch: Promise<string> | null = null;
  const snapshotNow = () => {
    batch ??= new Promise<string>((resolve, reject) => {
      setImmediate(() => {
        batch = null;
        currentSnapshot(db).then(resolve, reject);
      });
    });
    return batch;
  };
  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const snap = await snapshotNow();
      if (snap !== snapshot) {
        entries.clear();
        snapshot = snap;
      }
      const full = `${snap}\u0000${todayInIstanbul()}\u0000${key}`;
      const hit = entries.get(full);
      if (hit) {
        // Re-insert: a Map keeps insertion order, so the first key is the least recently used.
        entries.delete(full);
        entries.set(full, hit);
        return hit as Promise<T>;
      }
      const pending = compute();
      entries.set(full, pending);
      if (entries.size > opts.max) entries.delete(entries.keys().next().value as string);
      pending.catch(() => {
        if (entries.get(full) === pending) entries.delete(full);
      });
      return pending;
    },
  };
}

/**
 * A route's 200 body through the cache, as UTF-8 JSON bytes: encoded with
 * the route's response schema once (what the zod serializer would do), then
 * sent as stored by `reply.type('application/json; charset=utf-8').send(bytes)`
 * (Fastify sends a Buffer as is) — encoding and serialising 20 listing cards
 * costs more than finding them in the cache. The route keeps its response
 * schema for the OpenAPI document; the type provider types `send` for
 * objects only, hence `as never` at the call.
 */
export function cachedJson<S extends z.ZodType>(
  cache: SnapshotCache,
  key: string,
  schema: S,
  compute: () => Promise<z.output<S>>,
): Promise<Buffer> {
  return cache.get(key, async () => Buffer.from(JSON.stringify(z.encode(schema, await compute()))));
}
