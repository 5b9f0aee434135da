/** Occupancy calendar (SPEC §7 "/occupancy"): ADMIN every villa, OWNER their own. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, occupancyContent, occupancyQuery } from '@yali/contract';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { getOccupancy } from './get-occupancy.ts';

export const occupancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/occupancy',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['occupancy'],
        summary: 'Doluluk takvimi (villalar ya da tekneler × ay / hafta / iki hafta, talepler, doluluk oranı)',
        security: [{ bearer: [] }],
        querystring: occupancyQuery,
        response: { 200: envelope(occupancyContent), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => ({ content: await getOccupancy({ db: app.db, user: currentUser(req), query: req.query }) }),
  );
};
