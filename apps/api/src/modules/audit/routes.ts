/**
 * The audit log and the login history (issue 20). The global log and everyone's logins are
 * the ADMIN's; a record's history is open to an OWNER for their own villas and their
 * reservations (another owner's answers 404, like the record itself), without the agency's
 * note and with the guest's contact as the agency allows (owner-history.ts); everyone sees their
 * own last logins. Nothing here writes: the records cannot be changed through the API.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery, idParam, loginPage, loginQuery, pagingQuery, AUDIT_PAGE_SIZE } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatReservations, boats, reservations, villas } from '../../db/schema.ts';
import { type AuthUser, currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { adminRoute, okResponses } from '../../lib/route-kit.ts';
import { ownerScope } from '../reservations/shared.ts';
import { findAudit, findRecordHistory } from './find-audit.ts';
import { findLogins, findOwnLogins } from './find-logins.ts';
import { ownerHistory } from './owner-history.ts';

const route = adminRoute(['audit']);

/** A record whose history has its own page: the path, the audited table and who may read it. */
type HistoryRecord = {
  path: string;
  entity: string;
  summary: string;
  /** The record's table; with `villaOf`, joined to the villa it belongs to (for the owner's scope). */
  table: typeof reservations | typeof boatReservations | typeof villas | typeof boats;
  villaOf?: SQL;
  /** An OWNER may read the history of their own villas' records (`ownerScope`); else ADMIN only. */
  ownersToo: boolean;
};

const HISTORY_RECORDS: HistoryRecord[] = [
  {
    path: '/reservations/:id/history',
    entity: 'reservations',
    summary: 'Rezervasyonun işlem geçmişi (ödemeleriyle)',
    table: reservations,
    villaOf: eq(villas.id, reservations.villa_id),
    ownersToo: true,
  },
  {
    path: '/boatreservations/:id/history',
    entity: 'boat_reservations',
    summary: 'Tekne rezervasyonunun işlem geçmişi (ödemeleriyle)',
    table: boatReservations,
    ownersToo: false,
  },
  {
    path: '/villas/:id/history',
    entity: 'villas',
    summary: 'Villanın işlem geçmişi (fiyat dönemleri, blokajlar, iCal takvimleri dahil)',
    table: villas,
    ownersToo: true,
  },
  {
    path: '/boats/:id/history',
    entity: 'boats',
    summary: 'Teknenin işlem geçmişi (fiyat dönemleri dahil)',
    table: boats,
    ownersToo: false,
  },
];

/** True when record `id` exists and `user` may see it (an OWNER: only their own villas' records). */
async function visible(db: Db, record: HistoryRecord, id: number, user: AuthUser): Promise<boolean> {
  const table = record.table as typeof villas;
  const query = db.select({ id: table.id }).from(table).$dynamic();
  if (record.villaOf) query.innerJoin(villas, record.villaOf);
  const rows = await query.where(and(eq(table.id, id), record.ownersToo ? ownerScope(user) : undefined));
  return rows.length > 0;
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    route('İşlem geçmişi (50’şer, en yeni önce; kullanıcı, kayıt türü ve tarih süzgeçleri)', {
      querystring: auditQuery,
      response: okResponses(auditPage),
    }),
    async (req) => ({ content: await findAudit({ db: app.db, query: req.query }) }),
  );

  const historyQuery = pagingQuery(AUDIT_PAGE_SIZE);
  for (const record of HISTORY_RECORDS) {
    app.get(
      record.path,
      {
        ...(record.ownersToo ? { config: OWNERS_TOO } : {}),
        ...route(record.summary, { params: idParam, querystring: historyQuery, response: okResponses(auditPage) }),
      },
      async (req) => {
        const user = currentUser(req);
        if (!(await visible(app.db, record, req.params.id, user))) throw new AppError('NOT_FOUND');
        const page = await findRecordHistory({ db: app.db, entity: record.entity, id: req.params.id, ...req.query });
        return { content: user.role === 'OWNER' ? await ownerHistory(app.db, record.entity, req.params.id, page) : page };
      },
    );
  }

  app.get(
    '/logins',
    route('Giriş geçmişi (başarılı ve başarısız girişler, adresleriyle)', {
      querystring: loginQuery,
      response: okResponses(loginPage),
    }),
    async (req) => ({ content: await findLogins({ db: app.db, query: req.query }) }),
  );

  app.get(
    '/me/logins',
    { config: OWNERS_TOO, ...route('Son girişlerim (son 20)', { response: okResponses(loginPage) }) },
    async (req) => ({ content: await findOwnLogins({ db: app.db, userId: currentUser(req).id }) }),
  );
};
