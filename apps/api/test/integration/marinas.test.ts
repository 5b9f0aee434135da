/**
 * Marinas (SPEC §7 `GET /marina?skip&take=10`, `GET /showmarina/{id}`,
 * `POST /marina`, `PUT /marina/{marina_id}`, `DELETE /marina/{id}`): list
 * with boat counts, slug generated from the name when empty and unique,
 * optional coordinates, 409 for a marina in use (naming the boats), Turkish
 * 400s, 404s and the authorisation matrix.
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BoatInUseErrorBody, MarinaItem } from '@yali/contract';
import { marinas } from '../../src/db/schema.ts';
import { adminSuite, type Endpoint, expectRefused } from '../helpers/catalogue-suite.ts';
import { createBoat, createMarina } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const s = adminSuite();
const { call } = s;

async function create(body: object) {
  return contentOf<MarinaItem>(await call('POST', '/v1/admin/marina', s.adminToken, body), 201);
}

describe('POST /v1/admin/marina', () => {
  it('creates a marina with a slug from the name when none is given', async () => {
    const m = await create({ name: 'Göcek Skopea Marina', location: 'Muğla, Göcek', lat: 36.7536, lng: 28.9406 });
    expect(m).toEqual({
      marina_id: m.marina_id,
      name: 'Göcek Skopea Marina',
      slug: 'gocek-skopea-marina',
      location: 'Muğla, Göcek',
      lat: 36.7536,
      lng: 28.9406,
      boat_count: 0,
    });
    const empty = await create({ name: 'Kaş Setur Marina', slug: '' });
    expect(empty).toMatchObject({ slug: 'kas-setur-marina', location: '', lat: null, lng: null });
  });

  it('takes a given slug and answers 409 in Turkish when a slug is taken', async () => {
    expect(await create({ name: 'Bodrum Milta Marina', slug: 'milta' })).toMatchObject({ slug: 'milta' });
    const given = await call('POST', '/v1/admin/marina', s.adminToken, { name: 'Başka Marina', slug: 'milta' });
    expect(given.statusCode).toBe(409);
    expect(errorOf(given)).toEqual({
      code: 'CONFLICT',
      message: 'Bu adres (slug) başka bir marinada kullanılıyor; farklı bir ad ya da adres girin.',
    });
    await create({ name: 'Fethiye Ece Marina' });
    expect((await call('POST', '/v1/admin/marina', s.adminToken, { name: 'FETHİYE ECE MARINA' })).statusCode).toBe(409);
  });

  it('answers 400 with Turkish issues for bad fields', async () => {
    const cases: [object, string, string][] = [
      [{}, 'body.name', 'Ad gerekli.'],
      [{ name: 'M' }, 'body.name', 'Ad en az 2 karakter olmalı.'],
      [
        { name: 'Marina', slug: 'Büyük Harf' },
        'body.slug',
        'Adres yalnızca küçük harf, rakam ve tire içerebilir (ör. villa-deniz).',
      ],
      [{ name: 'Marina', lat: 91 }, 'body.lat', 'Enlem -90 ile 90 arasında olmalı.'],
      [{ name: 'Marina', lng: -181 }, 'body.lng', 'Boylam -180 ile 180 arasında olmalı.'],
      [{ name: 'Marina', location: 'x'.repeat(121) }, 'body.location', 'Konum en fazla 120 karakter olabilir.'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call('POST', '/v1/admin/marina', s.adminToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).issues).toContainEqual({ path, message });
    }
  });
});

describe('GET /v1/admin/marina and /showmarina/{id}', () => {
  it('lists marinas by name with boat counts, 10 a page, and pages with skip/take', async () => {
    const m = await create({ name: 'Marmaris Netsel Marina', location: 'Muğla, Marmaris' });
    await createBoat(s.t.db, { marina_id: m.marina_id });
    for (let i = 0; i < 10; i++) await createMarina(s.t.db, { name: `Sayfa Marina ${String(i).padStart(2, '0')}` });
    const first = contentOf<Page<MarinaItem>>(await call('GET', '/v1/admin/marina', s.adminToken));
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(15);
    const all = [
      ...first.items,
      ...contentOf<Page<MarinaItem>>(await call('GET', '/v1/admin/marina?take=100', s.adminToken)).items,
    ];
    const names = all.map((i) => i.name);
    // Ordered by name: ASCII names keep their alphabetical order whatever the database collation.
    expect(names.indexOf('Marmaris Netsel Marina')).toBeLessThan(names.indexOf('Sayfa Marina 00'));
    expect(names.indexOf('Sayfa Marina 00')).toBeLessThan(names.indexOf('Sayfa Marina 09'));
    const rest = contentOf<Page<MarinaItem>>(await call('GET', '/v1/admin/marina?skip=10&take=10', s.adminToken));
    expect(rest.items.length).toBe(first.total - 10);
    const netsel = contentOf<Page<MarinaItem>>(await call('GET', '/v1/admin/marina?q=NETSEL', s.adminToken));
    expect(netsel.items).toEqual([expect.objectContaining({ marina_id: m.marina_id, boat_count: 1 })]);
    const byPlace = contentOf<Page<MarinaItem>>(await call('GET', '/v1/admin/marina?q=marmarİs', s.adminToken));
    expect(byPlace.items.map((i) => i.marina_id)).toContain(m.marina_id);
  });

  it('reads one marina; 404 in Turkish for an unknown id, 400 for a bad one', async () => {
    const m = await createMarina(s.t.db, { name: 'Okunan Marina' });
    expect(contentOf<MarinaItem>(await call('GET', `/v1/admin/showmarina/${m.marina_id}`, s.adminToken))).toMatchObject({
      marina_id: m.marina_id,
      name: 'Okunan Marina',
    });
    const res = await call('GET', '/v1/admin/showmarina/999999', s.adminToken);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Marina bulunamadı.' });
    expect((await call('GET', '/v1/admin/showmarina/abc', s.adminToken)).statusCode).toBe(400);
    expect((await call('GET', '/v1/admin/marina?take=101', s.adminToken)).statusCode).toBe(400);
  });
});

describe('PUT /v1/admin/marina/{marina_id}', () => {
  it('changes every field; an empty slug is made from the new name', async () => {
    const m = await create({ name: 'Eski Ad Marina', location: 'Muğla' });
    const kept = contentOf<MarinaItem>(
      await call('PUT', `/v1/admin/marina/${m.marina_id}`, s.adminToken, {
        name: 'Yeni Ad Marina',
        slug: m.slug,
        location: 'Muğla, Fethiye',
        lat: 36.62,
        lng: 29.1,
      }),
    );
    expect(kept).toMatchObject({ name: 'Yeni Ad Marina', slug: 'eski-ad-marina', location: 'Muğla, Fethiye', lat: 36.62 });
    const regenerated = contentOf<MarinaItem>(
      await call('PUT', `/v1/admin/marina/${m.marina_id}`, s.adminToken, { name: 'Yeni Ad Marina', slug: '' }),
    );
    expect(regenerated).toMatchObject({ slug: 'yeni-ad-marina', lat: null, lng: null });
    const [row] = await s.t.db.select().from(marinas).where(eq(marinas.marina_id, m.marina_id));
    expect(row?.slug).toBe('yeni-ad-marina');
  });

  it('answers 404 for an unknown marina, 409 for another’s slug, 400 for a bad body', async () => {
    const missing = await call('PUT', '/v1/admin/marina/999999', s.adminToken, { name: 'Hiç Marina' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Marina bulunamadı.');
    const a = await create({ name: 'Birinci Marina' });
    await create({ name: 'İkinci Marina' });
    const clash = await call('PUT', `/v1/admin/marina/${a.marina_id}`, s.adminToken, { name: 'Birinci', slug: 'ikinci-marina' });
    expect(clash.statusCode).toBe(409);
    expect((await call('PUT', `/v1/admin/marina/${a.marina_id}`, s.adminToken, { name: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/v1/admin/marina/abc', s.adminToken, { name: 'Marina' })).statusCode).toBe(400);
  });
});

describe('DELETE /v1/admin/marina/{id}', () => {
  it('deletes an empty marina', async () => {
    const m = await createMarina(s.t.db);
    expect(contentOf(await call('DELETE', `/v1/admin/marina/${m.marina_id}`, s.adminToken))).toEqual({ marina_id: m.marina_id });
    expect((await call('GET', `/v1/admin/showmarina/${m.marina_id}`, s.adminToken)).statusCode).toBe(404);
  });

  it('answers 409 naming the boats berthed there', async () => {
    const m = await createMarina(s.t.db);
    const a = await createBoat(s.t.db, { name: 'Mavi Rüya', marina_id: m.marina_id });
    const b = await createBoat(s.t.db, { name: 'Deniz Yıldızı', marina_id: m.marina_id, active: false });
    const res = await call('DELETE', `/v1/admin/marina/${m.marina_id}`, s.adminToken);
    expect(res.statusCode).toBe(409);
    const body = res.json<BoatInUseErrorBody>().content;
    expect(body.message).toBe(
      'Bu marina 2 teknede kullanılıyor: Deniz Yıldızı, Mavi Rüya. Önce bu tekneleri başka bir marinaya taşıyın.',
    );
    expect(body.boats).toEqual([
      { id: b.id, name: 'Deniz Yıldızı' },
      { id: a.id, name: 'Mavi Rüya' },
    ]);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('DELETE', '/v1/admin/marina/999999', s.adminToken)).statusCode).toBe(404);
  });
});

describe('authorisation matrix', () => {
  it('OWNER 403, anonymous 401, expired token 401 on every call, and nothing changes', async () => {
    const m = await createMarina(s.t.db, { name: 'Yetki Marina' });
    const endpoints: Endpoint[] = [
      ['GET', '/v1/admin/marina'],
      ['GET', `/v1/admin/showmarina/${m.marina_id}`],
      ['POST', '/v1/admin/marina', { name: 'Sahibin Marinası' }],
      ['PUT', `/v1/admin/marina/${m.marina_id}`, { name: 'Sahibin Marinası' }],
      ['DELETE', `/v1/admin/marina/${m.marina_id}`],
    ];
    for (const endpoint of endpoints) await expectRefused(s, endpoint);
    expect(contentOf<MarinaItem>(await call('GET', `/v1/admin/showmarina/${m.marina_id}`, s.adminToken)).name).toBe(
      'Yetki Marina',
    );
    expect(contentOf<Page<MarinaItem>>(await call('GET', '/v1/admin/marina?q=Sahibin', s.adminToken)).total).toBe(0);
  });
});
