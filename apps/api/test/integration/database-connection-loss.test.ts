/**
 * A PostgreSQL connection that dies while idle (server restart, an
 * administrator's pg_terminate_backend) must not crash the API: the pool
 * drops it and the next query opens a new one. PostgreSQL only — PGlite
 * has no connections to lose.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/modules/booking/holds.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { withDatabase } from '../helpers/test-database-info.ts';

const onPostgres = inject('testDatabase')?.kind === 'postgres';

describe.skipIf(!onPostgres)('losing an idle PostgreSQL connection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('keeps the process alive and answers the next query on a new connection', async () => {
    const pid = async () => (await rowsOf<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0]?.pid;
    const before = await pid();
    expect(before).toBeTypeOf('number');
    // The pool now holds that connection idle; terminate it from another one.
    // The loss is logged, not thrown: asserted here instead of failing the test.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      // From a connection of its own, as an administrator would.
      const info = inject('testDatabase');
      if (info?.kind !== 'postgres') throw new Error('PostgreSQL only');
      const [{ name } = { name: '' }] = await rowsOf<{ name: string }>(database.db, sql`select current_database() as name`);
      const admin = new pg.Client({ connectionString: withDatabase(info.serverUrl, name) });
      await admin.connect();
      try {
        const killed = await admin.query('select pg_terminate_backend($1) as ok', [before]);
        expect(killed.rows[0]?.ok).toBe(true);
      } finally {
        await admin.end();
      }
      await new Promise((r) => setTimeout(r, 300));
      const after = await pid();
      expect(after).toBeTypeOf('number');
      expect(after).not.toBe(before);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL bağlantısı koptu'));
    } finally {
      process.off('uncaughtException', onUncaught);
      logged.mockRestore();
    }
    expect(uncaught).toEqual([]);
  });
});
