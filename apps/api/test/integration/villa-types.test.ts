/**
 * Villa types (SPEC §7 `/villatypes`, §9 page size 10): list with villa
 * counts, read, create, rename, delete; 409 for types 18/19, a type in use
 * and a duplicate name; 400s; the authorisation matrix.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type InUseErrorBody, type VillaTypeItem } from '@yali/contract';
import { villaTypes } from '../../src/db/schema.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createUser, createVilla, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let adminToken: string;
let ownerToken: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  owner = await createUser(t.db, { role: 'OWNER' });
  adminToken = await loginAs(t.app, admin);
  ownerToken = await loginAs(t.app, owner);
});
afterAll(() => t?.close());

async function createType(name: string) {
  return contentOf<VillaTypeItem>(await call('POST', '/v1/admin/villatypes', adminToken, { name }), 201);
}

describe('GET /v1/admin/villatypes', () => {
  it('lists Apart (18) and Bungalov (19) as protected, with villa counts', async () => {
    await createVilla(t.db, { types: [18] });
    await createVilla(t.db, { types: [18, 19] });
    const list = contentOf<Page<VillaTypeItem>>(await call('GET', '/v1/admin/villatypes', adminToken));
    const apart = list.items.find((i) => i.id === 18);
    const bungalov = list.items.find((i) => i.id === 19);
    expect(apart).toEqual({ id: 18, name: 'Apart', slug: 'apart', villa_count: 2, protected: true });
    expect(bungalov).toMatchObject({ id: 19, villa_count: 1, protected: true });
  });

  it('pages 10 at a time by default and honours skip/take', async () => {
    for (let i = 0; i < 11; i++) await createType(`Sayfa Tipi ${i}`);
    const first = contentOf<Page<VillaTypeItem>>(await call('GET', '/v1/admin/villatypes', adminToken));
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(13);
    const rest = contentOf<Page<VillaTypeItem>>(await call('GET', '/v1/admin/villatypes?skip=10&take=10', adminToken));
    expect(rest.items.length).toBe(first.total - 10);
    expect(rest.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
  });

  it('searches names by Turkish case rules', async () => {
    await createType('Işıklı Köşk');
    const list = contentOf<Page<VillaTypeItem>>(
      await call('GET', `/v1/admin/villatypes?q=${encodeURIComponent('IŞIK')}`, adminToken),
    );
    expect(list.items.map((i) => i.name)).toEqual(['Işıklı Köşk']);
  });

  it('answers 400 for a bad skip/take', async () => {
    for (const qs of ['skip=-1', 'take=0', 'take=101', 'take=abc']) {
      const res = await call('GET', `/v1/admin/villatypes?${qs}`, adminToken);
      expect(res.statusCode, qs).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION');
    }
  });
});

describe('GET /v1/admin/villatypes/{id}', () => {
  it('reads one type', async () => {
    expect(contentOf<VillaTypeItem>(await call('GET', '/v1/admin/villatypes/19', adminToken))).toMatchObject({
      id: 19,
      name: 'Bungalov',
    });
  });
  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const res = await call('GET', '/v1/admin/villatypes/999999', adminToken);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Villa tipi bulunamadı.');
    expect((await call('GET', '/v1/admin/villatypes/abc', adminToken)).statusCode).toBe(400);
    expect((await call('GET', '/v1/admin/villatypes/99999999999', adminToken)).statusCode).toBe(400);
  });
});

describe('POST /v1/admin/villatypes', () => {
  it('creates a type with a Turkish-transliterated slug', async () => {
    const created = await createType('  Şömineli Dağ Evi  ');
    expect(created).toMatchObject({ name: 'Şömineli Dağ Evi', slug: 'somineli-dag-evi', villa_count: 0, protected: false });
    const [row] = await t.db.select().from(villaTypes).where(eq(villaTypes.id, created.id));
    expect(row?.slug).toBe('somineli-dag-evi');
  });

  it('answers 409 for a name whose slug exists (case and Turkish letters aside)', async () => {
    await createType('Lüks Villa');
    for (const name of ['Lüks Villa', 'LÜKS VİLLA', 'luks villa']) {
      const res = await call('POST', '/v1/admin/villatypes', adminToken, { name });
      expect(res.statusCode, name).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', message: 'Bu isimde bir villa tipi zaten var.' });
    }
    expect((await call('POST', '/v1/admin/villatypes', adminToken, { name: 'Apart' })).statusCode).toBe(409);
  });

  it('answers 400 with Turkish issues for a missing, short or long name', async () => {
    const cases: [object, string][] = [
      [{}, 'Ad gerekli.'],
      [{ name: ' a ' }, 'Ad en az 2 karakter olmalı.'],
      [{ name: 'x'.repeat(81) }, 'Ad en fazla 80 karakter olabilir.'],
      [{ name: '---' }, 'Ad en az bir harf veya rakam içermeli.'],
      [{ name: 42 }, 'Ad gerekli.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/v1/admin/villatypes', adminToken, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).issues).toContainEqual({ path: 'body.name', message });
    }
  });
});

describe('PUT /v1/admin/villatypes/{id}', () => {
  it('renames a type and its slug', async () => {
    const created = await createType('Havuzlu Ev');
    const updated = contentOf<VillaTypeItem>(
      await call('PUT', `/v1/admin/villatypes/${created.id}`, adminToken, { name: 'Havuzlu Taş Ev' }),
    );
    expect(updated).toMatchObject({ id: created.id, name: 'Havuzlu Taş Ev', slug: 'havuzlu-tas-ev' });
  });
  it('keeps a type’s own name (no self-conflict) and answers 409 for another’s', async () => {
    const a = await createType('Deniz Manzaralı');
    await createType('Doğa İçinde');
    expect((await call('PUT', `/v1/admin/villatypes/${a.id}`, adminToken, { name: 'Deniz Manzaralı' })).statusCode).toBe(200);
    const res = await call('PUT', `/v1/admin/villatypes/${a.id}`, adminToken, { name: 'Doğa içinde' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Bu isimde bir villa tipi zaten var.');
  });
  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    expect((await call('PUT', '/v1/admin/villatypes/999999', adminToken, { name: 'Yok Tip' })).statusCode).toBe(404);
    expect((await call('PUT', '/v1/admin/villatypes/18', adminToken, { name: '' })).statusCode).toBe(400);
  });
});

describe('DELETE /v1/admin/villatypes/{id}', () => {
  it('deletes an unused type', async () => {
    const created = await createType('Silinecek Tip');
    expect(contentOf(await call('DELETE', `/v1/admin/villatypes/${created.id}`, adminToken))).toEqual({ id: created.id });
    expect((await call('GET', `/v1/admin/villatypes/${created.id}`, adminToken)).statusCode).toBe(404);
  });

  it('never deletes Apart (18) or Bungalov (19), even unused', async () => {
    for (const id of [18, 19]) {
      const res = await call('DELETE', `/v1/admin/villatypes/${id}`, adminToken);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', message: 'Apart ve Bungalov tipleri silinemez.' });
    }
    expect((await t.db.select().from(villaTypes).where(eq(villaTypes.id, 18))).length).toBe(1);
  });

  it('answers 409 listing every villa that uses the type and naming up to five', async () => {
    const type = await createType('Kalabalık Tip');
    const names = ['Villa A', 'Villa B', 'Villa C', 'Villa D', 'Villa E', 'Villa F', 'Villa G'];
    const made = [];
    for (const name of names) made.push(await createVilla(t.db, { name, types: [type.id] }));
    const res = await call('DELETE', `/v1/admin/villatypes/${type.id}`, adminToken);
    expect(res.statusCode).toBe(409);
    const body = res.json<InUseErrorBody>().content;
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toBe(
      'Bu villa tipi 7 villada kullanılıyor: Villa A, Villa B, Villa C, Villa D, Villa E ve 2 villa daha. Önce bu villalardan tipi kaldırın.',
    );
    expect(body.villas).toEqual(made.map((v) => ({ id: v.id, name: v.name })));
    expect((await call('GET', `/v1/admin/villatypes/${type.id}`, adminToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('DELETE', '/v1/admin/villatypes/999999', adminToken)).statusCode).toBe(404);
  });
});

describe('authorisation matrix', () => {
  const endpoints: [Method, string, object?][] = [
    ['GET', '/v1/admin/villatypes'],
    ['GET', '/v1/admin/villatypes/18'],
    ['POST', '/v1/admin/villatypes', { name: 'Yetki Tipi' }],
    ['PUT', '/v1/admin/villatypes/18', { name: 'Apart' }],
    ['DELETE', '/v1/admin/villatypes/18'],
  ];
  for (const [method, url, body] of endpoints) {
    it(`${method} ${url}: OWNER 403, anonymous 401, expired token 401`, async () => {
      const asOwner = await call(method, url, ownerToken, body);
      expect(asOwner.statusCode).toBe(403);
      expect(errorOf(asOwner)).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.FORBIDDEN });
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      const expired = await call(method, url, await signExpiredToken(admin), body);
      expect(expired.statusCode).toBe(401);
      expect(errorOf(expired).code).toBe('TOKEN_INVALID');
    });
  }
  it('an OWNER’s 403 changes nothing', async () => {
    await call('POST', '/v1/admin/villatypes', ownerToken, { name: 'Sahibin Tipi' });
    const list = contentOf<Page<VillaTypeItem>>(await call('GET', '/v1/admin/villatypes?q=Sahibin', adminToken));
    expect(list.total).toBe(0);
  });
});
