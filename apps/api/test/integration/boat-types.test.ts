/**
 * Boat types (SPEC §7 `/boattypes`, §9 page size 10): list with boat counts,
 * read, create, rename, delete; 409 for a type in use (naming the boats) and
 * a duplicate name; Turkish 400s; 404s; the authorisation matrix.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoatTypeItem } from '@yali/contract';
import { boatTypes } from '../../src/db/schema.ts';
import { type Endpoint, expectInUseConflict, expectRefused, namedCatalogueFile } from '../helpers/catalogue-suite.ts';
import { createBoat, createBoatType } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const catalogue = namedCatalogueFile<BoatTypeItem>('/v1/admin/boattypes', {
  notFound: 'Tekne tipi bulunamadı.',
  duplicate: 'Bu isimde bir tekne tipi zaten var.',
});
const { s, call } = catalogue;

describe('GET /v1/admin/boattypes', () => {
  it('lists types with the number of boats of each', async () => {
    const type = await catalogue.createItem('Gulet');
    await createBoat(s.t.db, { type_id: type.id });
    await createBoat(s.t.db, { type_id: type.id, active: false });
    const list = contentOf<Page<BoatTypeItem>>(await call('GET', '/v1/admin/boattypes', s.adminToken));
    expect(list.items.find((i) => i.id === type.id)).toEqual({ id: type.id, name: 'Gulet', slug: 'gulet', boat_count: 2 });
  });

  it('searches names by Turkish case rules', async () => {
    await catalogue.createItem('Sürat Teknesi');
    for (const q of ['SÜRAT', 'surat', 'teknesİ']) {
      const list = contentOf<Page<BoatTypeItem>>(
        await call('GET', `/v1/admin/boattypes?q=${encodeURIComponent(q)}`, s.adminToken),
      );
      expect(
        list.items.map((i) => i.name),
        q,
      ).toEqual(['Sürat Teknesi']);
    }
  });
});

describe('GET /v1/admin/boattypes/{id}', () => {
  it('reads one type', async () => {
    const type = await catalogue.createItem('Katamaran');
    expect(contentOf<BoatTypeItem>(await call('GET', `/v1/admin/boattypes/${type.id}`, s.adminToken))).toEqual({
      id: type.id,
      name: 'Katamaran',
      slug: 'katamaran',
      boat_count: 0,
    });
  });
});

describe('POST /v1/admin/boattypes', () => {
  it('creates a type with a trimmed name and a transliterated slug', async () => {
    const created = await catalogue.createItem('  Motor Yat  ');
    expect(created).toMatchObject({ name: 'Motor Yat', slug: 'motor-yat', boat_count: 0 });
    const [row] = await s.t.db.select().from(boatTypes).where(eq(boatTypes.id, created.id));
    expect(row).toMatchObject({ name: 'Motor Yat', slug: 'motor-yat' });
  });
});

describe('PUT /v1/admin/boattypes/{id}', () => {
  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    const missing = await call('PUT', '/v1/admin/boattypes/999999', s.adminToken, { name: 'Yok Tip' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Tekne tipi bulunamadı.');
    const type = await createBoatType(s.t.db);
    expect((await call('PUT', `/v1/admin/boattypes/${type.id}`, s.adminToken, { name: '' })).statusCode).toBe(400);
  });
});

describe('DELETE /v1/admin/boattypes/{id}', () => {
  it('answers 409 naming up to five boats of the type and listing all of them', async () => {
    await expectInUseConflict(s, '/v1/admin/boattypes', {
      rowName: 'Kalabalık Tekne Tipi',
      unitNames: ['Alkım', 'Bade', 'Ceren', 'Defne', 'Ece', 'Füsun', 'Gülce'],
      addUnit: (name, id) => createBoat(s.t.db, { name, type_id: id }),
      message:
        'Bu tekne tipi 7 teknede kullanılıyor: Alkım, Bade, Ceren, Defne, Ece ve 2 tekne daha. Önce bu teknelere başka bir tip seçin.',
      key: 'boats',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('DELETE', '/v1/admin/boattypes/999999', s.adminToken);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Tekne tipi bulunamadı.');
  });
});

describe('authorisation matrix', () => {
  let typeId: number;
  beforeAll(async () => {
    typeId = (await createBoatType(s.t.db, { name: 'Yetki Tipi' })).id;
  });
  const endpoints = (): Endpoint[] => [
    ['GET', '/v1/admin/boattypes'],
    ['GET', `/v1/admin/boattypes/${typeId}`],
    ['POST', '/v1/admin/boattypes', { name: 'Sahibin Tipi' }],
    ['PUT', `/v1/admin/boattypes/${typeId}`, { name: 'Sahibin Tipi' }],
    ['DELETE', `/v1/admin/boattypes/${typeId}`],
  ];
  it('OWNER 403, anonymous 401, expired token 401 on every call, and nothing changes', async () => {
    for (const endpoint of endpoints()) await expectRefused(s, endpoint);
    expect(contentOf<BoatTypeItem>(await call('GET', `/v1/admin/boattypes/${typeId}`, s.adminToken)).name).toBe('Yetki Tipi');
    const list = contentOf<Page<BoatTypeItem>>(await call('GET', '/v1/admin/boattypes?q=Sahibin', s.adminToken));
    expect(list.total).toBe(0);
  });
});

catalogue.sharedTests();
