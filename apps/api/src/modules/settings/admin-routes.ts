/**
 * Back-office settings (SPEC §7 `/getexchange`, `PUT /exchange/edit`,
 * `/site/edit`, `/contact/edit`, `/social/edit`; issue 6 "update from the
 * Central Bank" and `GET /settings/{section}`). ADMIN only; an OWNER gets 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactSettingsBody,
  envelope,
  errorBody,
  exchangeContent,
  exchangeEditBody,
  settingsSectionContent,
  settingsSectionParam,
  siteSettingsBody,
  socialSettingsBody,
  tcmbUpdateContent,
  type SettingsSection,
} from '@yali/contract';
import type { z } from 'zod';
import { CACHE_TAGS } from '@yali/contract';
import { getExchange, updateExchange } from './exchange-rates.ts';
import { revalidatePublic } from './revalidate-public.ts';
import { TcmbUnavailableError, updateFromTcmb } from './update-from-tcmb.ts';
import { getSettingsSection, updateSettingsSection } from './update-settings-section.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const security = [{ bearer: [] }];
const tags = ['settings'];

const SECTION_BODIES: Record<SettingsSection, z.ZodType> = {
  site: siteSettingsBody,
  contact: contactSettingsBody,
  social: socialSettingsBody,
};
const SECTION_TITLES: Record<SettingsSection, string> = {
  site: 'Site ayarlarını kaydet (site adı, belge numarası, alt bilgi metni)',
  contact: 'İletişim ve banka bilgilerini kaydet',
  social: 'Sosyal medya adreslerini kaydet (https veya boş)',
};

export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getexchange',
    { schema: { tags, security, summary: 'Döviz kurları', response: { 200: envelope(exchangeContent), ...errors } } },
    async () => {
      return { content: await getExchange(app.db) };
    },
  );

  app.put(
    '/exchange/edit',
    {
      schema: {
        tags,
        security,
        summary: 'Döviz kurlarını kaydet (1 birim için TL)',
        body: exchangeEditBody,
        response: { 200: envelope(exchangeContent), ...errors },
      },
    },
    async (req) => {
      const content = await updateExchange({ db: app.db, values: req.body });
      await revalidatePublic(app, [CACHE_TAGS.settings]);
      return { content };
    },
  );

  app.post(
    '/exchange/tcmb',
    {
      schema: {
        tags,
        security,
        summary: 'Kurları Merkez Bankası’ndan güncelle (today.xml, döviz satış)',
        response: { 200: envelope(tcmbUpdateContent), ...errors, 422: errorBody, 502: errorBody },
      },
    },
    async (_req, reply) => {
      try {
        const content = await updateFromTcmb({ db: app.db, url: app.config.tcmbUrl });
        await revalidatePublic(app, [CACHE_TAGS.settings]);
        return { content };
      } catch (err) {
        if (err instanceof TcmbUnavailableError) {
          return reply.status(502).send({ content: { message: err.message, code: 'BAD_GATEWAY' } });
        }
        throw err;
      }
    },
  );

  for (const section of ['site', 'contact', 'social'] as const) {
    app.put(
      `/${section}/edit`,
      {
        schema: {
          tags,
          security,
          summary: SECTION_TITLES[section],
          body: SECTION_BODIES[section],
          response: { 200: envelope(settingsSectionContent), ...errors },
        },
      },
      async (req) => {
        const values = req.body as Record<string, string | undefined>;
        const content = await updateSettingsSection({ db: app.db, section, values });
        await revalidatePublic(app, [CACHE_TAGS.settings]);
        return { content };
      },
    );
  }

  app.get(
    '/settings/:section',
    {
      schema: {
        tags,
        security,
        summary: 'Bir ayar bölümünün değerleri (site, contact, social)',
        params: settingsSectionParam,
        response: { 200: envelope(settingsSectionContent), ...errors },
      },
    },
    async (req) => {
      return { content: await getSettingsSection({ db: app.db, section: req.params.section }) };
    },
  );
};
