/**
 * Back-office website pages (SPEC §7 "Website pages: PUT /admin/{section}/edit";
 * SPEC §2 `/dashboard/website/…`). ADMIN only; an OWNER gets 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_TAGS, envelope, errorBody, websitePage, websitePageBody, websiteSectionParam } from '@yali/contract';
import { revalidatePublic } from '../settings/revalidate-public.ts';
import { getStoredWebsitePage, saveWebsitePage } from './save-website-page.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const security = [{ bearer: [] }];
const tags = ['website'];

export const websiteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/website/:section',
    {
      schema: {
        tags,
        security,
        summary: 'İçerik sayfasının kayıtlı hâli (yoksa hazır metin)',
        params: websiteSectionParam,
        response: { 200: envelope(websitePage), ...errors },
      },
    },
    async (req) => {
      return { content: await getStoredWebsitePage({ db: app.db, section: req.params.section }) };
    },
  );

  // `PUT /contact/edit` is the contact *settings* form (SPEC §7 lists both); the
  // static settings route wins, so the contact page is saved through the
  // `/website/{section}` alias, which accepts every section.
  for (const path of ['/:section/edit', '/website/:section']) {
    app.put(
      path,
      {
        schema: {
          tags,
          security,
          summary: 'İçerik sayfasını kaydet (HTML sunucuda temizlenir)',
          params: websiteSectionParam,
          body: websitePageBody,
          response: { 200: envelope(websitePage), ...errors },
        },
      },
      async (req) => {
        const { section } = req.params;
        const content = await saveWebsitePage({ db: app.db, section, body: req.body });
        await revalidatePublic(app, [CACHE_TAGS.websiteSection(section)]);
        return { content };
      },
    );
  }
};
