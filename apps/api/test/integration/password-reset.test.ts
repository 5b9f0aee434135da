/**
 * Forgotten password (issue 24): `POST /v1/auth/password/forgot` answers
 * alike for known and unknown addresses and mails a link only for the
 * known one; `POST /v1/auth/password/reset` takes that link's token once,
 * not after it expired or was replaced by a newer one, checks the password
 * policy, and ends the user's sessions. Time moves by moving `expires_at`
 * back, never by waiting.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  type MailOutboxItem,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
} from '@yali/contract';
import { loginAttempts, passwordResetRequests, passwordResetTokens } from '../../src/db/schema.ts';
import { pruneLoginAttempts } from '../../src/jobs/prune-login-attempts.ts';
import { hashResetToken, PASSWORD_RESET_LIMIT, resetLimitedMessage } from '../../src/modules/auth/password-reset.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SITE = 'https://yali.example';
const NEW_PASSWORD = 'Deniz-Feneri-2026';

let t: TestApp;
let adminToken: string;
/** Each test's requests come from their own address, so the per-IP limit of one never meets another's. */
let visitor = 0;
const nextIp = () => `198.51.100.${++visitor}`;

const forgot = (email: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/password/forgot', payload: { email }, remoteAddress });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/password/reset', payload: { token, password }, remoteAddress: nextIp() });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: nextIp() });

/** The mails queued to `to`, newest first, read through the back office's outbox API. */
async function mailsTo(to: string): Promise<MailOutboxItem[]> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/admin/mail/outbox?take=100', headers: bearer(adminToken) });
  return contentOf<Page<MailOutboxItem>>(res).items.filter((m) => m.to === to);
}

/** The token of the newest reset link mailed to `user`, after checking the link's form. */
async function tokenMailedTo(user: TestUser): Promise<string> {
  const [mail] = await mailsTo(user.email);
  expect(mail?.template_key).toBe('password_reset');
  const link = /https:\/\/yali\.example\/dashboard\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return link?.[1] as string;
}

beforeAll(async () => {
  t = await createTestApp({ config: { siteUrl: SITE } });
  const admin = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t?.close());

describe('POST /v1/auth/password/forgot', () => {
  it('answers a known and an unknown address with the same status and body, and mails only the known one', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    const unknown = `nobody-${Date.now()}@test.yali.example`;
    const known = await forgot(user.email.toUpperCase());
    const stranger = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.body).toBe(stranger.body);
    expect(contentOf<{ message: string }>(known)).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });

    expect(await mailsTo(unknown)).toEqual([]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Şifre sıfırlama');
    expect(mail?.text).toContain(`${user.first_name} ${user.last_name}`);
    expect(mail?.text).toContain('60 dakika');
    // Only the hash is kept: the token of the link is nowhere in the table.
    const token = await tokenMailedTo(user);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
    expect(rows.map((r) => r.token_hash)).toEqual([hashResetToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('mails nothing for a deactivated account, with the same answer', async () => {
    const user = await createUser(t.db, { role: 'OWNER', active: false });
    const res = await forgot(user.email);
    expect(contentOf<{ message: string }>(res)).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('refuses an address past the limit with 429, a Turkish message and Retry-After — known or not alike', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    const unknown = `ghost-${Date.now()}@test.yali.example`;
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < PASSWORD_RESET_LIMIT.perAddress; i++) expect((await forgot(email)).statusCode).toBe(200);
      const refused = await forgot(email);
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: resetLimitedMessage(60 * 60) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    // The refused request queued nothing: three mails, not four.
    expect(await mailsTo(user.email)).toHaveLength(PASSWORD_RESET_LIMIT.perAddress);
  });

  it('is limited per IP as well', async () => {
    const limited = await createTestApp({ config: { loginRateLimit: 2 } });
    try {
      const ask = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/auth/password/forgot',
          payload: { email: `ip-${n}@test.yali.example` },
          remoteAddress: '203.0.113.7',
        });
      expect((await ask(1)).statusCode).toBe(200);
      expect((await ask(2)).statusCode).toBe(200);
      const refused = await ask(3);
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).message).toMatch(/deneme|istek/);
    } finally {
      await limited.close();
    }
  });

  it('refuses a malformed address with 400 and a Turkish message', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).issues).toContainEqual({ path: 'body.email', message: 'Geçerli bir e-posta adresi girin.' });
  });
});

describe('POST /v1/auth/password/reset', () => {
  it('sets the new password once: the new one logs in, the old one does not, the token does not work again', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const before = await loginAs(t.app, user);
    await forgot(user.email);
    const token = await tokenMailedTo(user);

    const done = await reset(token, NEW_PASSWORD);
    expect(contentOf<{ message: string }>(done)).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    // Sessions from before the reset are over.
    const old = await t.app.inject({ method: 'GET', url: '/v1/admin/users', headers: bearer(before) });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'Baska-Sifre-2027');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'VALIDATION', message: PASSWORD_RESET_INVALID_MESSAGE });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is not a login: nothing is added to the login history', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    await forgot(user.email);
    expect((await reset(await tokenMailedTo(user), NEW_PASSWORD)).statusCode).toBe(200);
    const history = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(history).toEqual([]);
  });

  it('lifts the lock of failed logins: the new password works at once', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'yanlis-sifre-123')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    await forgot(user.email);
    expect((await reset(await tokenMailedTo(user), NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email.toUpperCase(), NEW_PASSWORD)).statusCode).toBe(200);
    // Later failures count from the reset on: four more do not lock again.
    const other = await createUser(t.db, { role: 'OWNER' });
    for (let i = 0; i < 5; i++) await login(other.email, 'yanlis-sifre-123');
    await forgot(other.email);
    expect((await reset(await tokenMailedTo(other), NEW_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(other.email, 'yanlis-sifre-123')).statusCode).toBe(401);
    expect((await login(other.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token with the same 400', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    await forgot(user.email);
    const token = await tokenMailedTo(user);
    await t.db
      .update(passwordResetTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.user_id, user.id));
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('a newer request ends the older link; the newer one works', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    await forgot(user.email);
    const older = await tokenMailedTo(user);
    await forgot(user.email);
    const newer = await tokenMailedTo(user);
    expect(newer).not.toBe(older);
    expect(errorOf(await reset(older, NEW_PASSWORD)).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token with the same 400', async () => {
    const res = await reset('bilinmeyen-belirtec', NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
  });

  it('checks the password policy of user creation in Turkish, and a refused password leaves the link usable', async () => {
    const user = await createUser(t.db, { role: 'OWNER' });
    await forgot(user.email);
    const token = await tokenMailedTo(user);
    const short = await reset(token, 'Kisa1');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).issues).toContainEqual({ path: 'body.password', message: 'Şifre en az 10 karakter olmalı.' });
    const common = await reset(token, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(errorOf(common).issues).toContainEqual({ path: 'body.password', message: COMMON_PASSWORD_MESSAGE });
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the clean-up job', () => {
  it('deletes requests after 30 days and tokens a day after they expired, keeping a live link', async () => {
    const gone = await createUser(t.db, { role: 'OWNER' });
    const live = await createUser(t.db, { role: 'OWNER' });
    await forgot(gone.email);
    await forgot(live.email);
    const back = (days: number) => sql`now() - make_interval(days => ${days})`;
    await t.db
      .update(passwordResetRequests)
      .set({ at: back(31) })
      .where(eq(passwordResetRequests.email, gone.email));
    await t.db
      .update(passwordResetTokens)
      .set({ expires_at: back(2) })
      .where(eq(passwordResetTokens.user_id, gone.id));
    await pruneLoginAttempts(t.db);
    expect(await t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.email, gone.email))).toEqual([]);
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, gone.id))).toEqual([]);
    expect(await t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.email, live.email))).toHaveLength(1);
    expect((await reset(await tokenMailedTo(live), NEW_PASSWORD)).statusCode).toBe(200);
  });
});
