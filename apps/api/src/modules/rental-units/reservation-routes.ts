/**
 * The back-office reservation routes of a rental unit kind (SPEC §7 "/reservations",
 * "/boatreservations"), declared once, in the order of the OpenAPI document:
 * - GET  {prefix}?skip&take=20 (a page of the kind's reservations, with its filters)
 * - GET  {prefix}.csv (the list's filters, every page)
 * - GET  {prefix}/{id}/voucher (`reservation-voucher.ts`) and the guest mails (`guest-mail.ts`)
 * - GET  {prefix}/{id} (history and mails; opening marks it read)
 * - POST {prefix} (a booking taken by the agency, 201 `{ id }`)
 * - PUT  {prefix}/{id} (status moves, dates, party, guest data, notes)
 * The reads are open to OWNERs when `ownersToo` (villas: their own; the use cases scope
 * them), else ADMIN only, like every write (the `/v1/admin` hook). A write answers 409
 * with the kind's conflict body (the holder named) or 422 (a rule of the life cycle).
 * The kind's "send confirmation / bank details" routes differ (id in the path or in the
 * body) and stay the module's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, idParam, page } from '@yali/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type AuthUser, currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { sendCsv } from '../../lib/csv.ts';
import { ADMIN_ERRORS, adminRoute, okResponses } from '../../lib/route-kit.ts';
import { guestMailRoutes } from './guest-mail.ts';
import { voucherRoute } from './reservation-voucher.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** `{ id }`: what a create and an update answer. */
export const reservationIdContent = z.object({ id: z.number().int() });

/** The kind's half of the routes: its paths, texts, schemas and use cases. */
export type UnitReservationRoutes<Q extends z.ZodType, CQ extends z.ZodType, C extends z.ZodType, U extends z.ZodType> = {
  kind: 'villa' | 'boat';
  /** '/reservations', '/boatreservations'. */
  prefix: string;
  /** The module's OpenAPI tag ('reservations', 'boat-reservations'). */
  tag: string;
  /** OWNERs may read the list, the CSV, the voucher and a reservation. */
  ownersToo: boolean;
  /** The CSV's file name without extension ('villa-rezervasyonlari'). */
  csvFile: string;
  summaries: { list: string; csv: string; voucher: string; detail: string; create: string; update: string };
  schemas: { query: Q; csvQuery: CQ; item: z.ZodType; detail: z.ZodType; create: C; update: U; conflict: z.ZodType };
  find: (opts: { db: Db; user: AuthUser; query: z.output<Q> }) => Promise<{ items: unknown[]; total: number }>;
  csv: (opts: { db: Db; user: AuthUser; query: z.output<CQ> }) => Promise<string>;
  get: (opts: { db: Db; user: AuthUser; id: number }) => Promise<unknown>;
  create: (opts: { db: Db; user: AuthUser; input: z.output<C> }) => Promise<{ id: number }>;
  update: (opts: { db: Db; user: AuthUser; id: number; input: z.output<U> }) => Promise<{ id: number }>;
};

/** A write's own refusals: 409 a hold conflict (naming the holder), 422 a rule of the life cycle. */
export const reservationWriteErrors = (conflict: z.ZodType) => ({ 409: conflict, 422: errorBody });

/** Registers the kind's list, CSV, voucher, guest mail, detail, create and update routes on `app`. */
export async function registerUnitReservationRoutes<
  Q extends z.ZodType,
  CQ extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(app: App, k: UnitReservationRoutes<Q, CQ, C, U>): Promise<void> {
  const route = adminRoute([k.tag]);
  const read = <O extends object>(options: O) => (k.ownersToo ? { config: OWNERS_TOO, ...options } : options);
  const writeErrors = reservationWriteErrors(k.schemas.conflict);

  app.get(
    k.prefix,
    read(route(k.summaries.list, { querystring: k.schemas.query, response: okResponses(page(k.schemas.item)) })),
    async (req) => ({ content: await k.find({ db: app.db, user: currentUser(req), query: req.query as z.output<Q> }) }),
  );

  app.get(
    `${k.prefix}.csv`,
    read(route(k.summaries.csv, { querystring: k.schemas.csvQuery, response: { 200: z.string(), ...ADMIN_ERRORS } })),
    async (req, reply) =>
      sendCsv(reply, k.csvFile, await k.csv({ db: app.db, user: currentUser(req), query: req.query as z.output<CQ> })),
  );

  await app.register(
    voucherRoute({ prefix: k.prefix, kind: k.kind, tag: k.tag, summary: k.summaries.voucher, ownersToo: k.ownersToo }),
  );
  await app.register(guestMailRoutes({ prefix: k.prefix, kind: k.kind, tag: k.tag }));

  app.get(
    `${k.prefix}/:id`,
    read(route(k.summaries.detail, { params: idParam, response: okResponses(k.schemas.detail) })),
    async (req) => ({ content: await k.get({ db: app.db, user: currentUser(req), id: req.params.id }) }),
  );

  app.post(
    k.prefix,
    route(k.summaries.create, {
      body: k.schemas.create,
      response: { 201: envelope(reservationIdContent), ...ADMIN_ERRORS, ...writeErrors },
    }),
    async (req, reply) => {
      const content = await k.create({ db: app.db, user: currentUser(req), input: req.body as z.output<C> });
      return reply.status(201).send({ content });
    },
  );

  app.put(
    `${k.prefix}/:id`,
    route(k.summaries.update, {
      params: idParam,
      body: k.schemas.update,
      response: okResponses(reservationIdContent, writeErrors),
    }),
    async (req) => {
      const user = currentUser(req);
      return { content: await k.update({ db: app.db, user, id: req.params.id, input: req.body as z.output<U> }) };
    },
  );
}
