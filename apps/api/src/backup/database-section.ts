/**
 * The database's section of a backup, for both kinds of database:
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom --no-owner --no-acl`;
 *   restored by dropping the schemas `public` and `drizzle` (as db:reset
 *   does: objects of newer migrations go too) and replaying the dump, all in
 *   one transaction (`psql --single-transaction`): on any error nothing changes.
 * - PGlite (embedded): its own `dumpDataDir()` (a tarball of the data folder,
 *   exact to the byte); restored into a fresh folder beside `<DATA_DIR>/pglite`
 *   that is opened and checked, then swapped in by renames. The embedded
 *   database must not be open in another process meanwhile (`npm start`).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { rowsOf } from '../modules/reservations/hold-conflict.ts';
import { BackupError } from './backup-error.ts';
import { appliedMigrations } from './migration-level.ts';
import { pgliteHolder } from './pglite-holder.ts';
import { connectionFor, runTool } from './postgres-tools.ts';
import { type Swap, swapDir } from './swap-dir.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** What a dump tells the manifest. */
export type DumpFacts = { migrations: string[]; engine: string; bytes: number; sha256: string };

/** A restore checked and ready: `commit()` replaces the database, `abort()` drops what was prepared. */
export type PreparedDatabase = { commit: () => Promise<Swap>; abort: () => Promise<void> };

export type DatabaseSection = {
  kind: DatabaseKind;
  /** File name of the dump inside the archive's `database/` folder. */
  fileName: string;
  /** The database, for messages (password left out). */
  description: string;
  /** Throws a BackupError if the database cannot be backed up or replaced now (PGlite: open in another process). */
  ensureAvailable: () => Promise<void>;
  dump: (file: string) => Promise<DumpFacts>;
  /** Checks the dump in `file` (of migration level `migrations`) and prepares its restore. */
  prepare: (file: string, migrations: string[]) => Promise<PreparedDatabase>;
};

/** The section for the database `config` points at. */
export function databaseSection(config: Config): DatabaseSection {
  return config.databaseUrl ? postgresSection(config.databaseUrl) : pgliteSection(config);
}

function postgresSection(databaseUrl: string): DatabaseSection {
  const { url, env } = connectionFor(databaseUrl);
  return {
    kind: 'postgres',
    fileName: 'postgres.dump',
    description: `PostgreSQL ${url}`,
    // The server serves other clients meanwhile: pg_dump reads one snapshot, the restore is one transaction.
    ensureAvailable: async () => undefined,
    async dump(file) {
      const facts = await readFacts({ databaseUrl });
      await runTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${url}`],
        env,
        'pg_dump veritabanının dökümünü alamadı',
      );
      return { ...facts, ...(await fileFacts(file)) };
    },
    async prepare(file) {
      // The dump as SQL first: this reads the whole dump (a damaged one fails here, before
      // anything changes) and lets psql run it in one transaction after the schema drops.
      const script = `${file}.sql`;
      await runTool(
        'pg_restore',
        ['--clean', '--if-exists', '--no-owner', '--no-acl', `--file=${script}`, file],
        env,
        'pg_restore döküm dosyasını okuyamadı',
      );
      return {
        async commit() {
          await runTool(
            'psql',
            [
              '--no-psqlrc',
              '--quiet',
              '--set=ON_ERROR_STOP=1',
              '--single-transaction',
              `--dbname=${url}`,
              '--command=DROP SCHEMA IF EXISTS drizzle CASCADE',
              '--command=DROP SCHEMA IF EXISTS public CASCADE',
              '--command=CREATE SCHEMA public',
              `--file=${script}`,
            ],
            env,
            'Veritabanı geri yüklenemedi, hiçbir şey değişmedi',
          );
          // Committed by the server: there is no old state to go back to.
          return { undo: async () => undefined, finish: async () => undefined };
        },
        abort: () => rm(script, { force: true }),
      };
    },
  };
}

function pgliteSection(config: Config): DatabaseSection {
  const dir = path.join(config.dataDir, 'pglite');
  const refuseIfHeld = async () => {
    const holder = await pgliteHolder(dir, { host: config.host, port: config.port });
    if (holder) {
      throw new BackupError(
        `Gömülü veritabanı başka bir süreçte açık (${holder.pid ? `pid ${holder.pid}: ` : ''}${holder.command}). ` +
          'Önce `npm start` ile çalışan Yalı’yı (ya da veritabanını açan diğer komutu) durdurun, sonra tekrar deneyin.',
      );
    }
  };
  return {
    kind: 'pglite',
    fileName: 'pglite.tar',
    description: `gömülü veritabanı ${dir}`,
    ensureAvailable: refuseIfHeld,
    async dump(file) {
      await refuseIfHeld();
      const exists = await readFile(path.join(dir, 'PG_VERSION')).catch(() => null);
      if (!exists) throw new BackupError(`Gömülü veritabanı bulunamadı: ${dir} (DATA_DIR doğru mu?)`);
      // Not migrated on open: the backup holds the data as it is.
      const database = await openDatabase({ pgliteDir: dir, migrate: false });
      try {
        const facts = await readFacts({ db: database.db });
        const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
        // Uncompressed: the archive around it is gzipped as a whole.
        await writeFile(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
        return { ...facts, ...(await fileFacts(file)) };
      } finally {
        await database.close();
      }
    },
    async prepare(file, migrations) {
      await refuseIfHeld();
      const staging = `${dir}.restore-${Date.now().toString(36)}`;
      const abort = () => rm(staging, { recursive: true, force: true });
      try {
        const dump = new Blob([new Uint8Array(await readFile(file))]);
        const database = await openDatabase({ pgliteDir: staging, loadDataDir: dump, migrate: false });
        try {
          const level = await appliedMigrations(database.db);
          if (level.join() !== migrations.join()) {
            throw new BackupError('Arşivdeki veritabanı dökümü manifest ile uyuşmuyor (göç seviyesi farklı); arşiv bozuk.');
          }
        } finally {
          await database.close();
        }
      } catch (err) {
        await abort();
        if (err instanceof BackupError) throw err;
        throw new BackupError(`Arşivdeki gömülü veritabanı açılamadı: ${err instanceof Error ? err.message : err}`);
      }
      return { commit: () => swapDir(staging, dir), abort };
    },
  };
}

/** Migration level and engine version of the database, read without migrating it. */
async function readFacts(target: { databaseUrl: string } | { db: Db }): Promise<{ migrations: string[]; engine: string }> {
  const read = async (db: Db) => {
    const [row] = rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version') as v`));
    return { migrations: await appliedMigrations(db), engine: `PostgreSQL ${row?.v ?? '?'}` };
  };
  if ('db' in target) return read(target.db);
  const database = await openDatabase({ databaseUrl: target.databaseUrl, migrate: false });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/** Size and SHA-256 (hex) of a file, for the manifest. */
export async function fileFacts(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  // Streamed: a server database's dump can be larger than the memory we want to use.
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
