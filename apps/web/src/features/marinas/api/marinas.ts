'use client';
/** Reads and writes of the marinas (SPEC §7: `/marina?skip&take=10`, `/showmarina/{id}`, `/marina/{marina_id}`), from the shared catalogue hooks. */
import { type MarinaBody, type MarinaItem, PAGE_SIZE } from '@yali/contract';
import { catalogueHooks } from '@/features/catalogue/use-catalogue-resource';

export const MARINAS_PATH = '/v1/admin/marina';
export const MARINAS_PAGE_SIZE = PAGE_SIZE.marinas;

const hooks = catalogueHooks<MarinaItem, MarinaBody>({
  path: MARINAS_PATH,
  pageSize: MARINAS_PAGE_SIZE,
  idOf: (m) => m.marina_id,
  texts: {
    added: (r) => `“${r.name}” eklendi.`,
    updated: (r) => `“${r.name}” güncellendi.`,
    deleted: (m) => `“${m.name}” silindi.`,
  },
  alsoInvalidateOnSave: ['/v1/admin/boat'],
});

export const useMarinas = hooks.useList;
export const useSaveMarina = hooks.useSave;
/** Delete; a marina with boats answers 409 naming them, shown as an error toast. */
export const useDeleteMarina = hooks.useDelete;
