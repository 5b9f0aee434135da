/** Mail templates (SPEC §7 `/mailtemplates`, §4 activity toggle). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityBody, idParam, mailPreview, mailTemplate, mailTemplateBody } from '@yali/contract';
import { adminRoute, okResponses } from '../../lib/route-kit.ts';
import { findMailTemplates, previewMailTemplate, setMailTemplateActivity, updateMailTemplate } from './mail-templates.ts';

const route = adminRoute(['mail-templates']);

export const mailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { response: okResponses(z.array(mailTemplate)) };
  app.get('/mailtemplates', route('E-posta şablonları (kullanılabilir değişkenleriyle)', list), async () => ({
    content: await findMailTemplates({ db: app.db }),
  }));

  const save = { params: idParam, body: mailTemplateBody, response: okResponses(mailTemplate) };
  app.put(
    '/mailtemplates/:id',
    route('Şablonun konusunu ve metnini kaydet (bilinmeyen {{değişken}} → 400)', save),
    async (req) => ({
      content: await updateMailTemplate({ db: app.db, id: req.params.id, ...req.body }),
    }),
  );

  const activity = { body: activityBody, response: okResponses(mailTemplate) };
  const activitySummary = 'Şablonu etkinleştir / durdur (pasif şablon e-posta göndermez)';
  app.patch('/mailtemplates/activity', route(activitySummary, activity), async (req) => ({
    content: await setMailTemplateActivity({ db: app.db, ...req.body }),
  }));

  const preview = { ...save, response: okResponses(mailPreview) };
  app.post('/mailtemplates/:id/preview', route('Kaydedilmemiş konu ve metni örnek verilerle önizle', preview), async (req) => ({
    content: await previewMailTemplate({ db: app.db, id: req.params.id, ...req.body }),
  }));
};
