/**
 * Builds the API as a Fastify app (STYLE: fastify/demo): external plugins,
 * then app plugins (error handling, auth), then routes. Tests build it
 * without opening a port; `server.ts` listens and shuts down.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Redis } from 'ioredis';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_MESSAGES, CACHE_TAGS } from '@yali/contract';
import { localizeMessage, requestLocale } from '@yali/contract/i18n';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { auditAdminWrites, requestScopedDb } from './lib/audit-actor.ts';
import { requireAuth } from './lib/auth.ts';
import { AppError, errorEnvelope } from './lib/errors.ts';
import { localizeIssues, validationIssues } from './lib/localize-errors.ts';
import { decideRequestLocale } from './lib/request-locale.ts';
import { rejectControlCharacters } from './lib/input-guard.ts';
import type { TokenService } from './lib/tokens.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { priceToolRoutes } from './modules/price-tools/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { revalidatePublic } from './modules/settings/revalidate-public.ts';
import { calendarExportRoutes, calendarSyncAdminRoutes } from './modules/calendar-sync/routes.ts';
import { boatSearchRoutes } from './modules/boat-search/routes.ts';
import { nearbyRoutes } from './modules/nearby/routes.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { boatBookingRoutes } from './modules/boat-booking/routes.ts';
import { boatReservationRoutes } from './modules/boat-reservations/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { myReservationsRoutes } from './modules/my-reservations/routes.ts';
import { websiteRoutes } from './modules/website/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { externalRoutes } from './modules/external/routes.ts';
import { mailOutboxRoutes } from './modules/mail/outbox-routes.ts';
import { createMetrics } from './modules/observability/metrics.ts';
import { observe } from './modules/observability/observe.ts';
import { requestIdOptions } from './modules/observability/request-id.ts';
import { observabilityRoutes } from './modules/observability/routes.ts';
import { occupancyRoutes } from './modules/occupancy/routes.ts';
import { dayBoardRoutes } from './modules/day-board/routes.ts';
import { ownerStatementRoutes } from './modules/owner-statements/routes.ts';
import { otherPageRoutes } from './modules/other-pages/routes.ts';
import { reservationRoutes } from './modules/reservations/routes.ts';
import { catalogueTranslationRoutes } from './modules/catalogue-translations/routes.ts';
import { publicRoutes, publicV2Routes } from './modules/search/routes.ts';
import { type BoatIndex, createBoatIndex } from './modules/boat-search/boat-index.ts';
import { type VillaIndex, createVillaIndex } from './modules/search/villa-index.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { settingsAdminRoutes } from './modules/settings/admin-routes.ts';
import { websiteAdminRoutes } from './modules/website-admin/routes.ts';
import { blogAdminRoutes, publicBlogRoutes } from './modules/blog/routes.ts';
import { mailTemplateRoutes } from './modules/mail-templates/routes.ts';
import { contactAdminRoutes } from './modules/contact-admin/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { regionRoutes } from './modules/regions/routes.ts';
import { villaTypeRoutes } from './modules/villa-types/routes.ts';
import { boatTypeRoutes } from './modules/boat-types/routes.ts';
import { adminBoatRoutes } from './modules/boats/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { marinaRoutes } from './modules/marinas/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { adminVillaRoutes } from './modules/villas/admin-routes.ts';
import { publicVillaRoutes } from './modules/villas/public-routes.ts';
import { MEDIA_PREFIX, type Storage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    storage: Storage;
    tokens: TokenService;
    villaIndex: VillaIndex;
    boatIndex: BoatIndex;
    redis: Redis | null;
  }
}

/** `redis`: the shared Redis of a multi-instance deployment (lib/redis.ts); absent in the embedded default. */
export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  tokens: TokenService;
  redis?: Redis;
  /**
   * false: admin writes run without the request transaction that names their user (bench/audit-write.ts
   * measures the audit log's cost against it). A code seam, not a setting: no deployment can turn it off.
   */
  auditWrites?: boolean;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : { level: deps.config.logLevel, redact: ['req.headers.authorization', 'req.body.password'] },
    // The proxies before the API run on this machine: the front of `npm start` (scripts/front.mjs) or nginx appends
    // the address it sees to X-Forwarded-For. Trusting loopback peers only (TRUST_PROXY names others, say an nginx
    // on another machine) makes that right-most entry the visitor;
    // entries a visitor writes in themselves come before it and cannot dodge the per-address limits (login,
    // booking, contact). (Fastify refuses a bare hop count: it would trust whoever connects.)
    trustProxy: deps.config.trustProxy,
    // One id per request, on every log line (`request_id`) and in `x-request-id` (modules/observability).
    ...requestIdOptions(),
    bodyLimit: 1_000_000,
    // Errors Fastify raises before routing (a malformed or over-long path) get the one envelope of DESIGN §2,
    // in Turkish and without the path they came with (Fastify's own text echoes it).
    frameworkErrors: (err, req, reply: FastifyReply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      reply.status(status).send(errorEnvelope(status, requestLocale(undefined, req.headers['accept-language']).locale));
    },
    // Errors of the HTTP parser itself (headers too large, malformed request line) never reach Fastify's
    // handlers: answer them on the socket, in the same envelope.
    clientErrorHandler: (err, socket) => {
      if (!socket.writable) return socket.destroy();
      const status = (err as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify(errorEnvelope(status));
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  // The request's transaction inside an admin write, the database elsewhere (lib/audit-actor.ts).
  app.decorate('db', requestScopedDb(deps.database.db));
  app.decorate('storage', deps.storage);
  app.decorate('tokens', deps.tokens);
  app.decorate('redis', deps.redis ?? null);
  app.decorateRequest('user', null);
  const villaIndex = await createVillaIndex({ database: deps.database, storage: deps.storage, log: app.log });
  app.decorate('villaIndex', villaIndex);
  app.addHook('onClose', () => villaIndex.close());
  const boatIndex = await createBoatIndex({ database: deps.database, storage: deps.storage, log: app.log });
  app.decorate('boatIndex', boatIndex);
  app.addHook('onClose', () => boatIndex.close());
  // Metrics, request ids and the shutdown flag, before every route so that their hooks see them all.
  observe(app, createMetrics({ database: deps.database, villaIndex, warn: (msg) => app.log.warn(msg) }));
  // Whoever saved sees their change on their next search: a write's answer leaves only
  // once the indexes hold every write committed before it (search/villa-index.ts, boat-search/boat-index.ts).
  app.addHook('onSend', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') await Promise.all([villaIndex.sync(), boatIndex.sync()]);
  });

  // External plugins.
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Yalı API', version: '1.0.0', description: 'Villa ve tekne kiralama pazaryeri API’si' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Every admin operation is documented as the hook enforces it: a bearer token, and the roles it admits
    // (`x-roles`), so that API clients and the OpenAPI-driven fuzz test know which calls an OWNER may make.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      if (!input.url.startsWith('/v1/admin/')) return out;
      const roles = input.route.config?.roles ?? ['ADMIN'];
      return { ...out, schema: { security: [{ bearer: [] }], ...out.schema, 'x-roles': roles } };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  await app.register(fastifyRateLimit, {
    global: false,
    // With several instances the counters live in Redis, so a limit is one limit whichever instance is asked.
    // A Redis outage lets requests through (skipOnError) rather than refusing every login and booking.
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'yali:rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => {
      const err = new AppError('RATE_LIMITED', API_MESSAGES.RATE_LIMITED) as AppError & { statusCode: number };
      err.statusCode = ctx.statusCode;
      return err;
    },
  });
  // Images in the local folder; from a bucket (S3 driver), the media route below serves the same URLs.
  if (!deps.storage.get) {
    await app.register(fastifyStatic, {
      root: deps.config.uploadsDir,
      prefix: MEDIA_PREFIX,
      // Variant file names are random and never rewritten: cache them for a year.
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
      // Uploads are user content: a browser must never guess a type (HTML, script) from the bytes (issue 22).
      setHeaders: (reply) => {
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  }

  // App plugins: one error shape for every failure (DESIGN §2), its message in the request's language (issue 18).
  decideRequestLocale(app);
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const locale = req.locale;
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({
        content: {
          message: localizeMessage(API_MESSAGES.VALIDATION, locale),
          code: 'VALIDATION',
          issues: validationIssues(err, req),
        },
      });
    }
    if (err instanceof AppError) {
      // An outage (storage unreachable) is answered in Turkish, and its cause kept for the operator.
      if (err.status >= 500) req.log.error({ err: err.cause ?? err }, err.code);
      if (err.headers) reply.headers(err.headers);
      const details = localizeIssues(err.details, locale);
      return reply
        .status(err.status)
        .send({ content: { message: localizeMessage(err.message, locale), code: err.code, ...details } });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large …: Fastify's own message names the input, ours does not.
      return reply.status(err.statusCode).send(errorEnvelope(err.statusCode, locale));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ content: { message: localizeMessage(API_MESSAGES.INTERNAL, locale), code: 'INTERNAL' } });
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .status(404)
      .send({ content: { message: localizeMessage(API_MESSAGES.ROUTE_NOT_FOUND, req.locale), code: 'NOT_FOUND' } }),
  );

  // One rule for text at the edge, before every route's schema (lib/input-guard.ts).
  rejectControlCharacters(app);
  // No answer of the API is for a browser to sniff into HTML or script, whatever its bytes (issue 22, finding 8).
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  // Routes.
  // Liveness: the process answers (no database call; readiness is `/v1/ready`).
  app.get('/v1/health', { schema: { hide: true } }, async () => ({ content: { ok: true, database: deps.database.kind } }));
  if (deps.storage.get) await app.register(mediaRoutes, { prefix: MEDIA_PREFIX.slice(0, -1), storage: deps.storage });
  await app.register(observabilityRoutes);
  await app.register(authRoutes, { prefix: '/v1/auth' });
  await app.register(publicRoutes, { prefix: '/v1' });
  await app.register(bookingRoutes, { prefix: '/v1' });
  await app.register(myReservationsRoutes, { prefix: '/v1' });
  await app.register(boatBookingRoutes, { prefix: '/v1' });
  await app.register(settingsRoutes, { prefix: '/v1' });
  await app.register(publicBlogRoutes, { prefix: '/v1' });
  await app.register(contactRoutes, { prefix: '/v1' });
  await app.register(websiteRoutes, { prefix: '/v1' });
  await app.register(publicVillaRoutes, { prefix: '/v1' });
  await app.register(boatSearchRoutes, { prefix: '/v1' });
  await app.register(nearbyRoutes, { prefix: '/v1' });
  await app.register(publicV2Routes, { prefix: '/v2' });
  await app.register(calendarExportRoutes, { prefix: '/v1' });
  await app.register(
    async (admin) => {
      requireAuth(admin);
      // Each write runs in one transaction that names its user for the audit log (decision 013).
      if (deps.auditWrites !== false) auditAdminWrites(admin, deps.database.db);
      // Villa data shows on cached public pages (listing, villa pages, home): after a
      // successful write that changes it, ask the web app to refresh them (decision 004).
      const villaData = /^\/v1\/admin\/(villas|reservations|external|villatypes|towns|districts)\b/;
      // Reviews show on villa and boat pages and cards alike (issue 23).
      const reviewData = /^\/v1\/admin\/comment\b/;
      // Boat data shows on /listingboat, boat pages and the sitemap likewise.
      const boatData = /^\/v1\/admin\/(boat|boattypes|marina|boatreservations)\b/;
      admin.addHook('onResponse', async (req, reply) => {
        if (req.method === 'GET' || reply.statusCode >= 300) return;
        if (reviewData.test(req.url)) await revalidatePublic(app, [CACHE_TAGS.villas, CACHE_TAGS.boats]);
        else if (villaData.test(req.url)) await revalidatePublic(app, [CACHE_TAGS.villas]);
        else if (boatData.test(req.url)) await revalidatePublic(app, [CACHE_TAGS.boats]);
      });
      await admin.register(adminVillaRoutes);
      await admin.register(calendarSyncAdminRoutes);
      await admin.register(dashboardRoutes);
      await admin.register(dayBoardRoutes);
      await admin.register(reservationRoutes);
      await admin.register(boatReservationRoutes);
      await admin.register(externalRoutes);
      await admin.register(occupancyRoutes);
      await admin.register(mailOutboxRoutes);
      await admin.register(userRoutes);
      await admin.register(villaTypeRoutes);
      await admin.register(regionRoutes);
      await admin.register(commentRoutes);
      await admin.register(settingsAdminRoutes);
      await admin.register(blogAdminRoutes);
      await admin.register(mailTemplateRoutes);
      await admin.register(contactAdminRoutes);
      await admin.register(websiteAdminRoutes);
      await admin.register(boatTypeRoutes);
      await admin.register(marinaRoutes);
      await admin.register(adminBoatRoutes);
      await admin.register(paymentRoutes);
      await admin.register(ownerStatementRoutes);
      await admin.register(reportRoutes);
      await admin.register(auditRoutes);
      await admin.register(priceToolRoutes);
      await admin.register(otherPageRoutes);
      await admin.register(catalogueTranslationRoutes);
    },
    { prefix: '/v1/admin' },
  );

  return app;
}
