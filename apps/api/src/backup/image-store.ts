/**
 * The images section of a backup, seen through a small interface so that it
 * can come from any store: the local uploads folder today, an S3-compatible
 * bucket once that driver exists (it implements the same calls).
 *
 * Keys are the storage keys of `storage/storage.ts` (`villas/12/ab12-800.webp`):
 * relative, `/`-separated, never `..`.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { BackupError } from './backup-error.ts';
import { swapDir } from './swap-dir.ts';

export type ImageEntry = { key: string; bytes: number };

export type ImageStore = {
  /** Where the images live, for messages (`/srv/yali/data/uploads`, `s3://bucket/prefix`). */
  description: string;
  /** Every stored image, sorted by key. */
  list: () => Promise<ImageEntry[]>;
  read: (key: string) => Promise<Buffer>;
  /**
   * Starts replacing the whole content. Writes go to a staging area that is
   * invisible to readers; `commit()` makes exactly the written keys the
   * content (keys not written are gone), `abort()` discards the staging area.
   */
  replace: () => Promise<ImageReplacement>;
};

export type ImageReplacement = {
  write: (key: string, data: Buffer) => Promise<void>;
  commit: () => Promise<void>;
  abort: () => Promise<void>;
};

/** True when `key` is a relative `/`-separated path that stays inside its root. */
export function isSafeKey(key: string): boolean {
  const parts = key.split('/');
  return key !== '' && !key.startsWith('/') && parts.every((p) => p !== '' && p !== '.' && p !== '..' && !p.includes('\\'));
}

/**
 * The images of this installation: its uploads folder. With images in a
 * bucket (`S3_BUCKET`) it throws a BackupError instead: there is no bucket
 * driver for backups yet, and backing up the unused local folder would give
 * an archive without the images (and a restore would not put them back).
 */
export function installationImages(config: Config): ImageStore {
  if (config.s3) {
    throw new BackupError(
      `Görseller S3 kovasında (${config.s3.bucket}); yedekleme ve geri yükleme şimdilik yalnızca DATA_DIR/uploads ` +
        'klasöründeki görselleri kapsıyor. Kovayı sağlayıcının araçlarıyla yedekleyin (docs/operations/backup.md).',
    );
  }
  return localImageStore(config.uploadsDir);
}

/**
 * The local uploads folder (`config.uploadsDir`). `replace()` stages into a
 * sibling folder `<dir>.restore-<stamp>` (same file system) and commits with
 * renames (`swapDir`): the old folder is moved aside, the staged one takes its
 * place, then the old one is deleted. A crash in between leaves both on disk.
 */
export function localImageStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  return {
    description: root,
    list: async () => listFiles(root),
    read: (key) => readFile(path.join(root, ...checkedKey(key).split('/'))),
    async replace() {
      const staging = `${root}.restore-${Date.now().toString(36)}`;
      await mkdir(staging, { recursive: true });
      return {
        async write(key, data) {
          const file = path.join(staging, ...checkedKey(key).split('/'));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, data);
        },
        async commit() {
          await (await swapDir(staging, root)).finish();
        },
        abort: () => rm(staging, { recursive: true, force: true }),
      };
    },
  };
}

function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Geçersiz görsel anahtarı: ${key}`);
  return key;
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

/** Regular files under `root` as `/`-separated keys, sorted; a missing folder is empty. */
async function listFiles(root: string): Promise<ImageEntry[]> {
  if (!(await exists(root))) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: ImageEntry[] = [];
  for (const e of entries) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    files.push({ key: path.relative(root, full).split(path.sep).join('/'), bytes: (await stat(full)).size });
  }
  return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
