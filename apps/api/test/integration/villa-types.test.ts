/**
 * Villa types (SPEC §7 `/villatypes`, §9 page size 10): list with villa
 * counts, read, create, rename, delete; 409 for types 18/19, a type in use
 * and a duplicate name; 400s; the authorisation matrix.
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InUseErrorBody, VillaTypeItem } from '@yali/contract';
import { villaTypes } from '../../src/db/schema.ts';
import {
  adminSuite,
  authorisationMatrix,
  type Endpoint,
  expectBadPaging,
  expectNameIssues,
  expectUnknownAndBadIds,
} from '../helpers/catalogue-suite.ts';
import { createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const s = adminSuite();
const { call } = s;

async function createType(name: string) {
  return contentOf<VillaTypeItem>(await call('POST', '/v1/admin/villatypes', s.adminToken, { name }), 201);
}

describe('GET /v1/admin/villatypes', () => {
  it('lists Apart (18) and Bungalov (19) as protected, with villa counts', async () => {
    await createVilla(s.t.db, { types: [18] });
    await createVilla(s.t.db, { types: [18, 19] });
    const list = contentOf<Page<VillaTypeItem>>(await call('GET', '/v1/admin/villatypes', s.adminToken));
    const apart = list.items.find((i) => i.id === 18);
    const bungalov = list.items.find((i) => i.id === 19);
    expect(apart).toEqual({ id: 18, name: 'Apart', slug: 'apart', villa_count: 2, protected: true });
    expect(bungalov).toMatchObject({ id: 19, villa_count: 1, protected: true });
  });

  it('pages 10 at a time by default and honours skip/take', async () => {
    for (let i = 0; i < 11; i++) await createType(`Sayfa Tipi ${i}`);
    const first = contentOf<Page<VillaTypeItem>>(await call('GET', '/v1/admin/villatypes', s.adminToken));
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(13);
    const rest = contentOf<Page<VillaTypeItem>>(await call('GET', '/v1/admin/villatypes?skip=10&take=10', s.adminToken));
    expect(rest.items.length).toBe(first.total - 10);
    expect(rest.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
  });

  it('searches names by Turkish case rules', async () => {
    await createType('Işıklı Köşk');
    const list = contentOf<Page<VillaTypeItem>>(
      await call('GET', `/v1/admin/villatypes?q=${encodeURIComponent('IŞIK')}`, s.adminToken),
    );
    expect(list.items.map((i) => i.name)).toEqual(['Işıklı Köşk']);
  });

  it('answers 400 for a bad skip/take', () => expectBadPaging(s, '/v1/admin/villatypes'));
});

describe('GET /v1/admin/villatypes/{id}', () => {
  it('reads one type', async () => {
    expect(contentOf<VillaTypeItem>(await call('GET', '/v1/admin/villatypes/19', s.adminToken))).toMatchObject({
      id: 19,
      name: 'Bungalov',
    });
  });
  it('answers 404 for an unknown id and 400 for a bad one', () =>
    expectUnknownAndBadIds(s, (id) => `/v1/admin/villatypes/${id}`, 'Villa tipi bulunamadı.'));
});

describe('POST /v1/admin/villatypes', () => {
  it('creates a type with a Turkish-transliterated slug', async () => {
    const created = await createType('  Şömineli Dağ Evi  ');
    expect(created).toMatchObject({ name: 'Şömineli Dağ Evi', slug: 'somineli-dag-evi', villa_count: 0, protected: false });
    const [row] = await s.t.db.select().from(villaTypes).where(eq(villaTypes.id, created.id));
    expect(row?.slug).toBe('somineli-dag-evi');
  });

  it('answers 409 for a name whose slug exists (case and Turkish letters aside)', async () => {
    await createType('Lüks Villa');
    for (const name of ['Lüks Villa', 'LÜKS VİLLA', 'luks villa']) {
      const res = await call('POST', '/v1/admin/villatypes', s.adminToken, { name });
      expect(res.statusCode, name).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', message: 'Bu isimde bir villa tipi zaten var.' });
    }
    expect((await call('POST', '/v1/admin/villatypes', s.adminToken, { name: 'Apart' })).statusCode).toBe(409);
  });

  it('answers 400 with Turkish issues for a missing, short or long name', () => expectNameIssues(s, '/v1/admin/villatypes'));
});

describe('PUT /v1/admin/villatypes/{id}', () => {
  it('renames a type and its slug', async () => {
    const created = await createType('Havuzlu Ev');
    const updated = contentOf<VillaTypeItem>(
      await call('PUT', `/v1/admin/villatypes/${created.id}`, s.adminToken, { name: 'Havuzlu Taş Ev' }),
    );
    expect(updated).toMatchObject({ id: created.id, name: 'Havuzlu Taş Ev', slug: 'havuzlu-tas-ev' });
  });
  it('keeps a type’s own name (no self-conflict) and answers 409 for another’s', async () => {
    const a = await createType('Deniz Manzaralı');
    await createType('Doğa İçinde');
    expect((await call('PUT', `/v1/admin/villatypes/${a.id}`, s.adminToken, { name: 'Deniz Manzaralı' })).statusCode).toBe(200);
    const res = await call('PUT', `/v1/admin/villatypes/${a.id}`, s.adminToken, { name: 'Doğa içinde' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Bu isimde bir villa tipi zaten var.');
  });
  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    expect((await call('PUT', '/v1/admin/villatypes/999999', s.adminToken, { name: 'Yok Tip' })).statusCode).toBe(404);
    expect((await call('PUT', '/v1/admin/villatypes/18', s.adminToken, { name: '' })).statusCode).toBe(400);
  });
});

describe('DELETE /v1/admin/villatypes/{id}', () => {
  it('deletes an unused type', async () => {
    const created = await createType('Silinecek Tip');
    expect(contentOf(await call('DELETE', `/v1/admin/villatypes/${created.id}`, s.adminToken))).toEqual({ id: created.id });
    expect((await call('GET', `/v1/admin/villatypes/${created.id}`, s.adminToken)).statusCode).toBe(404);
  });

  it('never deletes Apart (18) or Bungalov (19), even unused', async () => {
    for (const id of [18, 19]) {
      const res = await call('DELETE', `/v1/admin/villatypes/${id}`, s.adminToken);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', message: 'Apart ve Bungalov tipleri silinemez.' });
    }
    expect((await s.t.db.select().from(villaTypes).where(eq(villaTypes.id, 18))).length).toBe(1);
  });

  it('answers 409 listing every villa that uses the type and naming up to five', async () => {
    const type = await createType('Kalabalık Tip');
    const names = ['Villa A', 'Villa B', 'Villa C', 'Villa D', 'Villa E', 'Villa F', 'Villa G'];
    const made = [];
    for (const name of names) made.push(await createVilla(s.t.db, { name, types: [type.id] }));
    const res = await call('DELETE', `/v1/admin/villatypes/${type.id}`, s.adminToken);
    expect(res.statusCode).toBe(409);
    const body = res.json<InUseErrorBody>().content;
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toBe(
      'Bu villa tipi 7 villada kullanılıyor: Villa A, Villa B, Villa C, Villa D, Villa E ve 2 villa daha. Önce bu villalardan tipi kaldırın.',
    );
    expect(body.villas).toEqual(made.map((v) => ({ id: v.id, name: v.name })));
    expect((await call('GET', `/v1/admin/villatypes/${type.id}`, s.adminToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('DELETE', '/v1/admin/villatypes/999999', s.adminToken)).statusCode).toBe(404);
  });
});

describe('authorisation matrix', () => {
  authorisationMatrix(s, [
    ['GET', '/v1/admin/villatypes'],
    ['GET', '/v1/admin/villatypes/18'],
    ['POST', '/v1/admin/villatypes', { name: 'Yetki Tipi' }],
    ['PUT', '/v1/admin/villatypes/18', { name: 'Apart' }],
    ['DELETE', '/v1/admin/villatypes/18'],
  ] satisfies Endpoint[]);
  it('an OWNER’s 403 changes nothing', async () => {
    await call('POST', '/v1/admin/villatypes', s.ownerToken, { name: 'Sahibin Tipi' });
    const list = contentOf<Page<VillaTypeItem>>(await call('GET', '/v1/admin/villatypes?q=Sahibin', s.adminToken));
    expect(list.total).toBe(0);
  });
});
