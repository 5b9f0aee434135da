/**
 * Back-office users (SPEC §7 `/users…`, §9 page size 10): list with search,
 * role filter and villa counts, read, create with the password policy and a
 * case-insensitive unique e-mail, edit, the activity toggle, and the promise
 * of SPEC §4 / DESIGN §3: a deactivated user cannot log in and their tokens
 * stop at once. Plus the authorisation matrix.
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES, type UserItem } from '@yali/contract';
import { users } from '../../src/db/schema.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { loginAs } from '../helpers/auth.ts';
import { adminSuite, authorisationMatrix, type Endpoint } from '../helpers/catalogue-suite.ts';
import { createUser, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const s = adminSuite({
  admin: { first_name: 'Ayşe', last_name: 'Yönetici' },
  owner: { first_name: 'İsmail', last_name: 'Işık' },
});
const { call } = s;

const newUser = (over: Record<string, unknown> = {}) => ({
  email: `yeni${Math.random().toString(36).slice(2, 8)}@test.yali.example`,
  password: 'Guclu-Sifre-1234',
  role: 'OWNER',
  firstName: 'Zeynep',
  lastName: 'Kaya',
  phone: '+90 532 111 22 33',
  ...over,
});

describe('POST /v1/admin/users', () => {
  it('creates an OWNER who can then log in; e-mail stored lower-case, password hashed', async () => {
    const body = newUser({ email: 'Zeynep.Kaya@Test.Yali.Example' });
    const created = contentOf<UserItem>(await call('POST', '/v1/admin/users', s.adminToken, body), 201);
    expect(created).toMatchObject({
      email: 'zeynep.kaya@test.yali.example',
      role: 'OWNER',
      firstName: 'Zeynep',
      lastName: 'Kaya',
      phone: '+90 532 111 22 33',
      active: true,
      villa_count: 0,
    });
    expect(created).not.toHaveProperty('password');
    expect(created).not.toHaveProperty('password_hash');
    const [row] = await s.t.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.password_hash).not.toContain('Guclu-Sifre-1234');
    expect(await verifyPassword('Guclu-Sifre-1234', row!.password_hash)).toBe(true);
    const token = await loginAs(s.t.app, { email: 'zeynep.kaya@test.yali.example', password: 'Guclu-Sifre-1234' });
    expect(token).toBeTruthy();
  });

  it('creates an ADMIN', async () => {
    const created = contentOf<UserItem>(await call('POST', '/v1/admin/users', s.adminToken, newUser({ role: 'ADMIN' })), 201);
    expect(created.role).toBe('ADMIN');
  });

  it('answers 409 for an e-mail that exists in any letter case', async () => {
    const res = await call('POST', '/v1/admin/users', s.adminToken, newUser({ email: s.admin.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.' });
  });

  it('enforces the password policy with Turkish messages', async () => {
    const cases: [string, string][] = [
      ['Kisa1Abcd', 'Şifre en az 10 karakter olmalı.'],
      ['kucukharf123', 'Şifre en az bir büyük harf içermeli.'],
      ['BUYUKHARF123', 'Şifre en az bir küçük harf içermeli.'],
      ['HarfHarfHarf', 'Şifre en az bir rakam içermeli.'],
    ];
    for (const [password, message] of cases) {
      const res = await call('POST', '/v1/admin/users', s.adminToken, newUser({ password }));
      expect(res.statusCode, password).toBe(400);
      expect(errorOf(res).issues).toContainEqual({ path: 'body.password', message });
    }
    // Turkish letters count as upper and lower case.
    expect((await call('POST', '/v1/admin/users', s.adminToken, newUser({ password: 'ŞİFREçokgüçlü1' }))).statusCode).toBe(201);
  });

  it('answers 400 for a bad e-mail, role, names or phone', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'body.email', 'Geçerli bir e-posta adresi girin.'],
      [{ role: 'ROOT' }, 'body.role', 'Rol ADMIN veya OWNER olmalı.'],
      [{ firstName: '  ' }, 'body.firstName', 'Ad gerekli.'],
      [{ lastName: undefined }, 'body.lastName', 'Soyad gerekli.'],
      [{ phone: 'ara beni' }, 'body.phone', 'Telefon yalnızca rakam, boşluk, +, (, ) ve - içerebilir.'],
    ];
    for (const [over, path, message] of cases) {
      const res = await call('POST', '/v1/admin/users', s.adminToken, newUser(over));
      expect(res.statusCode, path).toBe(400);
      expect(errorOf(res).issues).toContainEqual({ path, message });
    }
  });
});

describe('GET /v1/admin/users', () => {
  it('pages 10 at a time, newest first, with villa counts', async () => {
    for (let i = 0; i < 11; i++) await createUser(s.t.db, { role: 'OWNER', last_name: `Sayfa${i}` });
    await createVilla(s.t.db, { owner_id: s.owner.id });
    await createVilla(s.t.db, { owner_id: s.owner.id });
    const first = contentOf<Page<UserItem>>(await call('GET', '/v1/admin/users', s.adminToken));
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.lastName).toBe('Sayfa10');
    const all = contentOf<Page<UserItem>>(await call('GET', `/v1/admin/users?take=100`, s.adminToken));
    expect(all.total).toBe(first.total);
    expect(all.items.find((u) => u.id === s.owner.id)?.villa_count).toBe(2);
    expect(all.items.find((u) => u.id === s.admin.id)?.villa_count).toBe(0);
    const second = contentOf<Page<UserItem>>(await call('GET', '/v1/admin/users?skip=10&take=10', s.adminToken));
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it('searches e-mail and full name by Turkish case rules, and filters by role', async () => {
    const byName = contentOf<Page<UserItem>>(
      await call('GET', `/v1/admin/users?q=${encodeURIComponent('ismail ışık')}`, s.adminToken),
    );
    expect(byName.items.map((u) => u.id)).toEqual([s.owner.id]);
    const byUpper = contentOf<Page<UserItem>>(await call('GET', `/v1/admin/users?q=${encodeURIComponent('IŞIK')}`, s.adminToken));
    expect(byUpper.items.map((u) => u.id)).toEqual([s.owner.id]);
    const byEmail = contentOf<Page<UserItem>>(
      await call('GET', `/v1/admin/users?q=${s.admin.email.toUpperCase()}`, s.adminToken),
    );
    expect(byEmail.items.map((u) => u.id)).toEqual([s.admin.id]);
    const admins = contentOf<Page<UserItem>>(await call('GET', '/v1/admin/users?role=ADMIN&take=100', s.adminToken));
    expect(admins.items.every((u) => u.role === 'ADMIN')).toBe(true);
    expect(admins.items.map((u) => u.id)).toContain(s.admin.id);
    const wild = contentOf<Page<UserItem>>(await call('GET', '/v1/admin/users?q=%25', s.adminToken));
    expect(wild.total).toBe(0);
  });

  it('answers 400 for a bad role or paging', async () => {
    expect((await call('GET', '/v1/admin/users?role=ROOT', s.adminToken)).statusCode).toBe(400);
    expect((await call('GET', '/v1/admin/users?take=1000', s.adminToken)).statusCode).toBe(400);
  });
});

describe('GET /v1/admin/users/{id} and /users/select', () => {
  it('reads one user; 404 unknown; 400 bad id', async () => {
    expect(contentOf<UserItem>(await call('GET', `/v1/admin/users/${s.owner.id}`, s.adminToken))).toMatchObject({
      id: s.owner.id,
      email: s.owner.email,
      firstName: 'İsmail',
      lastName: 'Işık',
      role: 'OWNER',
    });
    expect((await call('GET', '/v1/admin/users/999999', s.adminToken)).statusCode).toBe(404);
    expect((await call('GET', '/v1/admin/users/x', s.adminToken)).statusCode).toBe(400);
  });

  it('keeps /users/select for owner pickers', async () => {
    const owners = contentOf<{ id: number; role: string }[]>(
      await call('GET', '/v1/admin/users/select?role=OWNER', s.adminToken),
    );
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((o) => o.role === 'OWNER')).toBe(true);
  });
});

describe('PUT /v1/admin/users/{id}', () => {
  it('edits names, phone and role, keeping the password when none is given', async () => {
    const u = await createUser(s.t.db, { role: 'OWNER' });
    const edited = contentOf<UserItem>(
      await call('PUT', `/v1/admin/users/${u.id}`, s.adminToken, {
        role: 'ADMIN',
        firstName: 'Gül',
        lastName: 'Şahin',
        phone: '0242 000 00 00',
        password: '',
      }),
    );
    expect(edited).toMatchObject({ id: u.id, role: 'ADMIN', firstName: 'Gül', lastName: 'Şahin', phone: '0242 000 00 00' });
    expect(await loginAs(s.t.app, u)).toBeTruthy();
  });

  it('sets a new password under the policy; the old one stops working', async () => {
    const u = await createUser(s.t.db, { role: 'OWNER' });
    const setPassword = (password: string) =>
      call('PUT', `/v1/admin/users/${u.id}`, s.adminToken, { role: 'OWNER', firstName: 'A', lastName: 'B', password });
    const weak = await setPassword('zayif');
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).issues).toContainEqual({ path: 'body.password', message: 'Şifre en az 10 karakter olmalı.' });
    const ok = await setPassword('YeniSifre9');
    expect(ok.statusCode).toBe(200);
    expect(await loginAs(s.t.app, { email: u.email, password: 'YeniSifre9' })).toBeTruthy();
    const old = await call('POST', '/v1/auth/login', undefined, { email: u.email, password: u.password });
    expect(old.statusCode).toBe(401);
  });

  it('a role change ends the user’s tokens; the next login has the new role', async () => {
    const u = await createUser(s.t.db, { role: 'ADMIN' });
    const token = await loginAs(s.t.app, u);
    expect((await call('GET', '/v1/admin/users', token)).statusCode).toBe(200);
    await call('PUT', `/v1/admin/users/${u.id}`, s.adminToken, { role: 'OWNER', firstName: 'Eski', lastName: 'Admin' });
    expect((await call('GET', '/v1/admin/users', token)).statusCode).toBe(401);
    expect((await call('GET', '/v1/admin/users', await loginAs(s.t.app, u))).statusCode).toBe(403);
  });

  it('an admin cannot change their own role (409); 404 for an unknown user', async () => {
    const res = await call('PUT', `/v1/admin/users/${s.admin.id}`, s.adminToken, {
      role: 'OWNER',
      firstName: 'Ayşe',
      lastName: 'Y',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Kendi rolünüzü değiştiremezsiniz.');
    const own = await call('PUT', `/v1/admin/users/${s.admin.id}`, s.adminToken, {
      role: 'ADMIN',
      firstName: 'Ayşe',
      lastName: 'Yönetici',
      phone: '1',
    });
    expect(own.statusCode).toBe(200);
    expect(
      (await call('PUT', '/v1/admin/users/999999', s.adminToken, { role: 'OWNER', firstName: 'A', lastName: 'B' })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /v1/admin/users/activity', () => {
  it('deactivating a user stops their existing token at once and their login with USER_INACTIVE', async () => {
    const u = await createUser(s.t.db, { role: 'ADMIN' });
    const token = await loginAs(s.t.app, u);
    expect((await call('GET', '/v1/admin/villatypes', token)).statusCode).toBe(200);

    const off = contentOf<UserItem>(await call('PATCH', '/v1/admin/users/activity', s.adminToken, { id: u.id, active: false }));
    expect(off.active).toBe(false);

    const withOldToken = await call('GET', '/v1/admin/villatypes', token);
    expect(withOldToken.statusCode).toBe(401);
    expect(errorOf(withOldToken)).toEqual({ code: 'TOKEN_INVALID', message: API_MESSAGES.TOKEN_INVALID });
    const login = await call('POST', '/v1/auth/login', undefined, { email: u.email, password: u.password });
    expect(login.statusCode).toBe(401);
    expect(errorOf(login)).toEqual({ code: 'USER_INACTIVE', message: API_MESSAGES.USER_INACTIVE });

    // Reactivated, the user logs in again; the token from before stays refused (sessions.test.ts).
    contentOf(await call('PATCH', '/v1/admin/users/activity', s.adminToken, { id: u.id, active: true }));
    expect((await call('GET', '/v1/admin/villatypes', token)).statusCode).toBe(401);
    expect((await call('GET', '/v1/admin/villatypes', await loginAs(s.t.app, u))).statusCode).toBe(200);
  });

  it('an admin cannot deactivate themself (409)', async () => {
    const res = await call('PATCH', '/v1/admin/users/activity', s.adminToken, { id: s.admin.id, active: false });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'Kendi hesabınızı pasif yapamazsınız.' });
    expect((await call('GET', '/v1/admin/users', s.adminToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a bad body', async () => {
    expect((await call('PATCH', '/v1/admin/users/activity', s.adminToken, { id: 999999, active: false })).statusCode).toBe(404);
    for (const body of [{}, { id: s.owner.id }, { id: s.owner.id, active: 'evet' }, { id: -1, active: true }]) {
      expect((await call('PATCH', '/v1/admin/users/activity', s.adminToken, body)).statusCode).toBe(400);
    }
  });
});

describe('authorisation matrix', () => {
  authorisationMatrix(s, [
    ['GET', '/v1/admin/users'],
    ['GET', '/v1/admin/users/1'],
    ['GET', '/v1/admin/users/select'],
    ['POST', '/v1/admin/users', newUser()],
    ['PUT', '/v1/admin/users/1', { role: 'ADMIN', firstName: 'A', lastName: 'B' }],
    ['PATCH', '/v1/admin/users/activity', { id: 1, active: false }],
  ] satisfies Endpoint[]);
  it('an OWNER cannot promote themself', async () => {
    await call('PUT', `/v1/admin/users/${s.owner.id}`, s.ownerToken, { role: 'ADMIN', firstName: 'A', lastName: 'B' });
    const [row] = await s.t.db.select().from(users).where(eq(users.id, s.owner.id));
    expect(row?.role).toBe('OWNER');
  });
});
