/** Public contact form (SPEC §1 contact page; DESIGN §3 "Visitors: contact form"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT, contactRequest, contactResponse, envelope, errorBody } from '@yali/contract';
import { AppError } from '../../lib/errors.ts';
import { createContactMessage } from './create-contact-message.ts';

/** Routes under `/v1`. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['public'],
        summary: 'İletişim formu mesajı gönder',
        body: contactRequest,
        response: { 200: envelope(contactResponse), 400: errorBody, 429: errorBody },
      },
      // Per IP address, so that the public form cannot flood the back office or the agency's mailbox.
      config: {
        rateLimit: {
          max: CONTACT_RATE_LIMIT.max,
          timeWindow: `${CONTACT_RATE_LIMIT.windowMinutes} minutes`,
          errorResponseBuilder: (_req, ctx) => {
            const err = new AppError('RATE_LIMITED', CONTACT_MESSAGES.rateLimited) as AppError & { statusCode: number };
            err.statusCode = ctx.statusCode;
            return err;
          },
        },
      },
    },
    async (req) => {
      await createContactMessage({ db: app.db, input: req.body });
      return { content: { received: true as const } };
    },
  );
};
