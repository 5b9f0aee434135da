/**
 * `npm run restore -- FILE`: puts a backup (archive.ts) back, replacing the
 * whole database and every image.
 *
 * Nothing is replaced until everything has been checked and prepared: the
 * manifest understood (format, a migration level this code knows, the
 * database kind configured here; read before anything is unpacked), the
 * archive unpacked into DATA_DIR/.restore-*, the dump's SHA-256 and the
 * image count and bytes as recorded, the database restore prepared (PGlite:
 * opened and checked in a staging folder; PostgreSQL: the dump read) and the
 * images staged. Then the database is replaced (PGlite: renames; PostgreSQL:
 * one transaction), then the images (renames). If the images fail after an
 * embedded database was swapped in, the old database is put back; a
 * PostgreSQL restore is committed by then and the error says so.
 *
 * It asks nothing (a command for administrators and scripts) but logs what
 * it is about to replace.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type BackupManifest, extractArchive, readManifest } from './archive.ts';
import { BackupError } from './backup-error.ts';
import { databaseSection, fileFacts, type PreparedDatabase } from './database-section.ts';
import { type ImageReplacement, type ImageStore, installationImages, isSafeKey, localImageStore } from './image-store.ts';
import { unknownMigrations } from './migration-level.ts';

export type RestoreBackupOptions = {
  config: Config;
  file: string;
  /** Default: the installation's uploads folder (installationImages). */
  images?: ImageStore;
  log?: (line: string) => void;
};

const KIND_NAMES = { pglite: 'gömülü veritabanı (PGlite)', postgres: 'PostgreSQL sunucusu' } as const;

/** Restores the backup `file`; returns its manifest. Throws BackupError, leaving everything as it was. */
export async function restoreBackup(opts: RestoreBackupOptions): Promise<BackupManifest> {
  const { config, log = () => undefined } = opts;
  const file = path.resolve(opts.file);
  const images = opts.images ?? installationImages(config);
  const database = databaseSection(config);
  // Before unpacking a large archive: a wrong archive or an embedded database in use is refused at once.
  const manifest = await readManifest(file);
  await checkManifest(manifest, database.kind);
  await database.ensureAvailable();
  await mkdir(config.dataDir, { recursive: true });
  // Inside DATA_DIR: the same file system as the folders it replaces, which keeps the renames cheap.
  const work = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await extractArchive(file, work);
    const imageKeys = await checkContent(manifest, work);

    log(
      `Yedek: ${file} (alındığı an ${manifest.created_at}, ${KIND_NAMES[manifest.database.kind]}, ` +
        `son göç ${manifest.database.migrations.at(-1) ?? '—'}, ${manifest.images.count} görsel, ${megabytes(manifest.images.bytes)})`,
    );
    const current = await images.list();
    log(`Değiştirilecek: ${database.description} (tamamı) ve ${images.description} (şu an ${current.length} görsel)`);

    let preparedDb: PreparedDatabase | undefined;
    let stagedImages: ImageReplacement | undefined;
    try {
      preparedDb = await database.prepare(path.join(work, manifest.database.file), manifest.database.migrations);
      stagedImages = await images.replace();
      for (const key of imageKeys) await stagedImages.write(key, await readFile(path.join(work, 'images', ...key.split('/'))));
    } catch (err) {
      await preparedDb?.abort();
      await stagedImages?.abort();
      throw err;
    }

    log('Veritabanı değiştiriliyor…');
    const swap = await preparedDb.commit().catch(async (err: unknown) => {
      await stagedImages.abort();
      throw err;
    });
    log('Görseller değiştiriliyor…');
    try {
      await stagedImages.commit();
    } catch (err) {
      await stagedImages.abort();
      await swap.undo();
      const reason = err instanceof Error ? err.message : String(err);
      throw new BackupError(
        database.kind === 'postgres'
          ? `Veritabanı geri yüklendi ama görseller değiştirilemedi (${reason}); görselleri tekrar geri yükleyin.`
          : `Görseller değiştirilemedi (${reason}); veritabanı eski hâline döndürüldü.`,
      );
    }
    await swap.finish();
    return manifest;
  } finally {
    // Retried: after a failed extraction tar may still be finishing writes into `work`.
    // A cleanup failure must not hide the error that brought us here (a leftover is documented).
    await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(() => undefined);
  }
}

async function checkManifest(manifest: BackupManifest, kind: 'pglite' | 'postgres') {
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `Bu yedek ${KIND_NAMES[manifest.database.kind]} içeriyor, burada ise ${KIND_NAMES[kind]} kullanılıyor; ` +
        'yedek yalnızca aynı türde veritabanına geri yüklenebilir.',
    );
  }
  const unknown = await unknownMigrations(manifest.database.migrations);
  if (unknown.length) {
    throw new BackupError(
      `Bu yedek daha yeni bir Yalı sürümünden (bu kodda olmayan göçler: ${unknown.join(', ')}). ` +
        'Önce Yalı’yı güncelleyin, sonra geri yükleyin.',
    );
  }
}

/** Checks that the dump is the one the manifest describes and the images are all there; returns the image keys. */
async function checkContent(manifest: BackupManifest, work: string): Promise<string[]> {
  const dump = await fileFacts(path.join(work, manifest.database.file)).catch(() => null);
  if (!dump || dump.sha256 !== manifest.database.sha256 || dump.bytes !== manifest.database.bytes) {
    throw new BackupError('Arşivdeki veritabanı dökümü eksik ya da bozuk (boyut veya SHA-256 manifest ile uyuşmuyor).');
  }
  const staged = await localImageStore(path.join(work, 'images')).list();
  const bytes = staged.reduce((sum, e) => sum + e.bytes, 0);
  if (staged.length !== manifest.images.count || bytes !== manifest.images.bytes) {
    throw new BackupError(
      `Arşivdeki görseller manifest ile uyuşmuyor (${staged.length} dosya, ${bytes} bayt; ` +
        `beklenen ${manifest.images.count} dosya, ${manifest.images.bytes} bayt).`,
    );
  }
  const bad = staged.find((e) => !isSafeKey(e.key));
  if (bad) throw new BackupError(`Arşivde geçersiz görsel yolu: ${bad.key}`);
  return staged.map((e) => e.key);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
