/** An OWNER reads only their own villas; another owner's villa is a 404 (DESIGN §3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type VillaDetail, type VillaListItem } from '@yali/contract';
import { bearer, signInAll } from '../helpers/auth.ts';
import { createComment, createPricePeriod, createUser, createVilla, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner1: TestUser;
let owner2: TestUser;
const tokens: Record<'admin' | 'owner1' | 'owner2' | 'idle', string> = { admin: '', owner1: '', owner2: '', idle: '' };
const own1: number[] = [];
const own2: number[] = [];
let unowned: number;

const get = (url: string, who: keyof typeof tokens) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
const list = async (who: keyof typeof tokens, query = '') =>
  contentOf<Page<VillaListItem>>(await get(`/v1/admin/villas${query}`, who));

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN' });
  owner1 = await createUser(t.db, { role: 'OWNER' });
  owner2 = await createUser(t.db, { role: 'OWNER' });
  const idle = await createUser(t.db, { role: 'OWNER' });
  for (const name of ['Mavi Koy', 'Zeytinlik', 'Çam Evi']) own1.push((await createVilla(t.db, { name, owner_id: owner1.id })).id);
  // One of owner1's villas is inactive: the owner still sees it.
  own1.push((await createVilla(t.db, { name: 'Pasif Ev', owner_id: owner1.id, active: false })).id);
  for (const name of ['Mavi Tepe', 'Limon Bahçesi']) own2.push((await createVilla(t.db, { name, owner_id: owner2.id })).id);
  unowned = (await createVilla(t.db, { name: 'Sahipsiz Villa' })).id;
  await signInAll(t.app, tokens, { admin, owner1, owner2, idle });
});
afterAll(() => t?.close());

describe('GET /v1/admin/villas as an OWNER', () => {
  it('lists only the owner’s villas, with a matching total', async () => {
    const page = await list('owner1');
    expect(page.total).toBe(own1.length);
    expect(page.items.map((v) => v.id).sort()).toEqual([...own1].sort());
    expect(page.items.every((v) => v.owner?.id === owner1.id)).toBe(true);

    const page2 = await list('owner2');
    expect(page2.total).toBe(own2.length);
    expect(page2.items.map((v) => v.id).sort()).toEqual([...own2].sort());
  });

  it('keeps the scope under paging and every order', async () => {
    for (const query of ['?take=1', '?skip=1&take=2', '?order=id&dir=desc', '?order=popular']) {
      const page = await list('owner1', query);
      expect(page.total, query).toBe(own1.length);
      expect(
        page.items.every((v) => own1.includes(v.id)),
        query,
      ).toBe(true);
    }
  });

  it('keeps the scope in a name search: another owner’s matching villa stays hidden', async () => {
    const page = await list('owner1', '?q=mavi');
    expect(page.items.map((v) => v.name)).toEqual(['Mavi Koy']);
    expect(page.total).toBe(1);
    expect((await list('admin', '?q=mavi')).total).toBe(2);
  });

  it('answers an empty page to an owner without villas', async () => {
    expect(await list('idle')).toEqual({ items: [], total: 0 });
  });

  it('lets the ADMIN see every villa, unowned ones too', async () => {
    const page = await list('admin', '?take=100');
    expect(page.total).toBe(own1.length + own2.length + 1);
    expect(page.items.map((v) => v.id)).toEqual(expect.arrayContaining([...own1, ...own2, unowned]));
  });
});

describe('GET /v1/admin/villas/:id as an OWNER', () => {
  it('answers 200 with the full detail for the owner’s own villa', async () => {
    const id = own1[0]!;
    await createPricePeriod(t.db, { villa_id: id, start_date: '2030-06-01', end_date: '2030-06-30' });
    await createComment(t.db, { villa_id: id, active: false });
    const v = contentOf<VillaDetail>(await get(`/v1/admin/villas/${id}`, 'owner1'));
    expect(v.id).toBe(id);
    expect(v.owner?.id).toBe(owner1.id);
    expect(v.prices).toHaveLength(1);
    expect(v.comments).toHaveLength(1);
  });

  it('answers 404 for another owner’s villa, exactly like an unknown id, so ids cannot be probed', async () => {
    const foreign = await get(`/v1/admin/villas/${own2[0]}`, 'owner1');
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toEqual({ code: 'NOT_FOUND', message: API_MESSAGES.VILLA_NOT_FOUND });
    const unknown = await get('/v1/admin/villas/999999', 'owner1');
    expect(foreign.json()).toEqual(unknown.json());
  });

  it('answers 404 for an unowned villa', async () => {
    expect((await get(`/v1/admin/villas/${unowned}`, 'owner1')).statusCode).toBe(404);
  });

  it('works both ways: owner2 cannot read owner1’s villas', async () => {
    for (const id of own1) expect((await get(`/v1/admin/villas/${id}`, 'owner2')).statusCode).toBe(404);
    for (const id of own2) expect((await get(`/v1/admin/villas/${id}`, 'owner2')).statusCode).toBe(200);
  });

  it('lets the ADMIN read any villa', async () => {
    for (const id of [...own1, ...own2, unowned]) expect((await get(`/v1/admin/villas/${id}`, 'admin')).statusCode).toBe(200);
  });
});
