/**
 * Route kit of the back office (`/v1/admin`): the declarations every admin
 * route repeats, written once.
 *
 * - `ADMIN_ERRORS`, `GUARD_ERRORS`: the error envelopes an admin route declares.
 * - `adminRoute(tags)`: route options (`schema` with the module's tags, a
 *   summary and the rest of the schema) without the boilerplate around them.
 * - `okResponses`, `createdResponses`: `schema.response` of a read/update and a create.
 * - `registerCatalogue`: the five calls of a catalogue resource (page, one,
 *   create, update, delete) from one descriptor; paths, summaries, schemas
 *   and use cases stay the module's own.
 *
 * Authorisation is not declared here: the `/v1/admin` hook enforces it and
 * the OpenAPI transform documents `security` and `x-roles` (app.ts), so the
 * OpenAPI document is the same as when each route wrote it out.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, errorBody, idParam, page } from '@yali/contract';
import type { Db } from '../db/client.ts';
import { OWNERS_TOO } from './auth.ts';

/** 400 (schema), 401 (no or bad token), 403 (role): what any admin route may answer before its use case runs. */
export const GUARD_ERRORS = { 400: errorBody, 401: errorBody, 403: errorBody };

/** `GUARD_ERRORS` and 404 (unknown record): the error envelopes of an admin route on a record. */
export const ADMIN_ERRORS = { ...GUARD_ERRORS, 404: errorBody };

/**
 * `schema.response` of an admin read or update: `200: envelope(content)`,
 * `ADMIN_ERRORS`, then `extra` (e.g. `{ 409: errorBody }`, which may replace any of them).
 */
export function okResponses<C extends z.ZodType, X extends object = object>(content: C, extra?: X) {
  return { 200: envelope(content), ...ADMIN_ERRORS, ...(extra as X) };
}

/** `schema.response` of an admin create: `201: envelope(content)`, `ADMIN_ERRORS` and 409 (a duplicate). */
export function createdResponses<C extends z.ZodType>(content: C) {
  return { 201: envelope(content), ...ADMIN_ERRORS, 409: errorBody };
}

/**
 * Route options for one module's routes: `adminRoute(['users'])('Kullanıcı', { params: idParam, response })`
 * → `{ schema: { tags: ['users'], summary: 'Kullanıcı', params: idParam, response } }`.
 */
export function adminRoute(tags: string[]) {
  return <S extends object>(summary: string, schema: S) => ({ schema: { tags, summary, ...schema } });
}

type Page<T> = { items: T[]; total: number };
/**
 * One catalogue resource (boat types, villa types, marinas, towns,
 * districts) as its back office sees it (SPEC §7):
 * `GET path` (a page), `GET showPath` (one), `POST path`, `PUT path/:key`,
 * `DELETE path/:id` answering `{ [deletedKey]: id }`.
 */
export type CatalogueResource<Q extends z.ZodObject, B extends z.ZodType, Item, One> = {
  tags: string[];
  path: string;
  /** One record; `${path}/:id` when absent. */
  showPath?: string;
  /** Path parameter of the update when SPEC §7 does not call it `id` (`marina_id`, `town_id` …). */
  updateParam?: { key: string; schema: z.ZodObject };
  /** Key of the delete's answer, `id` when absent. */
  deletedKey?: string;
  summaries: { list: string; one: string; create: string; update: string; remove: string };
  query: Q;
  body: B;
  /** A row of the page; `one` (default: `item`) is what reads and writes answer. */
  item: z.ZodType;
  one?: z.ZodType;
  /** 409 bodies: of an update (default: `errorBody`) and of a delete blocked by rows that use the record. */
  conflicts: { update?: z.ZodType; remove: z.ZodType };
  find: (opts: { db: Db } & z.output<Q>) => Promise<Page<Item>>;
  get: (opts: { db: Db; id: number }) => Promise<One>;
  save: (opts: { db: Db; id?: number; body: z.output<B> }) => Promise<One>;
  remove: (opts: { db: Db; id: number }) => Promise<void>;
  /** Every record for select boxes (`GET select.path`), open to OWNERs too; declared right after the page. */
  select?: { path: string; summary: string; item: z.ZodType; list: (opts: { db: Db }) => Promise<unknown[]> };
};

/**
 * Registers a catalogue resource's calls on `app` (a plugin under `/v1/admin`)
 * in SPEC order: page, [select], one, create, update, delete. Errors are the
 * use cases' `AppError`s (404 unknown, 409 duplicate or in use).
 */
export function registerCatalogue<Q extends z.ZodObject, B extends z.ZodType, Item, One>(
  app: FastifyInstance,
  r: CatalogueResource<Q, B, Item, One>,
): void {
  const route = adminRoute(r.tags);
  const one = r.one ?? r.item;
  const key = r.updateParam?.key ?? 'id';
  const deletedKey = r.deletedKey ?? 'id';
  type Req = { query: z.output<Q>; params: Record<string, number>; body: z.output<B> };

  app.get(r.path, route(r.summaries.list, { querystring: r.query, response: okResponses(page(r.item)) }), async (req) => ({
    content: await r.find({ db: app.db, ...(req as unknown as Req).query }),
  }));
  if (r.select) {
    const { list } = r.select;
    const response = { 200: envelope(z.array(r.select.item)), 401: errorBody };
    app.get(r.select.path, { config: OWNERS_TOO, ...route(r.select.summary, { response }) }, async () => ({
      content: await list({ db: app.db }),
    }));
  }
  app.get(
    r.showPath ?? `${r.path}/:id`,
    route(r.summaries.one, { params: idParam, response: okResponses(one) }),
    async (req) => ({
      content: await r.get({ db: app.db, id: (req as unknown as Req).params.id! }),
    }),
  );
  app.post(r.path, route(r.summaries.create, { body: r.body, response: createdResponses(one) }), async (req, reply) =>
    reply.status(201).send({ content: await r.save({ db: app.db, body: (req as unknown as Req).body }) }),
  );
  const update = { params: r.updateParam?.schema ?? idParam, body: r.body };
  const updated = okResponses(one, { 409: r.conflicts.update ?? errorBody });
  app.put(`${r.path}/:${key}`, route(r.summaries.update, { ...update, response: updated }), async (req) => {
    const { params, body } = req as unknown as Req;
    return { content: await r.save({ db: app.db, id: params[key]!, body }) };
  });
  const deleted = okResponses(z.object({ [deletedKey]: z.number().int() }), { 409: r.conflicts.remove });
  app.delete(`${r.path}/:id`, route(r.summaries.remove, { params: idParam, response: deleted }), async (req) => {
    const { id } = (req as unknown as Req).params;
    await r.remove({ db: app.db, id: id! });
    return { content: { [deletedKey]: id } };
  });
}
