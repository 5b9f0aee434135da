/**
 * The agency's day under `/v1/admin` (issue 20): the dashboard home and the
 * arrivals and departures board with its CSV. ADMIN and OWNER (their own
 * villas only, no boats).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardContent, boardQuery, dashboardHome } from '@yali/contract';
import { z } from 'zod';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { sendCsv } from '../../lib/csv.ts';
import { ADMIN_ERRORS, adminRoute, GUARD_ERRORS, okResponses } from '../../lib/route-kit.ts';
import { boardCsv, findBoard } from './board.ts';
import { getDashboardHome } from './home.ts';

const route = adminRoute(['dashboard']);

export const dayBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      config: OWNERS_TOO,
      ...route('Ana sayfa: bugünün ve yarının girişleri/çıkışları, bekleyen talepler, biten opsiyonlar, 14 günlük doluluk', {
        response: okResponses(dashboardHome),
      }),
    },
    async (req) => ({ content: await getDashboardHome({ db: app.db, user: currentUser(req) }) }),
  );

  app.get(
    '/board',
    {
      config: OWNERS_TOO,
      ...route('Giriş/çıkış panosu (gün gün, en çok 32 gün)', { querystring: boardQuery, response: okResponses(boardContent) }),
    },
    async (req) => ({ content: await findBoard({ db: app.db, user: currentUser(req), query: req.query }) }),
  );

  app.get(
    '/board.csv',
    {
      config: OWNERS_TOO,
      ...route('Giriş/çıkış panosu CSV (Excel: UTF-8 BOM, noktalı virgül)', {
        querystring: boardQuery,
        response: { 200: z.string(), ...ADMIN_ERRORS, ...GUARD_ERRORS },
      }),
    },
    async (req, reply) => sendCsv(reply, 'giris-cikis', await boardCsv({ db: app.db, user: currentUser(req), query: req.query })),
  );
};
