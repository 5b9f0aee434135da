/**
 * Sessions (issue 22, finding 9): a login's token is bound to an HttpOnly
 * session cookie and worthless without it; the user's session version ends
 * every token at logout, a password or role change and deactivation; an
 * admin may issue an unbound API token for a client without a browser,
 * which ends on the same events.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type ApiTokenContent, type LoginContent, type LogoutContent } from '@yali/contract';
import { users } from '../../src/db/schema.ts';
import { bearer, loginAs, sessionCookieOf, signToken } from '../helpers/auth.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminToken: string;

const ADMIN_READ = '/v1/admin/villatypes';
const NEW_PASSWORD = 'Yeni-Parola-2026';

const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: ADMIN_READ, headers });
const statusWith = async (token: string, opts: { withoutCookie?: boolean } = {}) => (await read(bearer(token, opts))).statusCode;
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, headers });
const logout = (headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers });
const issueApiToken = (id: number, token = adminToken) =>
  t.app.inject({ method: 'POST', url: `/v1/admin/users/${id}/api-tokens`, headers: bearer(token) });
const apiTokenFor = async (user: TestUser) => contentOf<ApiTokenContent>(await issueApiToken(user.id), 201).accessToken;
const editUser = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/admin/users/${user.id}`,
    headers: bearer(adminToken),
    payload: { role: user.role, firstName: user.first_name, lastName: user.last_name, ...body },
  });
const setActive = (user: TestUser, active: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: '/v1/admin/users/activity',
    headers: bearer(adminToken),
    payload: { id: user.id, active },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t?.close());

describe('the session cookie set at login', () => {
  it('is HttpOnly, SameSite=Strict, Path=/v1 and lives as long as the token; not Secure over plain HTTP', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^yali_session=[A-Za-z0-9_-]{43}; /);
    const attributes = header.split('; ').slice(1);
    expect(attributes.sort()).toEqual(['HttpOnly', `Max-Age=${t.config.tokenTtlSeconds}`, 'Path=/v1', 'SameSite=Strict']);
  });

  it('is Secure when the trusted loopback proxy reports HTTPS, and not when anyone else claims it', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    const viaProxy = await login(user.email, user.password, { 'x-forwarded-proto': 'https' });
    expect(String(viaProxy.headers['set-cookie']).split('; ')).toContain('Secure');
    const direct = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '198.51.100.20',
    });
    expect(direct.statusCode).toBe(200);
    expect(String(direct.headers['set-cookie']).split('; ')).not.toContain('Secure');
  });

  it('binds the token by the cookie’s SHA-256 (`cnf`), never its value, and carries the session version (`sv`)', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    const res = await login(user.email, user.password);
    const value = res.cookies.find((c) => c.name === 'yali_session')?.value ?? '';
    const token = contentOf<LoginContent>(res).accessToken;
    const claims = decodeJwt(token);
    expect(claims.cnf).toBe(createHash('sha256').update(value).digest('base64url'));
    expect(claims.sv).toBe(0);
    expect(token).not.toContain(value);
    expect(JSON.stringify(claims)).not.toContain(value);
  });
});

describe('a login’s token without its cookie', () => {
  it('is refused with 401 TOKEN_INVALID; with its own cookie it works', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const token = await loginAs(t.app, user);
    expect(await statusWith(token)).toBe(200);
    const res = await read(bearer(token, { withoutCookie: true }));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ code: 'TOKEN_INVALID', message: API_MESSAGES.TOKEN_INVALID });
  });

  it('is refused with another login’s cookie, even one of the same user', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const first = await login(user.email, user.password);
    const second = await login(user.email, user.password);
    const token = contentOf<LoginContent>(first).accessToken;
    const otherCookie = sessionCookieOf(second) ?? '';
    const res = await read({ authorization: `Bearer ${token}`, cookie: otherCookie });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('TOKEN_INVALID');
    const tampered = await read({ authorization: `Bearer ${token}`, cookie: `${sessionCookieOf(first)}x` });
    expect(tampered.statusCode).toBe(401);
    // Among other cookies, in any order, its own cookie is found.
    const own = await read({ authorization: `Bearer ${token}`, cookie: `a=1; ${sessionCookieOf(first)}; theme=dark` });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a correctly signed token from before session versions (no `sv`)', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const now = Math.floor(Date.now() / 1000);
    const old = await signToken(user, { iat: now, exp: now + 3600, claims: { sv: undefined } });
    expect(await statusWith(old)).toBe(401);
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends the token it came with and every other token of the user, and clears the cookie', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const token = await loginAs(t.app, user);
    const otherBrowser = await loginAs(t.app, user);
    const apiToken = await apiTokenFor(user);
    const bystander = await loginAs(t.app, admin);

    const res = await logout(bearer(token));
    expect(contentOf<LogoutContent>(res)).toEqual({ ended: true });
    const cleared = String(res.headers['set-cookie']).split('; ');
    expect(cleared[0]).toBe('yali_session=');
    expect(cleared).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/v1', 'HttpOnly', 'SameSite=Strict']));

    for (const ended of [token, otherBrowser, apiToken]) expect(await statusWith(ended)).toBe(401);
    expect(await statusWith(bystander)).toBe(200);
    // The user logs in again as usual.
    expect(await statusWith(await loginAs(t.app, user))).toBe(200);
  });

  it('changes nothing for an ended token replayed, a token without its cookie, or no token; the cookie is cleared', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const token = await loginAs(t.app, user);
    // Someone who read the token out of storage cannot log the user out either.
    expect(contentOf<LogoutContent>(await logout(bearer(token, { withoutCookie: true })))).toEqual({ ended: false });
    expect(await statusWith(token)).toBe(200);

    expect(contentOf<LogoutContent>(await logout(bearer(token)))).toEqual({ ended: true });
    const fresh = await loginAs(t.app, user);
    // The ended token replayed with its cookie does not end the new session.
    expect(contentOf<LogoutContent>(await logout(bearer(token)))).toEqual({ ended: false });
    expect(await statusWith(fresh)).toBe(200);

    const anonymous = await logout();
    expect(contentOf<LogoutContent>(anonymous)).toEqual({ ended: false });
    expect(String(anonymous.headers['set-cookie'])).toMatch(/^yali_session=; /);
    expect(contentOf<LogoutContent>(await logout({ authorization: 'Bearer bozuk' }))).toEqual({ ended: false });
  });
});

describe('events that end every older token of a user', () => {
  it('a password change', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const token = await loginAs(t.app, user);
    expect((await editUser(user, { password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await statusWith(token)).toBe(401);
    expect(await statusWith(await loginAs(t.app, { email: user.email, password: NEW_PASSWORD }))).toBe(200);
  });

  it('a role change; the next login has the new role', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const token = await loginAs(t.app, user);
    expect((await editUser(user, { role: 'OWNER' })).statusCode).toBe(200);
    expect(await statusWith(token)).toBe(401);
    const owner = await loginAs(t.app, user);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/users', headers: bearer(owner) })).statusCode).toBe(403);
  });

  it('deactivation: reactivating the user does not bring the old tokens back', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const token = await loginAs(t.app, user);
    expect((await setActive(user, false)).statusCode).toBe(200);
    expect(await statusWith(token)).toBe(401);
    expect((await setActive(user, true)).statusCode).toBe(200);
    expect(await statusWith(token)).toBe(401);
    expect(await statusWith(await loginAs(t.app, user))).toBe(200);
  });

  it('not an edit of names or phone, nor an activation of an active user', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const token = await loginAs(t.app, user);
    expect((await editUser(user, { firstName: 'Yeni', phone: '0242 111 11 11', password: '' })).statusCode).toBe(200);
    expect((await setActive(user, true)).statusCode).toBe(200);
    expect(await statusWith(token)).toBe(200);
  });

  it('each event raises the stored session version by one', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const version = async () => (await t.db.select({ v: users.session_version }).from(users).where(eq(users.id, user.id)))[0]?.v;
    expect(await version()).toBe(0);
    await editUser(user, { password: NEW_PASSWORD });
    await editUser(user, { role: 'OWNER' });
    await setActive(user, false);
    expect(await version()).toBe(3);
  });
});

describe('POST /v1/admin/users/{id}/api-tokens', () => {
  it('answers an unbound token for the user that works without a cookie', async () => {
    const owner = await createUser(t.db, { role: 'OWNER' });
    const res = await issueApiToken(owner.id);
    const content = contentOf<ApiTokenContent>(res, 201);
    expect(content.user_id).toBe(owner.id);
    expect(res.headers['set-cookie']).toBeUndefined();
    const claims = decodeJwt(content.accessToken);
    expect(claims).toMatchObject({ id: owner.id, user_role: 'OWNER', sv: 0 });
    expect(claims.cnf).toBeUndefined();
    expect(new Date(content.expires_at).getTime()).toBe(Number(claims.exp) * 1000);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(t.config.tokenTtlSeconds);
    const reads = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/villas',
      headers: { authorization: `Bearer ${content.accessToken}` },
    });
    expect(reads.statusCode).toBe(200);
    // With the owner's role: ADMIN-only calls stay closed.
    expect((await issueApiToken(owner.id, content.accessToken)).statusCode).toBe(403);
  });

  const events: [string, (user: TestUser) => Promise<unknown>][] = [
    ['logout of the user', async (user) => logout(bearer(await loginAs(t.app, user)))],
    ['a password change', (user) => editUser(user, { password: NEW_PASSWORD })],
    ['a role change', (user) => editUser(user, { role: 'OWNER' })],
    ['deactivation and reactivation', async (user) => (await setActive(user, false)) && setActive(user, true)],
  ];
  for (const [name, event] of events) {
    it(`ends at ${name}`, async () => {
      const user = await createUser(t.db, { role: 'ADMIN' });
      const token = await apiTokenFor(user);
      expect(await statusWith(token)).toBe(200);
      await event(user);
      expect(await statusWith(token)).toBe(401);
    });
  }

  it('is ADMIN only: an OWNER gets 403, anonymous 401', async () => {
    const owner = await createUser(t.db, { role: 'OWNER' });
    const ownerToken = await loginAs(t.app, owner);
    const asOwner = await issueApiToken(owner.id, ownerToken);
    expect(asOwner.statusCode).toBe(403);
    expect(errorOf(asOwner)).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.FORBIDDEN });
    const anonymous = await t.app.inject({ method: 'POST', url: `/v1/admin/users/${owner.id}/api-tokens` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown user, 409 for an inactive one, 400 for a bad id', async () => {
    expect((await issueApiToken(999_999)).statusCode).toBe(404);
    const passive = await createUser(t.db, { role: 'OWNER', active: false });
    const res = await issueApiToken(passive.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'Pasif bir kullanıcıya API belirteci verilemez.' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/admin/users/x/api-tokens', headers: bearer(adminToken) })).statusCode,
    ).toBe(400);
  });
});
