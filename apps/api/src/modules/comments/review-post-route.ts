/**
 * The visitor's review form as a public route (`POST /v1/{villas|boats}/{slug}/comments`),
 * registered once for each kind of rental unit: the same body, answers, rate limit and
 * moderation (see `create-review.ts`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, reviewCreateBody } from '@yali/contract';
import { createReview, type ReviewUnit } from './create-review.ts';

const slugParam = z.object({ slug: z.string().min(1).max(120) });

/** Registers `POST {path}` (path with a `:slug` parameter) for reviews of `unit`'s kind; 201 `{ id, active }`. */
export function registerReviewPost(app: FastifyInstance, path: string, summary: string, unit: ReviewUnit): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      // Per address, so that one visitor cannot flood the moderation queue. The visitor-write
      // limit of booking requests (BOOKING_RATE_LIMIT, 5 by default) an hour; tests raise it.
      config: { rateLimit: { max: app.config.bookingRateLimit, timeWindow: '1 hour' } },
      schema: {
        tags: ['public'],
        summary,
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
      reply.status(201).send({ content: await createReview({ db: app.db, unit, slug: req.params.slug, body: req.body }) }),
  );
}
