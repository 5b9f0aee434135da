/**
 * After a committed back-office write, tells the web app which cached public
 * reads changed, so the edit shows on the public site at once (decision 004):
 * - with Redis (several web instances), it publishes `{ tags }` on
 *   REVALIDATE_CHANNEL; every web instance's front (scripts/front.mjs)
 *   listens, drops its kept pages and passes the tags on to its Next.js;
 * - with REVALIDATE_URL/SECRET (one web app, `npm start`), it posts
 *   `{ tags }` to `POST /api/revalidate` with the shared secret.
 * Waits at most 1.5 s and never fails the write: when neither reaches the
 * web app, the 300 s revalidation is the safety net. Called inside an admin
 * write's transaction, it waits for the commit (lib/audit-actor.ts).
 */
import type { FastifyInstance } from 'fastify';
import { REVALIDATE_SECRET_HEADER } from '@yali/contract';
import { afterCommit } from '../../lib/audit-actor.ts';
import { REVALIDATE_CHANNEL } from '../../lib/redis.ts';

export async function revalidatePublic(app: FastifyInstance, tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  await afterCommit(() => announce(app, tags));
}

async function announce(app: FastifyInstance, tags: string[]): Promise<void> {
  if (app.redis) {
    try {
      await app.redis.publish(REVALIDATE_CHANNEL, JSON.stringify({ tags }));
    } catch (err) {
      app.log.warn({ err, tags }, 'önbellek yenileme duyurusu yayımlanamadı');
    }
  }
  const { revalidateUrl, revalidateSecret } = app.config;
  if (!revalidateUrl || !revalidateSecret) return;
  try {
    const res = await fetch(revalidateUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: revalidateSecret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(1_500),
    });
    if (!res.ok) app.log.warn({ status: res.status, tags }, 'önbellek yenileme isteği reddedildi');
  } catch (err) {
    app.log.warn({ err, tags }, 'önbellek yenileme isteği gönderilemedi');
  }
}
