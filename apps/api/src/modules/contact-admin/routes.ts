/** Contact form messages (SPEC §7 `/contact/messages`). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageItem, contactMessagesQuery, contactReadBody, envelope, errorBody, idParam, page } from '@yali/contract';
import { findContactMessages, openContactMessage, setContactMessageRead } from './contact-messages.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['contact'];

export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact/messages',
    {
      schema: {
        tags,
        security,
        summary: 'İletişim formu mesajları (10’ar, en yeni önce; read ile süzme)',
        querystring: contactMessagesQuery,
        response: { 200: envelope(page(contactMessageItem)), ...errors },
      },
    },
    async (req) => {
      return { content: await findContactMessages({ db: app.db, ...req.query }) };
    },
  );

  app.get(
    '/contact/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'İletişim mesajı (açılınca okundu sayılır)',
        params: idParam,
        response: { 200: envelope(contactMessageItem), ...errors },
      },
    },
    async (req) => {
      return { content: await openContactMessage({ db: app.db, id: req.params.id }) };
    },
  );

  app.patch(
    '/contact/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mesajı okundu / okunmadı işaretle',
        params: idParam,
        body: contactReadBody,
        response: { 200: envelope(contactMessageItem), ...errors },
      },
    },
    async (req) => {
      return { content: await setContactMessageRead({ db: app.db, id: req.params.id, read: req.body.read }) };
    },
  );
};
