/**
 * Public villa calls of the editor's work, under `/v1`: the old-slug
 * redirect and the visitor's review form.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody } from '@yali/contract';
import { findSlugRedirect } from './slug-redirect.ts';
import { VILLA_REVIEWS } from '../comments/create-review.ts';
import { registerReviewPost } from '../comments/review-post-route.ts';

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

  registerReviewPost(app, '/villas/:slug/comments', 'Villa için yorum gönder (onaydan sonra yayınlanır)', VILLA_REVIEWS);
};
