/**
 * Towns (ilçe) and districts (bölge) of SPEC §7 (`/towns`, `/towns/select`,
 * `/showtown/{id}`, `/districts`; §9 page size 10): every call, the 409s
 * (duplicate, in use by villas, a town with districts), 400s, and the
 * authorisation matrix (`/towns/select` is open to every signed-in user).
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DistrictItem, InUseErrorBody, TownDetail, TownItem, TownOption } from '@yali/contract';
import { districts, towns } from '../../src/db/schema.ts';
import { signExpiredToken } from '../helpers/auth.ts';
import { adminSuite, authorisationMatrix, type Endpoint } from '../helpers/catalogue-suite.ts';
import { createDistrict, createTown, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const s = adminSuite();
const { call } = s;

const postTown = async (name: string) =>
  contentOf<TownDetail>(await call('POST', '/v1/admin/towns', s.adminToken, { name }), 201);
const postDistrict = async (town_id: number, name: string) =>
  contentOf<DistrictItem>(await call('POST', '/v1/admin/districts', s.adminToken, { town_id, name }), 201);

describe('towns', () => {
  it('creates a town with a slug and no districts', async () => {
    const town = await postTown('Kaş');
    expect(town).toMatchObject({ name: 'Kaş', slug: 'kas', district_count: 0, villa_count: 0, districts: [] });
  });

  it('answers 409 for a duplicate town name and 400 for a bad one', async () => {
    await postTown('Fethiye');
    const dup = await call('POST', '/v1/admin/towns', s.adminToken, { name: 'FETHİYE' });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('Bu isimde bir ilçe zaten var.');
    const bad = await call('POST', '/v1/admin/towns', s.adminToken, { name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).issues).toContainEqual({ path: 'body.name', message: 'Ad en az 2 karakter olmalı.' });
  });

  it('lists towns with district and villa counts, 10 per page, by name', async () => {
    const town = await postTown('Sayılı İlçe');
    const d = await postDistrict(town.town_id, 'Sayılı Bölge');
    await createVilla(s.t.db, { town_id: town.town_id, district_id: d.district_id });
    for (let i = 0; i < 10; i++) await createTown(s.t.db, { name: `Zz İlçe ${i}` });
    // A villa and a district elsewhere must not count for this town.
    const other = await postTown('Başka İlçe');
    await postDistrict(other.town_id, 'Başka Bölge');
    await createVilla(s.t.db, { town_id: other.town_id });
    const list = contentOf<Page<TownItem>>(await call('GET', '/v1/admin/towns', s.adminToken));
    expect(list.items).toHaveLength(10);
    expect(list.total).toBeGreaterThanOrEqual(14);
    const mine = contentOf<Page<TownItem>>(await call('GET', '/v1/admin/towns?q=sayılı', s.adminToken));
    expect(mine.items).toEqual([
      { town_id: town.town_id, name: 'Sayılı İlçe', slug: 'sayili-ilce', district_count: 1, villa_count: 1 },
    ]);
    const page2 = contentOf<Page<TownItem>>(await call('GET', '/v1/admin/towns?skip=10&take=10', s.adminToken));
    expect(page2.items.length).toBe(list.total - 10);
  });

  it('serves every town to selects for ADMIN and OWNER alike', async () => {
    for (const token of [s.adminToken, s.ownerToken]) {
      const all = contentOf<TownOption[]>(await call('GET', '/v1/admin/towns/select', token));
      expect(all.length).toBeGreaterThanOrEqual(13);
      expect(Object.keys(all[0]!).sort()).toEqual(['name', 'town_id']);
    }
    expect((await call('GET', '/v1/admin/towns/select')).statusCode).toBe(401);
    expect((await call('GET', '/v1/admin/towns/select', await signExpiredToken(s.owner))).statusCode).toBe(401);
  });

  it('shows a town with all its districts (/showtown/{id})', async () => {
    const town = await postTown('Gösterilen');
    await postDistrict(town.town_id, 'Bir');
    await postDistrict(town.town_id, 'İki');
    const shown = contentOf<TownDetail>(await call('GET', `/v1/admin/showtown/${town.town_id}`, s.adminToken));
    expect(shown.district_count).toBe(2);
    expect(shown.districts.map((d) => d.name).sort()).toEqual(['Bir', 'İki']);
    expect((await call('GET', '/v1/admin/showtown/999999', s.adminToken)).statusCode).toBe(404);
    expect((await call('GET', '/v1/admin/showtown/0', s.adminToken)).statusCode).toBe(400);
  });

  it('renames a town (PUT /towns/{town_id}); 404 unknown, 409 duplicate', async () => {
    const town = await postTown('Eski Ad');
    const renamed = contentOf<TownDetail>(
      await call('PUT', `/v1/admin/towns/${town.town_id}`, s.adminToken, { name: 'Yeni Ad' }),
    );
    expect(renamed).toMatchObject({ town_id: town.town_id, name: 'Yeni Ad', slug: 'yeni-ad' });
    expect((await call('PUT', '/v1/admin/towns/999999', s.adminToken, { name: 'Hiç' })).statusCode).toBe(404);
    const dup = await call('PUT', `/v1/admin/towns/${town.town_id}`, s.adminToken, { name: 'Kaş' });
    expect(dup.statusCode).toBe(409);
  });

  it('deletes an empty town', async () => {
    const town = await postTown('Boş İlçe');
    expect(contentOf(await call('DELETE', `/v1/admin/towns/${town.town_id}`, s.adminToken))).toEqual({ id: town.town_id });
    expect(await s.t.db.select().from(towns).where(eq(towns.town_id, town.town_id))).toEqual([]);
    expect((await call('DELETE', `/v1/admin/towns/${town.town_id}`, s.adminToken)).statusCode).toBe(404);
  });

  it('answers 409 for a town that villas use or that has districts, listing them', async () => {
    const town = await postTown('Dolu İlçe');
    const d = await postDistrict(town.town_id, 'Dolu Bölge');
    const v = await createVilla(s.t.db, { name: 'Villa Dolu', town_id: town.town_id });
    const res = await call('DELETE', `/v1/admin/towns/${town.town_id}`, s.adminToken);
    expect(res.statusCode).toBe(409);
    const body = res.json<InUseErrorBody>().content;
    expect(body.message).toBe(
      'Bu ilçe 1 villada kullanılıyor: Villa Dolu. Bu ilçenin 1 bölgesi var: Dolu Bölge. Önce bunları kaldırın ya da başka bir ilçeye taşıyın.',
    );
    expect(body.villas).toEqual([{ id: v.id, name: 'Villa Dolu' }]);
    expect(body.districts).toEqual([{ district_id: d.district_id, name: 'Dolu Bölge' }]);

    const onlyDistricts = await postTown('Bölgeli İlçe');
    await postDistrict(onlyDistricts.town_id, 'Tek Bölge');
    const res2 = await call('DELETE', `/v1/admin/towns/${onlyDistricts.town_id}`, s.adminToken);
    expect(res2.statusCode).toBe(409);
    expect(errorOf(res2).message).toBe(
      'Bu ilçenin 1 bölgesi var: Tek Bölge. Önce bunları kaldırın ya da başka bir ilçeye taşıyın.',
    );
  });
});

describe('districts', () => {
  it('creates a district in a town; 409 for the same name in that town, fine in another', async () => {
    const a = await postTown('A İlçesi');
    const b = await postTown('B İlçesi');
    const d = await postDistrict(a.town_id, 'Merkez');
    expect(d).toMatchObject({ town_id: a.town_id, town_name: 'A İlçesi', name: 'Merkez', slug: 'merkez', villa_count: 0 });
    const dup = await call('POST', '/v1/admin/districts', s.adminToken, { town_id: a.town_id, name: 'MERKEZ' });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('Bu ilçede aynı isimde bir bölge zaten var.');
    expect((await postDistrict(b.town_id, 'Merkez')).town_id).toBe(b.town_id);
  });

  it('answers 400 for an unknown or missing town and a bad name', async () => {
    const unknown = await call('POST', '/v1/admin/districts', s.adminToken, { town_id: 999999, name: 'Yetim' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).issues).toEqual([{ path: 'body.town_id', message: 'Seçilen ilçe bulunamadı.' }]);
    const missing = await call('POST', '/v1/admin/districts', s.adminToken, { name: 'Yetim' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).issues?.[0]?.path).toBe('body.town_id');
    const town = await postTown('İsim Testi');
    expect((await call('POST', '/v1/admin/districts', s.adminToken, { town_id: town.town_id, name: '' })).statusCode).toBe(400);
  });

  it('lists districts 10 per page, filtered by town', async () => {
    const town = await postTown('Çok Bölgeli');
    for (let i = 0; i < 12; i++) await postDistrict(town.town_id, `Bölge ${String(i).padStart(2, '0')}`);
    const first = contentOf<Page<DistrictItem>>(await call('GET', `/v1/admin/districts?town_id=${town.town_id}`, s.adminToken));
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items.every((d) => d.town_id === town.town_id && d.town_name === 'Çok Bölgeli')).toBe(true);
    const second = contentOf<Page<DistrictItem>>(
      await call('GET', `/v1/admin/districts?town_id=${town.town_id}&skip=10`, s.adminToken),
    );
    expect(second.items.map((d) => d.name)).toEqual(['Bölge 10', 'Bölge 11']);
    const all = contentOf<Page<DistrictItem>>(await call('GET', '/v1/admin/districts', s.adminToken));
    expect(all.total).toBeGreaterThan(12);
    expect((await call('GET', '/v1/admin/districts?town_id=abc', s.adminToken)).statusCode).toBe(400);
  });

  it('reads one district (GET /districts/{id}); 404 unknown', async () => {
    const d = await createDistrict(s.t.db, { name: 'Okunan' });
    expect(contentOf<DistrictItem>(await call('GET', `/v1/admin/districts/${d.district_id}`, s.adminToken))).toMatchObject({
      district_id: d.district_id,
      name: 'Okunan',
    });
    expect((await call('GET', '/v1/admin/districts/999999', s.adminToken)).statusCode).toBe(404);
  });

  it('edits a district (PUT /districts/{district_id}), moving it while unused', async () => {
    const a = await postTown('Taşınan A');
    const b = await postTown('Taşınan B');
    const d = await postDistrict(a.town_id, 'Gezgin');
    const moved = contentOf<DistrictItem>(
      await call('PUT', `/v1/admin/districts/${d.district_id}`, s.adminToken, { town_id: b.town_id, name: 'Gezgin Bölge' }),
    );
    expect(moved).toMatchObject({ town_id: b.town_id, town_name: 'Taşınan B', name: 'Gezgin Bölge', slug: 'gezgin-bolge' });
    expect((await call('PUT', '/v1/admin/districts/999999', s.adminToken, { town_id: b.town_id, name: 'Hiç' })).statusCode).toBe(
      404,
    );
  });

  it('refuses to move a district that villas use to another town (409), but renames it', async () => {
    const a = await postTown('Sabit A');
    const b = await postTown('Sabit B');
    const d = await postDistrict(a.town_id, 'Sabit');
    await createVilla(s.t.db, { name: 'Villa Sabit', town_id: a.town_id, district_id: d.district_id });
    const res = await call('PUT', `/v1/admin/districts/${d.district_id}`, s.adminToken, { town_id: b.town_id, name: 'Sabit' });
    expect(res.statusCode).toBe(409);
    expect(res.json<InUseErrorBody>().content.villas?.map((v) => v.name)).toEqual(['Villa Sabit']);
    const renamed = await call('PUT', `/v1/admin/districts/${d.district_id}`, s.adminToken, {
      town_id: a.town_id,
      name: 'Sabit 2',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('deletes an unused district; 409 listing villas for one in use; 404 unknown', async () => {
    const town = await postTown('Silme İlçesi');
    const free = await postDistrict(town.town_id, 'Boş');
    expect(contentOf(await call('DELETE', `/v1/admin/districts/${free.district_id}`, s.adminToken))).toEqual({
      id: free.district_id,
    });
    expect(await s.t.db.select().from(districts).where(eq(districts.district_id, free.district_id))).toEqual([]);

    const used = await postDistrict(town.town_id, 'Dolu');
    const v = await createVilla(s.t.db, { name: 'Villa Bölgeli', town_id: town.town_id, district_id: used.district_id });
    const res = await call('DELETE', `/v1/admin/districts/${used.district_id}`, s.adminToken);
    expect(res.statusCode).toBe(409);
    const body = res.json<InUseErrorBody>().content;
    expect(body.message).toBe('Bu bölge 1 villada kullanılıyor: Villa Bölgeli. Önce bu villaların bölgesini değiştirin.');
    expect(body.villas).toEqual([{ id: v.id, name: 'Villa Bölgeli' }]);
    expect((await call('DELETE', '/v1/admin/districts/999999', s.adminToken)).statusCode).toBe(404);
  });
});

describe('authorisation matrix', () => {
  authorisationMatrix(s, [
    ['GET', '/v1/admin/towns'],
    ['GET', '/v1/admin/showtown/1'],
    ['POST', '/v1/admin/towns', { name: 'Yetki' }],
    ['PUT', '/v1/admin/towns/1', { name: 'Yetki' }],
    ['DELETE', '/v1/admin/towns/1'],
    ['GET', '/v1/admin/districts'],
    ['GET', '/v1/admin/districts/1'],
    ['POST', '/v1/admin/districts', { town_id: 1, name: 'Yetki' }],
    ['PUT', '/v1/admin/districts/1', { town_id: 1, name: 'Yetki' }],
    ['DELETE', '/v1/admin/districts/1'],
  ] satisfies Endpoint[]);
});
