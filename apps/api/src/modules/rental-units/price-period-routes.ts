/**
 * The price-period routes of a rental unit kind (SPEC §7 `POST`, `PUT`, `DELETE
 * /v1/admin/villas/price` and `/v1/admin/boat/price`), declared once: the period's id
 * in the body for PUT, in the body or `?id=` for DELETE. ADMIN only (the `/v1/admin`
 * hook). Use cases: `pricePeriodWrites` (`price-periods.ts`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { deletedBody, envelope, errorBody } from '@yali/contract';
import { AppError } from '../../lib/errors.ts';
import type { PriceTable, pricePeriodWrites } from './price-periods.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const writeErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Registers the three routes under `path` ('/villas/price', '/boat/price') on `app`
 * over the kind's `writes`; the schemas are the kind's (contract `priceCreateBody` …,
 * `boatPriceCreateBody` …), `updateSummary` the PUT's summary in the document.
 */
export function registerPricePeriodRoutes<Body extends { start_date: string; end_date: string }, Period>(
  app: App,
  opts: {
    path: string;
    tags: string[];
    writes: ReturnType<typeof pricePeriodWrites<PriceTable, Body, Period>>;
    updateSummary: string;
    schemas: {
      create: z.ZodType;
      update: z.ZodType;
      deleteQuery: z.ZodType<{ id?: number | undefined }>;
      deleteBody: z.ZodType<{ id: number }>;
      period: z.ZodType;
      conflict: z.ZodType;
    };
  },
): void {
  const common = { tags: opts.tags, security: [{ bearer: [] }] };
  const { schemas, writes } = opts;
  app.post(
    opts.path,
    {
      schema: {
        ...common,
        summary: 'Fiyat dönemi ekle',
        body: schemas.create,
        response: { 201: envelope(schemas.period), ...writeErrors, 409: schemas.conflict },
      },
    },
    async (req, reply) => reply.status(201).send({ content: await writes.create({ db: app.db, body: req.body as Body }) }),
  );

  app.put(
    opts.path,
    {
      schema: {
        ...common,
        summary: opts.updateSummary,
        body: schemas.update,
        response: { 200: envelope(schemas.period), ...writeErrors, 409: schemas.conflict },
      },
    },
    async (req) => ({ content: await writes.update({ db: app.db, body: req.body as Body & { id: number } }) }),
  );

  app.delete(
    opts.path,
    {
      schema: {
        ...common,
        summary: 'Fiyat dönemini sil (gövdede ya da ?id= ile)',
        querystring: schemas.deleteQuery,
        body: schemas.deleteBody.nullish(),
        response: { 200: envelope(deletedBody), ...writeErrors },
      },
    },
    async (req) => {
      const id = req.body?.id ?? req.query.id;
      if (id === undefined) throw new AppError('VALIDATION', 'Silinecek fiyat döneminin kimliği (id) gönderilmedi.');
      return { content: await writes.remove({ db: app.db, id }) };
    },
  );
}
