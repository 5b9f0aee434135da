/**
 * Use case: delete a villa type (`DELETE /villatypes/{id}`). Types 18 (Apart)
 * and 19 (Bungalov) cannot be deleted (409, SPEC §3); a type that villas
 * still use → 409 naming them (`details.villas`). Unknown id → 404.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { villaTypeLinks, villaTypes, villas } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { isProtectedType } from './find-villa-types.ts';
import { inUseError } from './in-use.ts';

export const PROTECTED_TYPE = 'Apart ve Bungalov tipleri silinemez.';

export async function deleteVillaType(opts: { db: Db; id: number }): Promise<void> {
  const { db, id } = opts;
  if (isProtectedType(id)) throw new AppError('CONFLICT', PROTECTED_TYPE);
  try {
    await db.transaction(async (tx) => {
      const [type] = await tx.select({ id: villaTypes.id }).from(villaTypes).where(eq(villaTypes.id, id)).for('update');
      if (!type) throw new AppError('NOT_FOUND', 'Villa tipi bulunamadı.');
      const using = await tx
        .select({ id: villas.id, name: villas.name })
        .from(villaTypeLinks)
        .innerJoin(villas, eq(villas.id, villaTypeLinks.villa_id))
        .where(eq(villaTypeLinks.type_id, id))
        .orderBy(asc(villas.name), asc(villas.id));
      if (using.length > 0) throw inUseError('Bu villa tipi', using, 'Önce bu villalardan tipi kaldırın.');
      await tx.delete(villaTypes).where(eq(villaTypes.id, id));
    });
  } catch (err) {
    // A villa linked between our check and the delete: the FK (restrict) answers.
    if (sqlState(err) === '23503') throw new AppError('CONFLICT', 'Bu villa tipi kullanımda; silinemez.');
    throw err;
  }
}
