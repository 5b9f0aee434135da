/**
 * Use cases: create (`POST /marina`) or change (`PUT /marina/{marina_id}`) a
 * marina, and delete one (`DELETE /marina/{id}`). An empty or missing slug is
 * generated from the name (`slugify`, Turkish transliteration); slugs are
 * unique, a taken one → 409. A marina where boats are still berthed → 409
 * naming them (`details.boats`); unknown id → 404 (lib/catalogue-rows.ts).
 */
import { CATALOGUE_MESSAGES, type MarinaItem, type marinaBody, slugify } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { boats, marinas } from '../../db/schema.ts';
import { type CatalogueRows, deleteCatalogueRow, saveCatalogueRow, UNIT_KINDS, unitsWhere } from '../../lib/catalogue-rows.ts';
import { getMarina } from './find-marinas.ts';

const messages = CATALOGUE_MESSAGES.marina;

const rows: CatalogueRows = {
  table: marinas,
  id: marinas.marina_id,
  messages,
  usedBy: unitsWhere(UNIT_KINDS.boat, boats.marina_id),
};

export async function saveMarina(opts: { db: Db; id?: number; body: z.output<typeof marinaBody> }): Promise<MarinaItem> {
  const { name, slug, location, lat, lng } = opts.body;
  const values = { name, slug: slug || slugify(name, 'marina'), location, lat, lng };
  return getMarina({ db: opts.db, id: await saveCatalogueRow(opts.db, rows, opts.id, values) });
}

export const deleteMarina = (opts: { db: Db; id: number }) => deleteCatalogueRow(opts.db, rows, opts.id);
