/**
 * The backup archive: one gzipped tar holding
 *
 *   manifest.json              what is inside (BackupManifest below)
 *   database/<file>            the database dump (`pglite.tar` or `postgres.dump`)
 *   images/<key>               every image, under its storage key
 *
 * The manifest comes first, so that a reader learns what it holds early.
 */
import { createReadStream } from 'node:fs';
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
 * The manifest of the archive `file`, read from its first entry without
 * unpacking the rest (an archive of another kind is refused before gigabytes
 * of images are written anywhere). Throws a BackupError if the file is not a
 * readable gzipped tar starting with a valid manifest of this format and version.
 */
export async function readManifest(file: string): Promise<BackupManifest> {
  let text: string | null;
  try {
    text = await firstEntryText(file, 'manifest.json');
  } catch (err) {
    throw new BackupError(
      `Arşiv okunamadı; bozuk ya da bir Yalı yedeği değil (${file}): ${err instanceof Error ? err.message : err}`,
    );
  }
  if (text === null) throw new BackupError(`Arşiv manifest.json ile başlamıyor; bu bir Yalı yedeği değil (${file}).`);
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

/** Unpacks the archive `file` into the empty folder `dir`. Throws a BackupError if it is damaged. */
export async function extractArchive(file: string, dir: string): Promise<void> {
  try {
    // strict: a damaged header or a truncated file is an error, not a warning.
    // tar also refuses entries that would land outside `dir` (absolute paths, `..`).
    await tar.extract({ file, cwd: dir, strict: true });
  } catch (err) {
    throw new BackupError(`Arşiv açılamadı; dosya bozuk (${file}): ${err instanceof Error ? err.message : err}`);
  }
}

/** The text of the archive's first entry if it is named `name`, else null; stops reading there. */
function firstEntryText(file: string, name: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const input = createReadStream(file);
    const done = (value: string | null) => {
      resolve(value);
      input.destroy();
    };
    const parser = new tar.Parser({
      strict: true,
      onReadEntry(entry) {
        if (entry.path !== name) return done(null);
        const chunks: Buffer[] = [];
        entry.on('data', (c: Buffer) => chunks.push(c));
        entry.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
      },
    });
    // Errors after `done` (the stream cut short on purpose) change nothing: the promise is settled.
    parser.on('error', reject);
    parser.on('end', () => done(null));
    input.on('error', reject);
    input.pipe(parser);
  });
}
