'use client';
/** Reads and writes of `/v1/admin/boattypes` (SPEC §7, §9: 10 per page), from the shared catalogue hooks. */
import { type BoatTypeBody, type BoatTypeItem, PAGE_SIZE } from '@yali/contract';
import { catalogueHooks } from '@/features/catalogue/use-catalogue-resource';

export const BOAT_TYPES_PATH = '/v1/admin/boattypes';
export const BOAT_TYPES_PAGE_SIZE = PAGE_SIZE.boatTypes;

const hooks = catalogueHooks<BoatTypeItem, BoatTypeBody>({
  path: BOAT_TYPES_PATH,
  pageSize: BOAT_TYPES_PAGE_SIZE,
  idOf: (t) => t.id,
  texts: {
    added: (r) => `“${r.name}” tekne tipi eklendi.`,
    updated: (r) => `“${r.name}” tekne tipi güncellendi.`,
    deleted: (t) => `“${t.name}” tekne tipi silindi.`,
  },
  // The boats list shows each boat's type name.
  alsoInvalidateOnSave: ['/v1/admin/boat'],
});

export const useBoatTypes = hooks.useList;
export const useSaveBoatType = hooks.useSave;
/** Delete; a type in use answers 409 naming its boats, shown as an error toast by `useAdminMutation`. */
export const useDeleteBoatType = hooks.useDelete;
