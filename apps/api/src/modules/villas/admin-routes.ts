/** Admin villa reads (SPEC §7 "Admin reads"): ADMIN sees all, OWNER their own. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminVillasQuery, envelope, errorBody, idParam, page, villaDetail, villaListItem } from '@yali/contract';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { villaEditorRoutes } from './editor-routes.ts';
import { findVillas, getVilla } from './find-villas.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const adminVillaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(villaEditorRoutes);

  app.get(
    '/villas',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['villas'],
        summary: 'Villa listesi (20’şer)',
        security: [{ bearer: [] }],
        querystring: adminVillasQuery,
        response: { 200: envelope(page(villaListItem)), ...errors },
      },
    },
    async (req) => ({
      content: await findVillas({ db: app.db, storage: app.storage, user: currentUser(req), query: req.query }),
    }),
  );

  app.get(
    '/villas/:id',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['villas'],
        summary: 'Villa ayrıntısı',
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: envelope(villaDetail), ...errors },
      },
    },
    async (req) => ({
      content: await getVilla({ db: app.db, storage: app.storage, user: currentUser(req), id: req.params.id }),
    }),
  );
};
