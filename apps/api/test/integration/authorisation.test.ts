/**
 * The bearer token guard above `/v1/admin/*` and role checks (DESIGN §2, §3):
 * every bad token is a 401, a wrong role a 403.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@yali/contract';
import { users } from '../../src/db/schema.ts';
import { bearer, loginAs, signExpiredToken, signToken, tamperToken } from '../helpers/auth.ts';
import { createUser, createVilla, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let adminToken: string;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  owner = await createUser(t.db, { role: 'OWNER' });
  await createVilla(t.db, { owner_id: owner.id });
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t?.close());

describe('token guard on /v1/admin/villas', () => {
  it('lets a valid token through', async () => {
    const res = await get('/v1/admin/villas', bearer(adminToken));
    expect(contentOf<Page<unknown>>(res).total).toBe(1);
  });

  it('answers 401 UNAUTHENTICATED without an Authorization header', async () => {
    const res = await get('/v1/admin/villas');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ code: 'UNAUTHENTICATED', message: API_MESSAGES.UNAUTHENTICATED });
  });

  it('answers 401 for a scheme other than Bearer', async () => {
    const res = await get('/v1/admin/villas', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });

  const refused: [string, () => Promise<string>][] = [
    ['an expired token', () => signExpiredToken(admin)],
    ['a tampered token', async () => tamperToken(await loginAs(t.app, owner))],
    ['a token signed with another secret', () => signToken(admin, { iat: now(), exp: now() + 3600, secret: 'x'.repeat(48) })],
    [
      'a signed token with an unknown role',
      () => signToken(admin, { iat: now(), exp: now() + 3600, claims: { user_role: 'ROOT' } }),
    ],
    ['a signed token without an id', () => signToken(admin, { iat: now(), exp: now() + 3600, claims: { id: undefined } })],
    [
      'a signed token of a user who does not exist',
      () => signToken({ ...admin, id: 987_654 }, { iat: now(), exp: now() + 3600 }),
    ],
    ['garbage', async () => 'not-a-token'],
    ['an empty token', async () => ''],
    ['an unsigned token (alg none)', async () => unsignedToken(admin.id)],
  ];

  for (const [name, make] of refused) {
    it(`answers 401 TOKEN_INVALID or UNAUTHENTICATED for ${name}`, async () => {
      const res = await get('/v1/admin/villas', bearer(await make()));
      expect(res.statusCode).toBe(401);
      const body = errorOf(res);
      expect(['TOKEN_INVALID', 'UNAUTHENTICATED']).toContain(body.code);
      expect(body.message).toBe(API_MESSAGES[body.code as 'TOKEN_INVALID' | 'UNAUTHENTICATED']);
    });
  }

  it('names the reason for an expired token in Turkish', async () => {
    const res = await get('/v1/admin/villas', bearer(await signExpiredToken(admin)));
    expect(errorOf(res)).toEqual({ code: 'TOKEN_INVALID', message: API_MESSAGES.TOKEN_INVALID });
  });

  it('guards every admin route, not only the villa list', async () => {
    for (const url of ['/v1/admin/villas/1', '/v1/admin/unreadcount', '/v1/admin/users/select']) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, bearer('not-a-token'))).statusCode, url).toBe(401);
    }
  });

  it('checks the token before the input: an unauthenticated bad query is 401, not 400', async () => {
    const res = await get('/v1/admin/villas?take=1000');
    expect(res.statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('answers 403 FORBIDDEN to an OWNER on /v1/admin/users/select', async () => {
    const res = await get('/v1/admin/users/select', bearer(await loginAs(t.app, owner)));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.FORBIDDEN });
  });

  it('lets an ADMIN read /v1/admin/users/select, filtered by role', async () => {
    const all = contentOf<{ id: number; role: string }[]>(await get('/v1/admin/users/select', bearer(adminToken)));
    expect(all.map((u) => u.id)).toEqual(expect.arrayContaining([admin.id, owner.id]));
    const owners = contentOf<{ id: number; role: string }[]>(await get('/v1/admin/users/select?role=OWNER', bearer(adminToken)));
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((u) => u.role === 'OWNER')).toBe(true);
    expect(JSON.stringify(owners)).not.toMatch(/password|scrypt/);
  });

  it('reads the role from the database, not from the token: a forged ADMIN claim is refused', async () => {
    const forged = await signToken(owner, {
      iat: now(),
      exp: now() + 3600,
      secret: 'y'.repeat(48),
      claims: { user_role: 'ADMIN' },
    });
    expect((await get('/v1/admin/users/select', bearer(forged))).statusCode).toBe(401);
  });
});

describe('deactivation', () => {
  it('stops the tokens of a user deactivated after login at once, for good', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const token = await loginAs(t.app, user);
    expect((await get('/v1/admin/villas', bearer(token))).statusCode).toBe(200);

    // Even a change written straight into the table: the hook reloads the user on every request.
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await get('/v1/admin/villas', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('TOKEN_INVALID');

    // Deactivated through the API, the user's session version rises: reactivated, the old token stays dead.
    await t.db.update(users).set({ active: true }).where(eq(users.id, user.id));
    const toggle = (active: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/v1/admin/users/activity',
        headers: bearer(adminToken),
        payload: { id: user.id, active },
      });
    expect((await toggle(false)).statusCode).toBe(200);
    expect((await toggle(true)).statusCode).toBe(200);
    expect((await get('/v1/admin/villas', bearer(token))).statusCode).toBe(401);
  });

  it('applies a role change made after login to the next request', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const token = await loginAs(t.app, user);
    expect((await get('/v1/admin/users/select', bearer(token))).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'OWNER' }).where(eq(users.id, user.id));
    expect((await get('/v1/admin/users/select', bearer(token))).statusCode).toBe(403);
  });
});

function now() {
  return Math.floor(Date.now() / 1000);
}

function unsignedToken(id: number): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ id, user_role: 'ADMIN', user_name: 'x', iat: now(), exp: now() + 3600 })}.`;
}
