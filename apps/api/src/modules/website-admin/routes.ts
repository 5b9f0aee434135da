/**
 * Back-office website pages (SPEC §7 "Website pages: PUT /admin/{section}/edit";
 * SPEC §2 `/dashboard/website/…`). ADMIN only; an OWNER gets 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_TAGS, envelope, websitePage, websitePageBody, websiteSectionParam } from '@yali/contract';
import { adminRoute, GUARD_ERRORS } from '../../lib/route-kit.ts';
import { revalidatePublic } from '../settings/revalidate-public.ts';
import { getStoredWebsitePage, saveWebsitePage } from './save-website-page.ts';

const route = adminRoute(['website']);
const response = { 200: envelope(websitePage), ...GUARD_ERRORS };

export const websiteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { params: websiteSectionParam, response };
  app.get('/website/:section', route('İçerik sayfasının kayıtlı hâli (yoksa hazır metin)', read), async (req) => ({
    content: await getStoredWebsitePage({ db: app.db, section: req.params.section }),
  }));

  // `PUT /contact/edit` is the contact *settings* form (SPEC §7 lists both); the
  // static settings route wins, so the contact page is saved through the
  // `/website/{section}` alias, which accepts every section.
  for (const path of ['/:section/edit', '/website/:section']) {
    app.put(
      path,
      route('İçerik sayfasını kaydet (HTML sunucuda temizlenir)', { ...read, body: websitePageBody }),
      async (req) => {
        const { section } = req.params;
        const content = await saveWebsitePage({ db: app.db, section, body: req.body });
        await revalidatePublic(app, [CACHE_TAGS.websiteSection(section)]);
        return { content };
      },
    );
  }
};
