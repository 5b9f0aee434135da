/**
 * The first start's heavy part, in a process of its own (issue 16, bench/README.md "Memory"):
 * creates the embedded database in `<DATA_DIR>/pglite.preparing` (PGlite's initdb), migrates it,
 * loads the demo agency with its drawn photos, closes it and renames the folder to
 * `<DATA_DIR>/pglite`. The API (bootstrap.ts) runs it when a demo start finds no embedded database,
 * then opens the result as on any later start: initdb's throw-away WebAssembly memories and the
 * memory glibc keeps after the photos were drawn leave with this process instead of staying in the
 * API's for its whole life (first start 440–470 MiB idle before, as a restart after). A start
 * stopped half-way leaves only the `.preparing` folder, which the next one removes and redoes.
 *
 *   node --import tsx src/cli/prepare-demo.ts     (DATA_DIR, S3_* as the API reads them)
 *
 * Exits 0 once the folder is in place, 1 with the reason otherwise.
 */
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { demoSummary } from '../seed/demo-summary.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { createStorage } from '../storage/create-storage.ts';

const config = loadConfig();
const target = path.join(config.dataDir, 'pglite');
const preparing = `${target}.preparing`;
try {
  const started = Date.now();
  await rm(preparing, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: preparing });
  console.log('Boş veritabanı: demo acentesi yükleniyor…');
  await seedDemo({ db: database.db, storage: await createStorage(config) });
  console.log(`Demo verisi ${((Date.now() - started) / 1000).toFixed(1)} sn’de yüklendi.`);
  console.log(await demoSummary(database.db));
  await database.close();
  await rename(preparing, target);
} catch (err) {
  console.error('Demo verisi hazırlanamadı:', err);
  process.exit(1);
}
