/**
 * What the back-office integration tests share: an app with an ADMIN and an
 * OWNER signed in (`adminSuite`), the authorisation matrix every admin file
 * checks (`authorisationMatrix`, `expectRefused`), and the checks every
 * catalogue resource repeats (bad paging, unknown and bad ids, name issues).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_MESSAGES } from '@yali/contract';
import { bearer, loginAs, signExpiredToken } from './auth.ts';
import { createUser, type TestUser } from './factories.ts';
import { errorOf } from './http.ts';
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
  for (const qs of queries) {
    const res = await s.call('GET', `${url}?${qs}`, s.adminToken);
    expect(res.statusCode, qs).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION');
  }
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
