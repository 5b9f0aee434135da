/** `GET /v1/nearby` (public, issue 23): boats near a requested villa, villas near a requested boat (find-nearby.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, nearbyContent, nearbyQuery } from '@yali/contract';
import { findNearby } from './find-nearby.ts';

export const nearbyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nearby',
    {
      schema: {
        tags: ['public'],
        summary: 'Yakındaki tekneler ya da villalar (aynı tarihler için öneri)',
        querystring: nearbyQuery,
        response: { 200: envelope(nearbyContent), 400: errorBody },
      },
    },
    async (req) => ({ content: await findNearby({ db: app.db, storage: app.storage, query: req.query }) }),
  );
};
