/**
 * The villa editor's calls (SPEC §7 "Admin writes": villas, features,
 * activity/popularity/order, prices, dates, comments; `/villas/all`,
 * `/villas/withdates`, `/features`), the old-slug redirect and the public
 * review form, with the authorisation matrix of every endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  type PricePeriod,
  VILLA_TYPE_ID,
  type VillaCard,
  type VillaDate,
  type VillaDetail,
  type VillaOption,
  type VillaWithDates,
} from '@yali/contract';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import {
  createComment,
  createDistrict,
  createPricePeriod,
  createStay,
  createTown,
  createUser,
  createVilla,
  createVillaDate,
  type TestUser,
} from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let adminToken: string;
let ownerToken: string;
let otherToken: string;
let expiredToken: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** `POST url` as the ADMIN; answers the created record's content (201). */
const created = async <T>(url: string, body: object) => contentOf<T>(await call('POST', url, adminToken, body), 201);
/** `PUT url` as the ADMIN; answers the saved record's content (200). */
const saved = async <T>(url: string, body: object) => contentOf<T>(await call('PUT', url, adminToken, body));

const villaBody = (over: Record<string, unknown> = {}) => ({
  name: 'Villa Işık Şelalesi',
  capacity: 6,
  bedrooms: 3,
  bathrooms: 2,
  min_stay: 3,
  prepayment_percent: 30,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  owner = await createUser(t.db, { role: 'OWNER' });
  otherOwner = await createUser(t.db, { role: 'OWNER' });
  [adminToken, ownerToken, otherToken] = await Promise.all([
    loginAs(t.app, admin),
    loginAs(t.app, owner),
    loginAs(t.app, otherOwner),
  ]);
  expiredToken = await signExpiredToken(admin);
});
afterAll(() => t?.close());

describe('create and edit a villa', () => {
  it('creates a villa with a generated slug, sanitised description, types, region and owner', async () => {
    const district = await createDistrict(t.db);
    const res = await call(
      'POST',
      '/v1/admin/villas',
      adminToken,
      villaBody({
        type_ids: [VILLA_TYPE_ID.apart],
        town_id: district.town_id,
        district_id: district.district_id,
        owner_id: owner.id,
        description: '<p>Deniz <strong>manzaralı</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
        cleaning_fee_kurus: 150_000,
        lat: 36.5,
        lng: 29.1,
        permit_number: '48-1234',
        check_in_time: '15:00',
      }),
    );
    const villa = contentOf<VillaDetail>(res, 201);
    expect(villa.slug).toBe('villa-isik-selalesi');
    expect(villa.description).toBe('<p>Deniz <strong>manzaralı</strong></p>');
    expect(villa.types.map((x) => x.id)).toEqual([VILLA_TYPE_ID.apart]);
    expect(villa.town?.town_id).toBe(district.town_id);
    expect(villa.district?.district_id).toBe(district.district_id);
    expect(villa.owner?.id).toBe(owner.id);
    expect(villa).toMatchObject({ cleaning_fee_kurus: 150_000, lat: 36.5, lng: 29.1, check_in_time: '15:00', active: true });
    // Turkish case rules: the admin list finds it by 'IŞIK'.
    const list = contentOf<Page<{ id: number }>>(await call('GET', '/v1/admin/villas?q=I%C5%9EIK', adminToken));
    expect(list.items.map((v) => v.id)).toContain(villa.id);
  });

  it('appends -2, -3 when the slug is taken', async () => {
    const a = await created<VillaDetail>('/v1/admin/villas', villaBody({ name: 'Villa Çınar' }));
    const b = await created<VillaDetail>('/v1/admin/villas', villaBody({ name: 'Villa ÇINAR' }));
    const c = await created<VillaDetail>('/v1/admin/villas', villaBody({ name: 'Başka', slug: 'villa-cinar' }));
    expect([a.slug, b.slug, c.slug]).toEqual(['villa-cinar', 'villa-cinar-2', 'villa-cinar-3']);
  });

  it('places a new villa last in the agency order', async () => {
    const v = await created<VillaDetail>('/v1/admin/villas', villaBody({ name: 'Son Villa' }));
    const all = contentOf<VillaOption[]>(await call('GET', '/v1/admin/villas/all', adminToken));
    expect(all.at(-1)?.id).toBe(v.id);
  });

  it('edits every field; a new slug keeps the old one redirecting, the public page answers on the new one', async () => {
    const v = await created<VillaDetail>('/v1/admin/villas', villaBody({ name: 'Villa Mavi' }));
    const town = await createTown(t.db);
    const res = await call(
      'PUT',
      `/v1/admin/villas/${v.id}`,
      adminToken,
      villaBody({ name: 'Villa Mavi Deniz', slug: 'villa-mavi-deniz', town_id: town.town_id, capacity: 8, type_ids: [18, 19] }),
    );
    const edited = contentOf<VillaDetail>(res);
    expect(edited).toMatchObject({ name: 'Villa Mavi Deniz', slug: 'villa-mavi-deniz', capacity: 8 });
    expect(edited.types.map((x) => x.id)).toEqual([18, 19]);
    expect(contentOf<{ slug: string }>(await call('GET', '/v1/villas/redirect/villa-mavi'))).toEqual({
      slug: 'villa-mavi-deniz',
    });
    expect((await call('GET', '/v1/villas/villa-mavi-deniz')).statusCode).toBe(200);
    expect((await call('GET', '/v1/villas/villa-mavi')).statusCode).toBe(404);
    expect((await call('GET', '/v1/villas/redirect/hic-olmayan')).statusCode).toBe(404);

    // Renamed twice: both old slugs lead to the current one; going back to an old slug removes its redirect.
    await saved(`/v1/admin/villas/${v.id}`, villaBody({ name: 'Xa', slug: 'villa-mavi-3' }));
    expect(contentOf<{ slug: string }>(await call('GET', '/v1/villas/redirect/villa-mavi'))).toEqual({ slug: 'villa-mavi-3' });
    expect(contentOf<{ slug: string }>(await call('GET', '/v1/villas/redirect/villa-mavi-deniz'))).toEqual({
      slug: 'villa-mavi-3',
    });
    await saved(`/v1/admin/villas/${v.id}`, villaBody({ name: 'Xa', slug: 'villa-mavi' }));
    expect((await call('GET', '/v1/villas/redirect/villa-mavi')).statusCode).toBe(404);
    // A new villa cannot take a slug that still redirects to another villa.
    const n = await created<VillaDetail>('/v1/admin/villas', villaBody({ name: 'Villa Mavi Deniz' }));
    expect(n.slug).toBe('villa-mavi-deniz-2');
  });

  it('keeps the slug when the edit omits it', async () => {
    const v = await created<VillaDetail>('/v1/admin/villas', villaBody({ name: 'Villa Sabit' }));
    const edited = await saved<VillaDetail>(`/v1/admin/villas/${v.id}`, villaBody({ name: 'Yeni Ad' }));
    expect(edited.slug).toBe('villa-sabit');
    expect(edited.name).toBe('Yeni Ad');
  });

  it('refuses a district of another town, an unknown town, a non-owner owner and an unknown type with 400', async () => {
    const d = await createDistrict(t.db);
    const otherTown = await createTown(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ town_id: otherTown.town_id, district_id: d.district_id }, 'Seçilen mahalle bu ilçeye ait değil.'],
      [{ district_id: d.district_id }, 'Mahalle seçmek için önce ilçe seçin.'],
      [{ town_id: 999_999 }, 'Seçilen ilçe bulunamadı.'],
      [{ owner_id: admin.id }, 'Ev sahibi olarak yalnızca ev sahibi (OWNER) rolündeki bir kullanıcı seçilebilir.'],
      [{ type_ids: [999_999] }, 'Seçilen villa tiplerinden biri bulunamadı.'],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', '/v1/admin/villas', adminToken, villaBody(over));
      expect(res.statusCode, message).toBe(400);
      const body = errorOf(res);
      expect(body.message === message || body.issues?.some((i) => i.message === message), message).toBe(true);
    }
  });

  it('validates the body with Turkish messages', async () => {
    const res = await call(
      'POST',
      '/v1/admin/villas',
      adminToken,
      villaBody({ name: '', capacity: 0, slug: 'Büyük Harf', check_in_time: '25:00' }),
    );
    expect(res.statusCode).toBe(400);
    const paths = errorOf(res).issues?.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.capacity', 'body.slug', 'body.check_in_time']));
  });

  it('answers 404 for an unknown villa on edit', async () => {
    expect((await call('PUT', '/v1/admin/villas/999999', adminToken, villaBody())).statusCode).toBe(404);
  });
});

describe('features', () => {
  it('adds managed features, refuses a duplicate name, sets a villa’s features', async () => {
    const pool = contentOf<{ id: number; name: string; icon: string }>(
      await call('POST', '/v1/admin/features', adminToken, { name: 'Özel Havuz', icon: 'waves' }),
      201,
    );
    const wifi = contentOf<{ id: number }>(
      await call('POST', '/v1/admin/features', adminToken, { name: 'Kablosuz İnternet', icon: 'wifi' }),
      201,
    );
    expect(pool).toMatchObject({ name: 'Özel Havuz', icon: 'waves' });
    const dup = await call('POST', '/v1/admin/features', adminToken, { name: 'Özel Havuz', icon: 'x' });
    expect(dup.statusCode).toBe(409);
    const list = contentOf<{ id: number }[]>(await call('GET', '/v1/admin/features', adminToken));
    expect(list.map((f) => f.id)).toEqual(expect.arrayContaining([pool.id, wifi.id]));

    const v = await createVilla(t.db);
    const set = contentOf<{ id: number }[]>(
      await call('PUT', `/v1/admin/villas/${v.id}/features`, adminToken, { feature_ids: [wifi.id, pool.id, pool.id] }),
    );
    expect(set.map((f) => f.id).sort()).toEqual([pool.id, wifi.id].sort());
    const detail = contentOf<VillaDetail>(await call('GET', `/v1/admin/villas/${v.id}`, adminToken));
    expect(detail.features.map((f) => f.id).sort()).toEqual([pool.id, wifi.id].sort());
    await saved(`/v1/admin/villas/${v.id}/features`, { feature_ids: [wifi.id] });
    expect(contentOf<VillaDetail>(await call('GET', `/v1/admin/villas/${v.id}`, adminToken)).features.map((f) => f.id)).toEqual([
      wifi.id,
    ]);

    expect((await call('PUT', `/v1/admin/villas/${v.id}/features`, adminToken, { feature_ids: [999_999] })).statusCode).toBe(400);
    // Nothing changed by the refused call.
    expect(contentOf<VillaDetail>(await call('GET', `/v1/admin/villas/${v.id}`, adminToken)).features.map((f) => f.id)).toEqual([
      wifi.id,
    ]);
    expect((await call('PUT', '/v1/admin/villas/999999/features', adminToken, { feature_ids: [] })).statusCode).toBe(404);
  });
});

describe('activity, popularity and order', () => {
  it('hides and shows a villa on the public site and marks it popular', async () => {
    const v = await createVilla(t.db);
    expect(
      contentOf(await call('PATCH', '/v1/admin/villas/activity', adminToken, { villa_id: v.id, active: false })),
    ).toMatchObject({ villa_id: v.id, active: false });
    expect((await call('GET', `/v1/villas/${v.slug}`)).statusCode).toBe(404);
    contentOf(await call('PATCH', '/v1/admin/villas/activity', adminToken, { villa_id: v.id, active: true }));
    expect((await call('GET', `/v1/villas/${v.slug}`)).statusCode).toBe(200);
    expect(
      contentOf(await call('PATCH', '/v1/admin/villas/setpopular', adminToken, { villa_id: v.id, popular: true })),
    ).toMatchObject({ popular: true });
    expect(
      (await call('PATCH', '/v1/admin/villas/setpopular', adminToken, { villa_id: 999_999, popular: true })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/v1/admin/villas/activity', adminToken, { villa_id: v.id })).statusCode).toBe(400);
  });

  it('writes a new order in one go; the public listing follows it; an unknown id changes nothing', async () => {
    const order = async () =>
      contentOf<Page<VillaCard>>(await call('GET', '/v2/search?client=true&take=100')).items.map((c) => c.id);
    const before = await order();
    const reversed = [...before].reverse();
    contentOf(
      await call('PATCH', '/v1/admin/villas/order', adminToken, {
        order: reversed.map((villa_id, i) => ({ villa_id, order: i + 1 })),
      }),
    );
    expect(await order()).toEqual(reversed);
    const res = await call('PATCH', '/v1/admin/villas/order', adminToken, {
      order: [
        { villa_id: reversed[0], order: 500 },
        { villa_id: 999_999, order: 1 },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect(await order()).toEqual(reversed);
  });
});

describe('price periods', () => {
  it('adds, edits and deletes periods; an overlap is a 409 naming the other period', async () => {
    const v = await createVilla(t.db);
    const june = await created<PricePeriod>('/v1/admin/villas/price', {
      villa_id: v.id,
      start_date: '2027-06-01',
      end_date: '2027-06-30',
      nightly_price_kurus: 1_000_000,
      min_nights: 7,
      checkin_weekdays: [6],
    });
    expect(june).toMatchObject({ start_date: '2027-06-01', end_date: '2027-06-30', min_nights: 7, checkin_weekdays: [6] });
    const july = await created<PricePeriod>('/v1/admin/villas/price', {
      villa_id: v.id,
      start_date: '2027-07-01',
      end_date: '2027-07-31',
      nightly_price_kurus: 1_200_000,
      checkin_weekdays: null,
    });

    const overlap = await call('POST', '/v1/admin/villas/price', adminToken, {
      villa_id: v.id,
      start_date: '2027-06-30',
      end_date: '2027-06-30',
      nightly_price_kurus: 900_000,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({
      content: {
        code: 'CONFLICT',
        message: 'Bu fiyat dönemi 1 Haziran 2027 – 30 Haziran 2027 dönemiyle çakışıyor.',
        conflict: { id: june.id, start_date: '2027-06-01', end_date: '2027-06-30' },
      },
    });

    // Moving July onto June is refused the same way; July stays as it was.
    const moved = await call('PUT', '/v1/admin/villas/price', adminToken, {
      id: july.id,
      villa_id: v.id,
      start_date: '2027-06-15',
      end_date: '2027-07-31',
      nightly_price_kurus: 1_200_000,
    });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).message).toContain('1 Haziran 2027 – 30 Haziran 2027');

    const edited = await saved<PricePeriod>('/v1/admin/villas/price', {
      id: july.id,
      villa_id: v.id,
      start_date: '2027-07-01',
      end_date: '2027-08-15',
      nightly_price_kurus: 1_300_000,
      min_nights: 5,
      checkin_weekdays: [6, 0, 6],
    });
    expect(edited).toMatchObject({ end_date: '2027-08-15', nightly_price_kurus: 1_300_000, checkin_weekdays: [0, 6] });

    // Another villa's periods never collide with this one.
    const w = await createVilla(t.db);
    await created('/v1/admin/villas/price', {
      villa_id: w.id,
      start_date: '2027-06-01',
      end_date: '2027-06-30',
      nightly_price_kurus: 5,
    });

    expect(contentOf(await call('DELETE', '/v1/admin/villas/price', adminToken, { id: june.id }))).toEqual({ id: june.id });
    expect(contentOf(await call('DELETE', `/v1/admin/villas/price?id=${july.id}`, adminToken))).toEqual({ id: july.id });
    expect((await call('DELETE', `/v1/admin/villas/price?id=${july.id}`, adminToken)).statusCode).toBe(404);
    expect((await call('DELETE', '/v1/admin/villas/price', adminToken)).statusCode).toBe(400);
    expect(contentOf<VillaDetail>(await call('GET', `/v1/admin/villas/${v.id}`, adminToken)).prices).toEqual([]);
  });

  it('refuses an end before the start, a zero price and a price of an unknown villa', async () => {
    const v = await createVilla(t.db);
    const bad = await call('POST', '/v1/admin/villas/price', adminToken, {
      villa_id: v.id,
      start_date: '2027-06-10',
      end_date: '2027-06-01',
      nightly_price_kurus: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).issues?.map((i) => i.path)).toEqual(
      expect.arrayContaining(['body.end_date', 'body.nightly_price_kurus']),
    );
    const unknown = await call('POST', '/v1/admin/villas/price', adminToken, {
      villa_id: 999_999,
      start_date: '2027-06-01',
      end_date: '2027-06-02',
      nightly_price_kurus: 100,
    });
    expect(unknown.statusCode).toBe(404);
    const wrongVilla = await call('PUT', '/v1/admin/villas/price', adminToken, {
      id: (await createPricePeriod(t.db, { villa_id: v.id })).id,
      villa_id: (await createVilla(t.db)).id,
      start_date: '2027-06-01',
      end_date: '2027-06-02',
      nightly_price_kurus: 100,
    });
    expect(wrongVilla.statusCode).toBe(404);
  });
});

describe('closed dates', () => {
  it('adds, moves and deletes a closed range; the public calendar data lists it', async () => {
    const v = await createVilla(t.db);
    const d = await created<VillaDate>('/v1/admin/villas/date', {
      villa_id: v.id,
      started_at: '2027-05-01',
      finished_at: '2027-05-05',
      note: 'Bakım',
    });
    expect(d).toMatchObject({
      villa_id: v.id,
      started_at: '2027-05-01',
      finished_at: '2027-05-05',
      note: 'Bakım',
      source: 'manual',
    });
    // Same-day turnover: a range starting on the finishing day is fine.
    await created('/v1/admin/villas/date', {
      villa_id: v.id,
      started_at: '2027-05-05',
      finished_at: '2027-05-06',
    });
    const moved = await saved<VillaDate>(`/v1/admin/villas/date/${d.id}`, {
      started_at: '2027-04-28',
      finished_at: '2027-05-03',
      note: 'Boya',
    });
    expect(moved).toMatchObject({ started_at: '2027-04-28', finished_at: '2027-05-03', note: 'Boya' });
    const withDates = contentOf<VillaWithDates[]>(
      await call('GET', `/v1/admin/villas/withdates?villa_id=${v.id}&from=2027-01-01`, adminToken),
    );
    expect(withDates).toHaveLength(1);
    expect(withDates[0]?.dates.map((x) => x.started_at)).toEqual(['2027-04-28', '2027-05-05']);
    expect(contentOf(await call('DELETE', `/v1/admin/villas/date/${d.id}`, adminToken))).toEqual({ id: d.id });
    expect((await call('DELETE', `/v1/admin/villas/date/${d.id}`, adminToken)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/v1/admin/villas/date/${d.id}`, adminToken, { started_at: '2027-04-28', finished_at: '2027-05-03' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a range overlapping a confirmed reservation or another closed range with 409 naming it', async () => {
    const v = await createVilla(t.db);
    const r = await createStay(t.db, v.id, 'confirmed', ['2027-06-05', '2027-06-12']);
    await createStay(t.db, v.id, 'pending', ['2027-07-01', '2027-07-08']);
    const res = await call('POST', '/v1/admin/villas/date', adminToken, {
      villa_id: v.id,
      started_at: '2027-06-10',
      finished_at: '2027-06-15',
    });
    expect(res.statusCode).toBe(409);
    const body = res.json<{ content: { message: string; conflict: Record<string, unknown> } }>().content;
    expect(body.message).toBe(
      `Bu tarih aralığı ${r.reservation_id} kodlu rezervasyonla (5 Haziran 2027 – 12 Haziran 2027) çakışıyor.`,
    );
    expect(body.conflict).toMatchObject({
      source: 'reservation',
      id: r.id,
      reservation_id: r.reservation_id,
      started_at: '2027-06-05',
      finished_at: '2027-06-12',
    });
    // A pending request does not hold the dates.
    await created('/v1/admin/villas/date', {
      villa_id: v.id,
      started_at: '2027-07-01',
      finished_at: '2027-07-03',
    });

    const closed = await createVillaDate(t.db, { villa_id: v.id, started_at: '2027-08-01', finished_at: '2027-08-10' });
    const other = await call('POST', '/v1/admin/villas/date', adminToken, {
      villa_id: v.id,
      started_at: '2027-08-09',
      finished_at: '2027-08-12',
    });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).message).toBe('Bu tarih aralığı kapalı tarih aralığıyla (1 Ağustos 2027 – 10 Ağustos 2027) çakışıyor.');
    // Moving one range onto the reservation is refused too and leaves it unchanged.
    const move = await call('PUT', `/v1/admin/villas/date/${closed.id}`, adminToken, {
      started_at: '2027-06-01',
      finished_at: '2027-06-06',
    });
    expect(move.statusCode).toBe(409);
    expect(errorOf(move).message).toContain(r.reservation_id);
    const wd = contentOf<VillaWithDates[]>(
      await call('GET', `/v1/admin/villas/withdates?villa_id=${v.id}&from=2027-01-01`, adminToken),
    );
    expect(wd[0]?.dates.find((x) => x.id === closed.id)).toMatchObject({ started_at: '2027-08-01' });
    expect(wd[0]?.reservations.map((x) => x.reservation_id)).toEqual([r.reservation_id]);
  });

  it('refuses a range that does not end after it starts', async () => {
    const v = await createVilla(t.db);
    const res = await call('POST', '/v1/admin/villas/date', adminToken, {
      villa_id: v.id,
      started_at: '2027-05-01',
      finished_at: '2027-05-01',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).issues?.[0]?.message).toBe('Bitiş tarihi başlangıçtan sonra olmalı.');
  });
});

describe('reviews', () => {
  it('a visitor posts a review; it shows on the villa page only after an admin activates it', async () => {
    const v = await createVilla(t.db);
    const headers = { 'x-forwarded-for': '203.0.113.10' };
    const posted = await call(
      'POST',
      `/v1/villas/${v.slug}/comments`,
      undefined,
      { name: 'Zeynep', rating: 5, text: 'Harika bir villa, çok memnun kaldık.' },
      headers,
    );
    const { id } = contentOf<{ id: number; active: boolean }>(posted, 201);
    const page = async () => contentOf<VillaDetail>(await call('GET', `/v1/villas/${v.slug}`)).comments;
    expect(await page()).toEqual([]);
    const admin = contentOf<VillaDetail>(await call('GET', `/v1/admin/villas/${v.id}`, adminToken)).comments;
    expect(admin).toEqual([expect.objectContaining({ id, active: false, name: 'Zeynep' })]);

    expect(await saved(`/v1/admin/villas/commentactivity/${id}`, { active: true })).toMatchObject({
      id,
      active: true,
    });
    expect((await page()).map((c) => c.id)).toEqual([id]);
    await saved(`/v1/admin/villas/commentactivity/${id}`, { active: false });
    expect(await page()).toEqual([]);
    expect(contentOf(await call('DELETE', `/v1/admin/villas/comment/${id}`, adminToken))).toEqual({ id });
    expect((await call('DELETE', `/v1/admin/villas/comment/${id}`, adminToken)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/admin/villas/commentactivity/${id}`, adminToken, { active: true })).statusCode).toBe(404);
  });

  it('rate limits reviews to 5 an hour per address with a Turkish 429', async () => {
    const v = await createVilla(t.db);
    const ok = { name: 'Ali', rating: 4, text: 'Güzel ve temiz bir villa.' };
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < 5; i++) contentOf(await call('POST', `/v1/villas/${v.slug}/comments`, undefined, ok, headers), 201);
    const sixth = await call('POST', `/v1/villas/${v.slug}/comments`, undefined, ok, headers);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth)).toEqual({ code: 'RATE_LIMITED', message: API_MESSAGES.RATE_LIMITED });
    // Another address is not affected.
    contentOf(await call('POST', `/v1/villas/${v.slug}/comments`, undefined, ok, { 'x-forwarded-for': '203.0.113.98' }), 201);
  });
});

describe('owner scoping of the reads', () => {
  it('/villas/all and /villas/withdates answer an OWNER only their villas; another owner’s villa is 404', async () => {
    const mine = await createVilla(t.db, { owner_id: owner.id, name: 'Sahibin Villası' });
    const theirs = await createVilla(t.db, { owner_id: otherOwner.id });
    const r = await createStay(t.db, mine.id, 'option', ['2030-03-01', '2030-03-05']);
    const all = contentOf<VillaOption[]>(await call('GET', '/v1/admin/villas/all', ownerToken));
    expect(all.every((x) => x.id !== theirs.id)).toBe(true);
    expect(all.map((x) => x.id)).toContain(mine.id);
    expect(all.find((x) => x.id === mine.id)).toEqual({ id: mine.id, villa_id: mine.id, name: 'Sahibin Villası' });
    const wd = contentOf<VillaWithDates[]>(await call('GET', '/v1/admin/villas/withdates', ownerToken));
    expect(wd.map((x) => x.id)).not.toContain(theirs.id);
    expect(wd.find((x) => x.id === mine.id)?.reservations.map((x) => x.id)).toEqual([r.id]);
    expect((await call('GET', `/v1/admin/villas/withdates?villa_id=${theirs.id}`, ownerToken)).statusCode).toBe(404);
    expect((await call('GET', `/v1/admin/villas/${theirs.id}`, ownerToken)).statusCode).toBe(404);
    const adminAll = contentOf<VillaOption[]>(await call('GET', '/v1/admin/villas/all', adminToken));
    expect(adminAll.map((x) => x.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });
});

describe('authorisation matrix', () => {
  type Endpoint = { method: Method; url: string; body?: unknown; read?: boolean };
  let endpoints: Endpoint[];
  let ownersVilla: number;

  beforeAll(async () => {
    const v = await createVilla(t.db, { owner_id: owner.id });
    ownersVilla = v.id;
    const price = await createPricePeriod(t.db, { villa_id: v.id, start_date: '2029-01-01' });
    const date = await createVillaDate(t.db, { villa_id: v.id });
    const comment = await createComment(t.db, { villa_id: v.id });
    endpoints = [
      { method: 'GET', url: '/v1/admin/villas/all', read: true },
      { method: 'GET', url: '/v1/admin/villas/withdates', read: true },
      { method: 'GET', url: `/v1/admin/villas/withdates?villa_id=${v.id}`, read: true },
      { method: 'GET', url: '/v1/admin/features', read: true },
      { method: 'POST', url: '/v1/admin/features', body: { name: `Yetki ${Math.random()}`, icon: 'check' } },
      { method: 'POST', url: '/v1/admin/villas', body: villaBody() },
      { method: 'PUT', url: `/v1/admin/villas/${v.id}`, body: villaBody({ owner_id: owner.id }) },
      { method: 'PUT', url: `/v1/admin/villas/${v.id}/features`, body: { feature_ids: [] } },
      { method: 'PATCH', url: '/v1/admin/villas/activity', body: { villa_id: v.id, active: true } },
      { method: 'PATCH', url: '/v1/admin/villas/setpopular', body: { villa_id: v.id, popular: false } },
      { method: 'PATCH', url: '/v1/admin/villas/order', body: { order: [{ villa_id: v.id, order: 1 }] } },
      {
        method: 'POST',
        url: '/v1/admin/villas/price',
        body: { villa_id: v.id, start_date: '2029-05-01', end_date: '2029-05-02', nightly_price_kurus: 1 },
      },
      {
        method: 'PUT',
        url: '/v1/admin/villas/price',
        body: { id: price.id, villa_id: v.id, start_date: price.start_date, end_date: price.end_date, nightly_price_kurus: 2 },
      },
      { method: 'DELETE', url: '/v1/admin/villas/price', body: { id: price.id } },
      {
        method: 'POST',
        url: '/v1/admin/villas/date',
        body: { villa_id: v.id, started_at: '2029-09-01', finished_at: '2029-09-02' },
      },
      {
        method: 'PUT',
        url: `/v1/admin/villas/date/${date.id}`,
        body: { started_at: date.started_at, finished_at: date.finished_at },
      },
      { method: 'DELETE', url: `/v1/admin/villas/date/${date.id}` },
      { method: 'POST', url: '/v1/admin/villas/image', body: undefined },
      { method: 'DELETE', url: '/v1/admin/villas/image/1' },
      { method: 'PUT', url: '/v1/admin/villas/image/updateorder', body: { villa_id: v.id, order: [{ id: 1, order: 1 }] } },
      { method: 'PUT', url: `/v1/admin/villas/commentactivity/${comment.id}`, body: { active: true } },
      { method: 'DELETE', url: `/v1/admin/villas/comment/${comment.id}` },
    ];
  });

  it('anonymous and an expired token get 401 everywhere', async () => {
    for (const e of endpoints) {
      for (const token of [undefined, expiredToken]) {
        const res = await call(e.method, e.url, token, e.body);
        expect(res.statusCode, `${e.method} ${e.url} ${token ? 'expired' : 'anonymous'}`).toBe(401);
      }
    }
  });

  it('the villa’s OWNER and another OWNER get 403 on every write and may read', async () => {
    for (const e of endpoints) {
      for (const [who, token] of [
        ['owner', ownerToken],
        ['other owner', otherToken],
      ] as const) {
        const res = await call(e.method, e.url, token, e.body);
        const expected = e.read ? (who === 'other owner' && e.url.includes('villa_id=') ? 404 : 200) : 403;
        expect(res.statusCode, `${e.method} ${e.url} as ${who}: ${res.body}`).toBe(expected);
        if (expected === 403) expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.FORBIDDEN });
      }
    }
    // Nothing an owner tried changed the villa.
    const detail = contentOf<VillaDetail>(await call('GET', `/v1/admin/villas/${ownersVilla}`, adminToken));
    expect(detail.prices).toHaveLength(1);
    expect(detail.comments).toHaveLength(1);
  });

  it('ADMIN passes the guard everywhere', async () => {
    for (const e of endpoints) {
      const res = await call(e.method, e.url, adminToken, e.body);
      expect([401, 403], `${e.method} ${e.url}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${e.method} ${e.url}: ${res.body}`).toBeLessThan(500);
    }
  });
});
