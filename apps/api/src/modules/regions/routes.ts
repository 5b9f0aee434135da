/**
 * Towns (ilçe) and districts (bölge) of SPEC §7 (`/towns`, `/showtown/{id}`,
 * `/districts`; §9: 10 per page). ADMIN only, except `GET /towns/select`,
 * which every signed-in user may read (selects and filters).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  districtBody,
  districtIdParam,
  districtItem,
  districtsQuery,
  inUseErrorBody,
  townBody,
  townDetail,
  townIdParam,
  townItem,
  townOption,
  townsQuery,
} from '@yali/contract';
import { registerCatalogue } from '../../lib/route-kit.ts';
import { findDistricts, getDistrict } from './find-districts.ts';
import { findTowns, getTown, listTownOptions } from './find-towns.ts';
import { deleteDistrict, deleteTown, saveDistrict, saveTown } from './region-rows.ts';

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogue(app, {
    tags: ['regions'],
    path: '/towns',
    showPath: '/showtown/:id',
    updateParam: { key: 'town_id', schema: townIdParam },
    summaries: {
      list: 'İlçeler (10’ar, bölge ve villa sayılarıyla)',
      one: 'İlçe ve bölgeleri',
      create: 'İlçe ekle',
      update: 'İlçeyi güncelle',
      remove: 'İlçeyi sil (villası veya bölgesi varsa 409)',
    },
    query: townsQuery,
    body: townBody,
    item: townItem,
    one: townDetail,
    conflicts: { remove: inUseErrorBody },
    find: findTowns,
    get: getTown,
    save: saveTown,
    remove: deleteTown,
    select: {
      path: '/towns/select',
      summary: 'Tüm ilçeler (seçim kutuları için; her oturum açmış kullanıcı)',
      item: townOption,
      list: listTownOptions,
    },
  });

  registerCatalogue(app, {
    tags: ['regions'],
    path: '/districts',
    updateParam: { key: 'district_id', schema: districtIdParam },
    summaries: {
      list: 'Bölgeler (10’ar; town_id ile bir ilçenin bölgeleri)',
      one: 'Bölge',
      create: 'Bölge ekle',
      update: 'Bölgeyi güncelle (villaları varsa başka ilçeye taşınamaz)',
      remove: 'Bölgeyi sil (villalarda kullanılıyorsa 409)',
    },
    query: districtsQuery,
    body: districtBody,
    item: districtItem,
    conflicts: { update: inUseErrorBody, remove: inUseErrorBody },
    find: findDistricts,
    get: getDistrict,
    save: saveDistrict,
    remove: deleteDistrict,
  });
};
