/**
 * Public villa calls of the editor's work, under `/v1`: the old-slug
 * redirect and the visitor's review form.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, reviewCreateBody } from '@yali/contract';
import { findSlugRedirect } from './slug-redirect.ts';
import { createReview } from './villa-comments.ts';

const slugParam = z.object({ slug: z.string().min(1).max(120) });

export const publicVillaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/villas/redirect/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'Eski villa adresinin güncel karşılığı (kalıcı yönlendirme için)',
        params: slugParam,
        response: { 200: envelope(z.object({ slug: z.string() })), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ content: await findSlugRedirect({ db: app.db, slug: req.params.slug }) }),
  );

  app.post(
    '/villas/:slug/comments',
    {
      // Per address, so that one visitor cannot flood the moderation queue. The visitor-write
      // limit of booking requests (BOOKING_RATE_LIMIT, 5 by default) an hour; tests raise it.
      config: { rateLimit: { max: app.config.bookingRateLimit, timeWindow: '1 hour' } },
      schema: {
        tags: ['public'],
        summary: 'Villa için yorum gönder (onaydan sonra yayınlanır)',
        params: slugParam,
        body: reviewCreateBody,
        response: {
          201: envelope(z.object({ id: z.number().int(), active: z.boolean() })),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ content: await createReview({ db: app.db, slug: req.params.slug, body: req.body }) }),
  );
};
