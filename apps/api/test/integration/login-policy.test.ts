/**
 * Login policy (issue 22, finding 10): a per-account limit with growing
 * delays read from `login_attempts` (so it holds across processes), the same
 * answers for an unknown e-mail, and the password policy where a password is
 * set — at least 10 characters and not a common password. Time moves by
 * moving the recorded attempts back, never by waiting.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, COMMON_PASSWORD_MESSAGE, type UserItem } from '@yali/contract';
import { bootstrap } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { loginAttempts } from '../../src/db/schema.ts';
import { pruneLoginAttempts } from '../../src/jobs/prune-login-attempts.ts';
import { isCommonPassword } from '../../src/lib/password-policy.ts';
import { LOGIN_LOCK, loginLockedMessage, recordLoginAttempt } from '../../src/modules/auth/login-lock.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminToken: string;

const VISITOR = '198.51.100.9';
const login = (email: string, password: string, remoteAddress = VISITOR) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress });

/** Moves every recorded attempt of `email` `seconds` into the past: the clock of the lock moves on. */
const elapse = (email: string, seconds: number) =>
  t.db
    .update(loginAttempts)
    .set({ at: sql`${loginAttempts.at} - make_interval(secs => ${seconds})` })
    .where(eq(loginAttempts.email, email));

const failTimes = async (email: string, n: number) => {
  for (let i = 0; i < n; i++) expect((await login(email, 'Yanlis-Sifre-1')).statusCode).toBe(401);
};

/** Asserts a lock refusal that reads "`minutes` dakika" and a Retry-After within that minute. */
function expectLocked(res: Awaited<ReturnType<typeof login>>, minutes: number) {
  expect(res.statusCode).toBe(429);
  expect(errorOf(res)).toEqual({ code: 'RATE_LIMITED', message: loginLockedMessage(minutes * 60) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t?.close());

describe('per-account lock after failed logins', () => {
  it('after 5 failures refuses even the right password with 429, a Turkish message with the minutes, and Retry-After', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    await failTimes(user.email, LOGIN_LOCK.after);
    const locked = await login(user.email, user.password);
    expectLocked(locked, 1);
    expect(errorOf(locked).message).toBe(
      'Bu e-posta adresiyle çok fazla hatalı giriş denemesi yapıldı. Lütfen 1 dakika sonra tekrar deneyin.',
    );
    // From another address too: the limit is the account's, not the visitor's.
    expect((await login(user.email, user.password, '203.0.113.50')).statusCode).toBe(429);
  });

  it('lets the user in once the delay has passed, and a success starts the count again', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    await failTimes(user.email, LOGIN_LOCK.after);
    // 10 seconds short of the minute: still locked, however slowly this test runs up to here.
    await elapse(user.email, 50);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    await elapse(user.email, 10);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // Four failures after the success do not lock; the fifth in a row does.
    await failTimes(user.email, LOGIN_LOCK.after - 1);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    await failTimes(user.email, LOGIN_LOCK.after);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it('doubles the delay with each further failure — 1, 2, 4, 8 minutes — up to 15 minutes', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    await failTimes(user.email, LOGIN_LOCK.after);
    expectLocked(await login(user.email, user.password), 1);
    for (const [waited, next] of [
      [1, 2],
      [2, 4],
      [4, 8],
      [8, 15],
      [15, 15],
    ] as const) {
      await elapse(user.email, waited * 60);
      await failTimes(user.email, 1);
      expectLocked(await login(user.email, user.password), next);
    }
    // The cap: never locked out for good.
    await elapse(user.email, 15 * 60);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('does not count refused attempts, and forgets failures after 24 hours', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    await failTimes(user.email, LOGIN_LOCK.after);
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'Yanlis-Sifre-1')).statusCode).toBe(429);
    const rows = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(rows).toHaveLength(LOGIN_LOCK.after);
    await elapse(user.email, 24 * 3600 + 1);
    // Five old failures no longer count: one new failure does not lock.
    await failTimes(user.email, 1);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as an account, at every step', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    const unknown = `kimse${Date.now()}@acente.example`;
    for (let i = 0; i < LOGIN_LOCK.after; i++) {
      const known = await login(user.email, 'Yanlis-Sifre-1');
      const stranger = await login(unknown, 'Yanlis-Sifre-1');
      expect([stranger.statusCode, stranger.json()]).toEqual([known.statusCode, known.json()]);
    }
    const known = await login(user.email, user.password);
    const stranger = await login(unknown, user.password);
    expect(known.statusCode).toBe(429);
    expect([stranger.statusCode, stranger.json()]).toEqual([known.statusCode, known.json()]);
  });

  it('treats the e-mail address alike in any letter case and with spaces', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    for (const email of [user.email.toUpperCase(), ` ${user.email}`, user.email, user.email.toUpperCase(), user.email]) {
      expect((await login(email, 'Yanlis-Sifre-1')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it('records failed and successful logins with the e-mail (normalised), the address and the time', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    const before = new Date(Date.now() - 60_000);
    await login(user.email.toUpperCase(), 'Yanlis-Sifre-1', '203.0.113.7');
    await login(user.email, user.password, '203.0.113.8');
    const rows = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email))
      .orderBy(asc(loginAttempts.id));
    expect(rows.map((r) => ({ email: r.email, ip: r.ip, success: r.success }))).toEqual([
      { email: user.email, ip: '203.0.113.7', success: false },
      { email: user.email, ip: '203.0.113.8', success: true },
    ]);
    for (const r of rows) expect(r.at.getTime()).toBeGreaterThan(before.getTime());
    // An unknown address is recorded too (so that its answers match an account's), with the visitor's address.
    await login('Yok.Boyle@Acente.Example', 'Yanlis-Sifre-1', '203.0.113.9');
    const [stranger] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'yok.boyle@acente.example'));
    expect(stranger).toMatchObject({ ip: '203.0.113.9', success: false });
  });

  it('counts a deactivated account’s right password as a failure; a wrong body is not an attempt', async () => {
    const passive = await createUser(t.db, { role: 'OWNER', active: false });
    expect(errorOf(await login(passive.email, passive.password)).code).toBe('USER_INACTIVE');
    expect((await login(passive.email, '')).statusCode).toBe(400);
    const rows = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, passive.email));
    expect(rows.map((r) => r.success)).toEqual([false]);
  });

  it('the job deletes attempts older than 30 days and keeps the rest', async () => {
    const email = `eski${Date.now()}@acente.example`;
    for (let i = 0; i < 3; i++) await recordLoginAttempt(t.db, { email, ip: VISITOR, success: false });
    await elapse(email, 31 * 24 * 3600);
    await recordLoginAttempt(t.db, { email, ip: VISITOR, success: true });
    const result = await pruneLoginAttempts(t.db);
    expect(result.count).toBeGreaterThanOrEqual(3);
    const left = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(left.map((r) => r.success)).toEqual([true]);
  });
});

describe('password policy where a password is set', () => {
  const newUser = (password: string) => ({
    email: `parola${Math.random().toString(36).slice(2, 8)}@test.yali.example`,
    password,
    role: 'OWNER',
    firstName: 'Deniz',
    lastName: 'Kaya',
  });
  const create = (password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/admin/users', headers: bearer(adminToken), payload: newUser(password) });

  it('knows the common passwords of the list, in any letter case', async () => {
    for (const pw of ['password123', 'qwertyuiop', 'Password123', 'QWERTYUIOP', 'iloveyou12', 'galatasaray'])
      expect(await isCommonPassword(pw), pw).toBe(true);
    for (const pw of ['Yali-Admin-2026!', 'Deneme2026', 'Güçlü-Şifre-42']) expect(await isCommonPassword(pw), pw).toBe(false);
  });

  it('refuses a password shorter than 10 characters with a Turkish message', async () => {
    const res = await create('Kisa1Abcd');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).issues).toContainEqual({ path: 'body.password', message: 'Şifre en az 10 karakter olmalı.' });
  });

  it('refuses common passwords with 400 and a Turkish message, even when they meet the other rules', async () => {
    for (const password of ['password123', 'qwertyuiop']) expect((await create(password)).statusCode, password).toBe(400);
    for (const password of ['Password123', 'Qwertyuiop1', 'Iloveyou12']) {
      const res = await create(password);
      expect(res.statusCode, password).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'VALIDATION',
        message: COMMON_PASSWORD_MESSAGE,
        issues: [{ path: 'body.password', message: COMMON_PASSWORD_MESSAGE }],
      });
    }
  });

  it('accepts a long, uncommon password', async () => {
    const body = newUser('Yali-Admin-2026!');
    const created = contentOf<UserItem>(
      await t.app.inject({ method: 'POST', url: '/v1/admin/users', headers: bearer(adminToken), payload: body }),
      201,
    );
    expect(created.email).toBe(body.email);
    expect(await loginAs(t.app, { email: body.email, password: 'Yali-Admin-2026!' })).toBeTruthy();
  });

  it('applies on a password change too; a refused change keeps the old password and the sessions', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    const token = await loginAs(t.app, user);
    const change = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/admin/users/${user.id}`,
        headers: bearer(adminToken),
        payload: { role: 'OWNER', firstName: 'A', lastName: 'B', password },
      });
    const short = await change('Kisa1Abcd');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).issues).toContainEqual({ path: 'body.password', message: 'Şifre en az 10 karakter olmalı.' });
    const common = await change('Password123');
    expect(common.statusCode).toBe(400);
    expect(errorOf(common).message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/villas', headers: bearer(token) })).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await change('Yeni-Parola-2026')).statusCode).toBe(200);
  });

  it('does not touch stored passwords: a user whose password predates the policy still logs in', async () => {
    const user = await createUser(t.db, { role: 'OWNER', password: 'Owner123!' });
    expect((await login(user.email, 'Owner123!')).statusCode).toBe(200);
  });

  it('refuses a first admin whose ADMIN_PASSWORD breaks it, naming the reason', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'yali-admin-password-'));
    try {
      const config = {
        ...loadConfig({
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          ADMIN_EMAIL: 'ilk@acente.example',
          ADMIN_PASSWORD: 'Password123',
        }),
        demo: false,
      };
      await expect(bootstrap(config, { info: () => {} })).rejects.toThrow(
        `ADMIN_PASSWORD kabul edilmedi: ${COMMON_PASSWORD_MESSAGE}`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the refusal’s text', () => {
  it('names whole minutes, rounded up, and differs from the address limit’s', () => {
    expect(loginLockedMessage(30)).toBe(loginLockedMessage(60));
    expect(loginLockedMessage(61)).toContain('Lütfen 2 dakika sonra');
    expect(loginLockedMessage(900)).toContain('Lütfen 15 dakika sonra');
    expect(loginLockedMessage(60)).not.toBe(API_MESSAGES.RATE_LIMITED);
  });
});
