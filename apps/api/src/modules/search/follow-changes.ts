/**
 * The refresh loop of the in-memory search indexes (decision 009): the villa index
 * (villa-index.ts) and the boat index (boat-search/boat-index.ts) each keep a state built from
 * the database and follow every committed write through the search channel's notifications.
 * This module is that following, written once: it listens on `channel`, merges what the
 * notifications ask for into one pending batch (`wish`/`merge`), applies batches one at a time
 * until none is pending, and after a failure (the database away) keeps the batch, logs
 * "<label> güncellenemedi: …" and retries in a second while the old state keeps answering.
 * The first build is pending from the start; reads wait for it (`settled`).
 */
import type { Database } from '../../db/client.ts';

/** What an index does with the changes it follows. `B` is its batch: the ids to reload, 'all', … */
export type ChangeFollowing<B> = {
  database: Database;
  channel: string;
  /** The batch of the first build, and of a listener that lost its connection (everything). */
  everything: B;
  /** What one notification asks for, or null when it is not this index's. */
  wish: (payload: string) => B | null;
  /** Two batches as one (the pending one may be null). */
  merge: (pending: B | null, next: B) => B;
  /** Applies one batch to the index's state; throws to have it retried. */
  apply: (batch: B) => Promise<void>;
  /** Names the index in the log ('Arama dizini', 'Tekne dizini'). */
  label: string;
  log?: { error: (msg: string) => void };
};

/** What every index offers besides its reads: the same for the villa and the boat index. */
export type IndexControls = {
  /** Resolves once every write committed before the call is in the index (a round trip on the channel). */
  sync(): Promise<void>;
  /** Builds the whole index again from the database (start, lost notifications, tests). */
  rebuild(): Promise<void>;
  /** Stops listening; waits for the batch being applied. */
  close(): Promise<void>;
};

export type Following<B> = {
  /** Adds `batch` to what is pending and starts applying. */
  want: (batch: B) => void;
  /** Waits for the batch being applied, unless the last one failed (the old state answers then). */
  settled: () => Promise<void>;
  /** The index's `sync`, `rebuild` (the `everything` batch) and `close`. */
  controls: IndexControls;
};

/** Starts following the channel for one index and starts its first build. */
export async function followChanges<B>(opts: ChangeFollowing<B>): Promise<Following<B>> {
  let pending: B | null = opts.everything;
  let running: Promise<void> | null = null;
  let failed = false;
  let closed = false;

  const drain = () => {
    running ??= (async () => {
      await Promise.resolve();
      while (pending !== null && !closed) {
        const batch: B = pending;
        pending = null;
        try {
          await opts.apply(batch);
          failed = false;
        } catch (err) {
          failed = true;
          pending = opts.merge(pending, batch);
          opts.log?.error(`${opts.label} güncellenemedi: ${(err as Error).message}`);
          setTimeout(drain, 1_000).unref();
          break;
        }
      }
      running = null;
    })();
    return running;
  };

  const want = (batch: B) => {
    pending = opts.merge(pending, batch);
    void drain();
  };

  const listener = await opts.database.listen(opts.channel, {
    onNotify(payload) {
      const batch = opts.wish(payload);
      if (batch !== null) want(batch);
    },
    onReset: () => want(opts.everything),
  });
  void drain();

  const settled = async () => {
    while (running && !failed) await running;
  };

  return {
    want,
    settled,
    controls: {
      async sync() {
        await listener.barrier();
        await settled();
      },
      async rebuild() {
        want(opts.everything);
        await settled();
      },
      async close() {
        closed = true;
        await listener.close();
        await running?.catch(() => undefined);
      },
    },
  };
}
