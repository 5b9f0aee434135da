/**
 * Reports (issue 20) under `/v1/admin`: ADMIN every villa and boat, an
 * OWNER their own villas. The JSON and the CSV come from the same report.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, reportContent, reportQuery } from '@yali/contract';
import { z } from 'zod';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { ADMIN_ERRORS, adminRoute, okResponses } from '../../lib/route-kit.ts';
import { getReport } from './get-report.ts';
import { reportCsv } from './report-csv.ts';

const route = adminRoute(['reports']);

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    {
      config: OWNERS_TOO,
      ...route('Raporlar: satılan gece, doluluk, gelir, ADR, RevPAR, ort. konaklama, öncelik, iptaller; geçen yılla', {
        querystring: reportQuery,
        response: okResponses(reportContent, { 422: errorBody }),
      }),
    },
    async (req) => ({ content: await getReport({ db: app.db, user: currentUser(req), query: req.query }) }),
  );

  app.get(
    '/reports.csv',
    {
      config: OWNERS_TOO,
      ...route('Rapor CSV (Excel: UTF-8 BOM, noktalı virgül, ondalık virgül)', {
        querystring: reportQuery,
        response: { 200: z.string(), ...ADMIN_ERRORS, 422: errorBody },
      }),
    },
    async (req, reply) => {
      const report = await getReport({ db: app.db, user: currentUser(req), query: req.query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="rapor-${report.kind}-${report.group}-${report.from}-${report.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(reportCsv(report));
    },
  );
};
