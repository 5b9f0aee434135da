/**
 * Image storage interface (DESIGN §1) with the local-disk driver. Keys are
 * relative paths such as `villas/12/ab12cd-800.webp`; files are served under
 * `/v1/media/<key>`. An S3-compatible driver implements the same three calls.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Storage = {
  put: (key: string, data: Buffer) => Promise<void>;
  remove: (keys: string[]) => Promise<void>;
  url: (key: string) => string;
};

export const MEDIA_PREFIX = '/v1/media/';

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
