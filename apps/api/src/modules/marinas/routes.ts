/**
 * Marinas (SPEC §7: `GET /marina?skip&take=10`, `GET /showmarina/{id}`,
 * `POST /marina`, `PUT /marina/{marina_id}`, `DELETE /marina/{id}`; §9: 10 per
 * page). ADMIN only; an OWNER gets 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boatInUseErrorBody,
  envelope,
  errorBody,
  idParam,
  marinaBody,
  marinaIdParam,
  marinaItem,
  marinasQuery,
  page,
} from '@yali/contract';
import { deleteMarina } from './delete-marina.ts';
import { findMarinas, getMarina } from './find-marinas.ts';
import { saveMarina } from './save-marina.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['marinas'];

export const marinaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/marina',
    {
      schema: {
        tags,
        security,
        summary: 'Marinalar (10’ar, tekne sayılarıyla)',
        querystring: marinasQuery,
        response: { 200: envelope(page(marinaItem)), ...errors },
      },
    },
    async (req) => {
      return { content: await findMarinas({ db: app.db, ...req.query }) };
    },
  );

  app.get(
    '/showmarina/:id',
    { schema: { tags, security, summary: 'Marina', params: idParam, response: { 200: envelope(marinaItem), ...errors } } },
    async (req) => {
      return { content: await getMarina({ db: app.db, id: req.params.id }) };
    },
  );

  app.post(
    '/marina',
    {
      schema: {
        tags,
        security,
        summary: 'Marina ekle',
        body: marinaBody,
        response: { 201: envelope(marinaItem), ...errors, 409: errorBody },
      },
    },
    async (req, reply) => {
      return reply.status(201).send({ content: await saveMarina({ db: app.db, body: req.body }) });
    },
  );

  app.put(
    '/marina/:marina_id',
    {
      schema: {
        tags,
        security,
        summary: 'Marinayı güncelle',
        params: marinaIdParam,
        body: marinaBody,
        response: { 200: envelope(marinaItem), ...errors, 409: errorBody },
      },
    },
    async (req) => {
      return { content: await saveMarina({ db: app.db, id: req.params.marina_id, body: req.body }) };
    },
  );

  app.delete(
    '/marina/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Marinayı sil (tekne varsa 409)',
        params: idParam,
        response: { 200: envelope(z.object({ marina_id: z.number().int() })), ...errors, 409: boatInUseErrorBody },
      },
    },
    async (req) => {
      await deleteMarina({ db: app.db, id: req.params.id });
      return { content: { marina_id: req.params.id } };
    },
  );
};
