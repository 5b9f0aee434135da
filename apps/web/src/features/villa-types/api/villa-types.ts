'use client';
/** Reads and writes of `/v1/admin/villatypes` (SPEC §7, §9: 10 per page), from the shared catalogue hooks. */
import { PAGE_SIZE, type VillaTypeBody, type VillaTypeItem } from '@yali/contract';
import { catalogueHooks } from '@/features/catalogue/use-catalogue-resource';

export const VILLA_TYPES_PATH = '/v1/admin/villatypes';
export const VILLA_TYPES_PAGE_SIZE = PAGE_SIZE.villaTypes;

const hooks = catalogueHooks<VillaTypeItem, VillaTypeBody>({
  path: VILLA_TYPES_PATH,
  pageSize: VILLA_TYPES_PAGE_SIZE,
  idOf: (t) => t.id,
  texts: {
    added: (r) => `“${r.name}” villa tipi eklendi.`,
    updated: (r) => `“${r.name}” villa tipi güncellendi.`,
    deleted: (t) => `“${t.name}” villa tipi silindi.`,
  },
});

export const useVillaTypes = hooks.useList;
export const useSaveVillaType = hooks.useSave;
export const useDeleteVillaType = hooks.useDelete;
