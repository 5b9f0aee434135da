/**
 * Marinas (SPEC §7: `GET /marina?skip&take=10`, `GET /showmarina/{id}`,
 * `POST /marina`, `PUT /marina/{marina_id}`, `DELETE /marina/{id}`; §9: 10 per
 * page). ADMIN only; an OWNER gets 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boatInUseErrorBody, marinaBody, marinaIdParam, marinaItem, marinasQuery } from '@yali/contract';
import { registerCatalogue } from '../../lib/route-kit.ts';
import { findMarinas, getMarina } from './find-marinas.ts';
import { deleteMarina, saveMarina } from './marina-rows.ts';

export const marinaRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogue(app, {
    tags: ['marinas'],
    path: '/marina',
    showPath: '/showmarina/:id',
    updateParam: { key: 'marina_id', schema: marinaIdParam },
    deletedKey: 'marina_id',
    summaries: {
      list: 'Marinalar (10’ar, tekne sayılarıyla)',
      one: 'Marina',
      create: 'Marina ekle',
      update: 'Marinayı güncelle',
      remove: 'Marinayı sil (tekne varsa 409)',
    },
    query: marinasQuery,
    body: marinaBody,
    item: marinaItem,
    conflicts: { remove: boatInUseErrorBody },
    find: findMarinas,
    get: getMarina,
    save: saveMarina,
    remove: deleteMarina,
  });
};
