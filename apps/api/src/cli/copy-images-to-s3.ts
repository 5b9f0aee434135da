/**
 * `npm run storage:copy-to-s3`: copies every file of the local uploads folder
 * (`<DATA_DIR>/uploads`) into the bucket of S3_BUCKET under the same key
 * (`villas/12/ab12cd-800.webp`), so that a deployment that kept its images
 * on disk can switch to object storage without changing a stored URL.
 * Idempotent: a key the bucket already holds with the same size is skipped,
 * so an interrupted copy is finished by running it again. Files whose name
 * our code never writes (`.DS_Store`, `a b.jpg`) are listed and left out.
 * Refuses to run without S3_BUCKET; exits with 1 on any failure.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { createS3Storage, describeError, type S3Storage } from '../storage/s3-storage.ts';
import { isMediaKey } from '../storage/storage.ts';

export type CopySummary = { copied: number; skipped: number; bytes: number; invalid: string[] };

/** Uploads at a time: enough to hide the round trips, few enough for a small machine and the store's limits. */
const PARALLEL = 4;
const PROGRESS_EVERY = 100;

/**
 * Copies the files under `uploadsDir` into `storage`'s bucket; answers how
 * many were copied (and their bytes), skipped as already there, and the
 * paths left out as not a key of ours. `say` gets the Turkish progress
 * lines. Throws the first failure (AppError STORAGE_UNAVAILABLE from the store).
 */
export async function copyImagesToS3(opts: {
  uploadsDir: string;
  storage: S3Storage;
  say: (line: string) => void;
}): Promise<CopySummary> {
  const { uploadsDir, storage, say } = opts;
  const entries = await readdir(uploadsDir, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const summary: CopySummary = { copied: 0, skipped: 0, bytes: 0, invalid: [] };
  const keys: string[] = [];
  for (const entry of entries.sort()) {
    const file = path.join(uploadsDir, entry);
    if (!(await stat(file)).isFile()) continue;
    const key = entry.split(path.sep).join('/');
    if (isMediaKey(key)) keys.push(key);
    else summary.invalid.push(key);
  }
  say(`${keys.length} dosya s3://${storage.bucket} deposuna kopyalanacak (${uploadsDir}).`);

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      const data = await readFile(path.join(uploadsDir, ...key.split('/')));
      const there = await storage.head(key);
      if (there?.size === data.length) {
        summary.skipped++;
      } else {
        await storage.put(key, data);
        summary.copied++;
        summary.bytes += data.length;
      }
      if (++done % PROGRESS_EVERY === 0) say(`  ${done}/${keys.length} dosya işlendi…`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  const mb = (summary.bytes / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 });
  say(`Bitti: ${summary.copied} dosya kopyalandı (${mb} MB), ${summary.skipped} dosya depoda zaten vardı.`);
  if (summary.invalid.length > 0) {
    say(`Adı bir görsel anahtarı olmayan ${summary.invalid.length} dosya atlandı: ${summary.invalid.join(', ')}`);
  }
  return summary;
}

async function main() {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'S3 yapılandırılmamış: görsellerin kopyalanacağı depo için S3_BUCKET (gerekirse S3_ENDPOINT, S3_REGION, ' +
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) tanımlayın. Ayrıntılar: docs/operations/object-storage.md',
    );
    process.exitCode = 1;
    return;
  }
  const storage = createS3Storage(config.s3);
  try {
    await copyImagesToS3({ uploadsDir: config.uploadsDir, storage, say: (line) => console.log(line) });
  } finally {
    storage.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error('Görseller kopyalanamadı:', describeError(err));
    process.exitCode = 1;
  });
}
