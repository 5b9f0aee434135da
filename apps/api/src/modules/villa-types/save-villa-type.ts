/**
 * Use case: create (`POST /villatypes`) or rename (`PUT /villatypes/{id}`) a
 * villa type. The slug comes from the name (`slugify`, Turkish
 * transliteration) and is unique: a second type with the same slug → 409
 * 'Bu isimde bir villa tipi zaten var.'. Unknown id → 404.
 */
import { slugify, type VillaTypeBody, type VillaTypeItem } from '@yali/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { villaTypes } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { getVillaType } from './find-villa-types.ts';

export const DUPLICATE_TYPE = 'Bu isimde bir villa tipi zaten var.';

export async function saveVillaType(opts: { db: Db; id?: number; body: VillaTypeBody }): Promise<VillaTypeItem> {
  const { db, id, body } = opts;
  const values = { name: body.name, slug: slugify(body.name, 'tip') };
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      if (id === undefined) {
        const [row] = await tx.insert(villaTypes).values(values).returning({ id: villaTypes.id });
        return row!.id;
      }
      const [row] = await tx.update(villaTypes).set(values).where(eq(villaTypes.id, id)).returning({ id: villaTypes.id });
      if (!row) throw new AppError('NOT_FOUND', 'Villa tipi bulunamadı.');
      return row.id;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError('CONFLICT', DUPLICATE_TYPE);
    throw err;
  }
  return getVillaType({ db, id: savedId });
}
