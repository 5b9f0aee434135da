/**
 * The audit log and the login history (issue 20). The global log and everyone's logins are
 * the ADMIN's; a record's history is open to an OWNER for their own villas and their
 * reservations (another owner's answers 404, like the record itself), without the agency's
 * note and with the guest's contact as the agency allows (owner-history.ts); everyone sees their
 * own last logins. Nothing here writes: the records cannot be changed through the API.
 */
import { and, eq } from 'drizzle-orm';
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
  ownersToo: boolean;
  /** True when the record exists and `user` may see it. */
  visible: (db: Db, id: number, user: AuthUser) => Promise<boolean>;
};

const found = (rows: unknown[]) => rows.length > 0;

const HISTORY_RECORDS: HistoryRecord[] = [
  {
    path: '/reservations/:id/history',
    entity: 'reservations',
    summary: 'Rezervasyonun işlem geçmişi (ödemeleriyle)',
    ownersToo: true,
    visible: async (db, id, user) =>
      found(
        await db
          .select({ id: reservations.id })
          .from(reservations)
          .innerJoin(villas, eq(villas.id, reservations.villa_id))
          .where(and(eq(reservations.id, id), ownerScope(user))),
      ),
  },
  {
    path: '/boatreservations/:id/history',
    entity: 'boat_reservations',
    summary: 'Tekne rezervasyonunun işlem geçmişi (ödemeleriyle)',
    ownersToo: false,
    visible: async (db, id) =>
      found(await db.select({ id: boatReservations.id }).from(boatReservations).where(eq(boatReservations.id, id))),
  },
  {
    path: '/villas/:id/history',
    entity: 'villas',
    summary: 'Villanın işlem geçmişi (fiyat dönemleri, blokajlar, iCal takvimleri dahil)',
    ownersToo: true,
    visible: async (db, id, user) =>
      found(
        await db
          .select({ id: villas.id })
          .from(villas)
          .where(and(eq(villas.id, id), ownerScope(user))),
      ),
  },
  {
    path: '/boats/:id/history',
    entity: 'boats',
    summary: 'Teknenin işlem geçmişi (fiyat dönemleri dahil)',
    ownersToo: false,
    visible: async (db, id) => found(await db.select({ id: boats.id }).from(boats).where(eq(boats.id, id))),
  },
];

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
        if (!(await record.visible(app.db, req.params.id, user))) throw new AppError('NOT_FOUND');
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
