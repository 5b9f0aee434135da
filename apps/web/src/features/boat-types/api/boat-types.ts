'use client';
/**
 * Reads and writes of `/v1/admin/boattypes` (SPEC §7, §9: 10 per page), from the shared type-catalogue
 * hooks. Deleting a type in use answers 409 naming its boats, shown as an error toast by `useAdminMutation`.
 */
import { type BoatTypeBody, type BoatTypeItem, PAGE_SIZE } from '@yali/contract';
import { typeCatalogueHooks } from '@/features/catalogue/type-catalogue';

export const boatTypeHooks = typeCatalogueHooks<BoatTypeItem, BoatTypeBody>({
  path: '/v1/admin/boattypes',
  pageSize: PAGE_SIZE.boatTypes,
  words: { noun: 'tekne', Noun: 'Tekne', usedIn: 'teknede', rule: 'Teknelerin kullandığı bir tip silinemez.' },
  usage: (t) => t.boat_count,
  // The boats list shows each boat's type name.
  alsoInvalidateOnSave: ['/v1/admin/boat'],
});
