/** Villa types (SPEC §7 `/villatypes`, §9: 10 per page). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorBody,
  idParam,
  inUseErrorBody,
  page,
  villaTypeBody,
  villaTypeItem,
  villaTypesQuery,
} from '@yali/contract';
import { deleteVillaType } from './delete-villa-type.ts';
import { findVillaTypes, getVillaType } from './find-villa-types.ts';
import { saveVillaType } from './save-villa-type.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['villa-types'];

export const villaTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/villatypes',
    {
      schema: {
        tags,
        security,
        summary: 'Villa tipleri (10’ar, villa sayılarıyla)',
        querystring: villaTypesQuery,
        response: { 200: envelope(page(villaTypeItem)), ...errors },
      },
    },
    async (req) => {
      return { content: await findVillaTypes({ db: app.db, ...req.query }) };
    },
  );

  app.get(
    '/villatypes/:id',
    {
      schema: { tags, security, summary: 'Villa tipi', params: idParam, response: { 200: envelope(villaTypeItem), ...errors } },
    },
    async (req) => {
      return { content: await getVillaType({ db: app.db, id: req.params.id }) };
    },
  );

  app.post(
    '/villatypes',
    {
      schema: {
        tags,
        security,
        summary: 'Villa tipi ekle',
        body: villaTypeBody,
        response: { 201: envelope(villaTypeItem), ...errors, 409: errorBody },
      },
    },
    async (req, reply) => {
      return reply.status(201).send({ content: await saveVillaType({ db: app.db, body: req.body }) });
    },
  );

  app.put(
    '/villatypes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Villa tipini güncelle',
        params: idParam,
        body: villaTypeBody,
        response: { 200: envelope(villaTypeItem), ...errors, 409: errorBody },
      },
    },
    async (req) => {
      return { content: await saveVillaType({ db: app.db, id: req.params.id, body: req.body }) };
    },
  );

  app.delete(
    '/villatypes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Villa tipini sil (18 ve 19 silinemez; kullanımdaysa 409)',
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors, 409: inUseErrorBody },
      },
    },
    async (req) => {
      await deleteVillaType({ db: app.db, id: req.params.id });
      return { content: { id: req.params.id } };
    },
  );
};
