/** Public reads without sign-in (SPEC §7 "Public reads"): only active villas are public. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  FOOTER_SETTING_DEFAULTS,
  VILLA_TYPE_ID,
  type VillaCard,
  type VillaDetail,
  type VillaSearchResult,
} from '@yali/contract';
import { settings } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createComment,
  createDistrict,
  createTown,
  createPricePeriod,
  createUser,
  createVilla,
  createVillaImage,
} from '../helpers/factories.ts';
import { contentOf, errorOf, expectValidationErrors, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /v1/search/input', () => {
  let isik: { id: number; slug: string };
  const search = async (s: string) =>
    contentOf<VillaSearchResult[]>(await get(`/v1/search/input?searchString=${encodeURIComponent(s)}`));

  beforeAll(async () => {
    isik = await createVilla(t.db, { name: 'Villa Işık' });
    await createVillaImage(t.db, { villa_id: isik.id, sort_order: 1, storage_key: 'villas/isik/a' });
    await createVilla(t.db, { name: 'Işık Konağı', active: false });
    await createVilla(t.db, { name: 'Villa Isparta' });
  });

  it('finds "Villa Işık" by IŞIK, ışık and Işık (Turkish case rules)', async () => {
    for (const s of ['IŞIK', 'ışık', 'Işık', '  ışık  ']) {
      expect(await search(s), s).toEqual([
        { slug: isik.slug, name: 'Villa Işık', thumbnail: '/v1/media/villas/isik/a-400.webp' },
      ]);
    }
  });

  it('never lists an inactive villa', async () => {
    const names = (await search('konağı')).map((r) => r.name);
    expect(names).toEqual([]);
  });

  it('answers [] for an empty or blank search string, and without one', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(contentOf<VillaSearchResult[]>(await get('/v1/search/input'))).toEqual([]);
  });

  it('answers at most 10 results', async () => {
    for (let i = 0; i < 12; i++) await createVilla(t.db, { name: `Deniz Yıldızı ${i}` });
    expect(await search('DENİZ')).toHaveLength(10);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('refuses a search string longer than 100 characters with 400', async () => {
    const res = await get(`/v1/search/input?searchString=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION');
  });
});

describe('GET /v2/search', () => {
  let t2: TestApp;
  const searchRaw = (url: string) => t2.app.inject({ method: 'GET', url });
  const search = async (query: string) => contentOf<Page<VillaCard>>(await searchRaw(`/v2/search${query}`));
  const ids = { apart1: 0, apart2: 0, apartInactive: 0, bungalov: 0, plain: 0, inactive: 0 };
  const today = todayInIstanbul();
  let townId: number;

  // Its own database, so that totals count only these villas.
  beforeAll(async () => {
    t2 = await createTestApp();
    const town = await createTown(t2.db, { name: 'Kaş' });
    townId = town.town_id;
    const district = await createDistrict(t2.db, { name: 'Kalkan', town_id: townId });
    const place = { town_id: district.town_id, district_id: district.district_id };
    ids.apart1 = (await createVilla(t2.db, { types: [VILLA_TYPE_ID.apart], sort_order: 3, ...place })).id;
    ids.apart2 = (
      await createVilla(t2.db, { types: [VILLA_TYPE_ID.apart, VILLA_TYPE_ID.bungalov], sort_order: 1, popular: true })
    ).id;
    ids.apartInactive = (await createVilla(t2.db, { types: [VILLA_TYPE_ID.apart], active: false })).id;
    ids.bungalov = (await createVilla(t2.db, { types: [VILLA_TYPE_ID.bungalov], sort_order: 2, ...place })).id;
    ids.plain = (await createVilla(t2.db, { sort_order: 4 })).id;
    ids.inactive = (await createVilla(t2.db, { active: false })).id;

    /** A nightly rate for `villa_id` from day `from` to day `to` (inclusive; days from today). */
    const period = (villa_id: number, from: number, to: number, nightly_price_kurus: number) =>
      createPricePeriod(t2.db, { villa_id, start_date: addDays(today, from), end_date: addDays(today, to), nightly_price_kurus });
    // apart1: the cheapest period is over; the one ending today still counts.
    await period(ids.apart1, -40, -1, 100_000);
    await period(ids.apart1, 0, 0, 300_000);
    await period(ids.apart1, 1, 60, 500_000);
    // apart2: only future periods.
    await period(ids.apart2, 100, 130, 800_000);
    await period(ids.apart2, 10, 40, 700_000);
    // bungalov: only past periods → no "from" price.
    await period(ids.bungalov, -60, -30, 50_000);
  });
  afterAll(() => t2?.close());

  it('lists only active villas, in the agency order, with the total', async () => {
    const page = await search('');
    expect(page.total).toBe(4);
    expect(page.items.map((v) => v.id)).toEqual([ids.apart2, ids.bungalov, ids.apart1, ids.plain]);
  });

  it('with types=18 answers only villas of type 18 (Apart), active ones only', async () => {
    const page = await search(`?types=${VILLA_TYPE_ID.apart}`);
    expect(page.total).toBe(2);
    expect(page.items.map((v) => v.id).sort()).toEqual([ids.apart1, ids.apart2].sort());
    for (const v of page.items) expect(v.types.map((ty) => ty.id)).toContain(VILLA_TYPE_ID.apart);
  });

  it('with several types answers villas of any of them', async () => {
    const expected = [ids.apart1, ids.apart2, ids.bungalov].sort();
    expect((await search('?types=18,19')).items.map((v) => v.id).sort()).toEqual(expected);
    expect((await search('?types=18&types=19')).items.map((v) => v.id).sort()).toEqual(expected);
  });

  it('refuses a type that is not a positive integer with 400', async () => {
    await expectValidationErrors(searchRaw, '/v2/search', ['?types=abc', '?types=-1', '?types=1.5']);
  });

  it('filters by town', async () => {
    const page = await search(`?town=${townId}`);
    expect(page.items.map((v) => v.id).sort()).toEqual([ids.apart1, ids.bungalov].sort());
    expect(page.total).toBe(2);
    expect(page.items.every((v) => v.town === 'Kaş' && v.district === 'Kalkan')).toBe(true);
    expect(await search(`?town=${townId + 1000}`)).toEqual({ items: [], total: 0 });
  });

  it('answers 400, not a database error, for a town or type id beyond the integer range', async () => {
    await expectValidationErrors(searchRaw, '/v2/search', ['?town=99999999999', '?types=99999999999', '?town=0']);
  });

  it('sets from_price_kurus to the lowest nightly price of periods ending today or later', async () => {
    const byId = new Map((await search('')).items.map((v) => [v.id, v.from_price_kurus]));
    expect(byId.get(ids.apart1)).toBe(300_000);
    expect(byId.get(ids.apart2)).toBe(700_000);
    expect(byId.get(ids.bungalov)).toBeNull();
    expect(byId.get(ids.plain)).toBeNull();
  });

  it('sorts by price with unpriced villas last', async () => {
    expect((await search('?sort=price_asc')).items.map((v) => v.id)).toEqual([ids.apart1, ids.apart2, ids.bungalov, ids.plain]);
    expect((await search('?sort=price_desc')).items.map((v) => v.id).slice(0, 2)).toEqual([ids.apart2, ids.apart1]);
  });

  it('pages with skip and take, keeping the total', async () => {
    const first = await search('?take=3');
    const rest = await search('?take=3&skip=3');
    expect(first.items).toHaveLength(3);
    expect(rest.items).toHaveLength(1);
    expect(first.total).toBe(4);
    expect(rest.total).toBe(4);
    expect((await t2.app.inject({ method: 'GET', url: '/v2/search?take=101' })).statusCode).toBe(400);
  });

  it('counts only active villas in the filter options', async () => {
    const options = contentOf<{ types: { id: number; count: number }[]; towns: { districts: unknown[] }[] }>(
      await t2.app.inject({ method: 'GET', url: '/v1/search/options' }),
    );
    const count = (id: number) => options.types.find((ty) => ty.id === id)?.count;
    expect(count(VILLA_TYPE_ID.apart)).toBe(2);
    expect(count(VILLA_TYPE_ID.bungalov)).toBe(2);
    expect(options.towns).toHaveLength(1);
    expect(options.towns[0]?.districts).toEqual([expect.objectContaining({ name: 'Kalkan' })]);
  });
});

describe('GET /v1/villas/:slug', () => {
  it('shows an active villa with only its approved comments and without its owner', async () => {
    const owner = await createUser(t.db, { role: 'OWNER' });
    const villa = await createVilla(t.db, { name: 'Villa Defne', owner_id: owner.id });
    const approved = await createComment(t.db, { villa_id: villa.id, active: true, name: 'Zeynep' });
    await createComment(t.db, { villa_id: villa.id, active: false, name: 'Onay bekleyen' });
    await createPricePeriod(t.db, { villa_id: villa.id, start_date: '2030-06-01', end_date: '2030-06-30' });

    const v = contentOf<VillaDetail>(await get(`/v1/villas/${villa.slug}`));
    expect(v.id).toBe(villa.id);
    expect(v.name).toBe('Villa Defne');
    expect(v.permit_number).toBe(villa.permit_number);
    expect(v.comments.map((c) => c.id)).toEqual([approved.id]);
    expect(v.comments.every((c) => c.active)).toBe(true);
    expect(v.owner).toBeNull();
    expect(v.prices).toHaveLength(1);
    expect(JSON.stringify(v)).not.toContain(owner.email);
  });

  it('answers 404 with a Turkish message for an inactive villa', async () => {
    const villa = await createVilla(t.db, { active: false });
    const res = await get(`/v1/villas/${villa.slug}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: API_MESSAGES.VILLA_NOT_FOUND });
  });

  it('answers the same 404 for an unknown slug', async () => {
    const res = await get('/v1/villas/boyle-bir-villa-yok');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(API_MESSAGES.VILLA_NOT_FOUND);
  });
});

describe('site settings', () => {
  it('answers the settings as key/value entries at /v1/settings and as footerData at /v1/website/footer', async () => {
    await t.db.insert(settings).values([
      { key: 'site_phone', value: '+90 242 000 00 00' },
      { key: 'site_name', value: 'Yalı Villa' },
    ]);
    const entries = contentOf<{ key: string; value: string }[]>(await get('/v1/settings'));
    expect(entries).toEqual([
      { key: 'site_name', value: 'Yalı Villa' },
      { key: 'site_phone', value: '+90 242 000 00 00' },
    ]);
    // The footer adds its link lists and payment methods, the defaults until the agency saves its own (issue 23).
    const footer = contentOf<{ footerData: { key: string; value: string }[] }>(await get('/v1/website/footer')).footerData;
    expect(footer).toEqual(
      expect.arrayContaining([...entries, ...Object.entries(FOOTER_SETTING_DEFAULTS).map(([key, value]) => ({ key, value }))]),
    );
    expect(footer).toHaveLength(entries.length + Object.keys(FOOTER_SETTING_DEFAULTS).length);
  });
});
