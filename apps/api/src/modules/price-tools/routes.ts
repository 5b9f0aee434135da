/**
 * Price tools of issue 24 under `/v1/admin`: bulk change (preview, apply),
 * copying a villa's seasons to another year (preview, apply) and the
 * missing-price list. Writing prices is ADMIN only, as `/villas/price` is
 * (DESIGN §3): an OWNER gets 403 from the admin hook before the body is
 * read. The missing-price list reads like the villa reads: an OWNER sees
 * only their own villas.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkPriceBody,
  bulkPriceResult,
  CACHE_TAGS,
  copyPriceYearBody,
  copyPriceYearResult,
  copyYearConflictErrorBody,
  envelope,
  errorBody,
  missingPricesQuery,
  missingPricesResult,
  priceProblemsErrorBody,
  villaIdParam,
} from '@yali/contract';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { adminRoute } from '../../lib/route-kit.ts';
import { revalidatePublic } from '../settings/revalidate-public.ts';
import { applyBulkPriceChange, previewBulkPriceChange } from './bulk-change-prices.ts';
import { copyPriceYear, previewCopyPriceYear } from './copy-price-year.ts';
import { findMissingPrices } from './find-missing-prices.ts';

const route = adminRoute(['prices']);
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const priceToolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prices/bulk/preview',
    route('Toplu fiyat değişikliğinin önizlemesi (hiçbir şey yazılmaz)', {
      body: bulkPriceBody,
      response: { 200: envelope(bulkPriceResult), ...errors },
    }),
    async (req) => ({ content: await previewBulkPriceChange({ db: app.db, body: req.body }) }),
  );

  app.post(
    '/prices/bulk',
    route('Toplu fiyat değişikliğini uygula (tek işlemde; geçersiz bir satır hiçbir şeyi değiştirmez)', {
      body: bulkPriceBody,
      response: { 200: envelope(bulkPriceResult), ...errors, 409: errorBody, 422: priceProblemsErrorBody },
    }),
    async (req) => {
      const content = await applyBulkPriceChange({ db: app.db, body: req.body });
      // The path is outside /villas, so the admin hook's refresh of the villa pages does not see it.
      await revalidatePublic(app, [CACHE_TAGS.villas]);
      return { content };
    },
  );

  app.post(
    '/villas/:villa_id/prices/copy-year/preview',
    route('Sezonları başka yıla kopyalamanın önizlemesi', {
      params: villaIdParam,
      body: copyPriceYearBody,
      response: { 200: envelope(copyPriceYearResult), ...errors, 422: priceProblemsErrorBody },
    }),
    async (req) => ({
      content: await previewCopyPriceYear({ db: app.db, villaId: req.params.villa_id, body: req.body }),
    }),
  );

  app.post(
    '/villas/:villa_id/prices/copy-year',
    route('Sezonları başka yıla kopyala (çakışmada 409, replace ile üzerine yazar)', {
      params: villaIdParam,
      body: copyPriceYearBody,
      response: { 200: envelope(copyPriceYearResult), ...errors, 409: copyYearConflictErrorBody, 422: priceProblemsErrorBody },
    }),
    async (req) => ({ content: await copyPriceYear({ db: app.db, villaId: req.params.villa_id, body: req.body }) }),
  );

  app.get(
    '/prices/missing',
    {
      config: OWNERS_TOO,
      ...route('Önümüzdeki günlerde fiyatı olmayan boş günleri olan villalar', {
        querystring: missingPricesQuery,
        response: { 200: envelope(missingPricesResult), 400: errorBody, 401: errorBody, 403: errorBody },
      }),
    },
    async (req) => ({
      content: await findMissingPrices({
        db: app.db,
        user: currentUser(req),
        days: req.query.days,
        villaId: req.query.villa_id,
      }),
    }),
  );
};
