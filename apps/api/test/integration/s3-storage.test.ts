/**
 * Images in S3-compatible object storage (issue 17), against a real
 * S3-protocol server (s3rver): two API processes of one deployment share the
 * database and the bucket, so an image uploaded through one is served by the
 * other, with the headers of the local folder; deleting an image deletes its
 * objects; a store that refuses or does not answer gives a Turkish 503 and
 * leaves neither an image row nor an object; `storage:copy-to-s3` copies a
 * local uploads folder once and is a no-op the second time.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type VillaImage } from '@yali/contract';
import { villaImages } from '../../src/db/schema.ts';
import { createS3Storage, type S3Settings, type S3Storage } from '../../src/storage/s3-storage.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { createUser, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart } from '../helpers/uploads.ts';

const BUCKET = 'yali-media';
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

let s3: TestS3Server;
let first: TestApp;
let second: TestApp;
let token: string;
const drivers: S3Storage[] = [];

/** A driver the test closes at the end. */
const driver = (settings: S3Settings) => {
  const d = createS3Storage(settings);
  drivers.push(d);
  return d;
};

const photo = (width: number) =>
  sharp({ create: { width, height: 600, channels: 3, background: { r: 30, g: 140, b: 190 } } })
    .jpeg()
    .toBuffer();

/** `POST /v1/admin/villas/image` with one JPEG `width` px wide, through `t`. */
async function uploadPhoto(t: TestApp, villaId: number, width: number) {
  const body = multipart([
    { name: 'villa_id', value: String(villaId) },
    { name: 'files[]', filename: 'deniz.jpg', type: 'image/jpeg', data: await photo(width) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/v1/admin/villas/image',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const imageRows = (t: TestApp, villaId: number) => t.db.select().from(villaImages).where(eq(villaImages.villa_id, villaId));

/** An app on the shared database whose images go to `storage`. */
const appWith = (storage: Storage) => createTestApp({ database: first.database, storage });

/** A local port nothing listens on: a store that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  first = await createTestApp({ config: { s3: s3.settings() } });
  second = await createTestApp({ config: { s3: s3.settings() }, database: first.database });
  token = await loginAs(first.app, await createUser(first.db, { role: 'ADMIN' }));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  for (const d of drivers) d.close();
  await s3?.close();
});

describe('two API processes on one bucket', () => {
  it('serves an image uploaded through one process from the other, with the headers of the local folder', async () => {
    const v = await createVilla(first.db);
    const [img] = contentOf<VillaImage[]>(await uploadPhoto(first, v.id, 900), 201);
    expect(img?.variants.map((x) => x.width)).toEqual([400, 800]);
    expect(await s3.keys(`villas/${v.id}/`)).toEqual((img?.variants ?? []).map((x) => x.url.replace('/v1/media/', '')).sort());

    for (const variant of img?.variants ?? []) {
      expect(variant.url).toMatch(/^\/v1\/media\/villas\/\d+\/[0-9a-f]{16}-\d+\.webp$/);
      const res = await second.app.inject({ method: 'GET', url: variant.url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(await s3.bytes(variant.url.replace('/v1/media/', '')))).toBe(true);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(variant.width);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(res.rawPayload.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(res.headers['last-modified']).toBeTruthy();
      // A browser revalidating its copy gets "not modified" without the bytes.
      const etag = String(res.headers.etag);
      const again = await second.app.inject({ method: 'GET', url: variant.url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('answers 404 in the Turkish envelope for a missing object or a key our code never writes', async () => {
    for (const url of [
      '/v1/media/villas/1/0000000000000000-400.webp',
      '/v1/media/villas/%2e%2e/%2e%2e/etc/passwd',
      '/v1/media/villas/1/a..b.webp',
      '/v1/media/villas/1/a b.webp',
      '/v1/media/',
    ]) {
      const res = await second.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res), url).toEqual({ message: API_MESSAGES.ROUTE_NOT_FOUND, code: 'NOT_FOUND' });
    }
  });

  it('deletes the objects with the image', async () => {
    const v = await createVilla(first.db);
    const [img] = contentOf<VillaImage[]>(await uploadPhoto(first, v.id, 500), 201);
    expect(await s3.keys(`villas/${v.id}/`)).toHaveLength(1);
    const del = await second.app.inject({ method: 'DELETE', url: `/v1/admin/villas/image/${img?.id}`, headers: bearer(token) });
    expect(del.statusCode).toBe(200);
    expect(await s3.keys(`villas/${v.id}/`)).toEqual([]);
    expect((await first.app.inject({ method: 'GET', url: img?.variants[0]?.url ?? '' })).statusCode).toBe(404);
  });
});

describe('a store that refuses or does not answer', () => {
  /** Uploads through an app on `storage`: 503 with the Turkish message, no image row, nothing in the bucket. */
  async function expectRefusedUpload(storage: Storage, width: number) {
    const t = await appWith(storage);
    try {
      const v = await createVilla(first.db);
      const res = await uploadPhoto(t, v.id, width);
      expect(res.statusCode).toBe(503);
      expect(errorOf(res)).toEqual({ message: API_MESSAGES.STORAGE_UNAVAILABLE, code: 'STORAGE_UNAVAILABLE' });
      expect(await imageRows(first, v.id)).toEqual([]);
      expect(await s3.keys(`villas/${v.id}/`)).toEqual([]);
    } finally {
      await t.close();
    }
  }

  it('a bucket that does not exist: 503, no row, no object', async () => {
    await expectRefusedUpload(driver(s3.settings('no-such-bucket')), 900);
  });

  it('a put refused after the first variant was written: that variant is removed again', async () => {
    const real = driver(s3.settings());
    const refusing = driver(s3.settings('no-such-bucket'));
    let puts = 0;
    const storage: Storage = { ...real, put: (key, data) => (++puts === 1 ? real : refusing).put(key, data) };
    await expectRefusedUpload(storage, 1600);
    expect(puts).toBe(2);
  });

  it('a server that is down: 503 for an upload and for an image, never a 500', async () => {
    const down = driver({ ...s3.settings(), endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expectRefusedUpload(down, 500);
    const t = await appWith(down);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/v1/media/villas/1/0000000000000000-400.webp' });
      expect(res.statusCode).toBe(503);
      expect(errorOf(res)).toEqual({ message: API_MESSAGES.STORAGE_UNAVAILABLE, code: 'STORAGE_UNAVAILABLE' });
    } finally {
      await t.close();
    }
  });
});

describe('deleting an image while the store is down', () => {
  it('answers 200 (the image is gone from the villa) and leaves only an unreferenced object behind', async () => {
    const v = await createVilla(first.db);
    const [img] = contentOf<VillaImage[]>(await uploadPhoto(first, v.id, 500), 201);
    const down = driver({ ...s3.settings(), endpoint: `http://127.0.0.1:${await closedPort()}` });
    const t = await appWith(down);
    try {
      const del = await t.app.inject({ method: 'DELETE', url: `/v1/admin/villas/image/${img?.id}`, headers: bearer(token) });
      expect(del.statusCode, del.body).toBe(200);
      expect(await imageRows(first, v.id)).toEqual([]);
      expect(await s3.keys(`villas/${v.id}/`)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('npm run storage:copy-to-s3', () => {
  let dataDir: string;
  const files: Record<string, Buffer> = {
    'villas/7/1111111111111111-400.webp': Buffer.from('villa yedi, dört yüz'),
    'villas/7/1111111111111111-800.webp': Buffer.from('villa yedi, sekiz yüz piksel'),
    'blog/2222222222222222-400.webp': Buffer.from('blog kapağı'),
  };

  /** Runs the command as `npm run` does, with `env` on top of a clean environment; answers its output and exit code. */
  async function copyCommand(env: Record<string, string>) {
    const run = promisify(execFile);
    const { S3_BUCKET: _, AWS_ACCESS_KEY_ID: __, AWS_SECRET_ACCESS_KEY: ___, ...inherited } = process.env;
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/copy-images-to-s3.ts'], {
        cwd: repoRoot,
        env: { ...inherited, DATA_DIR: dataDir, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      });
      return { code: 0, stdout, stderr: '' };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'yali-copy-'));
    for (const [key, data] of Object.entries(files)) {
      await mkdir(path.join(dataDir, 'uploads', path.dirname(key)), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads', key), data);
    }
    await writeFile(path.join(dataDir, 'uploads', '.DS_Store'), 'Finder');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('copies every image once: a second run copies nothing; without S3_BUCKET it refuses', async () => {
    const settings = s3.settings();
    const env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    // One key already there with other bytes (an earlier, interrupted copy): copied again.
    await driver(settings).put('blog/2222222222222222-400.webp', Buffer.from('yarım'));

    const once = await copyCommand(env);
    expect(once.code, once.stderr).toBe(0);
    expect(once.stdout).toContain('3 dosya s3://yali-media deposuna kopyalanacak');
    expect(once.stdout).toContain('Bitti: 3 dosya kopyalandı');
    expect(once.stdout).toContain('.DS_Store');
    for (const [key, data] of Object.entries(files)) expect((await s3.bytes(key)).equals(data), key).toBe(true);

    const twice = await copyCommand(env);
    expect(twice.code, twice.stderr).toBe(0);
    expect(twice.stdout).toContain('Bitti: 0 dosya kopyalandı (0 MB), 3 dosya depoda zaten vardı.');

    const refused = await copyCommand({});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('S3 yapılandırılmamış');
  });
});
