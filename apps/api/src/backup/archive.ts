/**
 * The backup archive: one gzipped tar holding
 *
 *   manifest.json              what is inside (BackupManifest below)
 *   database/<file>            the database dump (`pglite.tar` or `postgres.dump`)
 *   images/<key>               every image, under its storage key
 *
 * The manifest comes first, so that a reader learns what it holds early.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import { BackupError } from './backup-error.ts';

/** Bumped when the layout changes in a way an older restore could not read. */
export const ARCHIVE_FORMAT = 'yali-backup';
export const ARCHIVE_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Path inside the archive. */
    file: z.string().regex(/^database\/[a-z.]+$/),
    /** e.g. `PostgreSQL 15.14`; PGlite 0.5 reports its PostgreSQL 18. */
    engine: z.string(),
    /** Applied migrations, oldest first (migration-level.ts). */
    migrations: z.array(z.string()),
    bytes: z.number().int().nonnegative(),
    sha256,
  }),
  images: z.object({
    /** Where they were read from, for the record (a folder, later perhaps a bucket). */
    source: z.string(),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** Packs `manifest.json`, `database/` and `images/` of `dir` into the gzipped tar `file`. */
export async function packArchive(dir: string, file: string): Promise<void> {
  // portable: no user names, ids or device numbers of this machine in the headers.
  await tar.create({ gzip: true, file, cwd: dir, portable: true }, ['manifest.json', 'database', 'images']);
}

/**
 * Unpacks `file` into the empty folder `dir` and returns its manifest.
 * Throws a BackupError if the file is not a readable gzipped tar, has no
 * valid manifest, or is of another format or a newer version.
 */
export async function unpackArchive(file: string, dir: string): Promise<BackupManifest> {
  try {
    // strict: a damaged header or a truncated file is an error, not a warning.
    // tar also refuses entries that would land outside `dir` (absolute paths, `..`).
    await tar.extract({ file, cwd: dir, strict: true });
  } catch (err) {
    throw new BackupError(
      `Arşiv okunamadı; bozuk ya da bir Yalı yedeği değil (${file}): ${err instanceof Error ? err.message : err}`,
    );
  }
  const text = await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => null);
  if (text === null) throw new BackupError(`Arşivde manifest.json yok; bu bir Yalı yedeği değil (${file}).`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`Arşivin manifest.json dosyası okunamadı (${file}).`);
  }
  const head = z.object({ format: z.string(), version: z.number() }).safeParse(json);
  if (!head.success || head.data.format !== ARCHIVE_FORMAT) {
    throw new BackupError(`Bilinmeyen arşiv biçimi; bu bir Yalı yedeği değil (${file}).`);
  }
  if (head.data.version !== ARCHIVE_VERSION) {
    throw new BackupError(
      `Yedek biçimi sürüm ${head.data.version}; bu Yalı sürümü yalnızca ${ARCHIVE_VERSION} sürümünü okuyabilir. ` +
        'Yedeği alan Yalı sürümüyle geri yükleyin.',
    );
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) throw new BackupError(`Arşivin manifest.json dosyası eksik ya da hatalı (${file}).`);
  return manifest.data;
}
