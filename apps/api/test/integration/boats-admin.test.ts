/**
 * The boat back office (SPEC §7 `/v1/admin/boat…`, issue 7): list (20 a page,
 * `order`/`id` sort like `/villas`, Turkish name search), selects, detail,
 * create and edit (slug rules, sanitised description, references), activity,
 * price periods (409 on overlap, id taken like `/villas/price`), images
 * (shared pipeline: 415/422, WebP variants served under /v1/media, order,
 * files removed) and the authorisation matrix on every call.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  type BoatDetail,
  type BoatImage,
  type BoatListItem,
  type BoatOption,
  type BoatPricePeriod,
  type BoatWriteBody,
} from '@yali/contract';
import { boatPrices, boats } from '../../src/db/schema.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import {
  createBoat,
  createBoatImage,
  createBoatPrice,
  createBoatType,
  createMarina,
  createUser,
  type TestUser,
} from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type FilePart, pngDeclaring, postImages } from '../helpers/uploads.ts';

let t: TestApp;
let admin: TestUser;
let adminToken: string;
let ownerToken: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  const owner = await createUser(t.db, { role: 'OWNER' });
  [adminToken, ownerToken] = await Promise.all([loginAs(t.app, admin), loginAs(t.app, owner)]);
});
afterAll(() => t?.close());

const validBoat = (over: Partial<BoatWriteBody> = {}): BoatWriteBody => ({
  name: 'Gulet Deniz Yıldızı',
  capacity: 12,
  cabins: 6,
  length_m: 24.5,
  crew: 4,
  min_days: 1,
  prepayment_percent: 30,
  ...over,
});

const createViaApi = async (over: Partial<BoatWriteBody> = {}) =>
  contentOf<BoatDetail>(await call('POST', '/v1/admin/boat', adminToken, validBoat(over)), 201);

// ── Boat ───────────────────────────────────────────────────────────────────
describe('POST /v1/admin/boat', () => {
  it('creates a boat with type, marina, a generated slug, a sanitised description and clean features', async () => {
    const type = await createBoatType(t.db, { name: 'Gulet' });
    const marina = await createMarina(t.db, { name: 'Göcek Marina', location: 'Muğla, Göcek' });
    const boat = await createViaApi({
      name: '  Mavi Rüya  ',
      type_id: type.id,
      marina_id: marina.marina_id,
      description: '<p>Koylarda <strong>mavi yolculuk</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      features: [' Klima ', 'Jakuzi', 'klima', 'Su kayağı'],
      permit_number: 'TUGS-48-1234 · Ticari yat belgesi',
      departure_time: '09:30',
      return_time: '19:00',
    });
    expect(boat).toMatchObject({
      name: 'Mavi Rüya',
      slug: 'mavi-ruya',
      active: true,
      type: { id: type.id, name: 'Gulet' },
      marina: { marina_id: marina.marina_id, name: 'Göcek Marina', location: 'Muğla, Göcek' },
      capacity: 12,
      cabins: 6,
      length_m: 24.5,
      crew: 4,
      description: '<p>Koylarda <strong>mavi yolculuk</strong></p>',
      features: ['Klima', 'Jakuzi', 'Su kayağı'],
      permit_number: 'TUGS-48-1234 · Ticari yat belgesi',
      min_days: 1,
      prepayment_percent: 30,
      departure_time: '09:30',
      return_time: '19:00',
      images: [],
      prices: [],
      thumbnail: null,
    });
    const [row] = await t.db.select().from(boats).where(eq(boats.id, boat.id));
    expect(row?.name_folded).toBe('mavi rüya');
  });

  it('makes slugs unique with -2, -3 and places a new boat last in the agency order', async () => {
    const a = await createViaApi({ name: 'Poyraz' });
    const b = await createViaApi({ name: 'POYRAZ' });
    const c = await createViaApi({ name: 'Başka', slug: 'poyraz' });
    expect([a.slug, b.slug, c.slug]).toEqual(['poyraz', 'poyraz-2', 'poyraz-3']);
    expect(b.order).toBeGreaterThan(a.order);
    expect(c.order).toBeGreaterThan(b.order);
    expect((await createViaApi({ name: 'Sıralı', order: 0 })).order).toBe(0);
  });

  it('answers 400 with Turkish issues for bad fields', async () => {
    const cases: [object, string, string][] = [
      [{ name: undefined }, 'body.name', 'Tekne adı gerekli.'],
      [{ name: 'A' }, 'body.name', 'Tekne adı en az 2 karakter olmalı.'],
      [{ capacity: 0 }, 'body.capacity', 'Kapasite en az 1 kişi olmalı.'],
      [{ cabins: -1 }, 'body.cabins', 'Kabin sayısı negatif olamaz.'],
      [{ length_m: 1 }, 'body.length_m', 'Uzunluk en az 2 metre olmalı.'],
      [{ crew: 1.5 }, 'body.crew', 'Mürettebat sayısı tam sayı olmalı.'],
      [{ min_days: 0 }, 'body.min_days', 'En az kiralama 1 gün olmalı.'],
      [{ prepayment_percent: 120 }, 'body.prepayment_percent', 'Ön ödeme oranı 0–100 arasında olmalı.'],
      [{ departure_time: '25:00' }, 'body.departure_time', 'Kalkış saati SS:DD biçiminde olmalı (ör. 10:00).'],
      [{ features: [''] }, 'body.features.0', 'Özellik boş olamaz.'],
      [{ slug: 'Çok Güzel' }, 'body.slug', 'Adres yalnızca küçük harf, rakam ve tire içerebilir (ör. villa-deniz).'],
      [{ type_id: 0 }, 'body.type_id', 'Tekne tipi geçersiz.'],
    ];
    for (const [over, path, message] of cases) {
      const res = await call('POST', '/v1/admin/boat', adminToken, validBoat(over as Partial<BoatWriteBody>));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res).message).toBe(API_MESSAGES.VALIDATION);
      expect(errorOf(res).issues, JSON.stringify(over)).toContainEqual({ path, message });
    }
  });

  it('answers 400 for a type or marina that does not exist, and writes nothing', async () => {
    const before = (await t.db.select({ id: boats.id }).from(boats)).length;
    const type = await call('POST', '/v1/admin/boat', adminToken, validBoat({ name: 'Hayalet', type_id: 999999 }));
    expect(type.statusCode).toBe(400);
    expect(errorOf(type).message).toBe('Seçilen tekne tipi bulunamadı.');
    const marina = await call('POST', '/v1/admin/boat', adminToken, validBoat({ name: 'Hayalet', marina_id: 999999 }));
    expect(marina.statusCode).toBe(400);
    expect(errorOf(marina).message).toBe('Seçilen marina bulunamadı.');
    expect((await t.db.select({ id: boats.id }).from(boats)).length).toBe(before);
  });
});

describe('PUT /v1/admin/boat/{villa_id}', () => {
  it('replaces the fields; renaming keeps the slug unless a new one is sent', async () => {
    const boat = await createViaApi({ name: 'Lodos', features: ['Klima'] });
    const renamed = contentOf<BoatDetail>(
      await call('PUT', `/v1/admin/boat/${boat.id}`, adminToken, validBoat({ name: 'Lodos II', capacity: 8, features: [] })),
    );
    expect(renamed).toMatchObject({ id: boat.id, name: 'Lodos II', slug: 'lodos', capacity: 8, features: [], order: boat.order });
    const reslugged = contentOf<BoatDetail>(
      await call('PUT', `/v1/admin/boat/${boat.id}`, adminToken, validBoat({ name: 'Lodos II', slug: 'lodos-iki', order: 5 })),
    );
    expect(reslugged).toMatchObject({ slug: 'lodos-iki', order: 5 });
    // Its own slug again is no clash.
    expect(
      contentOf<BoatDetail>(await call('PUT', `/v1/admin/boat/${boat.id}`, adminToken, validBoat({ slug: 'lodos-iki' }))).slug,
    ).toBe('lodos-iki');
  });

  it('answers 404 for an unknown boat and 400 for a bad id or body', async () => {
    const missing = await call('PUT', '/v1/admin/boat/999999', adminToken, validBoat());
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({ code: 'NOT_FOUND', message: 'Tekne bulunamadı.' });
    expect((await call('PUT', '/v1/admin/boat/abc', adminToken, validBoat())).statusCode).toBe(400);
    const boat = await createBoat(t.db);
    const bad = await call('PUT', `/v1/admin/boat/${boat.id}`, adminToken, validBoat({ capacity: -3 }));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).issues).toContainEqual({ path: 'body.capacity', message: 'Kapasite en az 1 kişi olmalı.' });
  });
});

describe('PATCH /v1/admin/boat/activity', () => {
  it('hides and shows a boat', async () => {
    const boat = await createBoat(t.db);
    const off = contentOf(await call('PATCH', '/v1/admin/boat/activity', adminToken, { villa_id: boat.id, active: false }));
    expect(off).toEqual({ id: boat.id, active: false, order: boat.sort_order });
    expect(contentOf<BoatDetail>(await call('GET', `/v1/admin/boat/${boat.id}`, adminToken)).active).toBe(false);
    const on = contentOf<{ active: boolean }>(
      await call('PATCH', '/v1/admin/boat/activity', adminToken, { villa_id: boat.id, active: true }),
    );
    expect(on.active).toBe(true);
  });
  it('answers 404 for an unknown boat and 400 in Turkish for a bad body', async () => {
    expect((await call('PATCH', '/v1/admin/boat/activity', adminToken, { villa_id: 999999, active: true })).statusCode).toBe(404);
    const bad = await call('PATCH', '/v1/admin/boat/activity', adminToken, { villa_id: 'x', active: 'evet' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).issues).toEqual(
      expect.arrayContaining([
        { path: 'body.villa_id', message: 'Tekne geçersiz.' },
        { path: 'body.active', message: 'active true veya false olmalı.' },
      ]),
    );
  });
});

// ── Reads ──────────────────────────────────────────────────────────────────
describe('GET /v1/admin/boat', () => {
  it('pages 20 at a time in the agency order by default, honours skip/take, order=id and dir', async () => {
    for (let i = 0; i < 22; i++) await createBoat(t.db, { name: `Liste Teknesi ${i}` });
    const first = contentOf<Page<BoatListItem>>(await call('GET', '/v1/admin/boat', adminToken));
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(22);
    const orders = first.items.map((b) => b.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const second = contentOf<Page<BoatListItem>>(await call('GET', '/v1/admin/boat?skip=20&take=20', adminToken));
    expect(second.items.length).toBe(Math.min(20, first.total - 20));
    expect(second.items.map((b) => b.id)).not.toContain(first.items[0]!.id);
    const byId = contentOf<Page<BoatListItem>>(await call('GET', '/v1/admin/boat?order=id&dir=desc&take=5', adminToken));
    const ids = byId.items.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const maxId = Math.max(...(await t.db.select({ id: boats.id }).from(boats)).map((r) => r.id));
    expect(ids[0]).toBe(maxId);
  });

  it('searches names by Turkish case rules, with type, marina and thumbnail in each item', async () => {
    const type = await createBoatType(t.db, { name: 'Yelkenli' });
    const marina = await createMarina(t.db, { name: 'Bodrum Marina' });
    const boat = await createBoat(t.db, { name: 'Işıl Işıl', type_id: type.id, marina_id: marina.marina_id });
    await createBoatImage(t.db, { boat_id: boat.id, storage_key: `boats/${boat.id}/ilk`, widths: [400, 800], sort_order: 1 });
    for (const q of ['IŞIL', 'ışıl', 'Işıl ı']) {
      const list = contentOf<Page<BoatListItem>>(await call('GET', `/v1/admin/boat?q=${encodeURIComponent(q)}`, adminToken));
      expect(
        list.items.map((b) => b.id),
        q,
      ).toEqual([boat.id]);
    }
    const [item] = contentOf<Page<BoatListItem>>(
      await call('GET', `/v1/admin/boat?q=${encodeURIComponent('Işıl')}`, adminToken),
    ).items;
    expect(item).toMatchObject({
      type: { id: type.id, name: 'Yelkenli' },
      marina: { marina_id: marina.marina_id, name: 'Bodrum Marina' },
      thumbnail: `/v1/media/boats/${boat.id}/ilk-400.webp`,
    });
    const none = contentOf<Page<BoatListItem>>(await call('GET', '/v1/admin/boat?q=%25', adminToken));
    expect(none.total).toBe(0);
  });

  it('answers 400 for a bad query', async () => {
    for (const qs of ['skip=-1', 'take=0', 'take=101', 'order=popular', 'dir=up']) {
      const res = await call('GET', `/v1/admin/boat?${qs}`, adminToken);
      expect(res.statusCode, qs).toBe(400);
    }
    expect(errorOf(await call('GET', '/v1/admin/boat?order=name', adminToken)).issues).toContainEqual({
      path: 'querystring.order',
      message: 'Sıralama order veya id olmalı.',
    });
  });
});

describe('GET /v1/admin/boat/all and /boatallactive', () => {
  it('lists every boat, or only the active ones, as id and name in the agency order', async () => {
    const on = await createBoat(t.db, { name: 'Seçim Aktif' });
    const off = await createBoat(t.db, { name: 'Seçim Pasif', active: false });
    const all = contentOf<BoatOption[]>(await call('GET', '/v1/admin/boat/all', adminToken));
    expect(all).toContainEqual({ id: on.id, name: 'Seçim Aktif', active: true });
    expect(all).toContainEqual({ id: off.id, name: 'Seçim Pasif', active: false });
    const active = contentOf<BoatOption[]>(await call('GET', '/v1/admin/boatallactive', adminToken));
    expect(active.map((b) => b.id)).toContain(on.id);
    expect(active.map((b) => b.id)).not.toContain(off.id);
    expect(active.every((b) => b.active)).toBe(true);
  });
});

describe('GET /v1/admin/boat/{id}', () => {
  it('answers the full record with prices (sorted) and images (in order)', async () => {
    const boat = await createBoat(t.db);
    const later = await createBoatPrice(t.db, { boat_id: boat.id, start_date: '2032-07-01', end_date: '2032-07-31' });
    const june = {
      start_date: '2032-06-01',
      end_date: '2032-06-30',
      daily_price_kurus: 1_500_000,
      weekly_price_kurus: 9_000_000,
      min_days: 2,
    };
    const earlier = await createBoatPrice(t.db, { boat_id: boat.id, ...june });
    const second = await createBoatImage(t.db, { boat_id: boat.id, sort_order: 2 });
    const first = await createBoatImage(t.db, { boat_id: boat.id, sort_order: 1 });
    const detail = contentOf<BoatDetail>(await call('GET', `/v1/admin/boat/${boat.id}`, adminToken));
    expect(detail.prices.map((p) => p.id)).toEqual([earlier.id, later.id]);
    expect(detail.prices[0]).toEqual({ id: earlier.id, boat_id: boat.id, ...june });
    expect(detail.images.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(detail.thumbnail).toBe(detail.images[0]?.variants[0]?.url);
  });
  it('answers 404 in Turkish for an unknown id and 400 for a bad one', async () => {
    const res = await call('GET', '/v1/admin/boat/999999', adminToken);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Tekne bulunamadı.');
    expect((await call('GET', '/v1/admin/boat/0', adminToken)).statusCode).toBe(400);
    expect((await call('GET', '/v1/admin/boat/99999999999', adminToken)).statusCode).toBe(400);
  });
});

// ── Prices ─────────────────────────────────────────────────────────────────
describe('/v1/admin/boat/price', () => {
  const price = (boatId: number, over: object = {}) => ({
    boat_id: boatId,
    start_date: '2033-06-01',
    end_date: '2033-06-30',
    daily_price_kurus: 2_500_000,
    weekly_price_kurus: 15_000_000,
    min_days: 2,
    ...over,
  });

  it('adds, edits and deletes periods (id in the body for PUT, body or ?id= for DELETE)', async () => {
    const boat = await createBoat(t.db);
    const created = contentOf<BoatPricePeriod>(await call('POST', '/v1/admin/boat/price', adminToken, price(boat.id)), 201);
    expect(created).toMatchObject({ boat_id: boat.id, start_date: '2033-06-01', end_date: '2033-06-30', min_days: 2 });
    const oneDay = contentOf<BoatPricePeriod>(
      await call(
        'POST',
        '/v1/admin/boat/price',
        adminToken,
        price(boat.id, { start_date: '2033-07-01', end_date: '2033-07-01', weekly_price_kurus: null }),
      ),
      201,
    );
    expect(oneDay.weekly_price_kurus).toBeNull();
    const edited = contentOf<BoatPricePeriod>(
      await call(
        'PUT',
        '/v1/admin/boat/price',
        adminToken,
        price(boat.id, { id: created.id, end_date: '2033-06-29', daily_price_kurus: 2_600_000 }),
      ),
    );
    expect(edited).toMatchObject({ id: created.id, end_date: '2033-06-29', daily_price_kurus: 2_600_000 });
    expect(contentOf(await call('DELETE', '/v1/admin/boat/price', adminToken, { id: created.id }))).toEqual({ id: created.id });
    expect(contentOf(await call('DELETE', `/v1/admin/boat/price?id=${oneDay.id}`, adminToken))).toEqual({ id: oneDay.id });
    expect(await t.db.select().from(boatPrices).where(eq(boatPrices.boat_id, boat.id))).toEqual([]);
  });

  it('answers 409 naming the other period when two periods of one boat would share a day', async () => {
    const boat = await createBoat(t.db);
    const june = contentOf<BoatPricePeriod>(await call('POST', '/v1/admin/boat/price', adminToken, price(boat.id)), 201);
    // The last day is inclusive: a period starting on it overlaps.
    const res = await call(
      'POST',
      '/v1/admin/boat/price',
      adminToken,
      price(boat.id, { start_date: '2033-06-30', end_date: '2033-07-10' }),
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'CONFLICT',
      message: 'Bu fiyat dönemi 1 Haziran 2033 – 30 Haziran 2033 dönemiyle çakışıyor.',
      conflict: { id: june.id, start_date: '2033-06-01', end_date: '2033-06-30' },
    });
    const july = contentOf<BoatPricePeriod>(
      await call(
        'POST',
        '/v1/admin/boat/price',
        adminToken,
        price(boat.id, { start_date: '2033-07-01', end_date: '2033-07-31' }),
      ),
      201,
    );
    const moved = await call(
      'PUT',
      '/v1/admin/boat/price',
      adminToken,
      price(boat.id, { id: july.id, start_date: '2033-06-15' }),
    );
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).message).toContain('1 Haziran 2033 – 30 Haziran 2033');
    // Another boat may use the same days.
    const other = await createBoat(t.db);
    expect((await call('POST', '/v1/admin/boat/price', adminToken, price(other.id))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown boat or period, or a period of another boat', async () => {
    const boat = await createBoat(t.db);
    const other = await createBoat(t.db);
    const period = await createBoatPrice(t.db, { boat_id: other.id, start_date: '2034-01-01', end_date: '2034-01-31' });
    const unknownBoat = await call('POST', '/v1/admin/boat/price', adminToken, price(999999));
    expect(unknownBoat.statusCode).toBe(404);
    expect(errorOf(unknownBoat).message).toBe('Tekne bulunamadı.');
    const wrongBoat = await call('PUT', '/v1/admin/boat/price', adminToken, price(boat.id, { id: period.id }));
    expect(wrongBoat.statusCode).toBe(404);
    expect(errorOf(wrongBoat).message).toBe('Fiyat dönemi bulunamadı.');
    expect((await call('DELETE', '/v1/admin/boat/price', adminToken, { id: 999999 })).statusCode).toBe(404);
  });

  it('answers 400 with Turkish issues for bad bodies', async () => {
    const boat = await createBoat(t.db);
    const cases: [object, string, string][] = [
      [{ end_date: '2033-05-31' }, 'body.end_date', 'Bitiş tarihi başlangıçtan önce olamaz.'],
      [{ start_date: '2033-02-30' }, 'body.start_date', 'Geçersiz tarih.'],
      [{ start_date: '01.06.2033' }, 'body.start_date', 'Tarih YYYY-AA-GG biçiminde olmalı.'],
      [{ daily_price_kurus: 0 }, 'body.daily_price_kurus', 'Günlük fiyat 0’dan büyük olmalı.'],
      [{ daily_price_kurus: 10.5 }, 'body.daily_price_kurus', 'Günlük fiyat kuruş cinsinden tam sayı olmalı.'],
      [{ weekly_price_kurus: -1 }, 'body.weekly_price_kurus', 'Haftalık fiyat 0’dan büyük olmalı.'],
      [{ min_days: 0 }, 'body.min_days', 'En az gün 1 olmalı.'],
    ];
    for (const [over, path, message] of cases) {
      const res = await call('POST', '/v1/admin/boat/price', adminToken, price(boat.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res).issues, JSON.stringify(over)).toContainEqual({ path, message });
    }
    const noId = await call('DELETE', '/v1/admin/boat/price', adminToken);
    expect(noId.statusCode).toBe(400);
    expect(errorOf(noId).message).toBe('Silinecek fiyat döneminin kimliği (id) gönderilmedi.');
    expect((await call('PUT', '/v1/admin/boat/price', adminToken, price(boat.id))).statusCode).toBe(400);
  });
});

// ── Images ─────────────────────────────────────────────────────────────────
/** Uploads as the admin, as `token`'s user, or with no token at all (''). */
const upload = (boatId: number | string | undefined, files: FilePart[], token?: string) =>
  postImages(
    t.app,
    '/v1/admin/boat/image',
    ['boat_id', boatId],
    files,
    token === undefined ? bearer(adminToken) : token ? bearer(token) : {},
  );

const jpeg = (w = 1000, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/v1\/media\//, ''));

describe('/v1/admin/boat/image', () => {
  it('stores uploads as WebP variants served under /v1/media like villa images, reorders and deletes them', async () => {
    const boat = await createBoat(t.db);
    const images = contentOf<BoatImage[]>(
      await upload(boat.id, [
        { filename: 'guverte.jpg', type: 'image/jpeg', data: await jpeg() },
        { filename: 'kabin.jpg', type: 'image/jpeg', data: await jpeg(600, 400) },
      ]),
      201,
    );
    expect(images).toHaveLength(2);
    expect(images[0]?.variants.map((v) => v.width)).toEqual([400, 800]);
    for (const v of images.flatMap((i) => i.variants)) {
      expect(v.url).toMatch(new RegExp(`^/v1/media/boats/${boat.id}/[0-9a-f]+-${v.width}\\.webp$`));
      const served = await t.app.inject({ method: 'GET', url: v.url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    const [a, b] = images as [BoatImage, BoatImage];
    const reordered = contentOf<BoatImage[]>(
      await call('PUT', '/v1/admin/boat/image/updateorder', adminToken, {
        boat_id: boat.id,
        order: [
          { id: a.id, order: 2 },
          { id: b.id, order: 1 },
        ],
      }),
    );
    expect(reordered.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(contentOf<BoatDetail>(await call('GET', `/v1/admin/boat/${boat.id}`, adminToken)).thumbnail).toBe(b.variants[0]?.url);
    expect(contentOf(await call('DELETE', `/v1/admin/boat/image/${a.id}`, adminToken))).toEqual({ id: a.id });
    for (const v of a.variants) expect(existsSync(fileOf(v.url))).toBe(false);
    expect(existsSync(fileOf(b.variants[0]!.url))).toBe(true);
    expect((await call('DELETE', `/v1/admin/boat/image/${a.id}`, adminToken)).statusCode).toBe(404);
  });

  it('refuses what is not an image (415), a corrupt image (422) and writes nothing', async () => {
    const boat = await createBoat(t.db);
    const text = await upload(boat.id, [
      { filename: 'ok.jpg', type: 'image/jpeg', data: await jpeg() },
      { filename: 'not.jpg', type: 'image/jpeg', data: Buffer.from('bu bir görsel değil') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).message).toBe('“not.jpg” bir görsel değil. Yalnızca JPEG, PNG veya WebP yüklenebilir.');
    const corrupt = (await jpeg()).subarray(0, 200);
    const broken = await upload(boat.id, [{ filename: 'yarim.jpg', type: 'image/jpeg', data: corrupt }]);
    expect(broken.statusCode).toBe(422);
    expect(errorOf(broken).message).toBe('“yarim.jpg” okunamadı; dosya bozuk olabilir.');
    // The first, valid file of the refused upload left no variant behind.
    const dir = path.join(t.config.uploadsDir, 'boats', String(boat.id));
    expect(existsSync(dir) ? await readdir(dir) : []).toEqual([]);
    expect(contentOf<BoatDetail>(await call('GET', `/v1/admin/boat/${boat.id}`, adminToken)).images).toEqual([]);
  });

  it('refuses an image declaring 16000×16000 px with 422 from its header and writes nothing', async () => {
    const boat = await createBoat(t.db);
    const res = await upload(boat.id, [{ filename: 'bomba.png', type: 'image/png', data: pngDeclaring(16_000, 16_000) }]);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(
      '“bomba.png” çok büyük: kenarı en fazla 10.000 piksel, alanı en fazla 40 megapiksel olabilir.',
    );
    const dir = path.join(t.config.uploadsDir, 'boats', String(boat.id));
    expect(existsSync(dir) ? await readdir(dir) : []).toEqual([]);
    expect(contentOf<BoatDetail>(await call('GET', `/v1/admin/boat/${boat.id}`, adminToken)).images).toEqual([]);
  });

  it('answers 400, 404 and 415 for a missing boat_id, an unknown boat, no file or a JSON body', async () => {
    const boat = await createBoat(t.db);
    const noId = await upload(undefined, [{ filename: 'a.jpg', type: 'image/jpeg', data: await jpeg() }]);
    expect(noId.statusCode).toBe(400);
    expect(errorOf(noId).message).toBe('Görselin yükleneceği tekne (boat_id) geçersiz.');
    const unknown = await upload(999999, [{ filename: 'a.jpg', type: 'image/jpeg', data: await jpeg() }]);
    expect(unknown.statusCode).toBe(404);
    const none = await upload(boat.id, []);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe('Yüklenecek görsel seçilmedi.');
    const json = await call('POST', '/v1/admin/boat/image', adminToken, { boat_id: boat.id });
    expect(json.statusCode).toBe(415);
  });

  it('reorder: 404 when an image belongs to another boat', async () => {
    const boat = await createBoat(t.db);
    const other = await createBoat(t.db);
    const foreign = await createBoatImage(t.db, { boat_id: other.id });
    const res = await call('PUT', '/v1/admin/boat/image/updateorder', adminToken, {
      boat_id: boat.id,
      order: [{ id: foreign.id, order: 1 }],
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Görsellerden biri bu tekneye ait değil.');
  });
});

// ── Authorisation ──────────────────────────────────────────────────────────
describe('authorisation matrix', () => {
  it('OWNER 403, anonymous 401, expired token 401 on every call, and nothing changes', async () => {
    const boat = await createBoat(t.db, { name: 'Yetki Teknesi' });
    const period = await createBoatPrice(t.db, { boat_id: boat.id, start_date: '2035-01-01', end_date: '2035-01-31' });
    const image = await createBoatImage(t.db, { boat_id: boat.id });
    const priceBody = { boat_id: boat.id, start_date: '2035-03-01', end_date: '2035-03-31', daily_price_kurus: 100_000 };
    const endpoints: [Method, string, object?][] = [
      ['GET', '/v1/admin/boat'],
      ['GET', '/v1/admin/boat/all'],
      ['GET', '/v1/admin/boatallactive'],
      ['GET', `/v1/admin/boat/${boat.id}`],
      ['POST', '/v1/admin/boat', validBoat({ name: 'Sahibin Teknesi' })],
      ['PUT', `/v1/admin/boat/${boat.id}`, validBoat({ name: 'Sahibin Teknesi' })],
      ['PATCH', '/v1/admin/boat/activity', { villa_id: boat.id, active: false }],
      ['POST', '/v1/admin/boat/price', priceBody],
      ['PUT', '/v1/admin/boat/price', { ...priceBody, id: period.id }],
      ['DELETE', '/v1/admin/boat/price', { id: period.id }],
      ['DELETE', `/v1/admin/boat/image/${image.id}`],
      ['PUT', '/v1/admin/boat/image/updateorder', { boat_id: boat.id, order: [{ id: image.id, order: 9 }] }],
      // Even an invalid body: the role is checked first.
      ['POST', '/v1/admin/boat', {}],
    ];
    const expiredToken = await signExpiredToken(admin);
    for (const [method, url, body] of endpoints) {
      const label = `${method} ${url}`;
      const asOwner = await call(method, url, ownerToken, body);
      expect(asOwner.statusCode, label).toBe(403);
      expect(errorOf(asOwner)).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.FORBIDDEN });
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode, label).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      const expired = await call(method, url, expiredToken, body);
      expect(expired.statusCode, label).toBe(401);
      expect(errorOf(expired).code).toBe('TOKEN_INVALID');
    }
    const file = [{ filename: 'a.jpg', type: 'image/jpeg', data: await jpeg(500, 300) }];
    expect((await upload(boat.id, file, ownerToken)).statusCode).toBe(403);
    expect((await upload(boat.id, file, '')).statusCode).toBe(401);
    expect((await upload(boat.id, file, expiredToken)).statusCode).toBe(401);

    const after = contentOf<BoatDetail>(await call('GET', `/v1/admin/boat/${boat.id}`, adminToken));
    expect(after).toMatchObject({ name: 'Yetki Teknesi', active: true });
    expect(after.prices.map((p) => p.id)).toEqual([period.id]);
    expect(after.images.map((i) => i.id)).toEqual([image.id]);
    expect(contentOf<Page<BoatListItem>>(await call('GET', '/v1/admin/boat?q=Sahibin', adminToken)).total).toBe(0);
  });
});

// ── List filters by type and marina (the "N tekne" links) ──────────────────
describe('GET /v1/admin/boat?type_id=&marina_id=', () => {
  const list = async (qs: string, token = adminToken) =>
    contentOf<Page<BoatListItem>>(await call('GET', `/v1/admin/boat?${qs}`, token));

  it('keeps the boats of one type, of one marina, of both, and combines with the search and paging', async () => {
    const gulet = await createBoatType(t.db, { name: 'Süzme Gulet' });
    const yacht = await createBoatType(t.db, { name: 'Süzme Yat' });
    const gocek = await createMarina(t.db, { name: 'Süzme Göcek' });
    const kas = await createMarina(t.db, { name: 'Süzme Kaş' });
    const a = await createBoat(t.db, { name: 'Süzgeç Ada', type_id: gulet.id, marina_id: gocek.marina_id });
    const b = await createBoat(t.db, { name: 'Süzgeç Bora', type_id: gulet.id, marina_id: kas.marina_id, active: false });
    const c = await createBoat(t.db, { name: 'Süzgeç Cemre', type_id: yacht.id, marina_id: gocek.marina_id });
    const d = await createBoat(t.db, { name: 'Süzgeç Deniz', type_id: gulet.id });
    await createBoat(t.db, { name: 'Süzgeç Ela' });
    const ids = (p: Page<BoatListItem>) => p.items.map((x) => x.id);

    // A type's boats, active or not, in the agency order, each with that type.
    const ofGulet = await list(`type_id=${gulet.id}`);
    expect(ids(ofGulet)).toEqual([a.id, b.id, d.id]);
    expect(ofGulet.total).toBe(3);
    expect(ofGulet.items.every((x) => x.type?.id === gulet.id)).toBe(true);
    // A marina's boats.
    const atGocek = await list(`marina_id=${gocek.marina_id}`);
    expect(ids(atGocek)).toEqual([a.id, c.id]);
    expect(atGocek.items.every((x) => x.marina?.marina_id === gocek.marina_id)).toBe(true);
    // Both at once, and with the name search (Turkish case rules still apply).
    expect(ids(await list(`type_id=${gulet.id}&marina_id=${gocek.marina_id}`))).toEqual([a.id]);
    expect(ids(await list(`type_id=${gulet.id}&q=${encodeURIComponent('SÜZGEÇ B')}`))).toEqual([b.id]);
    // Paging and sorting count only the filtered boats.
    const page2 = await list(`type_id=${gulet.id}&take=2&skip=2`);
    expect(ids(page2)).toEqual([d.id]);
    expect(page2.total).toBe(3);
    expect(ids(await list(`type_id=${gulet.id}&order=id&dir=desc`))).toEqual([d.id, b.id, a.id]);
  });

  it('answers an empty page for a type or marina no boat uses (or that does not exist)', async () => {
    const unused = await createBoatType(t.db, { name: 'Boş Tip' });
    const empty = await createMarina(t.db, { name: 'Boş Marina' });
    for (const qs of [`type_id=${unused.id}`, `marina_id=${empty.marina_id}`, 'type_id=2147483647']) {
      expect(await list(qs), qs).toEqual({ items: [], total: 0 });
    }
  });

  it('answers 400 with a Turkish message for an id that is not a positive whole number', async () => {
    const cases: [string, string, string][] = [
      ['type_id=abc', 'querystring.type_id', 'Tekne tipi geçersiz.'],
      ['type_id=0', 'querystring.type_id', 'Tekne tipi geçersiz.'],
      ['type_id=-3', 'querystring.type_id', 'Tekne tipi geçersiz.'],
      ['type_id=1.5', 'querystring.type_id', 'Tekne tipi geçersiz.'],
      ['type_id=2147483648', 'querystring.type_id', 'Tekne tipi geçersiz.'],
      ['marina_id=x', 'querystring.marina_id', 'Marina geçersiz.'],
      ['marina_id=0', 'querystring.marina_id', 'Marina geçersiz.'],
    ];
    for (const [qs, path, message] of cases) {
      const res = await call('GET', `/v1/admin/boat?${qs}`, adminToken);
      expect(res.statusCode, qs).toBe(400);
      expect(errorOf(res).issues, qs).toContainEqual({ path, message });
    }
  });

  it('is for admins only: OWNER 403, anonymous 401, expired token 401', async () => {
    const type = await createBoatType(t.db, { name: 'Yetki Tipi' });
    await createBoat(t.db, { name: 'Yetki Süzgeci', type_id: type.id });
    const url = `/v1/admin/boat?type_id=${type.id}&marina_id=1`;
    expect((await call('GET', url, ownerToken)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, await signExpiredToken(admin))).statusCode).toBe(401);
  });
});
