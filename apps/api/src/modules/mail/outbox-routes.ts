/**
 * `GET /v1/admin/mail/outbox` (ADMIN): the mails the system queued and sent
 * (DESIGN §3 "Mail": without SMTP they stay in the outbox and are shown in
 * the back office). 20 a page; `reservation_id` (id or code) narrows it to
 * one reservation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, mailOutboxItem, mailOutboxQuery, page } from '@yali/contract';
import { findMailOutbox } from '../reservations/find-mail-outbox.ts';

export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail/outbox',
    {
      schema: {
        tags: ['mail'],
        summary: 'Gönderilen e-postalar (giden kutusu)',
        security: [{ bearer: [] }],
        querystring: mailOutboxQuery,
        response: { 200: envelope(page(mailOutboxItem)), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => {
      return { content: await findMailOutbox({ db: app.db, query: req.query }) };
    },
  );
};
