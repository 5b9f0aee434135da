/**
 * The villa editor's admin calls (SPEC §7 "Admin writes" for villas, prices,
 * dates, images and comments, plus `/villas/all`, `/villas/withdates` and the
 * managed `/features`). Every write is ADMIN only (an OWNER gets 403); reads
 * are scoped to an OWNER's own villas. Registered inside `/v1/admin`, whose
 * hook has already authenticated the request.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminVillaComment,
  commentActivityBody,
  conflictErrorBody,
  deletedBody,
  envelope,
  errorBody,
  feature,
  featureBody,
  IMAGE_UPLOAD,
  idParam,
  imageOrderBody,
  priceConflictErrorBody,
  priceCreateBody,
  priceDeleteBody,
  priceDeleteQuery,
  pricePeriod,
  priceUpdateBody,
  villaActivityBody,
  villaDate,
  villaDateCreateBody,
  villaDateUpdateBody,
  villaDetail,
  villaFeaturesBody,
  villaFlags,
  villaMoveTopBody,
  villaIdParam,
  villaImage,
  villaImageBulkDeleteBody,
  villaOption,
  villaOrderBody,
  villaPopularBody,
  villasWithDatesQuery,
  villaWithDates,
  villaWriteBody,
} from '@yali/contract';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { imageMultipart } from '../../lib/upload-image.ts';
import { adminRoute } from '../../lib/route-kit.ts';
import { createVilla, updateVilla } from './save-villa.ts';
import { deleteComment, setCommentActivity } from './villa-comments.ts';
import { createVillaDate, deleteVillaDate, updateVillaDate } from './villa-dates.ts';
import { createFeature, listFeatures, setVillaFeatures } from './villa-features.ts';
import { moveVillaToTop, setVillaActivity, setVillaOrder, setVillaPopular } from './villa-flags.ts';
import { registerUnitImageRoutes } from '../rental-units/unit-image-routes.ts';
import { VILLA_IMAGES } from '../rental-units/unit-images.ts';
import { listVillaOptions, listVillasWithDates } from './villa-options.ts';
import { VILLA_PRICES } from './villa-prices.ts';
import { registerPricePeriodRoutes } from '../rental-units/price-period-routes.ts';

const auth = { 401: errorBody, 403: errorBody };
const writeErrors = { 400: errorBody, ...auth, 404: errorBody };
const tags = ['villas'];
const route = adminRoute(tags);

export const villaEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: only the image upload reads multipart bodies.
  await app.register(fastifyMultipart, imageMultipart(IMAGE_UPLOAD.maxFiles));

  // ----- Reads -------------------------------------------------------------
  app.get(
    '/villas/all',
    {
      config: OWNERS_TOO,
      ...route('Villa seçim listesi', { response: { 200: envelope(z.array(villaOption)), ...auth } }),
    },
    async (req) => ({ content: await listVillaOptions({ db: app.db, user: currentUser(req) }) }),
  );

  app.get(
    '/villas/withdates',
    {
      config: OWNERS_TOO,
      ...route('Villalar, kapalı tarihleri ve tutan rezervasyonlarıyla (takvim için)', {
        querystring: villasWithDatesQuery,
        response: { 200: envelope(z.array(villaWithDates)), 400: errorBody, ...auth, 404: errorBody },
      }),
    },
    async (req) => ({
      content: await listVillasWithDates({
        db: app.db,
        user: currentUser(req),
        villaId: req.query.villa_id,
        from: req.query.from,
      }),
    }),
  );

  app.get(
    '/features',
    {
      config: OWNERS_TOO,
      ...route('Özellik listesi', { response: { 200: envelope(z.array(feature)), ...auth } }),
    },
    async () => ({ content: await listFeatures({ db: app.db }) }),
  );

  // ----- Villa -------------------------------------------------------------
  app.post(
    '/features',
    route('Özellik ekle', {
      body: featureBody,
      response: { 201: envelope(feature), 400: errorBody, ...auth, 409: errorBody },
    }),
    async (req, reply) => {
      return reply.status(201).send({ content: await createFeature({ db: app.db, body: req.body }) });
    },
  );

  app.post(
    '/villas',
    route('Villa ekle', {
      body: villaWriteBody,
      response: { 201: envelope(villaDetail), ...writeErrors, 409: errorBody, 422: errorBody },
    }),
    async (req, reply) => {
      const user = currentUser(req);
      return reply.status(201).send({ content: await createVilla({ db: app.db, storage: app.storage, user, body: req.body }) });
    },
  );

  app.put(
    '/villas/:villa_id',
    route('Villayı düzenle', {
      params: villaIdParam,
      body: villaWriteBody,
      response: { 200: envelope(villaDetail), ...writeErrors, 409: errorBody, 422: errorBody },
    }),
    async (req) => {
      const user = currentUser(req);
      return { content: await updateVilla({ db: app.db, storage: app.storage, user, id: req.params.villa_id, body: req.body }) };
    },
  );

  app.put(
    '/villas/:villa_id/features',
    route('Villanın özelliklerini belirle', {
      params: villaIdParam,
      body: villaFeaturesBody,
      response: { 200: envelope(z.array(feature)), ...writeErrors },
    }),
    async (req) => {
      return { content: await setVillaFeatures({ db: app.db, villaId: req.params.villa_id, body: req.body }) };
    },
  );

  app.patch(
    '/villas/activity',
    route('Villayı aktif/pasif yap', {
      body: villaActivityBody,
      response: { 200: envelope(villaFlags), ...writeErrors },
    }),
    async (req) => {
      return { content: await setVillaActivity({ db: app.db, villaId: req.body.villa_id, active: req.body.active }) };
    },
  );

  app.patch(
    '/villas/setpopular',
    route('Villayı popüler yap', {
      body: villaPopularBody,
      response: { 200: envelope(villaFlags), ...writeErrors },
    }),
    async (req) => {
      return { content: await setVillaPopular({ db: app.db, villaId: req.body.villa_id, popular: req.body.popular }) };
    },
  );

  app.patch(
    '/villas/order',
    route('Villa sıralamasını kaydet', {
      body: villaOrderBody,
      response: { 200: envelope(z.object({ updated: z.number().int() })), ...writeErrors },
    }),
    async (req) => {
      return { content: await setVillaOrder({ db: app.db, body: req.body }) };
    },
  );

  app.patch(
    '/villas/order/top',
    route('Villayı en üste taşı (sıralama 1…N yeniden numaralanır)', {
      body: villaMoveTopBody,
      response: { 200: envelope(villaFlags), ...writeErrors },
    }),
    async (req) => {
      return { content: await moveVillaToTop({ db: app.db, villaId: req.body.villa_id }) };
    },
  );

  // ----- Prices ------------------------------------------------------------
  registerPricePeriodRoutes(app, {
    path: '/villas/price',
    tags,
    writes: VILLA_PRICES,
    updateSummary: 'Fiyat dönemini düzenle',
    schemas: {
      create: priceCreateBody,
      update: priceUpdateBody,
      deleteQuery: priceDeleteQuery,
      deleteBody: priceDeleteBody,
      period: pricePeriod,
      conflict: priceConflictErrorBody,
    },
  });

  // ----- Closed dates ------------------------------------------------------
  app.post(
    '/villas/date',
    route('Kapalı tarih aralığı ekle', {
      body: villaDateCreateBody,
      response: { 201: envelope(villaDate), ...writeErrors, 409: conflictErrorBody },
    }),
    async (req, reply) => {
      return reply.status(201).send({ content: await createVillaDate({ db: app.db, body: req.body }) });
    },
  );

  app.put(
    '/villas/date/:id',
    route('Kapalı tarih aralığını düzenle', {
      params: idParam,
      body: villaDateUpdateBody,
      response: { 200: envelope(villaDate), ...writeErrors, 409: conflictErrorBody },
    }),
    async (req) => {
      return { content: await updateVillaDate({ db: app.db, id: req.params.id, body: req.body }) };
    },
  );

  app.delete(
    '/villas/date/:id',
    route('Kapalı tarih aralığını sil', {
      params: idParam,
      response: { 200: envelope(deletedBody), ...writeErrors },
    }),
    async (req) => {
      return { content: await deleteVillaDate({ db: app.db, id: req.params.id }) };
    },
  );

  // ----- Images ------------------------------------------------------------
  registerUnitImageRoutes(app, {
    path: '/villas/image',
    tags,
    kind: VILLA_IMAGES,
    unitField: 'villa_id',
    unitIdField: villaIdParam,
    unitWord: 'villa',
    image: villaImage,
    orderBody: imageOrderBody,
    bulkBody: villaImageBulkDeleteBody,
  });

  // ----- Comments ----------------------------------------------------------
  app.delete(
    '/villas/comment/:id',
    route('Yorumu sil', { params: idParam, response: { 200: envelope(deletedBody), ...writeErrors } }),
    async (req) => {
      return { content: await deleteComment({ db: app.db, id: req.params.id }) };
    },
  );

  app.put(
    '/villas/commentactivity/:id',
    route('Yorumu yayınla / yayından kaldır', {
      params: idParam,
      body: commentActivityBody,
      response: { 200: envelope(adminVillaComment), ...writeErrors },
    }),
    async (req) => {
      return { content: await setCommentActivity({ db: app.db, id: req.params.id, active: req.body.active }) };
    },
  );
};
