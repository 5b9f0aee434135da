/**
 * The images section of a backup, seen through a small interface so that it
 * can come from either store: the local uploads folder or an S3-compatible
 * bucket.
 *
 * Keys are the storage keys of `storage/storage.ts` (`villas/12/ab12-800.webp`):
 * relative, `/`-separated, never `..`.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createS3Storage, type S3Storage } from '../storage/s3-storage.ts';
import { MEDIA_FOLDERS } from '../storage/storage.ts';
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
 * The images of this installation: its bucket when `S3_BUCKET` is set (the
 * objects under the folders Yalı writes: villas/, boats/, blog/), otherwise
 * its uploads folder.
 */
export function installationImages(config: Config): ImageStore {
  return config.s3 ? s3ImageStore(createS3Storage(config.s3)) : localImageStore(config.uploadsDir);
}

/**
 * A bucket's images. A bucket has no rename, so `replace()` writes the
 * archive's objects in place — harmless to readers, since a key's content
 * never changes (variant names are random) — and `commit()` then deletes the
 * objects that were not written; `abort()` deletes only the objects the
 * replacement added, leaving the bucket as it was.
 */
export function s3ImageStore(storage: S3Storage): ImageStore {
  const listAll = async () => {
    const out: ImageEntry[] = [];
    for (const folder of MEDIA_FOLDERS) for await (const e of storage.entries(folder)) out.push(e);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  };
  return {
    description: `s3://${storage.bucket}`,
    list: listAll,
    async read(key) {
      const object = await storage.get(checkedKey(key));
      if (object === null || object === 'not-modified') throw new Error(`Kovada görsel yok: ${key}`);
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async replace() {
      const before = new Set((await listAll()).map((e) => e.key));
      const written = new Set<string>();
      return {
        async write(key, data) {
          await storage.put(checkedKey(key), data);
          written.add(key);
        },
        commit: () => storage.remove([...before].filter((k) => !written.has(k))),
        abort: () => storage.remove([...written].filter((k) => !before.has(k))),
      };
    },
  };
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
