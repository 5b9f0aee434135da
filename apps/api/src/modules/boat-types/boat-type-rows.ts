/**
 * Use cases: create (`POST /boattypes`) or rename (`PUT /boattypes/{id}`) a
 * boat type, and delete one (`DELETE /boattypes/{id}`). The slug comes from
 * the name (`slugify`, Turkish transliteration) and is unique: a second type
 * with the same slug → 409. A type that boats still use → 409 naming them
 * (`details.boats`); unknown id → 404 (lib/catalogue-rows.ts).
 */
import { type BoatTypeBody, type BoatTypeItem, CATALOGUE_MESSAGES, slugify } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boats, boatTypes } from '../../db/schema.ts';
import { type CatalogueRows, deleteCatalogueRow, saveCatalogueRow, UNIT_KINDS, unitsWhere } from '../../lib/catalogue-rows.ts';
import { getBoatType } from './find-boat-types.ts';

const messages = CATALOGUE_MESSAGES.boatType;

const rows: CatalogueRows = {
  table: boatTypes,
  id: boatTypes.id,
  messages,
  usedBy: unitsWhere(UNIT_KINDS.boat, boats.type_id),
};

export async function saveBoatType(opts: { db: Db; id?: number; body: BoatTypeBody }): Promise<BoatTypeItem> {
  const values = { name: opts.body.name, slug: slugify(opts.body.name, 'tekne-tipi') };
  return getBoatType({ db: opts.db, id: await saveCatalogueRow(opts.db, rows, opts.id, values) });
}

export const deleteBoatType = (opts: { db: Db; id: number }) => deleteCatalogueRow(opts.db, rows, opts.id);
