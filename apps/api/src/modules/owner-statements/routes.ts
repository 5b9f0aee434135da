/**
 * Owner commissions, expenses, payouts and monthly statements (issue 19),
 * under `/v1/admin`. ADMIN reads and writes everything; an OWNER reads only
 * their own statements, expenses and payouts (`config: OWNERS_TOO` on the
 * reads, scoping in the use cases: another owner's answers 404) and writes
 * nothing (the hook answers 403 before the body is read).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commissionRateCreate,
  commissionRateItem,
  envelope,
  errorBody,
  idParam,
  ownerExpenseCreate,
  ownerExpenseItem,
  ownerExpenseQuery,
  ownerIdParam,
  ownerPayoutCreate,
  ownerPayoutItem,
  ownerPayoutQuery,
  type OwnerStatement,
  ownerStatement,
  page,
  slugify,
  statementList,
  statementListQuery,
  statementParams,
} from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { type AuthUser, currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { adminRoute, ADMIN_ERRORS } from '../../lib/route-kit.ts';
import { readSettings } from '../settings/settings-store.ts';
import { addCommissionRate, listCommissionRates } from './commission-rates.ts';
import { closeOwnerStatement, getOwnerStatement, listOwnerStatements } from './owner-statement.ts';
import {
  createOwnerExpense,
  createOwnerPayout,
  deleteOwnerExpense,
  deleteOwnerPayout,
  findOwnerExpenses,
  findOwnerPayouts,
} from './owner-ledger.ts';
import { renderStatementCsv } from './statement-csv.ts';
import { renderStatementPdf } from './statement-pdf.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const route = adminRoute(['owner-statements']);
const read = (content: z.ZodType) => ({ 200: envelope(content), ...ADMIN_ERRORS });
const created = (content: z.ZodType) => ({ 201: envelope(content), ...ADMIN_ERRORS, 409: errorBody, 422: errorBody });
const deleted = { 200: envelope(z.object({ id: z.number().int() })), ...ADMIN_ERRORS, 409: errorBody };
/** A file download: its bytes (PDF) or text (CSV), not the JSON envelope. */
const file = (description: string) => ({ 200: z.any().describe(description), ...ADMIN_ERRORS });

/** `hesap-dokumu-mehmet-yilmaz-2026-07.pdf`: ASCII, so every browser keeps it as it is. */
const fileName = (owner: string, month: string, ext: 'pdf' | 'csv') =>
  `hesap-dokumu-${slugify(owner, 'ev-sahibi')}-${month}.${ext}`;

/**
 * A ledger a statement draws on (expenses, payouts): `GET path` (a page; an OWNER reads their own),
 * `POST path` and `DELETE path/:id` (ADMIN; 409 once a closed statement holds the entry).
 */
type Ledger<Q extends z.ZodType, B extends z.ZodType> = {
  path: string;
  summaries: { list: string; create: string; remove: string };
  query: Q;
  body: B;
  item: z.ZodType;
  find: (opts: { db: Db; user: AuthUser; query: z.output<Q> }) => Promise<unknown>;
  create: (opts: { db: Db; user: AuthUser; input: z.output<B> }) => Promise<unknown>;
  remove: (opts: { db: Db; id: number }) => Promise<{ id: number }>;
};

function registerLedger<Q extends z.ZodType, B extends z.ZodType>(app: App, l: Ledger<Q, B>): void {
  type Req = { query: z.output<Q>; body: z.output<B>; params: { id: number } };
  app.get(
    l.path,
    { config: OWNERS_TOO, ...route(l.summaries.list, { querystring: l.query, response: read(page(l.item)) }) },
    async (req) => ({ content: await l.find({ db: app.db, user: currentUser(req), query: (req as Req).query }) }),
  );
  app.post(l.path, route(l.summaries.create, { body: l.body, response: created(l.item) }), async (req, reply) =>
    reply.status(201).send({ content: await l.create({ db: app.db, user: currentUser(req), input: (req as Req).body }) }),
  );
  app.delete(`${l.path}/:id`, route(l.summaries.remove, { params: idParam, response: deleted }), async (req) => ({
    content: await l.remove({ db: app.db, id: (req as unknown as Req).params.id }),
  }));
}

export const ownerStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/owners/:ownerId/commission-rates',
    {
      config: OWNERS_TOO,
      ...route('Ev sahibinin komisyon oranları', { params: ownerIdParam, response: read(z.array(commissionRateItem)) }),
    },
    async (req) => ({ content: await listCommissionRates({ db: app.db, user: currentUser(req), ownerId: req.params.ownerId }) }),
  );
  app.post(
    '/owners/:ownerId/commission-rates',
    route('Komisyon oranı ekle', { params: ownerIdParam, body: commissionRateCreate, response: created(commissionRateItem) }),
    async (req, reply) =>
      reply.status(201).send({
        content: await addCommissionRate({ db: app.db, user: currentUser(req), ownerId: req.params.ownerId, input: req.body }),
      }),
  );

  registerLedger(app, {
    path: '/owner-expenses',
    summaries: {
      list: 'Ev sahibi giderleri (20’şer)',
      create: 'Ev sahibine gider yansıt',
      remove: 'Gideri sil (kapalı dökümde değilse)',
    },
    query: ownerExpenseQuery,
    body: ownerExpenseCreate,
    item: ownerExpenseItem,
    find: findOwnerExpenses,
    create: createOwnerExpense,
    remove: deleteOwnerExpense,
  });
  registerLedger(app, {
    path: '/owner-payouts',
    summaries: {
      list: 'Ev sahibine yapılan ödemeler (20’şer)',
      create: 'Ev sahibine ödeme kaydet',
      remove: 'Ödemeyi sil (kapalı dökümde değilse)',
    },
    query: ownerPayoutQuery,
    body: ownerPayoutCreate,
    item: ownerPayoutItem,
    find: findOwnerPayouts,
    create: createOwnerPayout,
    remove: deleteOwnerPayout,
  });

  app.get(
    '/owner-statements',
    {
      config: OWNERS_TOO,
      ...route('Ev sahibinin yıllık hesap dökümleri', { querystring: statementListQuery, response: read(statementList) }),
    },
    async (req) => ({
      content: await listOwnerStatements({
        db: app.db,
        user: currentUser(req),
        ownerId: req.query.owner_id,
        year: req.query.year,
      }),
    }),
  );
  app.get(
    '/owner-statements/:ownerId/:month',
    { config: OWNERS_TOO, ...route('Aylık hesap dökümü', { params: statementParams, response: read(ownerStatement) }) },
    async (req) => ({ content: await getOwnerStatement({ db: app.db, user: currentUser(req), ...req.params }) }),
  );
  // The statement as a file: the same use case as the JSON, so the same scoping (another owner's → 404).
  const exports = {
    pdf: {
      summary: 'Aylık hesap dökümü (PDF)',
      type: 'application/pdf',
      render: async (s: OwnerStatement) => {
        const [site] = await readSettings(app.db, ['site_name']);
        return renderStatementPdf(s, site?.value || 'Yalı');
      },
    },
    csv: {
      summary: 'Aylık hesap dökümü (CSV, Excel)',
      type: 'text/csv; charset=utf-8',
      render: async (s: OwnerStatement) => renderStatementCsv(s),
    },
  } as const;
  for (const [ext, e] of Object.entries(exports) as [keyof typeof exports, (typeof exports)[keyof typeof exports]][]) {
    app.get(
      `/owner-statements/:ownerId/:month.${ext}`,
      { config: OWNERS_TOO, ...route(e.summary, { params: statementParams, response: file(e.type) }) },
      async (req, reply) => {
        const statement = await getOwnerStatement({ db: app.db, user: currentUser(req), ...req.params });
        const body = await e.render(statement);
        return reply
          .header('content-type', e.type)
          .header('content-disposition', `attachment; filename="${fileName(statement.owner.name, statement.month, ext)}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  }
  app.post(
    '/owner-statements/:ownerId/:month/close',
    route('Ayı kapat (hesap dökümünü dondur)', {
      params: statementParams,
      response: { 200: envelope(ownerStatement), ...ADMIN_ERRORS, 409: errorBody, 422: errorBody },
    }),
    async (req) => ({ content: await closeOwnerStatement({ db: app.db, user: currentUser(req), ...req.params }) }),
  );
};
