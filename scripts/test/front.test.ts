/**
 * The front of `npm start` (scripts/front.mjs) against stand-in upstreams
 * that answer the way Next.js and the API do: which pages it keeps, for how
 * long, when it drops them, that everything else passes through intact, and
 * the security headers it adds (issue 22, decision 006).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without type declarations
import { createFront } from '../front.mjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
interface Upstream {
  origin: string;
  hits: Array<{ url: string; headers: http.IncomingHttpHeaders; method: string }>;
  handle: Handler;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function upstream(handle: Handler): Promise<Upstream> {
  const u: Upstream = { origin: '', hits: [], handle };
  const server = http.createServer((req, res) => {
    u.hits.push({ url: req.url ?? '', headers: req.headers, method: req.method ?? '' });
    u.handle(req, res);
  });
  server.keepAliveTimeout = 5_000;
  u.origin = await listen(server);
  return u;
}

/** How Next.js answers a cached (ISR) page. */
const isrPage =
  (body: string, extra: http.OutgoingHttpHeaders = {}): Handler =>
  (req, res) => {
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
    const bytes = gzip ? gzipSync(body) : Buffer.from(body);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
      'x-nextjs-cache': 'HIT',
      vary: 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': bytes.length,
      ...extra,
    });
    res.end(bytes);
  };

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(origin: string, path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET', body?: string) {
  return new Promise<Got>((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function front(web: Upstream, api?: Upstream, options: Record<string, unknown> = {}) {
  const server = createFront({ web: web.origin, api: api?.origin ?? web.origin, ...options });
  return listen(server);
}

describe('front cache', () => {
  it('answers the second visit of a shared-cacheable page from memory, with the same bytes and headers', async () => {
    const web = await upstream(isrPage('<h1>Ana sayfa</h1>'));
    const origin = await front(web);
    const first = await get(origin, '/', { 'accept-encoding': 'gzip, deflate, br' });
    const second = await get(origin, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(web.hits).toHaveLength(1);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.age).toBe('0');
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
  });

  it('keeps one copy per Accept-Encoding, as Next.js chose it', async () => {
    const web = await upstream(isrPage('<h1>Villalar</h1>'));
    const origin = await front(web);
    await get(origin, '/listing', { 'accept-encoding': 'gzip' });
    const plain = await get(origin, '/listing');
    const plainAgain = await get(origin, '/listing');
    const gzipAgain = await get(origin, '/listing', { 'accept-encoding': 'gzip' });
    expect(web.hits).toHaveLength(2);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plainAgain.headers['x-cache']).toBe('HIT');
    expect(plainAgain.body.toString()).toBe('<h1>Villalar</h1>');
    expect(gzipAgain.headers['x-cache']).toBe('HIT');
    expect(gzipAgain.headers['content-encoding']).toBe('gzip');
  });

  it('ages each encoding on its own: refreshing one does not make an older copy in another look new', async () => {
    let clock = 1_000_000;
    let version = 1;
    const web = await upstream((req, res) => isrPage(`<p>sürüm ${version}</p>`)(req, res));
    const origin = await front(web, undefined, { maxAgeSeconds: 10, now: () => clock });
    await get(origin, '/');
    clock += 6_000;
    await get(origin, '/', { 'accept-encoding': 'gzip' });
    version = 2;
    clock += 5_000;
    // The plain copy is 11 s old (past 10 s), the gzip one 5 s: only the plain one is asked again.
    const plain = await get(origin, '/');
    expect(plain.headers['x-cache']).toBe('MISS');
    expect(plain.body.toString()).toBe('<p>sürüm 2</p>');
    expect((await get(origin, '/', { 'accept-encoding': 'gzip' })).headers.age).toBe('5');
    expect(web.hits).toHaveLength(3);
  });

  it('answers HEAD from a kept page without a body', async () => {
    const web = await upstream(isrPage('<h1>Blog</h1>'));
    const origin = await front(web);
    const first = await get(origin, '/blog');
    const head = await get(origin, '/blog', {}, 'HEAD');
    expect(web.hits).toHaveLength(1);
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
    expect(head.body.length).toBe(0);
  });

  it.each([
    ['a page rendered per visit', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a page that sets a cookie', { 'set-cookie': 'oturum=1; Path=/' }],
    ['a stale copy Next.js is re-rendering', { 'x-nextjs-cache': 'STALE' }],
    ['a page without s-maxage', { 'cache-control': 'public, max-age=60' }],
    ['a page whose CDN-Cache-Control forbids it', { 'cdn-cache-control': 'no-store' }],
  ])('never keeps %s', async (_what, headers) => {
    const web = await upstream(isrPage('<p>sayfa</p>', headers));
    const origin = await front(web);
    await get(origin, '/x');
    const second = await get(origin, '/x');
    expect(web.hits).toHaveLength(2);
    expect(second.headers['x-cache']).toBeUndefined();
  });

  it('never keeps an error page, nor answers a request with credentials or another Vary value from memory', async () => {
    let status = 404;
    const web = await upstream((req, res) => {
      if (status !== 200) {
        res.writeHead(status, { 'cache-control': 's-maxage=300' });
        return res.end('<h1>Sayfa bulunamadı</h1>');
      }
      isrPage(`<p>${req.headers.rsc ? 'rsc' : 'html'}</p>`)(req, res);
    });
    const origin = await front(web);
    await get(origin, '/villa/yok');
    await get(origin, '/villa/yok');
    expect(web.hits).toHaveLength(2);

    status = 200;
    await get(origin, '/villa/var');
    const withToken = await get(origin, '/villa/var', { authorization: 'Bearer x' });
    const rsc = await get(origin, '/villa/var', { rsc: '1' });
    expect(web.hits).toHaveLength(5);
    expect(withToken.headers['x-cache']).toBeUndefined();
    expect(rsc.body.toString()).toBe('<p>rsc</p>');
    expect(web.hits[4]?.headers.rsc).toBe('1');
  });

  it('keeps a page for at most its s-maxage and the configured ceiling', async () => {
    let clock = 1_000_000;
    const web = await upstream(isrPage('<p>ev</p>', { 'cache-control': 's-maxage=60, stale-while-revalidate=1' }));
    const origin = await front(web, undefined, { maxAgeSeconds: 10, now: () => clock });
    await get(origin, '/');
    clock += 9_000;
    expect((await get(origin, '/')).headers.age).toBe('9');
    clock += 1_001;
    expect((await get(origin, '/')).headers['x-cache']).toBe('MISS');
    expect(web.hits).toHaveLength(2);

    const short = await upstream(isrPage('<p>kısa</p>', { 'cache-control': 's-maxage=2' }));
    const origin2 = await front(short, undefined, { maxAgeSeconds: 10, now: () => clock });
    await get(origin2, '/');
    clock += 2_001;
    await get(origin2, '/');
    expect(short.hits).toHaveLength(2);
  });

  it('keeps a page rendered per request that CDN-Cache-Control marks as shared, for its max-age (RFC 9213)', async () => {
    // A listing with a query: Next.js writes `private, no-store` over Cache-Control, next.config.ts adds the CDN header.
    let clock = 1_000_000;
    const web = await upstream(
      isrPage('<p>Kaş · 10–17 Tem</p>', {
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        'cdn-cache-control': 'max-age=5',
      }),
    );
    const origin = await front(web, undefined, { maxAgeSeconds: 10, now: () => clock });
    const query = '/listing?town=3&checkin=2027-07-10&checkout=2027-07-17';
    expect((await get(origin, query)).headers['x-cache']).toBe('MISS');
    clock += 4_000;
    const again = await get(origin, query);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body.toString()).toBe('<p>Kaş · 10–17 Tem</p>');
    // Browsers are still told not to keep it: the kept copy is the front's alone.
    expect(again.headers['cache-control']).toContain('no-store');
    // Another query is another page.
    await get(origin, '/listing?town=4');
    clock += 1_001;
    expect((await get(origin, query)).headers['x-cache']).toBe('MISS');
    expect(web.hits.map((h) => h.url)).toEqual([query, '/listing?town=4', query]);
  });

  it('drops every kept page when a revalidation succeeds, and only then', async () => {
    let version = 1;
    const web = await upstream((req, res) => {
      if (req.url === '/api/revalidate') {
        req.resume();
        const ok = req.headers['x-revalidate-secret'] === 'dogru';
        res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        return res.end('{}');
      }
      isrPage(`<p>sürüm ${version}</p>`)(req, res);
    });
    const origin = await front(web);
    await get(origin, '/villa/a');
    version = 2;
    await get(origin, '/api/revalidate', { 'x-revalidate-secret': 'yanlis' }, 'POST', '{"tags":["villas"]}');
    expect((await get(origin, '/villa/a')).body.toString()).toBe('<p>sürüm 1</p>');
    await get(origin, '/api/revalidate', { 'x-revalidate-secret': 'dogru' }, 'POST', '{"tags":["villas"]}');
    expect((await get(origin, '/villa/a')).body.toString()).toBe('<p>sürüm 2</p>');
  });

  it('does not keep a page whose rendering began before a revalidation', async () => {
    let release: () => void = () => {};
    let slowOnes = 0;
    const web = await upstream((req, res) => {
      if (req.url === '/api/revalidate') {
        req.resume();
        res.writeHead(200);
        return res.end('{}');
      }
      res.writeHead(200, { 'cache-control': 's-maxage=300' });
      if (slowOnes++ === 0) {
        res.write('<p>eski ');
        release = () => res.end('veri</p>');
        return;
      }
      res.end('<p>yeni veri</p>');
    });
    const origin = await front(web);
    const slow = get(origin, '/yavas');
    await new Promise((r) => setTimeout(r, 50));
    await get(origin, '/api/revalidate', {}, 'POST', '{}');
    release();
    expect((await slow).body.toString()).toBe('<p>eski veri</p>');
    expect((await get(origin, '/yavas')).body.toString()).toBe('<p>yeni veri</p>');
    expect(web.hits.filter((h) => h.url === '/yavas')).toHaveLength(2);
  });

  it('forgets the least recently used pages beyond its memory', async () => {
    const web = await upstream(isrPage('x'.repeat(1000)));
    const origin = await front(web, undefined, { maxBytes: 2500 });
    for (const p of ['/a', '/b', '/a', '/c', '/a', '/b']) await get(origin, p);
    // /a kept throughout (used most recently each time); /b was pushed out by /c, so it is asked again.
    expect(web.hits.map((h) => h.url)).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('streams a response that is not HTML through as it comes (an RSC payload streaming its Suspense boundaries)', async () => {
    let finish: () => void = () => {};
    const web = await upstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/x-component', 'cache-control': 'private, no-store' });
      res.write('0:["ilk parça"]\n');
      finish = () => res.end('1:["son parça"]\n');
    });
    const origin = await front(web);
    const firstChunk = await new Promise<string>((resolve, reject) => {
      http
        .get(`${origin}/listing?page=2`, { agent: false, headers: { rsc: '1' } }, (res) => {
          res.once('data', (c: Buffer) => {
            resolve(c.toString());
            res.resume();
          });
        })
        .on('error', reject);
    });
    expect(firstChunk).toBe('0:["ilk parça"]\n');
    finish();
  });

  it('sends /v1, /v2 and /docs to the API with the visitor address, bodies included', async () => {
    const web = await upstream((_req, res) => res.end('web'));
    const api = await upstream((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => res.end(`api ${req.method} ${Buffer.concat(chunks).toString()}`));
    });
    const origin = await front(web, api);
    expect((await get(origin, '/v1/settings')).body.toString()).toBe('api GET ');
    expect((await get(origin, '/v2/search?take=1')).body.toString()).toBe('api GET ');
    expect((await get(origin, '/docs')).body.toString()).toBe('api GET ');
    expect(
      (await get(origin, '/v1/reservations', { 'content-type': 'application/json' }, 'POST', '{"a":1}')).body.toString(),
    ).toBe('api POST {"a":1}');
    expect((await get(origin, '/v1x')).body.toString()).toBe('web');
    expect((await get(origin, '/documents')).body.toString()).toBe('web');
    expect(api.hits.map((h) => h.url)).toEqual(['/v1/settings', '/v2/search?take=1', '/docs', '/v1/reservations']);
    expect(api.hits[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    const answer = await get(origin, '/v1/settings');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // The API's own pages (Swagger UI under /docs) are not under the site's policy.
    expect(answer.headers['content-security-policy']).toBeUndefined();
    await get(origin, '/v1/settings', { 'x-forwarded-for': '203.0.113.7' });
    expect(api.hits[5]?.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });

  it('sends a GET again when Next.js dropped the kept-alive connection it went out on', async () => {
    const seen = new WeakSet<object>();
    let dropReused = false;
    const web = await upstream((req, res) => {
      const reused = seen.has(req.socket);
      seen.add(req.socket);
      if (reused && dropReused) {
        dropReused = false;
        req.socket.destroy();
        return;
      }
      res.end(`yanıt ${req.url}`);
    });
    const origin = await front(web);
    expect((await get(origin, '/a')).body.toString()).toBe('yanıt /a');
    // Let the front's connection pool take the socket back before the next request goes out on it.
    const settle = () => new Promise((r) => setTimeout(r, 20));
    await settle();
    dropReused = true;
    const again = await get(origin, '/b');
    expect(again.status).toBe(200);
    expect(again.body.toString()).toBe('yanıt /b');
    expect(web.hits.map((h) => h.url)).toEqual(['/a', '/b', '/b']);

    // Not a POST: it may have reached the server, so the visitor gets the error rather than a second booking.
    await settle();
    dropReused = true;
    const post = await get(origin, '/c', { 'content-type': 'application/json' }, 'POST', '{}');
    expect(post.status).toBe(502);
    expect(web.hits.filter((h) => h.url === '/c')).toHaveLength(1);
  });

  it('answers 502 with a Turkish message when Next.js does not answer', async () => {
    const gone = await upstream((_req, res) => res.end());
    const deadOrigin = gone.origin;
    await new Promise((r) => servers.pop()?.close(r));
    const server = createFront({ web: deadOrigin, api: deadOrigin });
    const origin = await listen(server);
    const res = await get(origin, '/');
    expect(res.status).toBe(502);
    expect(res.body.toString()).toContain('Site şu anda yanıt veremiyor');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

/** A page the way Next.js renders it: bootstrap and RSC payload inline, chunks by src, JSON-LD data. */
const THEME = "try{if(localStorage.getItem('yali_theme')==='dark')document.documentElement.classList.add('dark')}catch(e){}";
const PAYLOAD = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
const PAGE = [
  '<!DOCTYPE html><html lang="tr"><head>',
  `<script>${THEME}</script>`,
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '</head><body><h1>Villa Işık</h1>',
  '<script type="application/ld+json">{"@type":"TravelAgency","name":"Yal\u0131"}</script>',
  `<script>${PAYLOAD}</script>`,
  // The same script twice is listed once.
  `<script>${PAYLOAD}</script>`,
  '<script type="module">import("/a.js")\r\n</script >',
  '</body></html>',
].join('');
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1);

describe('front security headers', () => {
  it('gives a page a policy that allows exactly its own inline scripts, by hash', async () => {
    const web = await upstream(isrPage(PAGE, { 'cache-control': 'private, no-store' }));
    const origin = await front(web);
    const res = await get(origin, '/villa/isik');
    expect(res.body.toString()).toBe(PAGE);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    // Line breaks count as the parser sees them: CRLF becomes LF.
    expect(scriptSources(res.headers['content-security-policy'])).toEqual([
      "'self'",
      "'report-sample'",
      sha(THEME),
      sha(PAYLOAD),
      sha('import("/a.js")\n'),
    ]);
    const policy = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "img-src 'self' data: blob: https: http://localhost:* http://127.0.0.1:*",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "font-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  });

  it('reads gzip and brotli pages once to hash them, and sends the bytes Next.js sent', async () => {
    for (const [encoding, compress] of [
      ['gzip', gzipSync],
      ['br', brotliCompressSync],
    ] as const) {
      const bytes = compress(PAGE);
      const web = await upstream((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding });
        // In two pieces, the way a rendered page arrives: the policy waits for the whole of it.
        res.write(bytes.subarray(0, 10));
        setTimeout(() => res.end(bytes.subarray(10)), 20);
      });
      const origin = await front(web);
      const res = await get(origin, '/', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.body.equals(bytes)).toBe(true);
      expect(scriptSources(res.headers['content-security-policy'])).toContain(sha(PAYLOAD));
    }
  });

  it('keeps the policy with a kept page, per encoding', async () => {
    const web = await upstream(isrPage(PAGE));
    const origin = await front(web);
    const first = await get(origin, '/', { 'accept-encoding': 'gzip' });
    const hit = await get(origin, '/', { 'accept-encoding': 'gzip' });
    const plain = await get(origin, '/');
    const plainHit = await get(origin, '/');
    expect(web.hits).toHaveLength(2);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(plainHit.headers['x-cache']).toBe('HIT');
    expect(scriptSources(first.headers['content-security-policy'])).toContain(sha(THEME));
    for (const res of [hit, plain, plainHit]) {
      expect(res.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['permissions-policy']).toBe(first.headers['permissions-policy']);
    }
  });

  it('gives what is not HTML nosniff and a policy without hashes, and fails closed on an unreadable page', async () => {
    const web = await upstream((req, res) => {
      if (req.url === '/garip') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end('gzip değil');
      }
      res.writeHead(200, { 'content-type': 'text/x-component', 'cache-control': 's-maxage=300' });
      res.end(`<script>${THEME}</script>`);
    });
    const origin = await front(web);
    for (const path of ['/_next/static/chunks/main.js', '/garip']) {
      const res = await get(origin, path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(scriptSources(res.headers['content-security-policy'])).toEqual(["'self'", "'report-sample'"]);
    }
  });
});
