/**
 * The front of `npm start` (DESIGN §1 and §4, decision 004 §6): the one HTTP
 * server the browser talks to.
 *
 * - `/v1`, `/v2` and `/docs` go straight to the API, everything else to
 *   Next.js (whose own proxy.ts still does the same for `next dev`).
 * - Like a CDN in front of the site, it keeps in memory the pages Next.js
 *   marks as the same for every visitor — a GET answered `200` with
 *   `Cache-Control: s-maxage=N`, no `private`/`no-store`/`no-cache`, no
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
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];
const API_PATH = /^\/(v1|v2)(\/|$)|^\/docs(\/|$|\?)/;
/** Bodies above this are streamed through but never kept. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

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

    const onResponse = (up) => {
      const status = up.statusCode ?? 502;
      const out = { ...up.headers };
      for (const h of HOP_BY_HOP) delete out[h];
      if (req.method === 'POST' && req.url?.split('?')[0] === '/api/revalidate' && status >= 200 && status < 300) purge();
      const maxAge = key && req.method === 'GET' ? sharedMaxAge(status, up.headers) : 0;
      if (maxAge > 0) out['x-cache'] = 'MISS';
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
        if (!up.complete || size > MAX_ENTRY_BYTES || generation !== startedIn) return;
        const body = Buffer.concat(chunks, size);
        const vary = varyOf(up.headers.vary, req);
        const stored = cache.get(key);
        // One entry per address; a response for other Vary values (say, a client-router request) replaces it.
        const entry = stored && sameVary(stored.vary, vary) ? stored : { vary, variants: new Map() };
        if (entry !== stored) drop(key);
        const old = entry.variants.get(acceptKey);
        if (old) bytes -= old.body.length;
        // Each encoding keeps its own age: refreshing the gzip copy must not make an older plain copy look new.
        const storedAt = now();
        entry.variants.set(acceptKey, {
          headers: keptHeaders(out),
          encoding: up.headers['content-encoding'],
          body,
          storedAt,
          expires: storedAt + Math.min(maxAge, maxAgeSeconds) * 1000,
        });
        bytes += body.length;
        cache.delete(key);
        cache.set(key, entry);
        for (const oldest of cache.keys()) {
          if (bytes <= maxBytes) break;
          drop(oldest);
        }
      });
      up.on('error', () => res.destroy());
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
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
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

/** Seconds a shared cache may keep this response (RFC 9111 §5.2.2.10 `s-maxage`), 0 when it must not. */
function sharedMaxAge(status, headers) {
  if (status !== 200 || headers['set-cookie'] || headers['x-nextjs-cache'] === 'STALE' || headers.vary === '*') return 0;
  const cc = String(headers['cache-control'] ?? '').toLowerCase();
  if (/(^|,)\s*(private|no-store|no-cache)\b/.test(cc)) return 0;
  const m = /(?:^|,)\s*s-maxage=(\d+)/.exec(cc);
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

/** Headers replayed on a hit: per-response ones (length, encoding, date, age) are set anew. */
function keptHeaders(headers) {
  const { 'content-length': _l, 'content-encoding': _e, date: _d, age: _a, 'x-cache': _x, ...rest } = headers;
  return rest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const maxAge = Number(env.FRONT_MAX_AGE ?? 10);
  const front = createFront({
    web: env.WEB_UPSTREAM ?? 'http://127.0.0.1:3001',
    api: env.API_UPSTREAM ?? 'http://127.0.0.1:4000',
    maxAgeSeconds: Number.isFinite(maxAge) ? maxAge : 10,
    maxBytes: Number(env.FRONT_CACHE_MB ?? 64) * 1024 * 1024,
  });
  front.listen(Number(env.PORT ?? 3000));
  const stop = () => front.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
