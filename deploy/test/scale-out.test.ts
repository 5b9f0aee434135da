/**
 * Scale-out (issue 17): two API and two web instances on one PostgreSQL and
 * one Redis, behind the nginx locations of deploy/nginx — every process real
 * (deploy/test/cluster.ts). `npm run test:scale-out` (the vitest project
 * `scale-out` on a throw-away PostgreSQL cluster) after `npm run build`;
 * `npm test` runs it after its production build.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startS3Server, type TestS3Server } from '../../apps/api/test/helpers/s3-server.ts';
import { type Cluster, startCluster, tail } from './cluster.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('TEST_DATABASE_URL yok: npm run test:scale-out');

/** The villa fields the edit sends back unchanged. */
const KEPT_VILLA_FIELDS = ['description', 'capacity', 'bedrooms', 'bathrooms', 'min_stay', 'prepayment_percent'];

let c: Cluster;
let auth: Record<string, string> = {};

type Json = Record<string, unknown>;
async function call(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = auth) {
  const res = await fetch(base + url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: { content: Json & { items?: Json[] } } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    // a page or an nginx error
  }
  return { status: res.status, text, content: json?.content as (Json & { items?: Json[] }) | undefined };
}

/** Polls `check` until it holds; answers the milliseconds it took, or fails after `ms`. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: ${ms} ms içinde görünmedi`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

let s3: TestS3Server;

beforeAll(async () => {
  // Images in a real S3-protocol server: what lets the instances run on different machines.
  s3 = await startS3Server('yali-olcek');
  const bucket = s3.settings();
  c = await startCluster(databaseUrl, {
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: bucket.endpoint ?? '',
    S3_REGION: bucket.region,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const login = await fetch(`${c.api[0]}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { content: { accessToken: string } }).content.accessToken;
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  auth = { authorization: `Bearer ${token}`, cookie };
}, 600_000);

afterAll(async () => {
  await c?.stop();
  await s3?.close();
});

describe('two instances of each behind nginx', () => {
  it('an edit through instance 1 shows on instance 2 (pages and search) within 2 s', async () => {
    const [api1, api2] = c.api;
    const [, web2] = c.web;
    const villa = (await call(api2, 'GET', '/v2/search?take=1&sort=order')).content?.items?.[0] as { id: number; slug: string };
    const detail = (await call(api1, 'GET', `/v1/admin/villas/${villa.id}`)).content as Json & {
      types: { id: number }[];
      town: { town_id: number };
      district: { district_id: number };
      owner: { id: number } | null;
    };
    // Pages and search cached everywhere before the edit.
    await call(web2, 'GET', `/villa/${villa.slug}`);
    await call(c.nginx, 'GET', `/villa/${villa.slug}`);
    const name = `Ölçek Villası ${Date.now()}`;
    const put = await call(api1, 'PUT', `/v1/admin/villas/${villa.id}`, {
      name,
      slug: villa.slug,
      type_ids: detail.types.map((t) => t.id),
      town_id: detail.town.town_id,
      district_id: detail.district.district_id,
      owner_id: detail.owner?.id ?? null,
      ...Object.fromEntries(KEPT_VILLA_FIELDS.map((k) => [k, detail[k]])),
    });
    expect(put.status, put.text).toBe(200);
    const took: Record<string, number> = {
      search: await within(2_000, 'arama (API 2)', async () =>
        (await call(api2, 'GET', `/v2/search?take=100&sort=order`)).text.includes(name),
      ),
      page: await within(2_000, 'villa sayfası (web 2)', async () =>
        (await call(web2, 'GET', `/villa/${villa.slug}`)).text.includes(name),
      ),
      nginx: await within(2_000, 'villa sayfası (nginx)', async () =>
        (await call(c.nginx, 'GET', `/villa/${villa.slug}`)).text.includes(name),
      ),
    };

    // A price for nights nobody priced yet: the quote answered by instance 2 prices them
    // (14 nights from a Saturday: longer than any minimum stay, on the usual check-in day).
    const stay = 'checkin=2031-02-01&checkout=2031-02-15&adults=2';
    const quoteOf = async () => (await call(api2, 'GET', `/v1/villas/${villa.slug}/quote?${stay}`)).content;
    expect((await quoteOf())?.nights_total_kurus ?? null).toBeNull();
    const price = await call(api1, 'POST', '/v1/admin/villas/price', {
      villa_id: villa.id,
      start_date: '2031-02-01',
      end_date: '2031-02-28',
      nightly_price_kurus: 1_234_500,
    });
    expect(price.status, price.text).toBe(201);
    let last: unknown;
    took.quote = await within(2_000, 'fiyat (API 2)', async () => {
      last = await quoteOf();
      return (last as Json | undefined)?.nights_total_kurus === 14 * 1_234_500;
    }).catch((err: Error) => {
      throw new Error(`${err.message}: ${JSON.stringify(last)}`);
    });

    // A blog post's text, on the blog page served by web 2.
    const post = (await call(api1, 'GET', '/v1/admin/blog?take=1')).content?.items?.[0] as Json & { id: number; slug: string };
    const full = (await call(api1, 'GET', `/v1/admin/blog/${post.id}`)).content ?? post;
    await call(web2, 'GET', `/blog/${post.slug}`);
    const summary = `Ölçek testi özeti ${Date.now()}`;
    const edit = await call(api1, 'POST', '/v1/admin/blog/edit', {
      id: post.id,
      title: full.title,
      slug: post.slug,
      summary,
      body: full.body,
      published: true,
    });
    expect(edit.status, edit.text).toBe(200);
    took.blog = await within(2_000, 'blog yazısı (web 2)', async () =>
      (await call(web2, 'GET', `/blog/${post.slug}`)).text.includes(summary),
    );
    console.log('Düzenlemenin diğer örnekte görünme süresi (ms):', took);
  });

  it('50 concurrent conflicting booking writes over both instances: one wins, 49 get 409', async () => {
    const villa = (await call(c.api[0], 'GET', '/v2/search?take=1&sort=order')).content?.items?.[0] as { id: number };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(c.api[i % 2] as string, 'POST', '/v1/admin/reservations', {
          villa_id: villa.id,
          started_at: `2032-07-${String(10 - (i % 5)).padStart(2, '0')}`,
          finished_at: `2032-07-${String(16 + (i % 3)).padStart(2, '0')}`,
          adults: 2,
          guest_name: `Yarışan ${i}`,
          status: 'option',
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    const all = results.map((r) => `${r.status} ${r.text.slice(0, 160)}`).join('\n');
    expect(
      statuses.filter((s) => s < 300),
      all,
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 409),
      all,
    ).toHaveLength(49);
  });

  it('the login limit holds across instances: the 11th attempt in a minute answers 429 wherever it lands', async () => {
    // One visitor address of its own (the instances believe X-Forwarded-For from loopback, as from nginx), so that
    // the admin's login above does not count; the attempts alternate between the two instances.
    const visitor = { 'x-forwarded-for': '203.0.113.77' };
    const attempt = (i: number, base: string) =>
      call(base, 'POST', '/v1/auth/login', { email: `yok${i}-${Date.now()}@example.com`, password: 'Yanlis123!' }, visitor);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i, c.api[i % 2] as string)).status);
    expect(statuses, 'on deneme: 401').toEqual(Array(10).fill(401));
    expect((await attempt(10, c.api[1] as string)).status).toBe(429);
    expect((await attempt(11, c.api[0] as string)).status).toBe(429);
  });

  it('an image uploaded through instance 1 is served by instance 2 (and nginx) from the S3 server', async () => {
    const villa = (await call(c.api[0], 'GET', '/v2/search?take=1&sort=order')).content?.items?.[0] as { id: number };
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 140, b: 190 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('villa_id', String(villa.id));
    form.append('files[]', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'koy.jpg');
    const res = await fetch(`${c.api[0]}/v1/admin/villas/image`, { method: 'POST', headers: auth, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    const images = ((await res.json()) as { content: { variants: { url: string }[] }[] }).content;
    const url = images.at(-1)?.variants[0]?.url ?? '';
    expect(url).toMatch(/^\/v1\/media\/villas\//);
    const inBucket = await s3.bytes(url.replace('/v1/media/', ''));
    for (const origin of [c.api[1], c.nginx, c.nginx]) {
      const served = await fetch(origin + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals(inBucket)).toBe(true);
    }
    // nginx keeps images (immutable names): the second visit is its own copy.
    expect((await fetch(c.nginx + url)).headers.get('x-cache')).toBe('HIT');
  });

  it('an API instance killed during steady load: nginx fails over, only in-flight requests fail, no acknowledged write is lost', async () => {
    const acknowledged: string[] = [];
    let failed = 0;
    let ok = 0;
    let running = true;
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        // Reads and writes mixed: a search, a page, and an admin write whose acknowledgement is checked later.
        const kind = i % 3;
        try {
          if (kind === 0) {
            const r = await call(
              c.nginx,
              'GET',
              `/v2/search?take=5&checkin=2031-0${1 + (i % 8)}-10&checkout=2031-0${1 + (i % 8)}-1${3 + (w % 5)}`,
            );
            if (r.status === 200) ok++;
            else failed++;
          } else if (kind === 1) {
            const r = await call(c.nginx, 'GET', '/v1/settings');
            if (r.status === 200) ok++;
            else failed++;
          } else {
            const name = `Yük ${w}-${i}-${Date.now()}`;
            const r = await call(c.nginx, 'POST', '/v1/admin/towns', { name });
            if (r.status < 300) {
              ok++;
              acknowledged.push(name);
            } else failed++;
          }
        } catch {
          failed++;
        }
      }
    };
    const concurrency = 8;
    const load = Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
    await new Promise((r) => setTimeout(r, 2_000));
    c.kill('api2');
    await new Promise((r) => setTimeout(r, 4_000));
    running = false;
    await load;
    console.log(
      `Yük altında API 2 öldürüldü: ${ok} başarılı, ${failed} başarısız istek; ${acknowledged.length} onaylanmış yazma.`,
    );
    // At most the requests that were on the killed instance when it died (one per worker).
    expect(failed, tail(c.procs.nginx!)).toBeLessThanOrEqual(concurrency);
    expect(ok).toBeGreaterThan(50);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const rows = await db.query<{ name: string }>('select name from towns').finally(() => db.end());
    const names = new Set(rows.rows.map((t) => t.name));
    const lost = acknowledged.filter((n) => !names.has(n));
    expect(lost).toEqual([]);
  });
});
