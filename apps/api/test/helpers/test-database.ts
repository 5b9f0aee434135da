/**
 * A fresh copy of the migrated template database for one test file (or one
 * group of tests that needs an empty database), so tests never depend on
 * each other's data or order.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { ident, withDatabase } from './test-database-info.ts';

let templateDump: Promise<Blob> | undefined;

/**
 * A fresh database; on PostgreSQL also its `url`, for processes a test starts on it.
 * `pgliteDir`: on PGlite, keep the copy in that folder instead of in memory (for
 * processes a test starts on it, once this one has closed it).
 */
export async function openTestDatabase(opts: { pgliteDir?: string } = {}): Promise<Database & { url?: string }> {
  const info = inject('testDatabase');
  if (!info) throw new Error('No template database: run the API tests through the `api` Vitest project (its global setup).');

  if (info.kind === 'pglite') {
    templateDump ??= readFile(info.dumpFile).then((b) => new Blob([new Uint8Array(b)]));
    return openDatabase({
      loadDataDir: await templateDump,
      migrate: false,
      ...(opts.pgliteDir ? { pgliteDir: opts.pgliteDir } : {}),
    });
  }

  const name = `yali_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(info.serverUrl, `CREATE DATABASE ${ident(name)} TEMPLATE ${ident(info.template)}`);
  const url = withDatabase(info.serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropDatabase(info.serverUrl, name);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. `WITH (FORCE)` ends the file's leftover connections, but PostgreSQL refuses
 * (42501, "must be a member of the role whose process is being terminated") when an autovacuum worker is
 * in the fresh database at that moment: such a worker finishes within a second, so the drop is retried.
 */
async function dropDatabase(serverUrl: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '42501' || attempt === 20) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
