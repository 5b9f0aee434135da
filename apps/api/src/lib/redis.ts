/**
 * The Redis connection of a production instance (DESIGN §1 "Scale-out"): what
 * several API and web processes must share and that is not data — the
 * per-address rate limits and the broadcast that refreshes every web
 * instance's cached public pages after a back-office edit. Without
 * REDIS_URL (the embedded default) there is no Redis and both stay in this
 * process, which is right for one process.
 */
import { Redis } from 'ioredis';

/** The channel on which the API announces changed cache tags: `{ "tags": [...] }` as JSON. */
export const REVALIDATE_CHANNEL = 'yali:revalidate';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Connects to `url` (redis://[user:pass@]host:port[/db]). Commands issued
 * while the connection is down wait for it at most one retry, then fail, so
 * that a Redis outage degrades (limits skipped, pages refresh by their
 * timeout) instead of hanging requests. Connection errors are logged once per
 * outage, not per retry.
 */
export function connectRedis(url: string, log: Log): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true, lazyConnect: false });
  let down = false;
  redis.on('error', (err) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: err.message } }, 'Redis bağlantısı kurulamadı; yeniden deneniyor');
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}
