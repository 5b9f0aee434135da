/**
 * Public site settings for the page shell (SPEC §7 "Calls of the page shell":
 * site settings as `content` entries, footer data as `content.footerData`); the back
 * office's own rules (INTERNAL_SETTING_KEYS) are not published.
 */
import { asc, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, FOOTER_SETTING_DEFAULTS, INTERNAL_SETTING_KEYS, settingEntry } from '@yali/contract';
import { settings } from '../../db/schema.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const all = () =>
    app.db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(notInArray(settings.key, [...INTERNAL_SETTING_KEYS]))
      .orderBy(asc(settings.key));

  app.get(
    '/settings',
    { schema: { tags: ['public'], summary: 'Site ayarları', response: { 200: envelope(z.array(settingEntry)) } } },
    async () => ({ content: await all() }),
  );

  app.get(
    '/website/footer',
    {
      schema: {
        tags: ['public'],
        summary: 'Alt bilgi verileri',
        response: { 200: envelope(z.object({ footerData: z.array(settingEntry) })) },
      },
    },
    async () => {
      // The footer's link lists and payment methods answer their defaults until the agency saves its own
      // (SPEC §2 "Footer text and links come from website settings").
      const saved = await all();
      const missing = Object.entries(FOOTER_SETTING_DEFAULTS)
        .filter(([key]) => !saved.some((e) => e.key === key))
        .map(([key, value]) => ({ key, value }));
      return { content: { footerData: [...saved, ...missing].sort((a, b) => a.key.localeCompare(b.key)) } };
    },
  );
};
