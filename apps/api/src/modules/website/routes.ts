/** Public website content pages (SPEC §7 "Public reads": `/website/{section}`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, websitePage, websiteSectionParam } from '@yali/contract';
import { requestLocale } from '../../lib/request-locale.ts';
import { getWebsitePage } from './get-website-page.ts';

/** Routes under `/v1`. */
export const websiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/website/:section',
    {
      schema: {
        tags: ['public'],
        summary: 'Web sitesi içerik sayfası (hakkımızda, sözleşme, gizlilik, iptal, KVKK, nasıl kiralarım, iletişim, ana sayfa)',
        params: websiteSectionParam,
        response: { 200: envelope(websitePage), 400: errorBody },
      },
    },
    async (req) => ({ content: await getWebsitePage({ db: app.db, section: req.params.section, locale: requestLocale(req) }) }),
  );
};
