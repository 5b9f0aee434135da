/**
 * Request ids (issue 17): every request gets one, logged as `request_id` on
 * each of its log lines and answered in `x-request-id`. An id sent along —
 * by nginx (`$request_id`), the `npm start` front or the web app forwarding
 * its own request's id — is kept when it is short and plain, so that one id
 * follows a page view through nginx, Next.js and the API; anything else (too
 * long, spaces, quotes, line breaks that could forge log lines) is replaced
 * by a fresh UUID.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's request id options for one app. `requestIdHeader` stays off: with
 * it on, Fastify takes any header value as it is and asks `genReqId` only when
 * the header is missing; reading the header here is what lets us validate it.
 */
export const requestIdOptions = () => ({
  requestIdHeader: false as const,
  logController: new LogController({ requestIdLogLabel: 'request_id' }),
  genReqId: (req: IncomingMessage): string => {
    const sent = req.headers[REQUEST_ID_HEADER];
    return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
  },
});
