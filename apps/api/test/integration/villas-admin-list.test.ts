/**
 * Issue 24, the back office's villa list: the filters of `GET /v1/admin/villas`
 * (region, owner, active, popular) and `PATCH /v1/admin/villas/order/top`
 * ("en üste taşı"), through HTTP on a real database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type VillaListItem } from '@yali/contract';
import { authorisationMatrix, adminSuite } from '../helpers/catalogue-suite.ts';
import { createDistrict, createUser, createVilla, type TestUser } from '../helpers/factories.ts';
import { loginAs } from '../helpers/auth.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

type Flags = { villa_id: number; order: number; active: boolean; popular: boolean };

describe('GET /v1/admin/villas filters', () => {
  const s = adminSuite();
  let otherOwner: TestUser;
  let otherOwnerToken: string;
  const ids: Record<string, number> = {};
  const region = { townA: 0, districtA1: 0, districtA2: 0, townB: 0, districtB1: 0 };

  beforeAll(async () => {
    otherOwner = await createUser(s.t.db, { role: 'OWNER' });
    otherOwnerToken = await loginAs(s.t.app, otherOwner);
    const a1 = await createDistrict(s.t.db);
    const a2 = await createDistrict(s.t.db, { town_id: a1.town_id });
    const b1 = await createDistrict(s.t.db);
    Object.assign(region, {
      townA: a1.town_id,
      districtA1: a1.district_id,
      districtA2: a2.district_id,
      townB: b1.town_id,
      districtB1: b1.district_id,
    });
    const place = (d: typeof a1) => ({ town_id: d.town_id, district_id: d.district_id });
    // name → where it is, whose it is, and its flags
    const rows = {
      'A1 sahip aktif popüler': { ...place(a1), owner_id: s.owner.id, active: true, popular: true },
      'A1 sahip pasif': { ...place(a1), owner_id: s.owner.id, active: false, popular: false },
      'A2 diğer aktif': { ...place(a2), owner_id: otherOwner.id, active: true, popular: false },
      'B1 diğer pasif popüler': { ...place(b1), owner_id: otherOwner.id, active: false, popular: true },
      'B1 acente aktif': { ...place(b1), owner_id: null, active: true, popular: false },
    };
    for (const [name, fields] of Object.entries(rows)) ids[name] = (await createVilla(s.t.db, { name, ...fields })).id;
  });

  const names = async (query: string, token = s.adminToken) => {
    const page = contentOf<Page<VillaListItem>>(await s.call('GET', `/v1/admin/villas?take=100&${query}`, token));
    expect(page.total, query).toBe(page.items.length);
    return page.items.map((v) => v.name).sort();
  };

  it('narrows by town (ilçe) and by district (bölge)', async () => {
    expect(await names(`town_id=${region.townA}`)).toEqual(['A1 sahip aktif popüler', 'A1 sahip pasif', 'A2 diğer aktif']);
    expect(await names(`district_id=${region.districtA1}`)).toEqual(['A1 sahip aktif popüler', 'A1 sahip pasif']);
    expect(await names(`town_id=${region.townB}`)).toEqual(['B1 acente aktif', 'B1 diğer pasif popüler']);
    // A district of another town: nothing matches both.
    expect(await names(`town_id=${region.townB}&district_id=${region.districtA2}`)).toEqual([]);
  });

  it('narrows by owner, active and popular, and combines the filters', async () => {
    expect(await names(`owner_id=${otherOwner.id}`)).toEqual(['A2 diğer aktif', 'B1 diğer pasif popüler']);
    expect(await names('active=false')).toEqual(['A1 sahip pasif', 'B1 diğer pasif popüler']);
    expect(await names('active=true')).toEqual(['A1 sahip aktif popüler', 'A2 diğer aktif', 'B1 acente aktif']);
    expect(await names('popular=true')).toEqual(['A1 sahip aktif popüler', 'B1 diğer pasif popüler']);
    expect(await names(`popular=false&active=true&town_id=${region.townB}`)).toEqual(['B1 acente aktif']);
    expect(await names(`owner_id=${s.owner.id}&q=pasif`)).toEqual(['A1 sahip pasif']);
  });

  it('counts the filtered total and pages within it', async () => {
    const res = await s.call('GET', `/v1/admin/villas?active=true&take=2`, s.adminToken);
    const page = contentOf<Page<VillaListItem>>(res);
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
  });

  it('keeps an OWNER to their own villas whatever owner_id says', async () => {
    expect(await names('', s.ownerToken)).toEqual(['A1 sahip aktif popüler', 'A1 sahip pasif']);
    expect(await names(`owner_id=${otherOwner.id}`, s.ownerToken)).toEqual([]);
    expect(await names(`owner_id=${s.owner.id}&active=false`, s.ownerToken)).toEqual(['A1 sahip pasif']);
    expect(await names(`town_id=${region.townA}`, otherOwnerToken)).toEqual(['A2 diğer aktif']);
  });

  it('refuses malformed filters with 400 and a Turkish message on the field', async () => {
    for (const [query, path, message] of [
      ['town_id=abc', 'querystring.town_id', 'İlçe geçersiz.'],
      ['town_id=0', 'querystring.town_id', 'İlçe geçersiz.'],
      ['district_id=1.5', 'querystring.district_id', 'Bölge geçersiz.'],
      ['district_id=99999999999', 'querystring.district_id', 'Bölge geçersiz.'],
      ['owner_id=-3', 'querystring.owner_id', 'Ev sahibi geçersiz.'],
      ['active=evet', 'querystring.active', 'true veya false olmalı.'],
      ['popular=1', 'querystring.popular', 'true veya false olmalı.'],
    ] as const) {
      for (const token of [s.adminToken, s.ownerToken]) {
        const res = await s.call('GET', `/v1/admin/villas?${query}`, token);
        expect(res.statusCode, query).toBe(400);
        expect(errorOf(res).message).toBe(API_MESSAGES.VALIDATION);
        expect(errorOf(res).issues, query).toContainEqual({ path, message });
      }
    }
  });
});

describe('PATCH /v1/admin/villas/order/top', () => {
  const s = adminSuite();
  /** Villa ids in the agency order, as the list's pages of 20 join up. */
  const agencyOrder = async () => {
    const ids: number[] = [];
    for (let skip = 0; ; skip += 20) {
      const page = contentOf<Page<VillaListItem>>(await s.call('GET', `/v1/admin/villas?skip=${skip}`, s.adminToken));
      ids.push(...page.items.map((v) => v.id));
      if (skip + 20 >= page.total) return ids;
    }
  };
  const top = (villa_id: unknown, token = s.adminToken) => s.call('PATCH', '/v1/admin/villas/order/top', token, { villa_id });

  it('moves the 25th villa (page 2) to the first place; the others keep their order', async () => {
    // Shuffled, gapped order values, so that neither ids nor 1…N give the order away.
    const sortOrders = [40, 5, 90, 15, 70, 10, 85, 30, 25, 60, 95, 35, 20, 75, 45, 65, 55, 80, 50, 100, 8, 12, 18, 22, 200];
    for (const sort_order of sortOrders) await createVilla(s.t.db, { sort_order });
    const before = await agencyOrder();
    const last = before[24] as number;
    const flags = contentOf<Flags>(await top(last));
    expect(flags).toMatchObject({ villa_id: last, order: 1 });
    const after = await agencyOrder();
    expect(after).toEqual([last, ...before.slice(0, 24)]);
    const firstPage = contentOf<Page<VillaListItem>>(await s.call('GET', '/v1/admin/villas', s.adminToken));
    expect(firstPage.items.map((v) => v.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Already first: nothing moves.
    contentOf<Flags>(await top(last));
    expect(await agencyOrder()).toEqual(after);
  });

  it('puts a villa strictly first when order values tie', async () => {
    const tied = [];
    for (let i = 0; i < 3; i++) tied.push((await createVilla(s.t.db, { sort_order: 0 })).id);
    const target = tied[2] as number;
    contentOf<Flags>(await top(target));
    const order = await agencyOrder();
    expect(order[0]).toBe(target);
    expect(order.slice(1, 3)).toEqual(tied.slice(0, 2));
  });

  it('changes nothing for an unknown villa (404) or a bad body (400)', async () => {
    const before = await agencyOrder();
    const unknown = await top(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: 'Villa bulunamadı.' });
    for (const bad of ['abc', 0, -1, 1.5, null]) {
      const res = await top(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(errorOf(res).issues).toContainEqual({ path: 'body.villa_id', message: 'Villa geçersiz.' });
    }
    expect(await agencyOrder()).toEqual(before);
  });

  it('leaves the order alone when an OWNER tries it, even on their own villa', async () => {
    const own = await createVilla(s.t.db, { owner_id: s.owner.id, sort_order: 10_000 });
    const before = await agencyOrder();
    expect((await top(own.id, s.ownerToken)).statusCode).toBe(403);
    expect(await agencyOrder()).toEqual(before);
  });

  authorisationMatrix(s, [['PATCH', '/v1/admin/villas/order/top', { villa_id: 1 }]]);
});
