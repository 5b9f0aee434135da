/**
 * Villa types (SPEC §7 `/villatypes`, §9 page size 10): list with villa
 * counts, read, create, rename, delete; 409 for types 18/19, a type in use
 * and a duplicate name; 400s; the authorisation matrix.
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VillaTypeItem } from '@yali/contract';
import { villaTypes } from '../../src/db/schema.ts';
import { authorisationMatrix, type Endpoint, expectInUseConflict, namedCatalogueFile } from '../helpers/catalogue-suite.ts';
import { createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const catalogue = namedCatalogueFile<VillaTypeItem>('/v1/admin/villatypes', {
  notFound: 'Villa tipi bulunamadı.',
  duplicate: 'Bu isimde bir villa tipi zaten var.',
});
const { s, call } = catalogue;

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

  it('searches names by Turkish case rules', async () => {
    await catalogue.createItem('Işıklı Köşk');
    const list = contentOf<Page<VillaTypeItem>>(
      await call('GET', `/v1/admin/villatypes?q=${encodeURIComponent('IŞIK')}`, s.adminToken),
    );
    expect(list.items.map((i) => i.name)).toEqual(['Işıklı Köşk']);
  });
});

describe('GET /v1/admin/villatypes/{id}', () => {
  it('reads one type', async () => {
    expect(contentOf<VillaTypeItem>(await call('GET', '/v1/admin/villatypes/19', s.adminToken))).toMatchObject({
      id: 19,
      name: 'Bungalov',
    });
  });
});

describe('POST /v1/admin/villatypes', () => {
  it('creates a type with a Turkish-transliterated slug', async () => {
    const created = await catalogue.createItem('  Şömineli Dağ Evi  ');
    expect(created).toMatchObject({ name: 'Şömineli Dağ Evi', slug: 'somineli-dag-evi', villa_count: 0, protected: false });
    const [row] = await s.t.db.select().from(villaTypes).where(eq(villaTypes.id, created.id));
    expect(row?.slug).toBe('somineli-dag-evi');
  });

  it('answers 409 for the name of a protected type', async () => {
    expect((await call('POST', '/v1/admin/villatypes', s.adminToken, { name: 'Apart' })).statusCode).toBe(409);
  });
});

describe('PUT /v1/admin/villatypes/{id}', () => {
  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    expect((await call('PUT', '/v1/admin/villatypes/999999', s.adminToken, { name: 'Yok Tip' })).statusCode).toBe(404);
    expect((await call('PUT', '/v1/admin/villatypes/18', s.adminToken, { name: '' })).statusCode).toBe(400);
  });
});

describe('DELETE /v1/admin/villatypes/{id}', () => {
  it('never deletes Apart (18) or Bungalov (19), even unused', async () => {
    for (const id of [18, 19]) {
      const res = await call('DELETE', `/v1/admin/villatypes/${id}`, s.adminToken);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', message: 'Apart ve Bungalov tipleri silinemez.' });
    }
    expect((await s.t.db.select().from(villaTypes).where(eq(villaTypes.id, 18))).length).toBe(1);
  });

  it('answers 409 listing every villa that uses the type and naming up to five', async () => {
    await expectInUseConflict(s, '/v1/admin/villatypes', {
      rowName: 'Kalabalık Tip',
      unitNames: ['Villa A', 'Villa B', 'Villa C', 'Villa D', 'Villa E', 'Villa F', 'Villa G'],
      addUnit: (name, id) => createVilla(s.t.db, { name, types: [id] }),
      message:
        'Bu villa tipi 7 villada kullanılıyor: Villa A, Villa B, Villa C, Villa D, Villa E ve 2 villa daha. Önce bu villalardan tipi kaldırın.',
      key: 'villas',
    });
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

catalogue.sharedTests();
