/** Boat types (SPEC §7 `/boattypes`, §9: 10 per page). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boatInUseErrorBody,
  boatTypeBody,
  boatTypeItem,
  boatTypesQuery,
  envelope,
  errorBody,
  idParam,
  page,
} from '@yali/contract';
import { deleteBoatType } from './delete-boat-type.ts';
import { findBoatTypes, getBoatType } from './find-boat-types.ts';
import { saveBoatType } from './save-boat-type.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['boat-types'];

export const boatTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/boattypes',
    {
      schema: {
        tags,
        security,
        summary: 'Tekne tipleri (10’ar, tekne sayılarıyla)',
        querystring: boatTypesQuery,
        response: { 200: envelope(page(boatTypeItem)), ...errors },
      },
    },
    async (req) => {
      return { content: await findBoatTypes({ db: app.db, ...req.query }) };
    },
  );

  app.get(
    '/boattypes/:id',
    { schema: { tags, security, summary: 'Tekne tipi', params: idParam, response: { 200: envelope(boatTypeItem), ...errors } } },
    async (req) => {
      return { content: await getBoatType({ db: app.db, id: req.params.id }) };
    },
  );

  app.post(
    '/boattypes',
    {
      schema: {
        tags,
        security,
        summary: 'Tekne tipi ekle',
        body: boatTypeBody,
        response: { 201: envelope(boatTypeItem), ...errors, 409: errorBody },
      },
    },
    async (req, reply) => {
      return reply.status(201).send({ content: await saveBoatType({ db: app.db, body: req.body }) });
    },
  );

  app.put(
    '/boattypes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Tekne tipini güncelle',
        params: idParam,
        body: boatTypeBody,
        response: { 200: envelope(boatTypeItem), ...errors, 409: errorBody },
      },
    },
    async (req) => {
      return { content: await saveBoatType({ db: app.db, id: req.params.id, body: req.body }) };
    },
  );

  app.delete(
    '/boattypes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Tekne tipini sil (kullanımdaysa 409)',
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors, 409: boatInUseErrorBody },
      },
    },
    async (req) => {
      await deleteBoatType({ db: app.db, id: req.params.id });
      return { content: { id: req.params.id } };
    },
  );
};
