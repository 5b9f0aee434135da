/**
 * Fetches a calendar feed from the internet without becoming a proxy into
 * our own network (issue 8 "Fetching"): http and https only, at most 10 s,
 * at most 5 MB, at most 3 redirects, and no connection to loopback,
 * link-local, private or otherwise special addresses unless `allowPrivate`.
 * The address check runs on the IP that DNS returned, at connect time, so a
 * name that resolves to 127.0.0.1 (or changes between checks) is refused too.
 * Throws FeedFetchError with a Turkish message.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export class FeedFetchError extends Error {}

export type SafeFetchOptions = { allowPrivate?: boolean; timeoutMs?: number; maxBytes?: number; maxRedirects?: number };

const blocked = new net.BlockList();
for (const [addr, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(addr, prefix, 'ipv4');
}
for (const [addr, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(addr, prefix, 'ipv6');
}

/** True for addresses a feed fetch must not reach (loopback, private, link-local, metadata …). */
export function isBlockedAddress(address: string): boolean {
  const v4mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (v4mapped?.[1]) return blocked.check(v4mapped[1], 'ipv4');
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  return blocked.check(address, family);
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
      if (bad && !allowPrivate) return callback(new FeedFetchError(`Bu adrese erişim engellendi (${bad.address}).`), '');
      const wantsAll = (options as { all?: boolean }).all;
      if (wantsAll) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new FeedFetchError('Adres çözümlenemedi.'), '');
      callback(null, first.address, first.family);
    });
  };
}

/** The body of `url` as UTF-8 text; follows redirects under the same rules. */
export async function fetchFeedText(url: string, opts: SafeFetchOptions = {}): Promise<string> {
  const { allowPrivate = false, timeoutMs = 10_000, maxBytes = 5 * 1024 * 1024, maxRedirects = 3 } = opts;
  const deadline = Date.now() + timeoutMs;
  let current = url;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    let parsed: URL;
    try {
      parsed = new URL(current);
    } catch {
      throw new FeedFetchError('Takvim adresi geçersiz.');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new FeedFetchError('Yalnızca http ve https takvim adresleri desteklenir.');
    }
    // A literal IP never goes through DNS: check it here.
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && isBlockedAddress(host) && !allowPrivate) {
      throw new FeedFetchError(`Bu adrese erişim engellendi (${host}).`);
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
    if (remaining <= 0) return reject(new FeedFetchError('Takvim adresi 10 saniye içinde yanıt vermedi.'));
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
        res.on('error', (e) => reject(e instanceof FeedFetchError ? e : new FeedFetchError('Takvim dosyası okunamadı.')));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new FeedFetchError('Takvim adresi 10 saniye içinde yanıt vermedi.'));
    }, remaining);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (e) =>
      reject(
        e instanceof FeedFetchError
          ? e
          : new FeedFetchError(`Takvim adresine bağlanılamadı (${(e as NodeJS.ErrnoException).code ?? e.message}).`),
      ),
    );
  });
}
