/**
 * `retryOnDeadlock` (lib/errors.ts): a transaction PostgreSQL aborted to break
 * a deadlock (40P01, as Drizzle wraps it) runs again; any other error, and a
 * deadlock on the last attempt, goes to the caller unchanged.
 */
import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from '../../src/lib/errors.ts';

const deadlock = () => Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });

describe('retryOnDeadlock', () => {
  it('runs a deadlocked transaction again and answers its result', async () => {
    let runs = 0;
    const result = await retryOnDeadlock(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return 'kaydedildi';
    });
    expect(result).toBe('kaydedildi');
    expect(runs).toBe(3);
  });

  it('gives up after the last attempt with the deadlock itself', async () => {
    let runs = 0;
    const err = deadlock();
    await expect(
      retryOnDeadlock(async () => {
        runs += 1;
        throw err;
      }, 2),
    ).rejects.toBe(err);
    expect(runs).toBe(2);
  });

  it('never runs again for another error (a refused overlap stays a refusal)', async () => {
    let runs = 0;
    const overlap = Object.assign(new Error('Failed query'), { cause: { code: '23P01' } });
    await expect(
      retryOnDeadlock(async () => {
        runs += 1;
        throw overlap;
      }),
    ).rejects.toBe(overlap);
    expect(runs).toBe(1);
  });
});
