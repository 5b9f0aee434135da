/**
 * Request observation (issue 17), set up once on the root app before the
 * routes: `app.metrics`; the shutdown flag that readiness answers from
 * (`app.beginShutdown()`, `app.shuttingDown`); and hooks that answer the
 * request id in `x-request-id`, count and time each answered request by
 * method, route pattern and status, and count booking conflicts by unit kind.
 */
import type { FastifyInstance } from 'fastify';
import { BookingConflictError } from '../rental-units/hold-conflict.ts';
import type { AppMetrics } from './metrics.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
    /** Marks the process as shutting down: `/v1/ready` answers 503 from now on (server.ts, on SIGTERM). */
    beginShutdown: () => void;
    /** True once shutdown began (`beginShutdown` or `app.close()`). */
    readonly shuttingDown: boolean;
  }
}

/** The route label of requests no route matched: one value, so that probing random paths cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Decorates `app` and adds the hooks (call before registering routes: hooks apply to routes added after them). */
export function observe(app: FastifyInstance, metrics: AppMetrics): void {
  let closing = false;
  app.decorate('metrics', metrics);
  app.decorate('beginShutdown', () => {
    closing = true;
  });
  app.decorate('shuttingDown', { getter: () => closing });
  // Closing the app ends readiness too, whoever closes it.
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (_req, _reply, err) => {
    if (err instanceof BookingConflictError) metrics.bookingConflicts.inc({ unit: err.unit });
  });
}
