'use client';
/** Reads and writes of `/v1/admin/villatypes` (SPEC §7, §9: 10 per page), from the shared type-catalogue hooks. */
import { PAGE_SIZE, type VillaTypeBody, type VillaTypeItem } from '@yali/contract';
import { typeCatalogueHooks } from '@/features/catalogue/type-catalogue';

export const villaTypeHooks = typeCatalogueHooks<VillaTypeItem, VillaTypeBody>({
  path: '/v1/admin/villatypes',
  pageSize: PAGE_SIZE.villaTypes,
  words: { noun: 'villa', Noun: 'Villa', usedIn: 'villada', rule: 'Apart ve Bungalov tipleri sabittir, silinemez.' },
  usage: (t) => t.villa_count,
});
