/** Mail templates (SPEC §7 `/mailtemplates`, §4 activity toggle). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityBody, envelope, errorBody, idParam, mailPreview, mailTemplate, mailTemplateBody } from '@yali/contract';
import { findMailTemplates, previewMailTemplate, setMailTemplateActivity, updateMailTemplate } from './mail-templates.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['mail-templates'];

export const mailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mailtemplates',
    {
      schema: {
        tags,
        security,
        summary: 'E-posta şablonları (kullanılabilir değişkenleriyle)',
        response: { 200: envelope(z.array(mailTemplate)), ...errors },
      },
    },
    async () => {
      return { content: await findMailTemplates({ db: app.db }) };
    },
  );

  app.put(
    '/mailtemplates/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Şablonun konusunu ve metnini kaydet (bilinmeyen {{değişken}} → 400)',
        params: idParam,
        body: mailTemplateBody,
        response: { 200: envelope(mailTemplate), ...errors },
      },
    },
    async (req) => {
      return { content: await updateMailTemplate({ db: app.db, id: req.params.id, ...req.body }) };
    },
  );

  app.patch(
    '/mailtemplates/activity',
    {
      schema: {
        tags,
        security,
        summary: 'Şablonu etkinleştir / durdur (pasif şablon e-posta göndermez)',
        body: activityBody,
        response: { 200: envelope(mailTemplate), ...errors },
      },
    },
    async (req) => {
      return { content: await setMailTemplateActivity({ db: app.db, ...req.body }) };
    },
  );

  app.post(
    '/mailtemplates/:id/preview',
    {
      schema: {
        tags,
        security,
        summary: 'Kaydedilmemiş konu ve metni örnek verilerle önizle',
        params: idParam,
        body: mailTemplateBody,
        response: { 200: envelope(mailPreview), ...errors },
      },
    },
    async (req) => {
      return { content: await previewMailTemplate({ db: app.db, id: req.params.id, ...req.body }) };
    },
  );
};
