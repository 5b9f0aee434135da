/**
 * `npm run backup`: writes one archive (archive.ts) with the database dump and
 * every image. The archive is assembled in a temporary folder beside it and
 * written as `<file>.partial`, renamed when complete: a file named
 * `*.tar.gz` in the backup folder is always a whole backup.
 */
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type BackupManifest, packArchive } from './archive.ts';
import { BackupError } from './backup-error.ts';
import { databaseSection } from './database-section.ts';
import { type ImageStore, installationImages } from './image-store.ts';

export type CreateBackupOptions = {
  config: Config;
  /** The archive to write; default `<backupDir>/yali-YYYYMMDD-HHmmss.tar.gz` (UTC). Never overwritten. */
  out?: string | undefined;
  /** Default: the installation's uploads folder (installationImages). */
  images?: ImageStore;
  log?: (line: string) => void;
  now?: Date;
};

/** Writes the backup; returns the archive's absolute path and its manifest. Throws BackupError. */
export async function createBackup(opts: CreateBackupOptions): Promise<{ file: string; manifest: BackupManifest }> {
  const { config, log = () => undefined, now = new Date() } = opts;
  const images = opts.images ?? installationImages(config);
  const database = databaseSection(config);
  const file = path.resolve(opts.out ?? path.join(config.backupDir, defaultName(now)));
  if (await stat(file).catch(() => null)) throw new BackupError(`Dosya zaten var, üzerine yazılmaz: ${file}`);
  await mkdir(path.dirname(file), { recursive: true });

  const work = await mkdtemp(path.join(path.dirname(file), '.yali-backup-'));
  const partial = `${file}.partial`;
  try {
    await mkdir(path.join(work, 'database'));
    log(`Veritabanı dökümü alınıyor: ${database.description}`);
    // Archive paths are `/`-separated whatever the system (the manifest names this one).
    const dumpFile = `database/${database.fileName}`;
    const dump = await database.dump(path.join(work, 'database', database.fileName));

    log(`Görseller kopyalanıyor: ${images.description}`);
    await mkdir(path.join(work, 'images'));
    let bytes = 0;
    let count = 0;
    for (const { key } of await images.list()) {
      // Deleted since the listing (the API runs on during a PostgreSQL backup): it is gone from the data too.
      const data = await images
        .read(key)
        .catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? null : Promise.reject(err)));
      if (!data) continue;
      const target = path.join(work, 'images', ...key.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
      bytes += data.length;
      count += 1;
    }

    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      created_at: now.toISOString(),
      database: { kind: database.kind, file: dumpFile, ...dump },
      images: { source: images.description, count, bytes },
    };
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(work, partial);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** `yali-20261126-083400.tar.gz` for 2026-11-26 08:34:00 UTC. */
export function defaultName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `yali-${stamp}.tar.gz`;
}
