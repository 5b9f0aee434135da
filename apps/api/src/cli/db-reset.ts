/**
 * `npm run db:reset`: wipes the database and the uploaded images, migrates
 * and loads the demo agency.
 *
 * Embedded mode (no DATABASE_URL): deletes `<DATA_DIR>/pglite` and
 * `<DATA_DIR>/uploads`. With DATABASE_URL: drops and recreates the `public`
 * schema and drops the `drizzle` schema (migration history), and clears the
 * local uploads folder the images live in.
 *
 * With S3_BUCKET (object storage): also deletes the bucket's objects under
 * the folders images are stored in (MEDIA_FOLDERS: `villas/`, `boats/`,
 * `blog/`) — the reset database no longer points at them — and nothing
 * else in the bucket; the demo's images are then written to the bucket.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { demoSummary } from '../seed/demo-summary.ts';
import { DEMO_CREDENTIALS, seedDemo } from '../seed/seed-demo.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createS3Storage, describeError } from '../storage/s3-storage.ts';
import { MEDIA_FOLDERS } from '../storage/storage.ts';

const say = (line: string) => console.log(line);

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const pgliteDir = path.join(config.dataDir, 'pglite');

  if (config.databaseUrl) {
    say('PostgreSQL veritabanı sıfırlanıyor (public ve drizzle şemaları siliniyor)…');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    } finally {
      await client.end();
    }
  } else {
    say(`Gömülü veritabanı siliniyor: ${pgliteDir}`);
    await rm(pgliteDir, { recursive: true, force: true });
  }
  say(`Yüklenen görseller siliniyor: ${config.uploadsDir}`);
  await rm(config.uploadsDir, { recursive: true, force: true });
  const s3 = config.s3 ? createS3Storage(config.s3) : undefined;
  if (s3) {
    for (const folder of MEDIA_FOLDERS) {
      const keys: string[] = [];
      for await (const key of s3.list(folder)) keys.push(key);
      say(`Depodaki görseller siliniyor: s3://${s3.bucket}/${folder} (${keys.length} nesne)`);
      await s3.remove(keys);
    }
  }
  const storage = s3 ?? (await createStorage(config));

  say('Veritabanı açılıyor ve göç dosyaları uygulanıyor…');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    say('Demo acentesi yükleniyor (villalar, tekneler, fiyatlar, rezervasyonlar, yorumlar, görseller)…');
    const seedStarted = Date.now();
    await seedDemo({ db: database.db, storage });
    say(`Demo verisi ${((Date.now() - seedStarted) / 1000).toFixed(1)} sn’de yüklendi.`);

    say(await demoSummary(database.db));
  } finally {
    await database.close();
    s3?.close();
  }

  say(`Hazır (${((Date.now() - started) / 1000).toFixed(1)} sn). Demo giriş bilgileri:`);
  for (const cred of DEMO_CREDENTIALS) say(`  ${cred.role.padEnd(5)} ${cred.email} / ${cred.password}`);
}

main().catch((err: unknown) => {
  console.error('Veritabanı sıfırlanamadı:', describeError(err));
  process.exitCode = 1;
});
