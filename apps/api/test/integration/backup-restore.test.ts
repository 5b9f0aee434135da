/**
 * `npm run backup` and `npm run restore` (issue 17), run as the real commands
 * in child processes on the database kind of this run (PGlite by default,
 * PostgreSQL under scripts/with-postgres.sh): backup → change → restore gives
 * back every row of every table, the sequences and the uploads folder byte
 * for byte; archives that cannot be trusted, and an embedded database open in
 * another process, are refused with nothing changed.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBackup } from '../../src/backup/create-backup.ts';
import { restoreBackup } from '../../src/backup/restore-backup.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, type Db, openDatabase } from '../../src/db/client.ts';
import { reservations, villaImages, villas } from '../../src/db/schema.ts';
import { storeImage, variantKeysOf } from '../../src/lib/images.ts';
import { rowsOf } from '../../src/modules/reservations/hold-conflict.ts';
import { createS3Storage } from '../../src/storage/s3-storage.ts';
import { createLocalStorage } from '../../src/storage/storage.ts';
import { createReservation, createVilla, createVillaImage } from '../helpers/factories.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const isPglite = inject('testDatabase').kind === 'pglite';

let work: string;
let dataDir: string;
let archive: string;
/** PostgreSQL: open for the whole file. PGlite: closed, so that the commands can open the folder. */
let database: Database & { url?: string };

/** Runs `npm run <name>` as `package.json` does, on this file's DATA_DIR and database. */
function run(name: 'backup' | 'restore', args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.url ?? '', API_PORT: '1', BACKUP_DIR: '' };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, `apps/api/src/cli/${name}.ts`), ...args], {
    cwd: ROOT,
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => {
    stdout += s;
  });
  child.stderr.setEncoding('utf8').on('data', (s: string) => {
    stderr += s;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `fn` on the database: the open one on PostgreSQL, the folder opened and closed again on PGlite. */
async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (!isPglite) return fn(database.db);
  const d = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrate: false });
  try {
    return await fn(d.db);
  } finally {
    await d.close();
  }
}

/** Every row of every table of Yalı's schemas (as JSON, in a fixed order) and every sequence's position. */
async function snapshotDatabase(db: Db) {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`),
  );
  const rows: Record<string, unknown> = {};
  for (const t of tables) {
    // Ordered by the row's JSON text: a total order for every table, with or without a primary key.
    const [r] = rowsOf<{ rows: unknown }>(
      await db.execute(sql`select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]'::jsonb) as rows
        from ${sql.identifier(t.schema)}.${sql.identifier(t.name)} t`),
    );
    rows[`${t.schema}.${t.name}`] = r?.rows;
  }
  const sequences = rowsOf(
    await db.execute(sql`select schemaname, sequencename, last_value::text from pg_sequences
      where schemaname in ('public', 'drizzle') order by 1, 2`),
  );
  // The definitions too: an exact restore brings back constraints (the no-overlap exclusion), triggers and functions.
  const definitions = rowsOf(
    await db.execute(sql`
      select 'constraint' as kind, conrelid::regclass::text || '.' || conname as name, pg_get_constraintdef(oid) as def
        from pg_constraint where connamespace in ('public'::regnamespace, 'drizzle'::regnamespace)
      union all select 'index', schemaname || '.' || indexname, indexdef from pg_indexes where schemaname in ('public', 'drizzle')
      union all select 'trigger', tgrelid::regclass::text || '.' || tgname, pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
      union all select 'function', p.oid::regprocedure::text, pg_get_functiondef(p.oid)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
        where n.nspname = 'public' and d.objid is null and p.prokind = 'f'
      union all select 'extension', extname, extversion from pg_extension
      order by 1, 2`),
  );
  return { rows, sequences, definitions };
}

/** Every file under the uploads folder with its SHA-256. */
async function snapshotUploads(): Promise<Record<string, string>> {
  const root = path.join(dataDir, 'uploads');
  const files: Record<string, string> = {};
  for (const e of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    files[path.relative(root, full)] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return files;
}

const snapshot = async (db?: Db) => ({
  database: await (db ? snapshotDatabase(db) : withDb(snapshotDatabase)),
  uploads: await snapshotUploads(),
});

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A villa image stored the way the image routes store it: variant files in uploads, a row in villa_images. */
async function addVillaImage(db: Db, villaId: number, data: Buffer) {
  const stored = await storeImage(createLocalStorage(path.join(dataDir, 'uploads')), `villas/${villaId}`, data);
  return createVillaImage(db, { villa_id: villaId, ...stored });
}

let unpacked: string | undefined;

/**
 * `archive` with its manifest (and files) changed by `edit`, as `<name>.tar`: unpacked once and
 * packed again without compression (restore reads both), which keeps the cases cheap.
 */
async function tamperedArchive(name: string, edit: (manifest: Record<string, unknown>, dir: string) => Promise<void> | void) {
  const dir = path.join(work, `${name}.d`);
  if (!unpacked) {
    unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
  }
  await cp(unpacked, dir, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
  await edit(manifest, dir);
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const file = path.join(work, `${name}.tar`);
  await tar.create({ file, cwd: dir }, ['manifest.json', 'database', 'images']);
  await rm(dir, { recursive: true });
  return file;
}

let before: Awaited<ReturnType<typeof snapshot>>;
let villaId: number;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'yali-backup-test-'));
  dataDir = path.join(work, 'data');
  database = await openTestDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const { db } = database;
  const villa = await createVilla(db, { name: 'Yedek Villa' });
  villaId = villa.id;
  await createReservation(db, { villa_id: villa.id, status: 'confirmed', channel: 'admin' });
  await createReservation(db, { villa_id: villa.id });
  await addVillaImage(db, villa.id, await photo(20, 120, 200));
  before = await snapshot(db);
  if (isPglite) await database.close();

  const backup = await run('backup', []);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  // Without --out: DATA_DIR/backups/yali-YYYYMMDD-HHmmss.tar.gz, its path on the last line.
  archive = backup.stdout.trim().split('\n').at(-1) ?? '';
  expect(path.relative(dataDir, archive)).toMatch(/^backups\/yali-\d{8}-\d{6}\.tar\.gz$/);
  expect(await readdir(path.join(dataDir, 'backups'))).toEqual([path.basename(archive)]);
}, 60_000);

afterAll(async () => {
  if (!isPglite) await database?.close();
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('gives back every row, sequence and image file after the data changed', async () => {
    const changed = await withDb(async (db) => {
      const [first, second] = await db.select().from(reservations).orderBy(reservations.id);
      await db.delete(reservations).where(eq(reservations.id, first!.id));
      await db.update(reservations).set({ guest_name: 'Değişti' }).where(eq(reservations.id, second!.id));
      await db.update(villas).set({ capacity: 99 }).where(eq(villas.id, villaId));
      await createVilla(db, { name: 'Yedekten Sonra' });
      const [image] = await db.select().from(villaImages).where(eq(villaImages.villa_id, villaId));
      await createLocalStorage(path.join(dataDir, 'uploads')).remove(variantKeysOf(image!));
      await db.delete(villaImages).where(eq(villaImages.id, image!.id));
      await addVillaImage(db, villaId, await photo(200, 60, 30));
      return snapshot(db);
    });
    expect(changed.database).not.toEqual(before.database);
    expect(Object.keys(changed.uploads)).not.toEqual(Object.keys(before.uploads));

    const restore = await run('restore', [archive]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Değiştirilecek:');

    const after = await snapshot();
    expect(after.database).toEqual(before.database);
    expect(after.uploads).toEqual(before.uploads);
    expect(Object.keys(after.uploads).length).toBeGreaterThan(0);
    // Nothing left beside DATA_DIR's folders: staging and old copies are gone.
    expect((await readdir(dataDir)).sort()).toEqual(isPglite ? ['backups', 'pglite', 'uploads'] : ['backups', 'uploads']);
  }, 60_000);

  it('refuses an archive it cannot trust, with a Turkish message, and changes nothing', async () => {
    const current = await snapshot();
    const garbage = path.join(work, 'garbage.tar.gz');
    await writeFile(garbage, 'bu bir yedek değil');
    const result = await run('restore', [garbage]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Arşiv okunamadı; bozuk ya da bir Yalı yedeği değil/);
    expect(result.stdout).not.toContain('Değiştirilecek:');

    // The other refusals through the command's function: the same checks without a process start each.
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' });
    const truncated = path.join(work, 'truncated.tar.gz');
    const whole = await readFile(archive);
    await writeFile(truncated, whole.subarray(0, whole.length >> 1));
    const cases: [string, RegExp][] = [
      [path.join(work, 'missing.tar.gz'), /Arşiv okunamadı/],
      [
        await tamperedArchive('reordered', async (_m, dir) => {
          await tar.create({ file: path.join(work, 'manifest-at-end.tar'), cwd: dir }, ['database', 'images', 'manifest.json']);
        }).then(() => path.join(work, 'manifest-at-end.tar')),
        /Arşiv manifest.json ile başlamıyor/,
      ],
      // A copy cut short: the manifest reads, the rest does not.
      [truncated, /Arşiv açılamadı; dosya bozuk/],
      [
        await tamperedArchive('future-format', (m) => {
          m.version = 99;
        }),
        /Yedek biçimi sürüm 99; bu Yalı sürümü yalnızca 1 sürümünü okuyabilir/,
      ],
      [
        await tamperedArchive('other-format', (m) => {
          m.format = 'başka-bir-şey';
        }),
        /Bilinmeyen arşiv biçimi/,
      ],
      [
        await tamperedArchive('newer-migrations', (m) => {
          (m.database as { migrations: string[] }).migrations.push('9999_future');
        }),
        /daha yeni bir Yalı sürümünden \(bu kodda olmayan göçler: 9999_future\)/,
      ],
      [
        await tamperedArchive('other-kind', (m) => {
          (m.database as { kind: string }).kind = isPglite ? 'postgres' : 'pglite';
        }),
        /yedek yalnızca aynı türde veritabanına geri yüklenebilir/,
      ],
      [
        await tamperedArchive('damaged-dump', async (m, dir) => {
          const dump = path.join(dir, (m.database as { file: string }).file);
          const bytes = await readFile(dump);
          const middle = bytes.length >> 1;
          bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
          await writeFile(dump, bytes);
        }),
        /veritabanı dökümü eksik ya da bozuk/,
      ],
      [
        await tamperedArchive('missing-image', async (_m, dir) => {
          const [first] = (await readdir(path.join(dir, 'images'), { recursive: true, withFileTypes: true })).filter((e) =>
            e.isFile(),
          );
          await rm(path.join(first!.parentPath, first!.name));
        }),
        /görseller manifest ile uyuşmuyor/,
      ],
    ];
    for (const [file, message] of cases) {
      await expect(restoreBackup({ config, file }), file).rejects.toThrow(message);
    }
    expect(await snapshot()).toEqual(current);
    // No staging folder left behind by a refusal.
    expect((await readdir(dataDir)).filter((name) => name.includes('restore'))).toEqual([]);
  }, 60_000);

  it.skipIf(!isPglite)(
    'refuses to back up or restore the embedded database while another process has it open',
    async () => {
      const current = await snapshotUploads();
      const held = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrate: false });
      try {
        const results = await Promise.all([
          run('backup', ['--out', path.join(work, 'while-held.tar.gz')]),
          run('restore', [archive]),
        ]);
        for (const result of results) {
          expect(result.code).toBe(1);
          expect(result.stderr).toContain(`Gömülü veritabanı başka bir süreçte açık (pid ${process.pid}:`);
          expect(result.stderr).toContain('npm start');
        }
      } finally {
        await held.close();
      }
      expect(await readdir(work)).not.toContain('while-held.tar.gz');
      expect(await snapshotUploads()).toEqual(current);
    },
    60_000,
  );

  it('with images in an S3 bucket: the archive holds the bucket, and a restore makes the bucket exactly that again', async () => {
    const s3 = await startS3Server('yali-yedek');
    const bucket = createS3Storage(s3.settings());
    try {
      const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' }), s3: s3.settings() };
      const photo = (n: number) =>
        sharp({ create: { width: 40 + n, height: 30, channels: 3, background: '#1e8cbe' } })
          .webp()
          .toBuffer();
      await bucket.put('villas/1/0a1b2c3d4e5f6071-400.webp', await photo(1));
      await bucket.put('blog/2/1a1b2c3d4e5f6071-800.webp', await photo(2));
      const before = await bucketContent(s3);
      const { file, manifest } = await createBackup({ config, out: path.join(work, 'bucket.tar.gz') });
      expect(manifest.images.count).toBe(2);
      await bucket.remove(['villas/1/0a1b2c3d4e5f6071-400.webp']);
      await bucket.put('boats/3/2a1b2c3d4e5f6071-400.webp', await photo(3));
      await restoreBackup({ config, file });
      expect(await bucketContent(s3)).toEqual(before);
    } finally {
      bucket.close();
      await s3.close();
    }
  }, 60_000);
});

/** Every object of the bucket with the sha256 of its bytes, sorted by key. */
async function bucketContent(s3: TestS3Server) {
  const out: [string, string][] = [];
  for (const key of await s3.keys())
    out.push([
      key,
      createHash('sha256')
        .update(await s3.bytes(key))
        .digest('hex'),
    ]);
  return out;
}
