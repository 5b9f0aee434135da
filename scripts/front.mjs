/**
 * The front of `npm start` (DESIGN §1 and §4, decision 004 §6): the one HTTP
 * server the browser talks to.
 *
 * - `/v1`, `/v2` and `/docs` go straight to the API, everything else to
 *   Next.js (whose own proxy.ts still does the same for `next dev`).
 * - Like a CDN in front of the site, it keeps in memory the pages Next.js
 *   marks as the same for every visitor — a GET answered `200` with
 *   `Cache-Control: s-maxage=N` (or `CDN-Cache-Control: max-age=N`, which
 *   takes its place, RFC 9213), no `private`/`no-store`/`no-cache`, no
 *   `Set-Cookie`, and not `x-nextjs-cache: STALE` (a stale copy Next.js is
 *   already re-rendering) — and answers the next request for the same
 *   address from memory, in the content encoding Next.js chose for the same
 *   `Accept-Encoding` (so gzip is computed once per page, not per visit).
 * - A kept page lives at most min(N, `maxAgeSeconds`) seconds and every kept
 *   page is dropped as soon as a `POST /api/revalidate` succeeds: the API's
 *   on-demand revalidation (decision 004) passes through here, so a
 *   back-office edit shows on the next visit.
 * - `X-Forwarded-For` gets the visitor's address appended, so the API's
 *   per-address limits see visitors rather than the server itself.
 * - A GET or HEAD without a body is sent once more when the kept-alive
 *   connection it went out on turns out closed (ECONNRESET on a reused
 *   socket); anything else gets a Turkish 502 if the upstream fails.
 * - Security headers (issue 22, decision 006): every response gets
 *   `X-Content-Type-Options: nosniff`; every response from Next.js also a
 *   Content-Security-Policy, `Referrer-Policy` and `Permissions-Policy`. The
 *   policy allows scripts from this origin only, plus the inline scripts of
 *   the HTML itself by their sha256: an HTML response is read whole (gzip or
 *   brotli decoded once) before its headers go out, and a kept page keeps its
 *   computed policy, so the cached pages stay static and no nonce is needed.
 *
 * - With REDIS_URL (several web instances, deploy/), it follows the API's
 *   revalidation announcements (`followRevalidations`), so an edit through
 *   any instance refreshes this one's pages too.
 * - Requests without an `X-Request-Id` get one, which Next.js and the API
 *   log and pass on.
 *
 * Responses it keeps carry `X-Cache: HIT` (from memory, with `Age`) or
 * `X-Cache: MISS` (from Next.js). Nothing here knows a route: whether a page
 * may be shared is Next.js's decision, read from the HTTP headers of RFC 9111.
 *
 * Run as a process: `WEB_UPSTREAM=http://127.0.0.1:3001
 * API_UPSTREAM=http://127.0.0.1:4000 PORT=3000 node scripts/front.mjs`
 * (scripts/start.mjs does this). FRONT_MAX_AGE (s, default 10) and
 * FRONT_CACHE_MB (default 64) tune the cache; FRONT_MAX_AGE=0 turns it off.
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];
const API_PATH = /^\/(v1|v2)(\/|$)|^\/docs(\/|$|\?)/;
/** Bodies above this are streamed through but never kept. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/** On every response, API answers included: a browser must not guess a script or a page out of a mislabelled body. */
const NOSNIFF = { 'x-content-type-options': 'nosniff' };
/**
 * The rest of the security headers of every page and asset from Next.js. The
 * Permissions-Policy names only features Chromium knows (an unknown name is a
 * console error on every page) and keeps the ones the site uses: fullscreen
 * and clipboard (the calendar-sync panel copies its export address).
 */
const PAGE_HEADERS = {
  ...NOSNIFF,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': [
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
};
/** Inline `<script>` types a browser runs, so that need a hash; data blocks (`application/ld+json`) do not. */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
const DECODERS = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  br: promisify(zlib.brotliDecompress),
  deflate: promisify(zlib.inflate),
};

/**
 * Creates the front server (not listening yet).
 * @param {{ web: string, api: string, maxAgeSeconds?: number, maxBytes?: number, now?: () => number }} options
 *   `web`/`api`: upstream origins such as `http://127.0.0.1:3001`; `maxBytes`: memory for kept bodies.
 * @returns {http.Server & { purge: () => void, cacheStats: () => { entries: number, bytes: number } }}
 */
export function createFront({ web, api, maxAgeSeconds = 10, maxBytes = 64 * 1024 * 1024, now = Date.now }) {
  const upstreams = { web: new URL(web), api: new URL(api) };
  const agent = new http.Agent({ keepAlive: true });
  /** @type {Map<string, Entry>} address → kept page, least recently used first */
  const cache = new Map();
  let bytes = 0;
  // Bumped by every purge: a response that started before a purge may carry the data it dropped.
  let generation = 0;

  const drop = (key) => {
    const entry = cache.get(key);
    if (!entry) return;
    cache.delete(key);
    for (const v of entry.variants.values()) bytes -= v.body.length;
  };
  const purge = () => {
    generation++;
    cache.clear();
    bytes = 0;
  };
  /** Keeps one encoding of a page; `kept.maxAge` is the page's s-maxage in seconds. */
  const store = (key, vary, acceptKey, kept) => {
    const stored = cache.get(key);
    // One entry per address; a response for other Vary values (say, a client-router request) replaces it.
    const entry = stored && sameVary(stored.vary, vary) ? stored : { vary, variants: new Map() };
    if (entry !== stored) drop(key);
    const old = entry.variants.get(acceptKey);
    if (old) bytes -= old.body.length;
    // Each encoding keeps its own age: refreshing the gzip copy must not make an older plain copy look new.
    const storedAt = now();
    entry.variants.set(acceptKey, {
      headers: kept.headers,
      encoding: kept.encoding,
      body: kept.body,
      storedAt,
      expires: storedAt + Math.min(kept.maxAge, maxAgeSeconds) * 1000,
    });
    bytes += kept.body.length;
    cache.delete(key);
    cache.set(key, entry);
    for (const oldest of cache.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  const server = http.createServer((req, res) => {
    const toApi = API_PATH.test(req.url ?? '/');
    const key = !toApi && maxAgeSeconds > 0 && mayUseCache(req) ? req.url : null;
    const acceptKey = normalise(req.headers['accept-encoding']);
    if (key) {
      const entry = cache.get(key);
      const variant = entry && varyMatches(entry.vary, req) ? entry.variants.get(acceptKey) : undefined;
      if (entry && variant && variant.expires > now()) {
        cache.delete(key);
        cache.set(key, entry);
        res.writeHead(200, {
          ...variant.headers,
          ...(variant.encoding ? { 'content-encoding': variant.encoding } : {}),
          'content-length': variant.body.length,
          age: Math.max(0, Math.floor((now() - variant.storedAt) / 1000)),
          'x-cache': 'HIT',
        });
        res.end(req.method === 'HEAD' ? undefined : variant.body);
        return;
      }
    }
    const startedIn = generation;
    const target = toApi ? upstreams.api : upstreams.web;
    const headers = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    const visitor = req.socket.remoteAddress;
    if (visitor) headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${visitor}` : visitor;
    // One id per visit through Next.js and the API's logs (nginx sets it in production: $request_id).
    headers['x-request-id'] ??= randomUUID();

    const onResponse = (up) => {
      const status = up.statusCode ?? 502;
      const out = { ...up.headers };
      for (const h of HOP_BY_HOP) delete out[h];
      Object.assign(out, toApi ? NOSNIFF : PAGE_HEADERS);
      if (req.method === 'POST' && req.url?.split('?')[0] === '/api/revalidate' && status >= 200 && status < 300) purge();
      const maxAge = key && req.method === 'GET' ? sharedMaxAge(status, up.headers) : 0;
      if (maxAge > 0) out['x-cache'] = 'MISS';
      const keep = (body) => {
        if (maxAge <= 0 || !up.complete || body.length > MAX_ENTRY_BYTES || generation !== startedIn) return;
        store(key, varyOf(up.headers.vary, req), acceptKey, {
          headers: keptHeaders(out),
          encoding: up.headers['content-encoding'],
          body,
          maxAge,
        });
      };
      up.on('error', () => res.destroy());

      // A page's policy names the hashes of its inline scripts, so its headers wait for the whole HTML.
      // Per-request pages lose streaming on a full load this way; client navigations fetch RSC, not HTML.
      if (!toApi && isHtml(up.headers) && req.method !== 'HEAD') {
        const chunks = [];
        up.on('data', (chunk) => chunks.push(chunk));
        up.on('end', async () => {
          if (!up.complete) return res.destroy();
          const body = Buffer.concat(chunks);
          const html = await decode(body, up.headers['content-encoding']);
          if (res.destroyed) return;
          out['content-security-policy'] = contentSecurityPolicy(html === null ? [] : inlineScriptHashes(html));
          out['content-length'] = body.length;
          res.writeHead(status, out);
          res.end(body);
          keep(body);
        });
        return;
      }

      if (!toApi) out['content-security-policy'] = contentSecurityPolicy([]);
      res.writeHead(status, out);
      if (maxAge <= 0) {
        up.pipe(res);
        return;
      }
      const chunks = [];
      let size = 0;
      up.on('data', (chunk) => {
        size += chunk.length;
        if (size <= MAX_ENTRY_BYTES) chunks.push(chunk);
        res.write(chunk);
      });
      up.on('end', () => {
        res.end();
        if (size <= MAX_ENTRY_BYTES) keep(Buffer.concat(chunks, size));
      });
    };
    // A GET without a body may be sent again when Next.js closed a kept-alive connection just as it was reused.
    const resendable =
      (req.method === 'GET' || req.method === 'HEAD') && !req.headers['content-length'] && !req.headers['transfer-encoding'];
    let upstreamReq;
    let visitorLeft = false;
    const send = (retried) => {
      upstreamReq = http.request(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        onResponse,
      );
      upstreamReq.on('error', (err) => {
        if (visitorLeft) return;
        if (res.headersSent) return res.destroy();
        if (resendable && !retried && upstreamReq.reusedSocket && err.code === 'ECONNRESET') return send(true);
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', ...NOSNIFF });
        res.end('Site şu anda yanıt veremiyor; lütfen biraz sonra yeniden deneyin.');
      });
      if (resendable) upstreamReq.end();
      else req.pipe(upstreamReq);
    };
    res.on('close', () => {
      if (res.writableFinished) return;
      visitorLeft = true;
      upstreamReq.destroy();
    });
    send(false);
  });
  server.keepAliveTimeout = 65_000;
  return Object.assign(server, { purge, cacheStats: () => ({ entries: cache.size, bytes }) });
}

/**
 * @typedef {{ headers: Record<string, unknown>, encoding: string | undefined, body: Buffer, storedAt: number,
 *   expires: number }} Variant one response body as Next.js sent it for one Accept-Encoding; times in ms
 * @typedef {{ vary: Array<[string, string | undefined]>, variants: Map<string | undefined, Variant> }} Entry
 */

/** A GET or HEAD without credentials or ranges: the only requests a shared cache answers for everyone. */
function mayUseCache(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization && !req.headers.range;
}

/**
 * Seconds a shared cache may keep this response, 0 when it must not: its
 * `CDN-Cache-Control` (RFC 9213: `max-age` or `s-maxage`, meant for caches
 * like this one and taking the place of Cache-Control) when it has one, else
 * Cache-Control's `s-maxage` (RFC 9111 §5.2.2.10). Next.js writes
 * `private, no-store` over any Cache-Control of a page rendered per request,
 * so a queried listing page says it may be shared in CDN-Cache-Control
 * (apps/web/next.config.ts).
 */
function sharedMaxAge(status, headers) {
  if (status !== 200 || headers['set-cookie'] || headers['x-nextjs-cache'] === 'STALE' || headers.vary === '*') return 0;
  const targeted = headers['cdn-cache-control'];
  const cc = String(targeted ?? headers['cache-control'] ?? '').toLowerCase();
  if (/(^|,)\s*(private|no-store|no-cache)\b/.test(cc)) return 0;
  const m = (targeted ? /(?:^|,)\s*(?:s-maxage|max-age)=(\d+)/ : /(?:^|,)\s*s-maxage=(\d+)/).exec(cc);
  return m ? Number(m[1]) : 0;
}

/** The request's values of the headers the response varies on, except Accept-Encoding (kept per variant). */
function varyOf(vary, req) {
  return String(vary ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h && h !== 'accept-encoding')
    .map((h) => [h, normalise(req.headers[h])]);
}

function varyMatches(vary, req) {
  return vary.every(([h, v]) => normalise(req.headers[h]) === v);
}

function sameVary(a, b) {
  return a.length === b.length && a.every(([h, v], i) => b[i][0] === h && b[i][1] === v);
}

function normalise(value) {
  if (value === undefined) return undefined;
  return String(value).toLowerCase().replace(/\s+/g, '');
}

/**
 * The Content-Security-Policy of a response from Next.js (decision 006).
 * Scripts: this origin, plus the inline scripts listed by hash (Next.js's
 * RSC payload and bootstrap, React's Suspense reveals, the theme and currency
 * scripts of our layouts); no 'unsafe-inline', no 'unsafe-eval', so injected
 * event-handler attributes and `javascript:` addresses never run.
 * 'report-sample' puts the first characters of a refused script into the
 * violation report, which tells a test whose script it was.
 * Styles keep 'unsafe-inline': React renders `style={…}` as style attributes
 * (the font variables on <html>, gallery and chart sizes) and next/font
 * inlines its @font-face rules; CSS can restyle a page but runs no code.
 * @param {string[]} hashes base64 sha256 of each inline script
 * @returns {string}
 */
export function contentSecurityPolicy(hashes) {
  return [
    "default-src 'self'",
    `script-src ${["'self'", "'report-sample'", ...hashes.map((h) => `'sha256-${h}'`)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    // The listing map's tiles come from the server set in the settings (decision 024): any https host, and this
    // machine over http (a self-hosted or test tile server). Images run no code.
    "img-src 'self' data: blob: https: http://localhost:* http://127.0.0.1:*",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The base64 sha256 of every inline script a browser would run in this HTML
 * (no `src`, a JavaScript, module, importmap or speculationrules type), each
 * once, in order. The text is hashed as the parser sees it: up to the first
 * `</script`, line breaks normalised to LF.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script(?=[\s/>])/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
    if (type && !EXECUTED_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase())) continue;
    hashes.add(createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64'));
  }
  return [...hashes];
}

function isHtml(headers) {
  return /^\s*text\/html\b/i.test(String(headers['content-type'] ?? ''));
}

/**
 * The text of a body in the content encoding Next.js chose, or null when it cannot be read:
 * the page then gets a policy without hashes (its inline scripts blocked) rather than none.
 */
async function decode(body, encoding) {
  const name = String(encoding ?? 'identity')
    .trim()
    .toLowerCase();
  if (name === 'identity' || name === '') return body.toString('utf8');
  const decoder = DECODERS[name];
  if (!decoder) return null;
  try {
    return (await decoder(body)).toString('utf8');
  } catch {
    return null;
  }
}

/** Headers replayed on a hit: per-response ones (length, encoding, date, age) are set anew. */
function keptHeaders(headers) {
  const { 'content-length': _l, 'content-encoding': _e, date: _d, age: _a, 'x-cache': _x, ...rest } = headers;
  return rest;
}

/** The channel on which the API announces changed cache tags (apps/api/src/lib/redis.ts). */
export const REVALIDATE_CHANNEL = 'yali:revalidate';
/** Every cache tag of the public pages (packages/contract CACHE_TAGS): what a full refresh names. */
export const ALL_TAGS = ['villas', 'boats', 'settings', 'website', 'blog'];

/**
 * Several web instances (deploy/): each front follows the API's revalidation
 * announcements on Redis, so that an edit made through any API instance
 * refreshes every instance's pages. For each `{ tags }` message it asks its
 * own Next.js to revalidate them (`POST /api/revalidate` with the shared
 * secret), then drops its kept pages — in that order, so that no page kept
 * after the drop predates the edit. After a lost connection (messages may
 * have been missed) it refreshes everything once.
 * @param {{ redisUrl: string, web: string, secret: string, purge: () => void, log?: (msg: string) => void }} options
 * @returns {Promise<() => Promise<void>>} a function that stops following
 */
export async function followRevalidations({ redisUrl, web, secret, purge, log = console.warn }) {
  const { Redis } = await import('ioredis');
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  let down = false;
  let connectedBefore = false;
  const revalidate = async (body) => {
    try {
      const res = await fetch(new URL('/api/revalidate', web), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) log(`Önbellek yenileme reddedildi: HTTP ${res.status}`);
    } catch (err) {
      log(`Önbellek yenilenemedi: ${err.message}`);
    }
    purge();
  };
  sub.on('error', (err) => {
    if (!down) log(`Redis bağlantısı koptu (${err.message}); yeniden deneniyor.`);
    down = true;
  });
  sub.on('ready', () => {
    down = false;
    if (connectedBefore) void revalidate({ paths: ['/'], tags: ALL_TAGS });
    connectedBefore = true;
  });
  sub.on('message', (_channel, message) => {
    let tags;
    try {
      tags = JSON.parse(message).tags;
    } catch {
      return;
    }
    if (Array.isArray(tags) && tags.length > 0) void revalidate({ tags });
  });
  await sub.subscribe(REVALIDATE_CHANNEL);
  return async () => {
    await sub.quit().catch(() => sub.disconnect());
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const maxAge = Number(env.FRONT_MAX_AGE ?? 10);
  const web = env.WEB_UPSTREAM ?? 'http://127.0.0.1:3001';
  const front = createFront({
    web,
    api: env.API_UPSTREAM ?? 'http://127.0.0.1:4000',
    maxAgeSeconds: Number.isFinite(maxAge) ? maxAge : 10,
    maxBytes: Number(env.FRONT_CACHE_MB ?? 64) * 1024 * 1024,
  });
  const unfollow =
    env.REDIS_URL && env.REVALIDATE_SECRET
      ? await followRevalidations({ redisUrl: env.REDIS_URL, web, secret: env.REVALIDATE_SECRET, purge: front.purge })
      : async () => {};
  front.listen(Number(env.PORT ?? 3000));
  // In-flight requests finish; idle kept-alive connections close at once (Node 19+), so the process ends promptly.
  const stop = () => front.close(() => unfollow().finally(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
