/**
 * The API as the tests see it: built with `buildApp` on a fresh copy of the
 * template database, silent logs, a temporary uploads folder and a fixed JWT
 * secret (so tests can sign their own expired or foreign tokens).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { type TokenService, createTokenService } from '../../src/lib/tokens.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { TEST_JWT_SECRET } from './auth.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  tokens: TokenService;
  config: Config;
  close: () => Promise<void>;
};

/**
 * Builds an app on its own database. `config` overrides single settings,
 * e.g. `{ loginRateLimit: 3 }`; by default the login rate limit is high
 * enough for a test file's many logins. Several processes of one
 * deployment: pass `database` (another app's; it stays open on `close`)
 * and `storage` (else the driver `config` names: `config.s3`, or the
 * temporary uploads folder).
 *
 * Tests write fixtures straight into the database, which reaches the search indexes when the
 * notification is delivered — at once on PGlite, a moment later on PostgreSQL. So by default
 * every GET first waits for both indexes (`sync()`: a notification round trip), and a fixture
 * is in the next read on either database. `indexBarrier: false` leaves reads as a visitor's
 * are, for the tests of the indexes' own coherence (search-coherence.test.ts).
 */
export async function createTestApp(
  opts: { config?: Partial<Config>; database?: Database; storage?: Storage; indexBarrier?: boolean } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yali-test-app-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' }),
    demo: false,
    loginRateLimit: 1000,
    ...opts.config,
  };
  await mkdir(config.uploadsDir, { recursive: true });
  const database = opts.database ?? (await openTestDatabase());
  const closeDatabase = () => (opts.database ? Promise.resolve() : database.close());
  const tokens = createTokenService(TEST_JWT_SECRET, config.tokenTtlSeconds);
  try {
    const storage = opts.storage ?? (await createStorage(config));
    const app = await buildApp({ config, database, storage, tokens });
    if (opts.indexBarrier !== false) {
      app.addHook('onRequest', async (req) => {
        if (req.method === 'GET') await Promise.all([app.villaIndex.sync(), app.boatIndex.sync()]);
      });
    }
    await app.ready();
    return {
      app,
      db: database.db,
      database,
      tokens,
      config,
      async close() {
        await app.close();
        await closeDatabase();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await closeDatabase();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * For a describe that needs an app of its own (another rate limit, say):
 * registers `beforeAll` (`createTestApp(opts)`) and `afterAll` (closed) in
 * it, and answers a function giving that app inside its tests (it throws
 * before the hook ran).
 */
export function appOfSuite(opts: Parameters<typeof createTestApp>[0] = {}): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(opts);
  });
  afterAll(() => t?.close());
  return () => {
    if (!t) throw new Error('appOfSuite: read the app inside a test');
    return t;
  };
}
