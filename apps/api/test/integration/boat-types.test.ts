/**
 * Boat types (SPEC §7 `/boattypes`, §9 page size 10): list with boat counts,
 * read, create, rename, delete; 409 for a type in use (naming the boats) and
 * a duplicate name; Turkish 400s; 404s; the authorisation matrix.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoatInUseErrorBody, BoatTypeItem } from '@yali/contract';
import { boatTypes } from '../../src/db/schema.ts';
import {
  adminSuite,
  type Endpoint,
  expectBadPaging,
  expectNameIssues,
  expectRefused,
  expectUnknownAndBadIds,
} from '../helpers/catalogue-suite.ts';
import { createBoat, createBoatType } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const s = adminSuite();
const { call } = s;

async function createType(name: string) {
  return contentOf<BoatTypeItem>(await call('POST', '/v1/admin/boattypes', s.adminToken, { name }), 201);
}

describe('GET /v1/admin/boattypes', () => {
  it('lists types with the number of boats of each', async () => {
    const type = await createType('Gulet');
    await createBoat(s.t.db, { type_id: type.id });
    await createBoat(s.t.db, { type_id: type.id, active: false });
    const list = contentOf<Page<BoatTypeItem>>(await call('GET', '/v1/admin/boattypes', s.adminToken));
    expect(list.items.find((i) => i.id === type.id)).toEqual({ id: type.id, name: 'Gulet', slug: 'gulet', boat_count: 2 });
  });

  it('pages 10 at a time by default and honours skip/take', async () => {
    for (let i = 0; i < 11; i++) await createType(`Sayfa Tipi ${i}`);
    const first = contentOf<Page<BoatTypeItem>>(await call('GET', '/v1/admin/boattypes', s.adminToken));
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(12);
    const rest = contentOf<Page<BoatTypeItem>>(await call('GET', '/v1/admin/boattypes?skip=10&take=10', s.adminToken));
    expect(rest.items.length).toBe(first.total - 10);
    expect(rest.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
    const two = contentOf<Page<BoatTypeItem>>(await call('GET', '/v1/admin/boattypes?skip=1&take=2', s.adminToken));
    expect(two.items.map((i) => i.id)).toEqual(first.items.slice(1, 3).map((i) => i.id));
  });

  it('searches names by Turkish case rules', async () => {
    await createType('Sürat Teknesi');
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

  it('answers 400 for a bad skip/take', () => expectBadPaging(s, '/v1/admin/boattypes'));
});

describe('GET /v1/admin/boattypes/{id}', () => {
  it('reads one type', async () => {
    const type = await createType('Katamaran');
    expect(contentOf<BoatTypeItem>(await call('GET', `/v1/admin/boattypes/${type.id}`, s.adminToken))).toEqual({
      id: type.id,
      name: 'Katamaran',
      slug: 'katamaran',
      boat_count: 0,
    });
  });
  it('answers 404 in Turkish for an unknown id and 400 for a bad one', () =>
    expectUnknownAndBadIds(s, (id) => `/v1/admin/boattypes/${id}`, 'Tekne tipi bulunamadı.'));
});

describe('POST /v1/admin/boattypes', () => {
  it('creates a type with a trimmed name and a transliterated slug', async () => {
    const created = await createType('  Motor Yat  ');
    expect(created).toMatchObject({ name: 'Motor Yat', slug: 'motor-yat', boat_count: 0 });
    const [row] = await s.t.db.select().from(boatTypes).where(eq(boatTypes.id, created.id));
    expect(row).toMatchObject({ name: 'Motor Yat', slug: 'motor-yat' });
  });

  it('answers 409 for a name whose slug exists (case and Turkish letters aside)', async () => {
    await createType('Yelkenli Yat');
    for (const name of ['Yelkenli Yat', 'YELKENLİ YAT', 'yelkenli yat']) {
      const res = await call('POST', '/v1/admin/boattypes', s.adminToken, { name });
      expect(res.statusCode, name).toBe(409);
      expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'Bu isimde bir tekne tipi zaten var.' });
    }
  });

  it('answers 400 with Turkish issues for a missing, short or long name', () => expectNameIssues(s, '/v1/admin/boattypes'));
});

describe('PUT /v1/admin/boattypes/{id}', () => {
  it('renames a type and its slug', async () => {
    const created = await createType('Tirhandil');
    const updated = contentOf<BoatTypeItem>(
      await call('PUT', `/v1/admin/boattypes/${created.id}`, s.adminToken, { name: 'Büyük Tirhandil' }),
    );
    expect(updated).toMatchObject({ id: created.id, name: 'Büyük Tirhandil', slug: 'buyuk-tirhandil' });
  });
  it('keeps its own name without a self-conflict and answers 409 for another’s', async () => {
    const a = await createType('Balıkçı Teknesi');
    await createType('Gezi Teknesi');
    expect((await call('PUT', `/v1/admin/boattypes/${a.id}`, s.adminToken, { name: 'Balıkçı Teknesi' })).statusCode).toBe(200);
    const res = await call('PUT', `/v1/admin/boattypes/${a.id}`, s.adminToken, { name: 'GEZİ teknesi' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Bu isimde bir tekne tipi zaten var.');
  });
  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    const missing = await call('PUT', '/v1/admin/boattypes/999999', s.adminToken, { name: 'Yok Tip' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Tekne tipi bulunamadı.');
    const type = await createBoatType(s.t.db);
    expect((await call('PUT', `/v1/admin/boattypes/${type.id}`, s.adminToken, { name: '' })).statusCode).toBe(400);
  });
});

describe('DELETE /v1/admin/boattypes/{id}', () => {
  it('deletes an unused type', async () => {
    const created = await createType('Silinecek Tekne Tipi');
    expect(contentOf(await call('DELETE', `/v1/admin/boattypes/${created.id}`, s.adminToken))).toEqual({ id: created.id });
    expect((await call('GET', `/v1/admin/boattypes/${created.id}`, s.adminToken)).statusCode).toBe(404);
  });

  it('answers 409 naming up to five boats of the type and listing all of them', async () => {
    const type = await createType('Kalabalık Tekne Tipi');
    const names = ['Alkım', 'Bade', 'Ceren', 'Defne', 'Ece', 'Füsun', 'Gülce'];
    const made = [];
    for (const name of names) made.push(await createBoat(s.t.db, { name, type_id: type.id }));
    const res = await call('DELETE', `/v1/admin/boattypes/${type.id}`, s.adminToken);
    expect(res.statusCode).toBe(409);
    const body = res.json<BoatInUseErrorBody>().content;
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toBe(
      'Bu tekne tipi 7 teknede kullanılıyor: Alkım, Bade, Ceren, Defne, Ece ve 2 tekne daha. Önce bu teknelere başka bir tip seçin.',
    );
    expect(body.boats).toEqual(made.map((b) => ({ id: b.id, name: b.name })));
    expect((await call('GET', `/v1/admin/boattypes/${type.id}`, s.adminToken)).statusCode).toBe(200);
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
