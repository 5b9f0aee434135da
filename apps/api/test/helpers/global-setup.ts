/**
 * Builds the migrated template database ONCE per run (STYLE "Tests"); each
 * test file then starts from a fresh copy of it (see test-database.ts).
 *
 * - PGlite (default): migrate an in-memory PGlite and dump its data directory
 *   to a tarball. Opening a copy from the tarball takes ≈ 0.5 s against
 *   ≈ 2–2.5 s for creating and migrating a new one on this machine.
 * - PostgreSQL (TEST_DATABASE_URL set, e.g. by scripts/with-postgres.sh):
 *   create and migrate `yali_template_<pid>`; each file clones it with
 *   `CREATE DATABASE … TEMPLATE …`, which copies files instead of replaying
 *   migrations.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { ident, withDatabase } from './test-database-info.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return setupPostgres(project, serverUrl);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'yali-test-template-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    // Drizzle exposes the driver it wraps as `$client`.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: a gzip dump is 8× smaller but slower to open in every file.
    const dump = await client.dumpDataDir('none');
    const dumpFile = path.join(dir, 'template.tar');
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', dumpFile });
  } finally {
    await database.close();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject, serverUrl: string) {
  const template = `yali_template_${process.pid}`;
  await adminQuery(serverUrl, [`DROP DATABASE IF EXISTS ${ident(template)}`, `CREATE DATABASE ${ident(template)}`]);
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, template) });
  // The template must have no open connection, or cloning it fails.
  await database.close();
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
  return async () => {
    await adminQuery(serverUrl, [`DROP DATABASE IF EXISTS ${ident(template)} WITH (FORCE)`]);
  };
}

async function adminQuery(serverUrl: string, statements: string[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}
