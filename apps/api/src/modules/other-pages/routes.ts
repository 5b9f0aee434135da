/**
 * `GET /v1/admin/other` (SPEC §7, listed without a shape): the admin read of
 * the "other" pages — car and transfer — and `PUT /v1/admin/other/{page}`
 * to edit one (decision 022). ADMIN only; an OWNER gets 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_TAGS, envelope, otherPageBody, otherPageItem, otherPageParam, otherPagesContent } from '@yali/contract';
import { adminRoute, GUARD_ERRORS } from '../../lib/route-kit.ts';
import { revalidatePublic } from '../settings/revalidate-public.ts';
import { findOtherPages, saveOtherPage } from './other-pages.ts';

const route = adminRoute(['website']);

export const otherPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/other',
    route('Diğer sayfalar: araç kiralama ve transfer (başlık, giriş metni, görünürlük)', {
      response: { 200: envelope(otherPagesContent), ...GUARD_ERRORS },
    }),
    async () => ({ content: { pages: await findOtherPages(app.db) } }),
  );

  app.put(
    '/other/:page',
    route('Araç kiralama ya da transfer sayfasını kaydet', {
      params: otherPageParam,
      body: otherPageBody,
      response: { 200: envelope(otherPageItem), ...GUARD_ERRORS },
    }),
    async (req) => {
      const content = await saveOtherPage({ db: app.db, page: req.params.page, body: req.body });
      // The pages and every header and footer read these settings.
      await revalidatePublic(app, [CACHE_TAGS.settings]);
      return { content };
    },
  );
};
