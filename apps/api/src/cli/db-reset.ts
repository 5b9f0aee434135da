/**
 * `npm run db:reset`: wipes the database and the uploaded images, migrates
 * and loads the demo agency.
 *
 * Embedded mode (no DATABASE_URL): deletes `<DATA_DIR>/pglite` and
 * `<DATA_DIR>/uploads`. With DATABASE_URL: drops and recreates the `public`
 * schema and drops the `drizzle` schema (migration history), and clears the
 * local uploads folder the images live in.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { demoSummary } from '../seed/demo-summary.ts';
import { DEMO_CREDENTIALS, seedDemo } from '../seed/seed-demo.ts';
import { createLocalStorage } from '../storage/storage.ts';

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
  await mkdir(config.uploadsDir, { recursive: true });

  say('Veritabanı açılıyor ve göç dosyaları uygulanıyor…');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    say('Demo acentesi yükleniyor (villalar, tekneler, fiyatlar, rezervasyonlar, yorumlar, görseller)…');
    const seedStarted = Date.now();
    await seedDemo({ db: database.db, storage: createLocalStorage(config.uploadsDir) });
    say(`Demo verisi ${((Date.now() - seedStarted) / 1000).toFixed(1)} sn’de yüklendi.`);

    say(await demoSummary(database.db));
  } finally {
    await database.close();
  }

  say(`Hazır (${((Date.now() - started) / 1000).toFixed(1)} sn). Demo giriş bilgileri:`);
  for (const cred of DEMO_CREDENTIALS) say(`  ${cred.role.padEnd(5)} ${cred.email} / ${cred.password}`);
}

main().catch((err: unknown) => {
  console.error('Veritabanı sıfırlanamadı:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
