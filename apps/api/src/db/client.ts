/**
 * Opens the database: embedded PGlite under `<dataDir>/pglite` by default, a
 * PostgreSQL server when `databaseUrl` is set. Both run the same committed
 * migrations on open (STACK: apply in code, since drizzle-kit's PGlite lacks
 * the contrib extensions).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; use-case functions accept `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Connections of the PostgreSQL pool, for `/metrics`; absent on PGlite (one in-process connection, no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * LISTENs on `channel`: `onNotify(payload)` for each notification, delivered after the
   * notifying transaction commits, in commit order; `onReset()` after a lost listening
   * connection is back (notifications in between may be lost: start over from the data).
   */
  listen: (channel: string, handlers: { onNotify: (payload: string) => void; onReset: () => void }) => Promise<Listener>;
};

export type Listener = {
  /**
   * Resolves once every notification committed before the call has been handed to
   * `onNotify` (PostgreSQL: a round trip on the listening connection, which delivers
   * pending notifications before it answers; PGlite delivers them synchronously).
   */
  barrier: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * apps/api/migrations, found upwards from this module: it runs from the sources (src/db) and bundled into
 * dist/ or dist/cli/ by the production build (scripts/build-api.mjs), each at its own depth.
 */
export const MIGRATIONS_DIR = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 5; up++, dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'migrations', '0000_extensions.sql'))) return path.join(dir, 'migrations');
  }
  throw new Error('Veritabanı göçleri (apps/api/migrations) bulunamadı.');
})();

export type OpenOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throw-away database. */
  pgliteDir?: string;
  /** A PGlite data dump to start from (a migrated template, for tests). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
};

/** Session advisory lock of the migrations ('YALI' then 0x00): instances starting together migrate one at a time. */
const MIGRATION_LOCK = 0x59414c49_00;

/**
 * Applies the pending migrations on one connection holding MIGRATION_LOCK, so that several API instances
 * started at once (deploy/) do not race on the same DDL: the first migrates, the others wait and find nothing
 * left to do. The lock is the session's: it goes with the connection, whatever happens.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Opens and (by default) migrates the database. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const runMigrations = opts.migrate ?? true;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // DATE columns stay 'YYYY-MM-DD' strings: a Date would shift by the server's time zone.
    pool.on('connect', () => undefined);
    // An idle connection that dies (server restart, an administrator's termination, a
    // dropped test database) emits 'error' on the pool; unheard, that crashes the process.
    // The pool has already discarded the connection and opens a new one when needed.
    let closing = false;
    pool.on('error', (err) => {
      if (!closing) console.error(`PostgreSQL bağlantısı koptu (yeniden bağlanılacak): ${err.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (runMigrations) await migrateAlone(pool);
    const listeners = new Set<Listener>();
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        closing = true;
        await Promise.all([...listeners].map((l) => l.close()));
        await pool.end();
      },
      async listen(channel, handlers) {
        const listener = await listenOnPostgres(opts.databaseUrl as string, channel, handlers);
        listeners.add(listener);
        return listener;
      },
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { btree_gist, pg_trgm },
    // PostgreSQL's default 128 MB buffer pool was most of the API's idle memory (bench/README.md,
    // "Memory"); the working set of an agency fits in far less, and searches read the index.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (runMigrations) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    async listen(channel, { onNotify }) {
      const unlisten = await client.listen(channel, onNotify);
      // Closing the database first ends the listening with it (its UNLISTEN would throw).
      return { barrier: async () => undefined, close: () => (client.closed ? Promise.resolve() : unlisten()) };
    },
  };
}

/**
 * A dedicated connection (a pool's connections come and go) that LISTENs on `channel` and
 * reconnects every second after it is lost, calling `onReset` once it listens again.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: { onNotify: (payload: string) => void; onReset: () => void },
): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.onNotify(n.payload ?? '');
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    await c.connect();
    await c.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = c;
  };
  const lost = (c: pg.Client) => {
    if (client !== c || closed) return;
    client = null;
    c.end().catch(() => undefined);
    const retry = () => {
      if (closed) return;
      connect().then(handlers.onReset, () => setTimeout(retry, 1_000).unref());
    };
    setTimeout(retry, 1_000).unref();
  };
  await connect();
  // One query at a time on the connection: a barrier asked for during another one's
  // round trip sends its own after it (it must see commits made after the first was sent).
  let queue: Promise<unknown> = Promise.resolve();
  return {
    barrier() {
      const next = queue.then(() => client?.query('select 1')).catch(() => undefined);
      queue = next;
      return next.then(() => undefined);
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

// node-postgres parses DATE (oid 1082) into a JS Date at local midnight; keep the text.
pg.types.setTypeParser(1082, (v: string) => v);
