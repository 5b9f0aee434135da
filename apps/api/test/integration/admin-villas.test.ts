/** `GET /v1/admin/villas` and `GET /v1/admin/villas/:id` as an ADMIN (SPEC §7 "Admin reads"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, VILLA_TYPE_ID, type VillaDetail, type VillaListItem } from '@yali/contract';
import { bearer, loginAs } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createComment,
  createDistrict,
  createPricePeriod,
  createUser,
  createVilla,
  createVillaImage,
} from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp } from '../helpers/test-app.ts';

async function adminApp() {
  const t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN' });
  const token = await loginAs(t.app, admin);
  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/admin/villas${query}`, headers: bearer(token) });
    return { res, page: res.statusCode === 200 ? contentOf<Page<VillaListItem>>(res) : undefined };
  };
  return { t, token, list };
}

describe('listing: paging and order (25 villas)', () => {
  let ctx: Awaited<ReturnType<typeof adminApp>>;
  // sort_order values in a shuffled order, so that id order ≠ agency order.
  const sortOrders = [13, 2, 24, 7, 19, 1, 22, 10, 5, 16, 25, 8, 3, 20, 12, 17, 6, 23, 9, 14, 4, 21, 11, 18, 15];
  const popularIdx = new Set([3, 8, 15, 20, 24]);

  beforeAll(async () => {
    ctx = await adminApp();
    for (const [i, sort_order] of sortOrders.entries()) {
      await createVilla(ctx.t.db, { sort_order, popular: popularIdx.has(i), active: i !== 10 });
    }
  });
  afterAll(() => ctx?.t.close());

  it('answers 20 items of 25 with take=20 and the last 5 with skip=20', async () => {
    const first = (await ctx.list('?take=20')).page!;
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(25);
    const rest = (await ctx.list('?skip=20&take=20')).page!;
    expect(rest.items).toHaveLength(5);
    expect(rest.total).toBe(25);
    const ids = [...first.items, ...rest.items].map((v) => v.id);
    expect(new Set(ids).size).toBe(25);
  });

  it('pages by 20 by default', async () => {
    const page = (await ctx.list()).page!;
    expect(page.items).toHaveLength(20);
    expect(page.total).toBe(25);
  });

  it('answers an empty page past the end, with the total', async () => {
    const page = (await ctx.list('?skip=100')).page!;
    expect(page).toEqual({ items: [], total: 25 });
  });

  it('accepts take=100 and refuses take=101, take=0 and skip=-1 with 400', async () => {
    expect((await ctx.list('?take=100')).page!.items).toHaveLength(25);
    for (const [query, path] of [
      ['?take=101', 'querystring.take'],
      ['?take=0', 'querystring.take'],
      ['?take=abc', 'querystring.take'],
      ['?skip=-1', 'querystring.skip'],
      ['?skip=1.5', 'querystring.skip'],
      ['?order=price', 'querystring.order'],
      ['?dir=up', 'querystring.dir'],
    ] as const) {
      const { res } = await ctx.list(query);
      expect(res.statusCode, query).toBe(400);
      const body = errorOf(res);
      expect(body.code).toBe('VALIDATION');
      expect(body.issues?.map((i) => i.path)).toContain(path);
    }
    expect(errorOf((await ctx.list('?take=101')).res).issues?.[0]?.message).toBe('take en fazla 100 olabilir.');
  });

  it('orders by the agency order (sort_order ascending) by default and with order=order', async () => {
    for (const query of ['?take=100', '?take=100&order=order', '?take=100&order=order&dir=asc']) {
      const orders = (await ctx.list(query)).page!.items.map((v) => v.order);
      expect(orders, query).toEqual([...sortOrders].sort((a, b) => a - b));
    }
    const desc = (await ctx.list('?take=100&order=order&dir=desc')).page!.items.map((v) => v.order);
    expect(desc).toEqual([...sortOrders].sort((a, b) => b - a));
  });

  it('orders by id, ascending or descending', async () => {
    const asc = (await ctx.list('?take=100&order=id')).page!.items.map((v) => v.id);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await ctx.list('?take=100&order=id&dir=desc')).page!.items.map((v) => v.id);
    expect(desc).toEqual([...asc].reverse());
  });

  it('puts popular villas first with order=popular, each group in the agency order', async () => {
    const items = (await ctx.list('?take=100&order=popular')).page!.items;
    const popular = items.filter((v) => v.popular);
    expect(popular).toHaveLength(popularIdx.size);
    expect(items.slice(0, popular.length).every((v) => v.popular)).toBe(true);
    const orders = (group: VillaListItem[]) => group.map((v) => v.order);
    expect(orders(popular)).toEqual([...orders(popular)].sort((a, b) => a - b));
    const rest = items.slice(popular.length);
    expect(orders(rest)).toEqual([...orders(rest)].sort((a, b) => a - b));
  });

  it('keeps paging stable under an order: the pages join up to the full ordered list', async () => {
    const all = (await ctx.list('?take=100&order=popular')).page!.items.map((v) => v.id);
    const pages: number[] = [];
    for (let skip = 0; skip < 25; skip += 7)
      pages.push(...(await ctx.list(`?order=popular&take=7&skip=${skip}`)).page!.items.map((v) => v.id));
    expect(pages).toEqual(all);
  });

  it('shows inactive villas to an admin, flagged', async () => {
    const items = (await ctx.list('?take=100')).page!.items;
    expect(items.filter((v) => !v.active)).toHaveLength(1);
  });
});

describe('listing: name search with Turkish case rules', () => {
  let ctx: Awaited<ReturnType<typeof adminApp>>;
  const names = (page: Page<VillaListItem> | undefined) => page!.items.map((v) => v.name).sort();

  beforeAll(async () => {
    ctx = await adminApp();
    for (const name of [
      'Villa Işık',
      'İstanbul Evi',
      'Kır Evi',
      'Kiraz Villa',
      'Çınar Konağı',
      'Şelale 100% Taş Ev',
      'Deniz_Yıldızı',
    ])
      await createVilla(ctx.t.db, { name });
  });
  afterAll(() => ctx?.t.close());

  it('finds "Villa Işık" by IŞIK, ışık and Işık', async () => {
    for (const q of ['IŞIK', 'ışık', 'Işık', 'VİLLA IŞIK']) {
      const page = (await ctx.list(`?q=${encodeURIComponent(q)}`)).page;
      expect(names(page), q).toEqual(['Villa Işık']);
      expect(page!.total).toBe(1);
    }
  });

  it('folds İ to i and I to ı', async () => {
    expect(names((await ctx.list(`?q=${encodeURIComponent('İSTANBUL')}`)).page)).toEqual(['İstanbul Evi']);
    expect(names((await ctx.list('?q=istanbul')).page)).toEqual(['İstanbul Evi']);
    expect(names((await ctx.list('?q=KIR')).page)).toEqual(['Kır Evi']);
    expect(names((await ctx.list(`?q=${encodeURIComponent('KİRAZ')}`)).page)).toEqual(['Kiraz Villa']);
    expect(names((await ctx.list(`?q=${encodeURIComponent('ÇINAR KONAĞI')}`)).page)).toEqual(['Çınar Konağı']);
  });

  it('matches part of a name and combines with paging', async () => {
    const page = (await ctx.list('?q=evi&take=1')).page!;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(2);
  });

  it('treats % and _ as plain characters', async () => {
    expect(names((await ctx.list(`?q=${encodeURIComponent('%')}`)).page)).toEqual(['Şelale 100% Taş Ev']);
    expect(names((await ctx.list('?q=_')).page)).toEqual(['Deniz_Yıldızı']);
  });

  it('answers an empty page when nothing matches, and all villas for an empty q', async () => {
    expect((await ctx.list('?q=yok-böyle-villa')).page).toEqual({ items: [], total: 0 });
    expect((await ctx.list('?q=')).page!.total).toBe(7);
  });

  it('refuses a q longer than 100 characters with 400', async () => {
    expect((await ctx.list(`?q=${'a'.repeat(101)}`)).res.statusCode).toBe(400);
  });
});

describe('GET /v1/admin/villas/:id', () => {
  let ctx: Awaited<ReturnType<typeof adminApp>>;
  beforeAll(async () => {
    ctx = await adminApp();
  });
  afterAll(() => ctx?.t.close());

  const detail = (id: number | string) =>
    ctx.t.app.inject({ method: 'GET', url: `/v1/admin/villas/${id}`, headers: bearer(ctx.token) });

  it('includes prices, images, town, district, owner, types and every comment (inactive too)', async () => {
    const { db } = ctx.t;
    const owner = await createUser(db, { role: 'OWNER', first_name: 'Şule', last_name: 'Çelik' });
    const district = await createDistrict(db, { name: 'Kalkan' });
    const villa = await createVilla(db, {
      name: 'Villa Zeytin',
      owner_id: owner.id,
      town_id: district.town_id,
      district_id: district.district_id,
      types: [VILLA_TYPE_ID.apart],
      cleaning_fee_kurus: 150_000,
    });
    const high = await createPricePeriod(db, {
      villa_id: villa.id,
      start_date: '2030-07-01',
      end_date: '2030-08-31',
      nightly_price_kurus: 900_000,
      checkin_weekdays: [6],
    });
    const low = await createPricePeriod(db, {
      villa_id: villa.id,
      start_date: '2030-05-01',
      end_date: '2030-06-30',
      nightly_price_kurus: 500_000,
    });
    const img2 = await createVillaImage(db, { villa_id: villa.id, sort_order: 2 });
    const img1 = await createVillaImage(db, { villa_id: villa.id, sort_order: 1, widths: [800, 400] });
    const approved = await createComment(db, { villa_id: villa.id, active: true, rating: 5 });
    const waiting = await createComment(db, { villa_id: villa.id, active: false, rating: 3 });
    const other = await createVilla(db);
    await createComment(db, { villa_id: other.id, active: true });

    const res = await detail(villa.id);
    const v = contentOf<VillaDetail>(res);
    expect(v).toMatchObject({
      id: villa.id,
      villa_id: villa.id,
      name: 'Villa Zeytin',
      slug: villa.slug,
      owner: { id: owner.id, name: 'Şule Çelik' },
      district: { district_id: district.district_id, name: 'Kalkan' },
      town: { town_id: district.town_id },
      types: [{ id: VILLA_TYPE_ID.apart, name: 'Apart' }],
      cleaning_fee_kurus: 150_000,
      permit_number: villa.permit_number,
    });
    // Prices by start date, with inclusive end dates as stored.
    expect(v.prices).toEqual([
      {
        id: low.id,
        start_date: '2030-05-01',
        end_date: '2030-06-30',
        nightly_price_kurus: 500_000,
        min_nights: 3,
        checkin_weekdays: null,
      },
      {
        id: high.id,
        start_date: '2030-07-01',
        end_date: '2030-08-31',
        nightly_price_kurus: 900_000,
        min_nights: 3,
        checkin_weekdays: [6],
      },
    ]);
    // Images in their order, variants smallest first, served under /v1/media.
    expect(v.images.map((i) => i.id)).toEqual([img1.id, img2.id]);
    expect(v.images[0]?.variants).toEqual([
      { width: 400, url: `/v1/media/${img1.storage_key}-400.webp` },
      { width: 800, url: `/v1/media/${img1.storage_key}-800.webp` },
    ]);
    expect(v.thumbnail).toBe(`/v1/media/${img1.storage_key}-400.webp`);
    // The admin sees reviews waiting for approval too.
    expect(v.comments.map((c) => [c.id, c.active]).sort()).toEqual(
      [
        [approved.id, true],
        [waiting.id, false],
      ].sort(),
    );
    for (const c of v.comments) expect(Number.isNaN(Date.parse(c.created_at))).toBe(false);
  });

  it('shows an inactive villa to an admin', async () => {
    const villa = await createVilla(ctx.t.db, { active: false });
    expect(contentOf<VillaDetail>(await detail(villa.id)).active).toBe(false);
  });

  it('answers 404 with a Turkish message for an unknown id', async () => {
    const res = await detail(999_999);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: API_MESSAGES.VILLA_NOT_FOUND });
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await detail(id);
      expect(res.statusCode, id).toBe(400);
      expect(errorOf(res).issues?.[0]?.path).toBe('params.id');
    }
  });

  it('answers 400, not a database error, for an id beyond the integer range', async () => {
    for (const id of ['2147483648', '99999999999']) {
      const res = await detail(id);
      expect(res.statusCode, id).toBe(400);
      expect(errorOf(res).issues?.[0]).toEqual({ path: 'params.id', message: 'Geçersiz kimlik.' });
    }
    expect((await detail('2147483647')).statusCode).toBe(404);
  });

  it('leaves no price of another period or villa in the detail', async () => {
    const a = await createVilla(ctx.t.db);
    const b = await createVilla(ctx.t.db);
    await createPricePeriod(ctx.t.db, { villa_id: b.id, start_date: addDays('2030-01-01', 0) });
    expect(contentOf<VillaDetail>(await detail(a.id)).prices).toEqual([]);
  });
});
