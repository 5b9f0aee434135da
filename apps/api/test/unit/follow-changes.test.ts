/**
 * The search indexes' refresh loop (modules/search/follow-changes.ts): the first build, the
 * notifications of one busy moment merged into one batch, a failed batch kept and retried while
 * reads go on, and a reconnected listener asking for everything. The channel is a stand-in with
 * the Database.listen surface; the indexes themselves are tested on real databases
 * (search-coherence, search-index-processes, the property tests).
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { followChanges } from '../../src/modules/search/follow-changes.ts';

type Handlers = { onNotify: (payload: string) => void; onReset: () => void };

function channel() {
  let handlers: Handlers | null = null;
  const database = {
    async listen(_channel: string, h: Handlers) {
      handlers = h;
      return { barrier: async () => undefined, close: async () => undefined };
    },
  } as unknown as Database;
  return {
    database,
    notify: (payload: string) => handlers?.onNotify(payload),
    reset: () => handlers?.onReset(),
  };
}

type Batch = Set<number> | 'all';
const merge = (pending: Batch | null, next: Batch): Batch =>
  pending === 'all' || next === 'all' ? 'all' : new Set([...(pending ?? []), ...next]);
const wish = (payload: string): Batch | null =>
  payload === 'other' ? null : payload === 'all' ? 'all' : new Set([Number(payload)]);
const shown = (b: Batch) => (b === 'all' ? 'all' : [...b].sort((x, y) => x - y).join(','));

/** Follows a stand-in channel with the test's villa-id batches; `apply` and `log` are the test's. */
const follow = (c: ReturnType<typeof channel>, apply: (b: Batch) => Promise<void>, log?: { error: (m: string) => void }) =>
  followChanges<Batch>({
    database: c.database,
    channel: 'test',
    everything: 'all',
    wish,
    merge,
    label: 'Test dizini',
    apply,
    log,
  });

describe('followChanges', () => {
  it('builds first, then applies the notifications of one moment as one batch and ignores others’', async () => {
    const c = channel();
    const applied: string[] = [];
    let release = () => {};
    const following = await follow(c, async (b) => {
      applied.push(shown(b));
      if (applied.length === 1)
        await new Promise<void>((r) => {
          release = r;
        });
    });
    await new Promise((r) => setTimeout(r, 10));
    c.notify('3');
    c.notify('other');
    c.notify('1');
    release();
    await following.controls.sync();
    expect(applied).toEqual(['all', '1,3']);
    c.reset();
    await following.controls.sync();
    expect(applied).toEqual(['all', '1,3', 'all']);
    await following.controls.close();
  });

  it('keeps a failed batch, logs it in Turkish and applies it a second later while reads go on', async () => {
    const c = channel();
    const applied: string[] = [];
    const errors: string[] = [];
    let fail = true;
    const following = await follow(
      c,
      async (b) => {
        if (fail) throw new Error('veritabanı yok');
        applied.push(shown(b));
      },
      { error: (m) => errors.push(m) },
    );
    await following.settled(); // a failed build does not hold reads
    expect(errors).toEqual(['Test dizini güncellenemedi: veritabanı yok']);
    c.notify('7'); // tried at once with the kept batch, and failing again
    await new Promise((r) => setTimeout(r, 10));
    expect(errors).toHaveLength(2);
    fail = false;
    await new Promise((r) => setTimeout(r, 1_300)); // the retry timer, not a notification, applies it
    await following.settled();
    expect(applied).toEqual(['all']); // the kept 'all' covers villa 7
    await following.controls.close();
  });
});
