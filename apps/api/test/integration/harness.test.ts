/** The test harness itself: each file gets a fresh, migrated, empty database of the kind the run asked for. */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VILLA_TYPE_ID } from '@yali/contract';
import { users, villaTypes, villas } from '../../src/db/schema.ts';
import { createVilla } from '../helpers/factories.ts';
import { contentOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe('test databases', () => {
  it('are PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise', async () => {
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(a.database.kind).toBe(expected);
    expect(contentOf<{ database: string }>(await a.app.inject({ method: 'GET', url: '/v1/health' })).database).toBe(expected);
  });

  it('start migrated and empty: no users or villas (no seed), the fixed villa types present', async () => {
    const [u] = await a.db.select({ n: count() }).from(users);
    const [v] = await a.db.select({ n: count() }).from(villas);
    expect(u?.n).toBe(0);
    expect(v?.n).toBe(0);
    const types = await a.db.select({ id: villaTypes.id }).from(villaTypes);
    expect(types.map((ty) => ty.id)).toEqual(expect.arrayContaining([VILLA_TYPE_ID.apart, VILLA_TYPE_ID.bungalov]));
  });

  it('are independent of each other', async () => {
    await createVilla(a.db);
    const [inA] = await a.db.select({ n: count() }).from(villas);
    const [inB] = await b.db.select({ n: count() }).from(villas);
    expect(inA?.n).toBe(1);
    expect(inB?.n).toBe(0);
  });
});
