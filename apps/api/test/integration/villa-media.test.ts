/**
 * Villa images (SPEC §7 `POST /v1/admin/villas/image`, `DELETE /villas/image/{id}`,
 * `PUT /villas/image/updateorder`): real type from the bytes (415), size cap
 * (413), corrupt images (422), EXIF applied and stripped, WebP variants on
 * disk, all-or-nothing uploads, files removed with their row.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type VillaDetail, type VillaImage } from '@yali/contract';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createUser, createVilla, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type FilePart, HOSTILE_SVG, multipart, pngDeclaring, postImages } from '../helpers/uploads.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let adminToken: string;
let ownerToken: string;

const upload = (villaId: number | string | undefined, files: FilePart[], token = adminToken) =>
  postImages(t.app, '/v1/admin/villas/image', ['villa_id', villaId], files, bearer(token));

/** A 1600×1000 JPEG carrying EXIF GPS coordinates and a camera model. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'TestKamera', Model: 'Gizli Model' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '29/1 7/1 0/1' },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const png = (w = 500, h = 400) =>
  sharp({ create: { width: w, height: h, channels: 4, background: { r: 240, g: 180, b: 20, alpha: 1 } } })
    .png()
    .toBuffer();

/** Every file stored for villa `id`. */
async function storedFiles(id: number): Promise<string[]> {
  const dir = path.join(t.config.uploadsDir, 'villas', String(id));
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/v1\/media\//, ''));

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  owner = await createUser(t.db, { role: 'OWNER' });
  [adminToken, ownerToken] = await Promise.all([loginAs(t.app, admin), loginAs(t.app, owner)]);
});
afterAll(() => t?.close());

describe('upload', () => {
  it('stores a JPEG as WebP variants without any EXIF (no GPS leak) and a PNG, after the existing images', async () => {
    const v = await createVilla(t.db);
    const source = await jpegWithGps();
    expect((await sharp(source).metadata()).exif?.includes(Buffer.from('Gizli Model'))).toBe(true);
    const first = contentOf<VillaImage[]>(await upload(v.id, [{ filename: 'deniz.jpg', type: 'image/jpeg', data: source }]), 201);
    expect(first).toHaveLength(1);
    const [img] = first;
    expect(img).toMatchObject({ width: 1600, height: 1000 });
    expect(img?.variants.map((x) => x.width)).toEqual([400, 800, 1280]);
    for (const variant of img?.variants ?? []) {
      const meta = await sharp(await readFile(fileOf(variant.url))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(variant.width);
    }
    // Served under /v1/media.
    const served = await t.app.inject({ method: 'GET', url: img?.variants[0]?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(Buffer.from('Gizli Model'))).toBe(false);
    // A browser must never guess another type (e.g. HTML) from the bytes of a stored file.
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const both = contentOf<VillaImage[]>(
      await upload(v.id, [
        { filename: 'a.png', type: 'image/png', data: await png() },
        { filename: 'b.png', type: 'image/png', data: await png(300, 600) },
      ]),
      201,
    );
    expect(both).toHaveLength(3);
    expect(both[0]?.id).toBe(img?.id);
    const orders = both.map((x) => x.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(3);
    // A PNG narrower than 400 px is kept at its own width.
    expect(both[2]?.variants.map((x) => x.width)).toEqual([300]);
    expect(await storedFiles(v.id)).toHaveLength(3 + 1 + 1);
  });

  it('reads the type from the bytes: a text file named .jpg is 415, a PNG sent as image/jpeg is fine', async () => {
    const v = await createVilla(t.db);
    const text = await upload(v.id, [
      { filename: 'foto.jpg', type: 'image/jpeg', data: Buffer.from('bu bir metin dosyası, görsel değil') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(errorOf(text)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(errorOf(text).message).toContain('foto.jpg');
    const svg = await upload(v.id, [{ filename: 'x.svg', type: 'image/svg+xml', data: HOSTILE_SVG }]);
    expect(svg.statusCode).toBe(415);
    expect(await storedFiles(v.id)).toEqual([]);
    contentOf(await upload(v.id, [{ filename: 'gizli.jpg', type: 'image/jpeg', data: await png() }]), 201);
  });

  it('refuses a corrupt JPEG with 422; with a good file beside it nothing is stored at all', async () => {
    const v = await createVilla(t.db);
    const good = await jpegWithGps();
    const corrupt = Buffer.concat([good.subarray(0, 400), Buffer.alloc(2000, 0x41)]);
    const res = await upload(v.id, [
      { filename: 'iyi.jpg', type: 'image/jpeg', data: good },
      { filename: 'bozuk.jpg', type: 'image/jpeg', data: corrupt },
    ]);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toEqual({ code: 'UNPROCESSABLE', message: '“bozuk.jpg” okunamadı; dosya bozuk olabilir.' });
    expect(await storedFiles(v.id)).toEqual([]);
    const detail = contentOf<VillaDetail>(
      await t.app.inject({ method: 'GET', url: `/v1/admin/villas/${v.id}`, headers: bearer(adminToken) }),
    );
    expect(detail.images).toEqual([]);
    const magicOnly = await upload(v.id, [
      { filename: 'yarim.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
    ]);
    expect(magicOnly.statusCode).toBe(422);
  });

  it('refuses an image over 10,000 px a side or 40 megapixels with 422 from its header, and stores nothing', async () => {
    const v = await createVilla(t.db);
    // A hundred-odd bytes declaring 16000×16000 px: sharp's own limit (268 MP) would let it be decoded, three times.
    const bomb = pngDeclaring(16_000, 16_000);
    expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', width: 16_000, height: 16_000 });
    for (const [name, data] of [
      ['bomba.png', bomb],
      ['serit.png', pngDeclaring(10_001, 10)], // one side too long, few pixels
      ['genis.png', pngDeclaring(8_000, 6_000)], // sides allowed, 48 MP
    ] as const) {
      const res = await upload(v.id, [
        { filename: 'iyi.png', type: 'image/png', data: await png() },
        { filename: name, type: 'image/png', data },
      ]);
      expect(res.statusCode, name).toBe(422);
      expect(errorOf(res), name).toEqual({
        code: 'UNPROCESSABLE',
        message: `“${name}” çok büyük: kenarı en fazla 10.000 piksel, alanı en fazla 40 megapiksel olabilir.`,
      });
    }
    expect(await storedFiles(v.id)).toEqual([]);
    // At the limits themselves the header check lets the file through (this one then fails as corrupt).
    const edge = await upload(v.id, [{ filename: 'sinir.png', type: 'image/png', data: pngDeclaring(10_000, 4_000) }]);
    expect(errorOf(edge).message).toBe('“sinir.png” okunamadı; dosya bozuk olabilir.');
  });

  it('refuses a file over 15 MB with 413 "Dosya çok büyük"', async () => {
    const v = await createVilla(t.db);
    const big = Buffer.concat([await png(), Buffer.alloc(15 * 1024 * 1024 + 10)]);
    const res = await upload(v.id, [{ filename: 'dev.png', type: 'image/png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
    expect(errorOf(res).message).toMatch(/^Dosya çok büyük/);
    expect(await storedFiles(v.id)).toEqual([]);
  });

  it('answers 400 without villa_id or files, 404 for an unknown villa, 415 for a JSON body', async () => {
    const pngData = await png();
    expect((await upload(undefined, [{ filename: 'a.png', type: 'image/png', data: pngData }])).statusCode).toBe(400);
    expect((await upload('abc', [{ filename: 'a.png', type: 'image/png', data: pngData }])).statusCode).toBe(400);
    const v = await createVilla(t.db);
    expect((await upload(v.id, [])).statusCode).toBe(400);
    expect((await upload(999_999, [{ filename: 'a.png', type: 'image/png', data: pngData }])).statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/villas/image',
      headers: bearer(adminToken),
      payload: { villa_id: v.id },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('delete and reorder', () => {
  it('reorders the images of a villa in one call; an id of another villa is 404 and changes nothing', async () => {
    const v = await createVilla(t.db);
    const imgs = contentOf<VillaImage[]>(
      await upload(v.id, [
        { filename: '1.png', type: 'image/png', data: await png() },
        { filename: '2.png', type: 'image/png', data: await png() },
        { filename: '3.png', type: 'image/png', data: await png() },
      ]),
      201,
    );
    const ids = imgs.map((x) => x.id);
    const reversed = [...ids].reverse();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/villas/image/updateorder',
      headers: bearer(adminToken),
      payload: { villa_id: v.id, order: reversed.map((id, i) => ({ id, order: i + 1 })) },
    });
    expect(contentOf<VillaImage[]>(res).map((x) => x.id)).toEqual(reversed);
    const pub = contentOf<VillaDetail>(await t.app.inject({ method: 'GET', url: `/v1/villas/${v.slug}` }));
    expect(pub.images.map((x) => x.id)).toEqual(reversed);

    const w = await createVilla(t.db);
    const foreign = contentOf<VillaImage[]>(
      await upload(w.id, [{ filename: 'w.png', type: 'image/png', data: await png() }]),
      201,
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/villas/image/updateorder',
      headers: bearer(adminToken),
      payload: {
        villa_id: v.id,
        order: [
          { id: reversed[1], order: 1 },
          { id: foreign[0]?.id, order: 2 },
        ],
      },
    });
    expect(bad.statusCode).toBe(404);
    const after = contentOf<VillaDetail>(await t.app.inject({ method: 'GET', url: `/v1/villas/${v.slug}` }));
    expect(after.images.map((x) => x.id)).toEqual(reversed);
  });

  it('deletes an image with its files', async () => {
    const v = await createVilla(t.db);
    const [img] = contentOf<VillaImage[]>(
      await upload(v.id, [{ filename: 'a.jpg', type: 'image/jpeg', data: await jpegWithGps() }]),
      201,
    );
    const files = (img?.variants ?? []).map((x) => fileOf(x.url));
    expect(files.every((f) => existsSync(f))).toBe(true);
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/admin/villas/image/${img?.id}`, headers: bearer(adminToken) });
    expect(contentOf(res)).toEqual({ id: img?.id });
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect(await storedFiles(v.id)).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/v1/admin/villas/image/${img?.id}`, headers: bearer(adminToken) });
    expect(again.statusCode).toBe(404);
  });
});

describe('authorisation', () => {
  it('an OWNER (even of the villa) gets 403 on upload, delete and reorder; anonymous and expired get 401', async () => {
    const v = await createVilla(t.db, { owner_id: owner.id });
    const [img] = contentOf<VillaImage[]>(await upload(v.id, [{ filename: 'a.png', type: 'image/png', data: await png() }]), 201);
    const up = await upload(v.id, [{ filename: 'b.png', type: 'image/png', data: await png() }], ownerToken);
    expect(up.statusCode).toBe(403);
    expect(errorOf(up)).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.FORBIDDEN });
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/admin/villas/image/${img?.id}`, headers: bearer(ownerToken) });
    expect(del.statusCode).toBe(403);
    const ord = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/villas/image/updateorder',
      headers: bearer(ownerToken),
      payload: { villa_id: v.id, order: [{ id: img?.id, order: 9 }] },
    });
    expect(ord.statusCode).toBe(403);
    expect(await storedFiles(v.id)).toHaveLength(img?.variants.length ?? -1);

    const expired = await signExpiredToken(admin);
    for (const token of [expired, '']) {
      const body = multipart([{ name: 'villa_id', value: String(v.id) }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/villas/image',
        headers: { ...(token ? bearer(token) : {}), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
