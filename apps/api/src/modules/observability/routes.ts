/**
 * Operational endpoints (issue 17, docs/operations/observability.md), at the
 * root and hidden from the OpenAPI document (they are not for API clients):
 *
 * - `GET /metrics`: Prometheus text. Not public: answered to a bearer token
 *   equal to METRICS_TOKEN, or to a scraper connected straight from loopback
 *   or a private network; anyone else gets the 404 of an unknown address, so
 *   the endpoint does not show that it exists.
 * - `GET /v1/ready`: readiness, 200 or 503 (see readiness.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { envelope, errorBody, notReadyBody, readiness } from '@yali/contract';
import { errorEnvelope } from '../../lib/errors.ts';
import { checkReadiness } from './readiness.ts';

/** ipaddr.js ranges of the networks a scraper may connect from without a token. */
const SCRAPER_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the Authorization header is `Bearer <token>` (compared in constant time). */
function bearerMatches(req: FastifyRequest, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (!token || !auth?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(auth.slice(7)), digest(token));
}

/**
 * Whether the peer of the socket is on loopback or a private network and no proxy stands between.
 * The socket's address, never X-Forwarded-For (anyone can write that). A request that came through a
 * proxy (it carries X-Forwarded-For or Forwarded) is refused: its peer is the proxy — nginx or the
 * `npm start` front on this very machine — and the visitor behind it may be anyone.
 */
function fromPrivatePeer(req: FastifyRequest): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  const address = req.socket.remoteAddress;
  if (!address || !ipaddr.isValid(address)) return false;
  return SCRAPER_RANGES.has(ipaddr.process(address).range());
}

export const observabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metrics', { schema: { hide: true, response: { 200: z.string(), 404: errorBody } } }, async (req, reply) => {
    if (!bearerMatches(req, app.config.metricsToken) && !fromPrivatePeer(req)) {
      return reply.status(404).send(errorEnvelope(404));
    }
    const { contentType, body } = await app.metrics.scrape();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });

  app.get(
    '/v1/ready',
    { schema: { hide: true, response: { 200: envelope(readiness), 503: notReadyBody } } },
    async (_req, reply) => {
      const { problem, ...found } = await checkReadiness({ database: app.database, closing: app.shuttingDown });
      reply.header('cache-control', 'no-store');
      if (found.ready) return reply.send({ content: { ...found, ready: true } });
      return reply.status(503).send({
        content: { message: problem ?? 'Sunucu hazır değil.', code: 'NOT_READY', ...found, ready: false },
      });
    },
  );
};
