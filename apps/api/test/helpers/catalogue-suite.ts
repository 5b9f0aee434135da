/**
 * What the back-office integration tests share: an app with an ADMIN and an
 * OWNER signed in (`adminSuite`), the authorisation matrix every admin file
 * checks (`authorisationMatrix`, `expectRefused`), and the checks every
 * catalogue resource repeats (bad paging, unknown and bad ids, name issues).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@yali/contract';
import { searchKey } from '../../src/modules/villa-types/search-text.ts';
import { bearer, loginAs, signExpiredToken } from './auth.ts';
import { createUser, type TestUser } from './factories.ts';
import { contentOf, errorOf, expectValidationErrors, type Page } from './http.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A call of the matrix: method, URL and, for writes, a valid body (so only the role can refuse it). */
export type Endpoint = readonly [Method, string, object?];

type UserOverrides = Parameters<typeof createUser>[1];

/** The app and its two signed-in users; filled by the suite's `beforeAll`. */
export type AdminSuite = {
  t: TestApp;
  admin: TestUser;
  owner: TestUser;
  adminToken: string;
  ownerToken: string;
  /** `app.inject` with the token's bearer header (and its session cookie) and a JSON payload when given. */
  call: (method: Method, url: string, token?: string, payload?: object) => ReturnType<TestApp['app']['inject']>;
};

/**
 * Registers `beforeAll` (a fresh app, an ADMIN and an OWNER created with the
 * given overrides and signed in) and `afterAll` (the app closed). Read the
 * fields inside tests and hooks only: they are set before the first test.
 */
export function adminSuite(users: { admin?: UserOverrides; owner?: UserOverrides } = {}): AdminSuite {
  const s = {
    call: (method, url, token, payload) =>
      s.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) }),
  } as AdminSuite;
  beforeAll(async () => {
    s.t = await createTestApp();
    s.admin = await createUser(s.t.db, { ...users.admin, role: 'ADMIN' });
    s.owner = await createUser(s.t.db, { ...users.owner, role: 'OWNER' });
    s.adminToken = await loginAs(s.t.app, s.admin);
    s.ownerToken = await loginAs(s.t.app, s.owner);
  });
  afterAll(() => s.t?.close());
  return s;
}

/**
 * An ADMIN-only endpoint refuses everyone else, before it reads the body:
 * OWNER → 403 FORBIDDEN (the Turkish envelope), no token → 401
 * UNAUTHENTICATED, an expired ADMIN token → 401 TOKEN_INVALID.
 */
export async function expectRefused(s: AdminSuite, [method, url, body]: Endpoint): Promise<void> {
  const what = `${method} ${url}`;
  const asOwner = await s.call(method, url, s.ownerToken, body);
  expect(asOwner.statusCode, what).toBe(403);
  expect(errorOf(asOwner), what).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.FORBIDDEN });
  const anonymous = await s.call(method, url, undefined, body);
  expect(anonymous.statusCode, what).toBe(401);
  expect(errorOf(anonymous).code, what).toBe('UNAUTHENTICATED');
  const expired = await s.call(method, url, await signExpiredToken(s.admin), body);
  expect(expired.statusCode, what).toBe(401);
  expect(errorOf(expired).code, what).toBe('TOKEN_INVALID');
}

/** One test per endpoint: `expectRefused`. */
export function authorisationMatrix(s: AdminSuite, endpoints: readonly Endpoint[]): void {
  for (const endpoint of endpoints) {
    it(`${endpoint[0]} ${endpoint[1]}: OWNER 403, anonymous 401, expired token 401`, () => expectRefused(s, endpoint));
  }
}

/** A page's `skip`/`take` out of range or not a number → 400 VALIDATION. */
export async function expectBadPaging(s: AdminSuite, url: string, queries = ['skip=-1', 'take=0', 'take=101', 'take=abc']) {
  await expectValidationErrors((u) => s.call('GET', u, s.adminToken), `${url}?`, queries);
}

/** `GET urlOf(id)`: an unknown id → 404 `notFound` in Turkish; not a number or beyond INT → 400. */
export async function expectUnknownAndBadIds(s: AdminSuite, urlOf: (id: string) => string, notFound: string) {
  const res = await s.call('GET', urlOf('999999'), s.adminToken);
  expect(res.statusCode).toBe(404);
  expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: notFound });
  expect((await s.call('GET', urlOf('abc'), s.adminToken)).statusCode).toBe(400);
  expect((await s.call('GET', urlOf('99999999999'), s.adminToken)).statusCode).toBe(400);
}

/** Catalogue names (contract `catalogueName`) that `POST url` refuses, with the Turkish issue on `body.name`. */
export const BAD_NAMES: [object, string][] = [
  [{}, 'Ad gerekli.'],
  [{ name: ' a ' }, 'Ad en az 2 karakter olmalı.'],
  [{ name: 'x'.repeat(81) }, 'Ad en fazla 80 karakter olabilir.'],
  [{ name: '---' }, 'Ad en az bir harf veya rakam içermeli.'],
  [{ name: 42 }, 'Ad gerekli.'],
];

/** `POST url` with each of `BAD_NAMES` → 400, the VALIDATION message and the issue on `body.name`. */
export async function expectNameIssues(s: AdminSuite, url: string) {
  for (const [body, message] of BAD_NAMES) {
    const res = await s.call('POST', url, s.adminToken, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(errorOf(res).message).toBe(API_MESSAGES.VALIDATION);
    expect(errorOf(res).issues).toContainEqual({ path: 'body.name', message });
  }
}

/** `POST path` with `{ name }` as the ADMIN; answers the created item (201). */
export async function createNamedItem<T>(s: AdminSuite, path: string, name: string): Promise<T> {
  return contentOf<T>(await s.call('POST', path, s.adminToken, { name }), 201);
}

/**
 * A named catalogue list (villa types, boat types) pages 10 at a time: after
 * 11 more items the first page has 10 and counts them all, `skip=10` the
 * rest, `skip=1&take=2` the 2nd and 3rd.
 */
export async function expectPagesOfTen(s: AdminSuite, path: string) {
  const page = async (qs = '') => contentOf<Page<{ id: number }>>(await s.call('GET', `${path}${qs}`, s.adminToken));
  const before = (await page()).total;
  for (let i = 0; i < 11; i++) await createNamedItem(s, path, `Sayfa Tipi ${i}`);
  const first = await page();
  expect(first.items).toHaveLength(10);
  expect(first.total).toBe(before + 11);
  const rest = await page('?skip=10&take=10');
  expect(rest.items.length).toBe(first.total - 10);
  expect(rest.items.map((i) => i.id)).not.toContain(first.items[0]?.id);
  expect((await page('?skip=1&take=2')).items.map((i) => i.id)).toEqual(first.items.slice(1, 3).map((i) => i.id));
}

/**
 * Names that clash: after `names[0]` is created, every one of `names`
 * (other case, Turkish letters) answers 409 CONFLICT with `message`.
 */
export async function expectDuplicateNames(s: AdminSuite, path: string, message: string, names: string[]) {
  await createNamedItem(s, path, names[0] as string);
  for (const name of names) {
    const res = await s.call('POST', path, s.adminToken, { name });
    expect(res.statusCode, name).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message });
  }
}

/**
 * Renames: `from` becomes `to` with the new `slug`; an item keeps its own
 * name (no self-conflict) and takes another's (`other`, written as
 * `otherAgain`) only with a 409 `message`.
 */
export async function expectRenames(
  s: AdminSuite,
  path: string,
  message: string,
  rename: { from: string; to: string; slug: string },
  clash: { own: string; other: string; otherAgain: string },
) {
  const item = await createNamedItem<{ id: number }>(s, path, rename.from);
  const updated = contentOf<object>(await s.call('PUT', `${path}/${item.id}`, s.adminToken, { name: rename.to }));
  expect(updated).toMatchObject({ id: item.id, name: rename.to, slug: rename.slug });

  const own = await createNamedItem<{ id: number }>(s, path, clash.own);
  await createNamedItem(s, path, clash.other);
  expect((await s.call('PUT', `${path}/${own.id}`, s.adminToken, { name: clash.own })).statusCode).toBe(200);
  const res = await s.call('PUT', `${path}/${own.id}`, s.adminToken, { name: clash.otherAgain });
  expect(res.statusCode).toBe(409);
  expect(errorOf(res).message).toBe(message);
}

/** An unused item named `name` is deleted (`{ id }`), then reads 404; an unknown id deletes 404. */
export async function expectDeletesUnused(s: AdminSuite, path: string, name: string) {
  const item = await createNamedItem<{ id: number }>(s, path, name);
  expect(contentOf(await s.call('DELETE', `${path}/${item.id}`, s.adminToken))).toEqual({ id: item.id });
  expect((await s.call('GET', `${path}/${item.id}`, s.adminToken)).statusCode).toBe(404);
  expect((await s.call('DELETE', `${path}/999999`, s.adminToken)).statusCode).toBe(404);
}

/**
 * Deleting a catalogue row that units use (a villa type, a boat type): 409 CONFLICT whose `message` names
 * up to five of them ('… ve 2 tekne daha'), every unit listed under `key` (`villas` / `boats`, in the
 * order made), and the row still readable. `addUnit(name, id)` makes one unit using row `id`.
 */
export async function expectInUseConflict(
  s: AdminSuite,
  path: string,
  u: {
    rowName: string;
    unitNames: string[];
    addUnit: (name: string, id: number) => Promise<{ id: number; name: string }>;
    message: string;
    key: 'villas' | 'boats';
  },
) {
  const row = await createNamedItem<{ id: number }>(s, path, u.rowName);
  const made = [];
  for (const name of u.unitNames) made.push(await u.addUnit(name, row.id));
  const res = await s.call('DELETE', `${path}/${row.id}`, s.adminToken);
  expect(res.statusCode).toBe(409);
  const body = res.json<{ content: Record<string, unknown> }>().content;
  expect(body.code).toBe('CONFLICT');
  expect(body.message).toBe(u.message);
  expect(body[u.key]).toEqual(made.map((m) => ({ id: m.id, name: m.name })));
  expect((await s.call('GET', `${path}/${row.id}`, s.adminToken)).statusCode).toBe(200);
}

/**
 * What a named catalogue (villa types, boat types) is tested with: its path and Turkish texts (the
 * 404 and the 409 for a name taken).
 */
export type NamedCatalogue = {
  path: string;
  notFound: string;
  duplicate: string;
};

/**
 * Sample names the shared tests create, the same for every catalogue (each test file has its own
 * database). `duplicateName` is also sent in Turkish capitals and in ASCII lower case, `clash.other`
 * in Turkish capitals: each must clash with the original.
 */
const SAMPLE_NAMES = {
  duplicateName: 'Lüks Örnek Tip',
  rename: { from: 'Havuzlu Örnek', to: 'Havuzlu Taş Örnek', slug: 'havuzlu-tas-ornek' },
  clash: { own: 'Deniz Manzaralı Örnek', other: 'Doğa İçinde Örnek' },
  unusedName: 'Silinecek Örnek Tip',
};

/** `name` in Turkish capitals ('Lüks Villa' → 'LÜKS VİLLA'). */
const trUpper = (name: string) => name.toLocaleUpperCase('tr-TR');

/**
 * Registers the tests every named catalogue shares (ADR 008: one
 * implementation, one suite): paging, bad paging, unknown and bad ids,
 * duplicate and bad names, renames, deleting an unused item.
 */
export function namedCatalogueSuite(s: AdminSuite, c: NamedCatalogue) {
  const { duplicateName, rename, clash, unusedName } = SAMPLE_NAMES;
  describe(`${c.path}: what every named catalogue shares`, () => {
    it('pages 10 at a time by default and honours skip/take', () => expectPagesOfTen(s, c.path));
    it('answers 400 for a bad skip/take', () => expectBadPaging(s, c.path));
    it('answers 404 in Turkish for an unknown id and 400 for a bad one', () =>
      expectUnknownAndBadIds(s, (id) => `${c.path}/${id}`, c.notFound));
    it('answers 409 for a name whose slug exists (case and Turkish letters aside)', () =>
      expectDuplicateNames(s, c.path, c.duplicate, [duplicateName, trUpper(duplicateName), searchKey(duplicateName)]));
    it('answers 400 with Turkish issues for a missing, short or long name', () => expectNameIssues(s, c.path));
    it('renames an item and its slug; keeps its own name and answers 409 for another’s', () =>
      expectRenames(s, c.path, c.duplicate, rename, { ...clash, otherAgain: trUpper(clash.other) }));
    it('deletes an unused item; 404 for an unknown id', () => expectDeletesUnused(s, c.path, unusedName));
  });
}

/**
 * A named catalogue's test file: an `adminSuite`, `createItem(name)` (`POST path` as the ADMIN, the
 * 201 item) for its own tests, and `sharedTests()`, which registers `namedCatalogueSuite` — call it
 * after the file's own tests, whose lists expect the rows they made on the first page.
 */
export function namedCatalogueFile<T>(path: string, messages: Omit<NamedCatalogue, 'path'>) {
  const s = adminSuite();
  const c = { path, ...messages };
  return {
    s,
    call: s.call,
    createItem: (name: string) => createNamedItem<T>(s, c.path, name),
    sharedTests: () => namedCatalogueSuite(s, c),
  };
}
