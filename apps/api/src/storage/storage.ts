/**
 * Image storage interface (DESIGN §1) with the local-disk driver. Keys are
 * relative paths such as `villas/12/ab12cd-800.webp`; whatever the driver,
 * files are served under `/v1/media/<key>`, so the URLs kept in pages and
 * caches do not change when the images move to a bucket (s3-storage.ts).
 */
import type { Readable } from 'node:stream';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An object read back from storage: its bytes as a stream, their size in bytes, and the validators of the copy. */
export type StoredObject = {
  body: Readable;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
};

/**
 * Removes files that no row points at any more, after the change that dropped them committed. The change has
 * happened whatever the store says, so a failure here (an unreachable bucket) is logged and swallowed: a file
 * without a row is harmless, and the answer must not claim the change failed.
 */
export async function removeUnreferenced(storage: Storage, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await storage.remove(keys).catch((err: unknown) => {
    console.warn(`Artık kullanılmayan ${keys.length} görsel dosyası silinemedi: ${(err as Error).message}`);
  });
}

export type Storage = {
  put: (key: string, data: Buffer) => Promise<void>;
  remove: (keys: string[]) => Promise<void>;
  url: (key: string) => string;
  /**
   * Reads `key`; null when there is no such object. Only drivers whose files
   * the API must serve itself have it (S3); the local folder is served by
   * @fastify/static. `ifNoneMatch` lets the store answer "not modified".
   */
  get?: (key: string, opts?: { ifNoneMatch?: string }) => Promise<StoredObject | 'not-modified' | null>;
};

export const MEDIA_PREFIX = '/v1/media/';

/** The folders images are stored under (villa, boat images; blog covers): what `db:reset` empties in a bucket. */
export const MEDIA_FOLDERS = ['villas/', 'boats/', 'blog/'] as const;

/** Cache-Control of every stored file: variant names are random and never rewritten, so a year and immutable. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A key as our code writes them: path segments of letters, digits, `_` and
 * `-`, then one extension (`villas/12/ab12cd-800.webp`). No `.` elsewhere,
 * so never `..`, no leading `/`, no `\`.
 */
const KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/;

export const isMediaKey = (key: string) => key.length <= 300 && KEY.test(key);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/** The Content-Type of a key, from its extension (`application/octet-stream` for one we never write). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

export function createLocalStorage(rootDir: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(rootDir, key);
    // A key never leaves the uploads folder, whatever it contains.
    if (!full.startsWith(path.resolve(rootDir) + path.sep)) throw new Error(`Geçersiz dosya anahtarı: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => rm(resolve(k), { force: true })));
    },
    url: (key) => `${MEDIA_PREFIX}${key}`,
  };
}
