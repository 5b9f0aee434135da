/**
 * Manual blockings (SPEC §7 "/external"; DESIGN §3): ADMIN on every villa,
 * an OWNER on their own villas only (another owner's → 404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conflictErrorBody,
  envelope,
  errorBody,
  externalCreate,
  externalItem,
  externalQuery,
  externalUpdate,
  idParam,
  page,
} from '@yali/contract';
import { z } from 'zod';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { findExternal, getExternal } from './find-external.ts';
import { createExternal, deleteExternal, updateExternal } from './write-external.ts';

const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: conflictErrorBody, 422: errorBody };

export const externalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/external',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['external'],
        summary: 'Harici blokajlar (20’şer)',
        security: [{ bearer: [] }],
        querystring: externalQuery,
        response: { 200: envelope(page(externalItem)), ...readErrors },
      },
    },
    async (req) => ({ content: await findExternal({ db: app.db, user: currentUser(req), query: req.query }) }),
  );

  app.get(
    '/external/:id',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['external'],
        summary: 'Harici blokaj ayrıntısı',
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: envelope(externalItem), ...readErrors },
      },
    },
    async (req) => ({ content: await getExternal({ db: app.db, user: currentUser(req), id: req.params.id }) }),
  );

  app.post(
    '/external',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['external'],
        summary: 'Harici blokaj ekle',
        security: [{ bearer: [] }],
        body: externalCreate,
        response: { 201: envelope(externalItem), ...writeErrors },
      },
    },
    async (req, reply) => {
      const content = await createExternal({ db: app.db, user: currentUser(req), input: req.body });
      return reply.status(201).send({ content });
    },
  );

  app.put(
    '/external/:id',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['external'],
        summary: 'Harici blokajı düzenle',
        security: [{ bearer: [] }],
        params: idParam,
        body: externalUpdate,
        response: { 200: envelope(externalItem), ...writeErrors },
      },
    },
    async (req) => ({
      content: await updateExternal({ db: app.db, user: currentUser(req), id: req.params.id, input: req.body }),
    }),
  );

  app.delete(
    '/external/:id',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['external'],
        summary: 'Harici blokajı sil',
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...readErrors },
      },
    },
    async (req) => ({ content: await deleteExternal({ db: app.db, user: currentUser(req), id: req.params.id }) }),
  );
};
