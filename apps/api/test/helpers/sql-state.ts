/**
 * Asserting that the database refused a write (DESIGN §3: the exclusion
 * constraints against double booking answer SQLSTATE 23P01).
 */
import { expect } from 'vitest';

/** SQLSTATE of a failed write, through Drizzle's DrizzleQueryError wrapper (STACK caveat); undefined when none. */
export function sqlStateOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Awaits `write` and asserts that it failed with SQLSTATE `state` (e.g. '23P01'). */
export async function expectSqlState(write: Promise<unknown>, state: string) {
  const err = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected the write to fail with SQLSTATE ${state}`).toBeDefined();
  expect(sqlStateOf(err)).toBe(state);
}
