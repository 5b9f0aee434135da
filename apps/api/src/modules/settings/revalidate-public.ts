/**
 * After a committed back-office write, tells the web app which cached public
 * reads changed (decision 004: `POST /api/revalidate` with the shared secret
 * and `{ tags }`), so the edit shows on the public site at once. Waits at most
 * 1.5 s and never fails the write: without REVALIDATE_URL/SECRET, or when the
 * web app does not answer, the 300 s revalidation is the safety net.
 */
import type { FastifyInstance } from 'fastify';
import { REVALIDATE_SECRET_HEADER } from '@yali/contract';

export async function revalidatePublic(app: FastifyInstance, tags: string[]): Promise<void> {
  const { revalidateUrl, revalidateSecret } = app.config;
  if (!revalidateUrl || !revalidateSecret || tags.length === 0) return;
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
