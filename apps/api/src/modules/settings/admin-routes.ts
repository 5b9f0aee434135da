/**
 * Back-office settings (SPEC §7 `/getexchange`, `PUT /exchange/edit`,
 * `/site/edit`, `/contact/edit`, `/social/edit`; issue 24 `/owners/edit`; issue 6 "update from the
 * Central Bank" and `GET /settings/{section}`). ADMIN only; an OWNER gets 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditSettingsBody,
  contactSettingsBody,
  envelope,
  errorBody,
  exchangeContent,
  exchangeEditBody,
  ownerPortalSettingsBody,
  footerSettingsBody,
  paymentSettingsBody,
  settingsSectionContent,
  settingsSectionParam,
  siteSettingsBody,
  socialSettingsBody,
  SETTINGS_SECTIONS,
  tcmbUpdateContent,
  type SettingsSection,
} from '@yali/contract';
import type { z } from 'zod';
import { adminRoute, GUARD_ERRORS } from '../../lib/route-kit.ts';
import { CACHE_TAGS } from '@yali/contract';
import { getExchange, updateExchange } from './exchange-rates.ts';
import { revalidatePublic } from './revalidate-public.ts';
import { TcmbUnavailableError, updateFromTcmb } from './update-from-tcmb.ts';
import { getSettingsSection, updateSettingsSection } from './update-settings-section.ts';

const route = adminRoute(['settings']);
const ok = <C extends z.ZodType>(content: C) => ({ 200: envelope(content), ...GUARD_ERRORS });

const SECTION_BODIES: Record<SettingsSection, z.ZodType> = {
  site: siteSettingsBody,
  contact: contactSettingsBody,
  social: socialSettingsBody,
  payments: paymentSettingsBody,
  audit: auditSettingsBody,
  owners: ownerPortalSettingsBody,
  footer: footerSettingsBody,
};
const SECTION_TITLES: Record<SettingsSection, string> = {
  site: 'Site ayarlarını kaydet (site adı, belge numarası, alt bilgi metni, harita katman adresi ve kaynak notu, bebeklerin kapasiteye sayılması)',
  contact: 'İletişim ve banka bilgilerini kaydet',
  social: 'Sosyal medya adreslerini kaydet (https veya boş)',
  payments: 'Ödeme ayarlarını kaydet (kapora vadesi, onay, hatırlatma, hesap dökümü esası)',
  audit: 'İşlem geçmişinin saklama süresini kaydet (30–3650 gün)',
  owners: 'Ev sahibi portalı: misafir iletişim bilgilerinin görünürlüğü (gizli, girişten N gün önce, her zaman)',
  footer: 'Alt bilgi bağlantılarını ve ödeme yöntemlerini kaydet',
};

export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every write changes what the public pages show (site name, rates, contact details).
  const revalidated = async <T>(content: T) => {
    await revalidatePublic(app, [CACHE_TAGS.settings]);
    return content;
  };

  app.get('/getexchange', route('Döviz kurları', { response: ok(exchangeContent) }), async () => ({
    content: await getExchange(app.db),
  }));

  const edit = { body: exchangeEditBody, response: ok(exchangeContent) };
  app.put('/exchange/edit', route('Döviz kurlarını kaydet (1 birim için TL)', edit), async (req) => ({
    content: await revalidated(await updateExchange({ db: app.db, values: req.body })),
  }));

  const tcmb = { response: { ...ok(tcmbUpdateContent), 422: errorBody, 502: errorBody } };
  app.post(
    '/exchange/tcmb',
    route('Kurları Merkez Bankası’ndan güncelle (today.xml, döviz satış)', tcmb),
    async (_req, reply) => {
      try {
        return { content: await revalidated(await updateFromTcmb({ db: app.db, url: app.config.tcmbUrl })) };
      } catch (err) {
        if (err instanceof TcmbUnavailableError) {
          return reply.status(502).send({ content: { message: err.message, code: 'BAD_GATEWAY' } });
        }
        throw err;
      }
    },
  );

  for (const section of SETTINGS_SECTIONS) {
    const save = { body: SECTION_BODIES[section], response: ok(settingsSectionContent) };
    app.put(`/${section}/edit`, route(SECTION_TITLES[section], save), async (req) => {
      const values = req.body as Record<string, string | undefined>;
      return { content: await revalidated(await updateSettingsSection({ db: app.db, section, values })) };
    });
  }

  const read = { params: settingsSectionParam, response: ok(settingsSectionContent) };
  app.get(
    '/settings/:section',
    route('Bir ayar bölümünün değerleri (site, contact, social, payments, audit, owners, footer)', read),
    async (req) => ({
      content: await getSettingsSection({ db: app.db, section: req.params.section }),
    }),
  );
};
