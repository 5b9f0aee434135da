/**
 * The boat back office (SPEC §7 "Admin reads" `/boat?skip&take=20&order[&id]`,
 * `/boat/all`, `/boatallactive`, `/boat/{id}`; "Admin writes" `POST /boat`,
 * `PUT /boat/{villa_id}`, `PATCH /boat/activity`, `/boat/price`,
 * `/boat/image`, `PUT /boat/image/updateorder`). ADMIN only (the
 * `/v1/admin` default, decided by its hook before body validation, so an
 * OWNER gets 403 whatever they send). Public boat reads live elsewhere.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBoatsQuery,
  boatActivityBody,
  boatDetail,
  boatFlags,
  boatImage,
  boatImageBulkDeleteBody,
  boatImageOrderBody,
  boatListItem,
  boatOption,
  boatPriceConflictErrorBody,
  boatPriceCreateBody,
  boatPriceDeleteBody,
  boatPriceDeleteQuery,
  boatPricePeriod,
  boatPriceUpdateBody,
  boatVillaIdParam,
  boatWriteBody,
  envelope,
  errorBody,
  IMAGE_UPLOAD,
  idParam,
  page,
} from '@yali/contract';
import { imageMultipart } from '../../lib/upload-image.ts';
import { adminRoute } from '../../lib/route-kit.ts';
import { registerUnitImageRoutes } from '../rental-units/unit-image-routes.ts';
import { BOAT_IMAGES } from '../rental-units/unit-images.ts';
import { BOAT_PRICES } from './boat-prices.ts';
import { registerPricePeriodRoutes } from '../rental-units/price-period-routes.ts';
import { findBoats, getBoat, listBoatOptions } from './find-boats.ts';
import { createBoat, setBoatActivity, updateBoat } from './save-boat.ts';

const auth = { 401: errorBody, 403: errorBody };
const readErrors = { 400: errorBody, ...auth, 404: errorBody };
const writeErrors = { 400: errorBody, ...auth, 404: errorBody };
const tags = ['boats'];
const route = adminRoute(tags);

const boatIdField = z.object({ boat_id: idParam.shape.id });

export const adminBoatRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: only the image upload reads multipart bodies.
  await app.register(fastifyMultipart, imageMultipart(IMAGE_UPLOAD.maxFiles));

  // ----- Reads -------------------------------------------------------------
  app.get(
    '/boat',
    route('Tekne listesi (20’şer; order=order|id, dir, q, type_id, marina_id)', {
      querystring: adminBoatsQuery,
      response: { 200: envelope(page(boatListItem)), ...readErrors },
    }),
    async (req) => ({ content: await findBoats({ db: app.db, storage: app.storage, query: req.query }) }),
  );

  app.get(
    '/boat/all',
    route('Tekne seçim listesi (tümü)', { response: { 200: envelope(z.array(boatOption)), ...auth } }),
    async () => ({ content: await listBoatOptions({ db: app.db, activeOnly: false }) }),
  );

  app.get(
    '/boatallactive',
    route('Tekne seçim listesi (aktifler)', { response: { 200: envelope(z.array(boatOption)), ...auth } }),
    async () => ({ content: await listBoatOptions({ db: app.db, activeOnly: true }) }),
  );

  app.get(
    '/boat/:id',
    route('Tekne ayrıntısı (tip, marina, fiyatlar, görseller)', {
      params: idParam,
      response: { 200: envelope(boatDetail), ...readErrors },
    }),
    async (req) => ({ content: await getBoat({ db: app.db, storage: app.storage, id: req.params.id }) }),
  );

  // ----- Boat --------------------------------------------------------------
  app.post(
    '/boat',
    route('Tekne ekle', {
      body: boatWriteBody,
      response: { 201: envelope(boatDetail), ...writeErrors, 409: errorBody },
    }),
    async (req, reply) =>
      reply.status(201).send({ content: await createBoat({ db: app.db, storage: app.storage, body: req.body }) }),
  );

  app.put(
    '/boat/:villa_id',
    route('Tekneyi düzenle (SPEC: anahtar villa_id adını taşır)', {
      params: boatVillaIdParam,
      body: boatWriteBody,
      response: { 200: envelope(boatDetail), ...writeErrors, 409: errorBody },
    }),
    async (req) => ({
      content: await updateBoat({ db: app.db, storage: app.storage, id: req.params.villa_id, body: req.body }),
    }),
  );

  app.patch(
    '/boat/activity',
    route('Tekneyi aktif/pasif yap', {
      body: boatActivityBody,
      response: { 200: envelope(boatFlags), ...writeErrors },
    }),
    async (req) => ({ content: await setBoatActivity({ db: app.db, id: req.body.villa_id, active: req.body.active }) }),
  );

  // ----- Prices ------------------------------------------------------------
  registerPricePeriodRoutes(app, {
    path: '/boat/price',
    tags,
    writes: BOAT_PRICES,
    updateSummary: 'Fiyat dönemini düzenle (id gövdede)',
    schemas: {
      create: boatPriceCreateBody,
      update: boatPriceUpdateBody,
      deleteQuery: boatPriceDeleteQuery,
      deleteBody: boatPriceDeleteBody,
      period: boatPricePeriod,
      conflict: boatPriceConflictErrorBody,
    },
  });

  // ----- Images ------------------------------------------------------------
  registerUnitImageRoutes(app, {
    path: '/boat/image',
    tags,
    kind: BOAT_IMAGES,
    unitField: 'boat_id',
    unitIdField: boatIdField,
    unitWord: 'tekne',
    image: boatImage,
    orderBody: boatImageOrderBody,
    bulkBody: boatImageBulkDeleteBody,
  });
};
