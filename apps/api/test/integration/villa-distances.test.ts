/**
 * A villa's distances (issue 23, migration 0017): the admin sets how far the
 * sea, the centre, a supermarket and the airport are (with the airport's name
 * and the transfer time) through the villa editor; the public villa read shows
 * them; `/v2/search?max_sea_m=` keeps only villas within that many metres of
 * the sea, from the availability index and from the SQL search alike; an
 * OWNER cannot edit a villa (their own or another's); bad values get Turkish
 * messages and never reach the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSearchQuery, VillaCard, VillaDetail } from '@yali/contract';
import { publicSearchQuery } from '@yali/contract';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { searchVillas } from '../../src/modules/search/search-villas.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import { createUser, type TestUser, createPricedVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: TestUser;
let adminToken: string;
let ownerToken: string;
let otherToken: string;
const villa: Record<'near' | 'far' | 'unknown' | 'owned', VillaDetail> = {} as never;
const today = todayInIstanbul();

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The editor's whole body for villa `v` (PUT replaces every field), with `over` on top. */
const bodyOf = (v: VillaDetail, over: Record<string, unknown>) => ({
  name: v.name,
  capacity: v.capacity,
  bedrooms: v.bedrooms,
  bathrooms: v.bathrooms,
  min_stay: v.min_stay,
  prepayment_percent: v.prepayment_percent,
  owner_id: v.owner?.id ?? null,
  ...over,
});

const adminRead = async (id: number) => contentOf<VillaDetail>(await call('GET', `/v1/admin/villas/${id}`, adminToken));
const searchIds = async (q: string) =>
  contentOf<Page<VillaCard>>(await call('GET', `/v2/search?client=true&take=100&${q}`))
    .items.map((c) => c.id)
    .filter((id) => Object.values(villa).some((v) => v.id === id))
    .sort((a, b) => a - b);
const idsOf = (...vs: VillaDetail[]) => vs.map((v) => v.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN' });
  owner = await createUser(t.db, { role: 'OWNER' });
  const otherOwner = await createUser(t.db, { role: 'OWNER' });
  [adminToken, ownerToken, otherToken] = await Promise.all([
    loginAs(t.app, admin),
    loginAs(t.app, owner),
    loginAs(t.app, otherOwner),
  ]);
  for (const [key, name] of [
    ['near', 'Villa Kıyı'],
    ['far', 'Villa Yamaç'],
    ['unknown', 'Villa Bilinmez'],
    ['owned', 'Villa Sahipli'],
  ] as const) {
    const row = await createPricedVilla(t.db, { name, ...(key === 'owned' ? { owner_id: owner.id } : {}) }, { min_nights: 3 });
    villa[key] = await adminRead(row.id);
  }
});
afterAll(() => t?.close());

describe('villa distances', () => {
  it('are set by an admin and shown on the public villa read', async () => {
    const res = await call(
      'PUT',
      `/v1/admin/villas/${villa.near.id}`,
      adminToken,
      bodyOf(villa.near, {
        sea_distance_m: 350,
        centre_distance_m: 1200,
        market_distance_m: 400,
        airport_distance_m: 95_000,
        airport_name: ' Dalaman ',
        airport_transfer_min: 75,
      }),
    );
    const saved = contentOf<VillaDetail>(res);
    expect(saved).toMatchObject({ sea_distance_m: 350, airport_name: 'Dalaman', airport_transfer_min: 75 });

    const pub = contentOf<VillaDetail>(await call('GET', `/v1/villas/${villa.near.slug}`));
    expect(pub).toMatchObject({
      sea_distance_m: 350,
      centre_distance_m: 1200,
      market_distance_m: 400,
      airport_distance_m: 95_000,
      airport_name: 'Dalaman',
      airport_transfer_min: 75,
    });
    // Not given: null, not 0.
    const unknown = contentOf<VillaDetail>(await call('GET', `/v1/villas/${villa.unknown.slug}`));
    expect(unknown.sea_distance_m).toBeNull();
    expect(unknown.airport_name).toBeNull();

    const far = await call('PUT', `/v1/admin/villas/${villa.far.id}`, adminToken, bodyOf(villa.far, { sea_distance_m: 2500 }));
    expect(far.statusCode).toBe(200);
  });

  it('filter the search by max_sea_m, dated or not, from the index and from SQL alike', async () => {
    expect(await searchIds('')).toEqual(idsOf(villa.near, villa.far, villa.unknown, villa.owned));
    // A villa without a sea distance is not "near the sea".
    expect(await searchIds('max_sea_m=500')).toEqual(idsOf(villa.near));
    expect(await searchIds('max_sea_m=350')).toEqual(idsOf(villa.near));
    expect(await searchIds('max_sea_m=349')).toEqual([]);
    expect(await searchIds('max_sea_m=5000')).toEqual(idsOf(villa.near, villa.far));
    const ci = addDays(today, 20);
    expect(await searchIds(`checkin=${ci}&checkout=${addDays(ci, 5)}&max_sea_m=500`)).toEqual(idsOf(villa.near));

    // The SQL search (stays past the index's horizon) applies the same predicate.
    const sqlIds = async (q: Record<string, string>) =>
      (
        await searchVillas({
          db: t.db,
          storage: t.app.storage,
          query: publicSearchQuery.parse({ take: '100', ...q }) as PublicSearchQuery,
        })
      ).items
        .map((c) => c.id)
        .sort((a, b) => a - b);
    expect(await sqlIds({ max_sea_m: '500' })).toEqual(idsOf(villa.near));
    expect(await sqlIds({ max_sea_m: '5000', checkin: ci, checkout: addDays(ci, 5) })).toEqual(idsOf(villa.near, villa.far));
  });

  it('answer a bad max_sea_m with a Turkish 400, never a 5xx', async () => {
    for (const bad of ['-5', 'abc', '12.5', '99999999']) {
      const res = await call('GET', `/v2/search?client=true&max_sea_m=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).issues?.[0]?.message, bad).toMatch(/Denize uzaklık/);
    }
  });

  it('cannot be edited by an owner, of their own villa or of another owner’s', async () => {
    const body = bodyOf(villa.owned, { sea_distance_m: 10 });
    for (const token of [ownerToken, otherToken]) {
      const res = await call('PUT', `/v1/admin/villas/${villa.owned.id}`, token, body);
      expect(res.statusCode).toBe(403);
    }
    // The role is decided before the body is read: a bad body from an owner is still 403.
    expect((await call('PUT', `/v1/admin/villas/${villa.owned.id}`, otherToken, { sea_distance_m: -1 })).statusCode).toBe(403);
    expect((await adminRead(villa.owned.id)).sea_distance_m).toBeNull();
  });

  it('refuse bad values with Turkish messages and keep the villa as it was', async () => {
    const put = (over: Record<string, unknown>) =>
      call('PUT', `/v1/admin/villas/${villa.near.id}`, adminToken, bodyOf(villa.near, over));
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ sea_distance_m: -1 }, 'body.sea_distance_m', /negatif olamaz/],
      [{ centre_distance_m: 12.5 }, 'body.centre_distance_m', /tam metre/],
      [{ market_distance_m: '400' }, 'body.market_distance_m', /sayı olmalı/],
      [{ airport_distance_m: 2_000_000 }, 'body.airport_distance_m', /1\.000 km/],
      [{ airport_transfer_min: 5000, airport_name: 'Bodrum' }, 'body.airport_transfer_min', /1\.440 dakika/],
      [{ airport_name: 'x'.repeat(61) }, 'body.airport_name', /60 karakter/],
    ];
    for (const [over, path, message] of cases) {
      const res = await put(over);
      expect(res.statusCode, path).toBe(400);
      const issue = errorOf(res).issues?.find((i) => i.path === path);
      expect(issue?.message, path).toMatch(message);
    }
    // Each figure valid alone, the set not: an airport distance of no named airport.
    const noName = await put({ airport_distance_m: 40_000, airport_transfer_min: 45, airport_name: '  ' });
    expect(noName.statusCode).toBe(422);
    expect(errorOf(noName)).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringMatching(/havalimanının adını/) });

    expect(await adminRead(villa.near.id)).toMatchObject({ sea_distance_m: 350, airport_name: 'Dalaman' });
  });
});
