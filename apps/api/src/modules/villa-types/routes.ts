/** Villa types (SPEC §7 `/villatypes`, §9: 10 per page). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inUseErrorBody, villaTypeBody, villaTypeItem, villaTypesQuery } from '@yali/contract';
import { registerCatalogue } from '../../lib/route-kit.ts';
import { findVillaTypes, getVillaType } from './find-villa-types.ts';
import { deleteVillaType, saveVillaType } from './villa-type-rows.ts';

export const villaTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogue(app, {
    tags: ['villa-types'],
    path: '/villatypes',
    summaries: {
      list: 'Villa tipleri (10’ar, villa sayılarıyla)',
      one: 'Villa tipi',
      create: 'Villa tipi ekle',
      update: 'Villa tipini güncelle',
      remove: 'Villa tipini sil (18 ve 19 silinemez; kullanımdaysa 409)',
    },
    query: villaTypesQuery,
    body: villaTypeBody,
    item: villaTypeItem,
    conflicts: { remove: inUseErrorBody },
    find: findVillaTypes,
    get: getVillaType,
    save: saveVillaType,
    remove: deleteVillaType,
  });
};
