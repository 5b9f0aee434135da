/**
 * Towns (ilçe) and districts (bölge) of SPEC §7 (`/towns`, `/showtown/{id}`,
 * `/districts`; §9: 10 per page). ADMIN only, except `GET /towns/select`,
 * which every signed-in user may read (selects and filters).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  districtBody,
  districtIdParam,
  districtItem,
  districtsQuery,
  envelope,
  errorBody,
  idParam,
  inUseErrorBody,
  page,
  townBody,
  townDetail,
  townIdParam,
  townItem,
  townOption,
  townsQuery,
} from '@yali/contract';
import { OWNERS_TOO } from '../../lib/auth.ts';
import { deleteDistrict } from './delete-district.ts';
import { deleteTown } from './delete-town.ts';
import { findDistricts, getDistrict } from './find-districts.ts';
import { findTowns, getTown, listTownOptions } from './find-towns.ts';
import { saveDistrict } from './save-district.ts';
import { saveTown } from './save-town.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['regions'];
const deleted = envelope(z.object({ id: z.number().int() }));

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  // ── Towns ──
  app.get(
    '/towns',
    {
      schema: {
        tags,
        security,
        summary: 'İlçeler (10’ar, bölge ve villa sayılarıyla)',
        querystring: townsQuery,
        response: { 200: envelope(page(townItem)), ...errors },
      },
    },
    async (req) => {
      return { content: await findTowns({ db: app.db, ...req.query }) };
    },
  );

  app.get(
    '/towns/select',
    {
      config: OWNERS_TOO,
      schema: {
        tags,
        security,
        summary: 'Tüm ilçeler (seçim kutuları için; her oturum açmış kullanıcı)',
        response: { 200: envelope(z.array(townOption)), 401: errorBody },
      },
    },
    async () => {
      return { content: await listTownOptions({ db: app.db }) };
    },
  );

  app.get(
    '/showtown/:id',
    {
      schema: {
        tags,
        security,
        summary: 'İlçe ve bölgeleri',
        params: idParam,
        response: { 200: envelope(townDetail), ...errors },
      },
    },
    async (req) => {
      return { content: await getTown({ db: app.db, id: req.params.id }) };
    },
  );

  app.post(
    '/towns',
    {
      schema: {
        tags,
        security,
        summary: 'İlçe ekle',
        body: townBody,
        response: { 201: envelope(townDetail), ...errors, 409: errorBody },
      },
    },
    async (req, reply) => {
      return reply.status(201).send({ content: await saveTown({ db: app.db, body: req.body }) });
    },
  );

  app.put(
    '/towns/:town_id',
    {
      schema: {
        tags,
        security,
        summary: 'İlçeyi güncelle',
        params: townIdParam,
        body: townBody,
        response: { 200: envelope(townDetail), ...errors, 409: errorBody },
      },
    },
    async (req) => {
      return { content: await saveTown({ db: app.db, id: req.params.town_id, body: req.body }) };
    },
  );

  app.delete(
    '/towns/:id',
    {
      schema: {
        tags,
        security,
        summary: 'İlçeyi sil (villası veya bölgesi varsa 409)',
        params: idParam,
        response: { 200: deleted, ...errors, 409: inUseErrorBody },
      },
    },
    async (req) => {
      await deleteTown({ db: app.db, id: req.params.id });
      return { content: { id: req.params.id } };
    },
  );

  // ── Districts ──
  app.get(
    '/districts',
    {
      schema: {
        tags,
        security,
        summary: 'Bölgeler (10’ar; town_id ile bir ilçenin bölgeleri)',
        querystring: districtsQuery,
        response: { 200: envelope(page(districtItem)), ...errors },
      },
    },
    async (req) => {
      return { content: await findDistricts({ db: app.db, ...req.query }) };
    },
  );

  app.get(
    '/districts/:id',
    {
      schema: { tags, security, summary: 'Bölge', params: idParam, response: { 200: envelope(districtItem), ...errors } },
    },
    async (req) => {
      return { content: await getDistrict({ db: app.db, id: req.params.id }) };
    },
  );

  app.post(
    '/districts',
    {
      schema: {
        tags,
        security,
        summary: 'Bölge ekle',
        body: districtBody,
        response: { 201: envelope(districtItem), ...errors, 409: errorBody },
      },
    },
    async (req, reply) => {
      return reply.status(201).send({ content: await saveDistrict({ db: app.db, body: req.body }) });
    },
  );

  app.put(
    '/districts/:district_id',
    {
      schema: {
        tags,
        security,
        summary: 'Bölgeyi güncelle (villaları varsa başka ilçeye taşınamaz)',
        params: districtIdParam,
        body: districtBody,
        response: { 200: envelope(districtItem), ...errors, 409: inUseErrorBody },
      },
    },
    async (req) => {
      return { content: await saveDistrict({ db: app.db, id: req.params.district_id, body: req.body }) };
    },
  );

  app.delete(
    '/districts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Bölgeyi sil (villalarda kullanılıyorsa 409)',
        params: idParam,
        response: { 200: deleted, ...errors, 409: inUseErrorBody },
      },
    },
    async (req) => {
      await deleteDistrict({ db: app.db, id: req.params.id });
      return { content: { id: req.params.id } };
    },
  );
};
