/**
 * Fetches a calendar feed from the internet without becoming a proxy into
 * our own network (issue 8 "Fetching", issue 22 finding 6): http and https
 * only, at most 10 s, at most 5 MB, at most 3 redirects, and only to global
 * unicast addresses that are not this machine's own, unless `allowPrivate`.
 * The address check runs on the IP that DNS returned, at connect time, so a
 * name that resolves to 127.0.0.1 (or changes between checks) is refused too.
 * Throws FeedFetchError with a Turkish message; every failure to connect
 * (refused, reset, timeout, unknown host, refused address, TLS) reads the
 * same, FEED_UNREACHABLE, so that the feed preview cannot be used to tell
 * open, closed, filtered and forbidden hosts and ports apart.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import ipaddr from 'ipaddr.js';
import { FEED_URL_MESSAGES } from '@yali/contract';

export class FeedFetchError extends Error {}

export type SafeFetchOptions = { allowPrivate?: boolean; timeoutMs?: number; maxBytes?: number; maxRedirects?: number };

/** The one text of every connection failure, whatever its cause (port scanning must learn nothing). */
export const FEED_UNREACHABLE = 'Takvim adresine bağlanılamadı.';

/** A connection failure for the caller; the real reason stays in `cause` for logs only. */
const unreachable = (cause: unknown) => new FeedFetchError(FEED_UNREACHABLE, { cause });

// IANA allocates global unicast IPv6 from 2000::/3 only. Everything outside it
// (::/96 IPv4-compatible, ::ffff:0:0/96 mapped, 64:ff9b::/96 NAT64, 100::/64,
// fc00::/7, fe80::/10, ff00::/8 …) is refused even where ipaddr.js calls it 'unicast'.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** This machine's interface addresses, normalised; read on every call because interfaces come and go. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) {
      if (ipaddr.isValid(a.address)) own.add(ipaddr.parse(a.address).toNormalizedString());
    }
  }
  return own;
}

/**
 * True when a feed fetch must not connect to `address` (an IPv4 or IPv6
 * literal, any spelling ipaddr.js reads): everything but global unicast —
 * ipaddr.js's range 'unicast', and for IPv6 inside 2000::/3 — is refused,
 * which covers loopback, private, shared, link-local (cloud metadata),
 * documentation, benchmarking, multicast and reserved ranges and every
 * IPv4-in-IPv6 form (mapped, compatible, NAT64 'rfc6052', '6to4', 'teredo').
 * This machine's own addresses are refused too, and so is anything that
 * does not parse as an address.
 */
export function isBlockedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const ip = ipaddr.parse(address);
  if (ip.range() !== 'unicast') return true;
  if (ip instanceof ipaddr.IPv6 && !ip.match(GLOBAL_UNICAST_V6)) return true;
  return ownAddresses().has(ip.toNormalizedString());
}

function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => isBlockedAddress(a.address));
      // Any refused answer refuses the name: the connection could go to either.
      if (bad && !allowPrivate) return callback(new Error(`refused address ${bad.address} for ${hostname}`), '');
      const wantsAll = (options as { all?: boolean }).all;
      if (wantsAll) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), '');
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The body of `url` as UTF-8 text; follows up to `maxRedirects` redirects
 * under the same rules. `timeoutMs` (default 10 000 ms) bounds the whole
 * fetch, redirects included; `maxBytes` (default 5 MiB) the body.
 * Throws FeedFetchError: FEED_UNREACHABLE for any connection failure, else
 * a Turkish text for a bad address, a non-2xx status, a too large body or
 * too many redirects.
 */
export async function fetchFeedText(url: string, opts: SafeFetchOptions = {}): Promise<string> {
  const { allowPrivate = false, timeoutMs = 10_000, maxBytes = 5 * 1024 * 1024, maxRedirects = 3 } = opts;
  const deadline = Date.now() + timeoutMs;
  let current = url;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    let parsed: URL;
    try {
      parsed = new URL(current);
    } catch {
      throw new FeedFetchError(FEED_URL_MESSAGES.invalid);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new FeedFetchError(FEED_URL_MESSAGES.scheme);
    }
    // A literal IP never goes through DNS: check it here.
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && isBlockedAddress(host) && !allowPrivate) {
      throw unreachable(new Error(`refused address ${host}`));
    }
    const res = await requestOnce(parsed, { allowPrivate, deadline, maxBytes });
    if (res.redirect) {
      current = new URL(res.redirect, parsed).toString();
      continue;
    }
    return res.body ?? '';
  }
  throw new FeedFetchError('Takvim adresi çok fazla yönlendirme yaptı.');
}

function requestOnce(
  url: URL,
  o: { allowPrivate: boolean; deadline: number; maxBytes: number },
): Promise<{ redirect?: string; body?: string }> {
  return new Promise((resolve, reject) => {
    const remaining = o.deadline - Date.now();
    if (remaining <= 0) return reject(unreachable(new Error('deadline passed before the request')));
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.get(
      url,
      {
        lookup: guardedLookup(o.allowPrivate) as never,
        headers: { 'user-agent': 'Yali-Calendar-Sync/1.0', accept: 'text/calendar, */*' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ redirect: res.headers.location });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(new FeedFetchError(`Takvim adresi ${status} yanıtı verdi.`));
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > o.maxBytes) {
          res.destroy();
          return reject(new FeedFetchError('Takvim dosyası 5 MB sınırını aşıyor.'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > o.maxBytes) {
            res.destroy();
            reject(new FeedFetchError('Takvim dosyası 5 MB sınırını aşıyor.'));
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
        // A connection cut in the middle of the body is a connection failure like any other.
        res.on('error', (e) => reject(unreachable(e)));
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('timed out')), remaining);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (e) => reject(unreachable(e)));
  });
}
