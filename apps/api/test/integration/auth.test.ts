/** `POST /v1/auth/login` (SPEC §7 "Auth", DESIGN §2). */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type LoginContent } from '@yali/contract';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { appOfSuite, createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, {
    role: 'ADMIN',
    email: 'ayse.yilmaz@acente.example',
    password: 'Güçlü-Şifre-42',
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
  });
});
afterAll(() => t?.close());

describe('POST /v1/auth/login', () => {
  it('answers a token with the claims of DESIGN §2 and the user with UserDetail', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await login({ email: admin.email, password: admin.password });
    const content = contentOf<LoginContent>(res);

    expect(content.user).toEqual({
      id: admin.id,
      email: admin.email,
      role: 'ADMIN',
      UserDetail: { firstName: 'Ayşe', lastName: 'Yılmaz' },
    });
    const claims = decodeJwt(content.accessToken);
    // DESIGN §2's claims, plus the session version and the binding to the session cookie (sessions.test.ts).
    expect(Object.keys(claims).sort()).toEqual(['cnf', 'exp', 'iat', 'id', 'sv', 'user_name', 'user_role']);
    expect(claims).toMatchObject({ id: admin.id, user_role: 'ADMIN', user_name: 'Ayşe Yılmaz' });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(t.config.tokenTtlSeconds);
    // The token is one the API itself accepts.
    await expect(t.tokens.verify(content.accessToken)).resolves.toMatchObject({ id: admin.id });
  });

  it('matches the e-mail address case-insensitively and ignores surrounding spaces', async () => {
    for (const email of ['AYSE.YILMAZ@ACENTE.EXAMPLE', 'Ayse.Yilmaz@Acente.Example', `  ${admin.email}  `]) {
      const res = await login({ email, password: admin.password });
      expect(res.statusCode, email).toBe(200);
      expect(contentOf<LoginContent>(res).user.id).toBe(admin.id);
    }
  });

  it('refuses a wrong password with 401 and a Turkish message', async () => {
    const res = await login({ email: admin.email, password: 'yanlış-şifre' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ code: 'INVALID_CREDENTIALS', message: API_MESSAGES.INVALID_CREDENTIALS });
    expect(API_MESSAGES.INVALID_CREDENTIALS).toBe('E-posta adresi veya şifre hatalı.');
  });

  it('answers an unknown e-mail exactly like a wrong password, so accounts cannot be probed', async () => {
    const unknown = await login({ email: 'kimse@acente.example', password: admin.password });
    const wrong = await login({ email: admin.email, password: 'yanlış-şifre' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses the password of another user', async () => {
    const other = await createUser(t.db, { role: 'OWNER', password: 'Baska-Sifre-1' });
    const res = await login({ email: admin.email, password: other.password });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with one issue per missing field', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe(API_MESSAGES.VALIDATION);
    const paths = body.issues?.map((i) => i.path) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.password']));
    for (const issue of body.issues ?? []) expect(issue.message).not.toBe('');
  });

  it('answers 400 for an empty password and for an address that is not an e-mail', async () => {
    const empty = await login({ email: admin.email, password: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).issues?.map((i) => i.path)).toEqual(['body.password']);
    expect(errorOf(empty).issues?.[0]?.message).toBe('Şifre gerekli.');

    const notEmail = await login({ email: 'ayse', password: 'x' });
    expect(notEmail.statusCode).toBe(400);
    expect(errorOf(notEmail).issues).toEqual([{ path: 'body.email', message: 'Geçerli bir e-posta adresi girin.' }]);
  });

  it('answers 400 with a Turkish message for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ayse@',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'VALIDATION', message: 'İstek okunamadı; gönderilen veri geçersiz.' });
  });

  it('refuses a deactivated account with 401 USER_INACTIVE, even with the right password', async () => {
    const passive = await createUser(t.db, { role: 'OWNER', active: false });
    const res = await login({ email: passive.email, password: passive.password });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ code: 'USER_INACTIVE', message: API_MESSAGES.USER_INACTIVE });
    expect(res.json().content.accessToken).toBeUndefined();
  });

  it('does not reveal a deactivated account to someone without its password', async () => {
    const passive = await createUser(t.db, { role: 'OWNER', active: false });
    const res = await login({ email: passive.email, password: 'tahmin' });
    expect(errorOf(res).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('login rate limit', () => {
  const limited = appOfSuite({ config: { loginRateLimit: 3 } });

  it('answers 429 with a Turkish message after too many attempts, even for the right password', async () => {
    const user = await createUser(limited().db, { role: 'ADMIN' });
    const attempt = (password: string) =>
      limited().app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email, password } });

    for (let i = 0; i < 3; i++) expect((await attempt('yanlış')).statusCode).toBe(401);
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked)).toEqual({ code: 'RATE_LIMITED', message: API_MESSAGES.RATE_LIMITED });
    expect(API_MESSAGES.RATE_LIMITED).toBe('Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('counts attempts per visitor as the front reports them, whatever the visitor writes into X-Forwarded-For', async () => {
    const user = await createUser(limited().db, { role: 'ADMIN' });
    // scripts/front.mjs appends the address it sees; a visitor can only put made-up entries before it.
    const attempt = (forwardedFor: string) =>
      limited().app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: user.email, password: 'yanlış' },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(`10.9.9.${i}, 198.51.100.7`)).statusCode).toBe(401);
    expect((await attempt('10.9.9.200, 198.51.100.7')).statusCode).toBe(429);
    expect((await attempt('198.51.100.8')).statusCode).toBe(401);
  });

  it('limits only the login route', async () => {
    const res = await limited().app.inject({ method: 'GET', url: '/v1/settings' });
    expect(res.statusCode).toBe(200);
  });
});
