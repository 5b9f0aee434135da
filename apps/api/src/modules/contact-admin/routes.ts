/** Contact form messages (SPEC §7 `/contact/messages`). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageItem, contactMessagesQuery, contactReadBody, idParam, page } from '@yali/contract';
import { adminRoute, okResponses } from '../../lib/route-kit.ts';
import { findContactMessages, openContactMessage, setContactMessageRead } from './contact-messages.ts';

const route = adminRoute(['contact']);

export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { querystring: contactMessagesQuery, response: okResponses(page(contactMessageItem)) };
  app.get('/contact/messages', route('İletişim formu mesajları (10’ar, en yeni önce; read ile süzme)', list), async (req) => ({
    content: await findContactMessages({ db: app.db, ...req.query }),
  }));

  const one = { params: idParam, response: okResponses(contactMessageItem) };
  app.get('/contact/messages/:id', route('İletişim mesajı (açılınca okundu sayılır)', one), async (req) => ({
    content: await openContactMessage({ db: app.db, id: req.params.id }),
  }));

  const read = { ...one, body: contactReadBody };
  app.patch('/contact/messages/:id', route('Mesajı okundu / okunmadı işaretle', read), async (req) => ({
    content: await setContactMessageRead({ db: app.db, id: req.params.id, read: req.body.read }),
  }));
};
