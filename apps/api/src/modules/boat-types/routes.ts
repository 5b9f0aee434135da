/** Boat types (SPEC §7 `/boattypes`, §9: 10 per page). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boatInUseErrorBody, boatTypeBody, boatTypeItem, boatTypesQuery } from '@yali/contract';
import { registerCatalogue } from '../../lib/route-kit.ts';
import { findBoatTypes, getBoatType } from './find-boat-types.ts';
import { deleteBoatType, saveBoatType } from './boat-type-rows.ts';

export const boatTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogue(app, {
    tags: ['boat-types'],
    path: '/boattypes',
    summaries: {
      list: 'Tekne tipleri (10’ar, tekne sayılarıyla)',
      one: 'Tekne tipi',
      create: 'Tekne tipi ekle',
      update: 'Tekne tipini güncelle',
      remove: 'Tekne tipini sil (kullanımdaysa 409)',
    },
    query: boatTypesQuery,
    body: boatTypeBody,
    item: boatTypeItem,
    conflicts: { remove: boatInUseErrorBody },
    find: findBoatTypes,
    get: getBoatType,
    save: saveBoatType,
    remove: deleteBoatType,
  });
};
