/**
 * Use case: delete a district (`DELETE /districts/{id}`). A district that
 * villas use → 409 naming them (`details.villas`). Unknown id → 404.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { districts, villas } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { inUseError } from '../villa-types/in-use.ts';
import { DISTRICT_NOT_FOUND } from './find-districts.ts';

export async function deleteDistrict(opts: { db: Db; id: number }): Promise<void> {
  const { db, id } = opts;
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: districts.district_id })
        .from(districts)
        .where(eq(districts.district_id, id))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', DISTRICT_NOT_FOUND);
      const using = await tx
        .select({ id: villas.id, name: villas.name })
        .from(villas)
        .where(eq(villas.district_id, id))
        .orderBy(asc(villas.name), asc(villas.id));
      if (using.length > 0) throw inUseError('Bu bölge', using, 'Önce bu villaların bölgesini değiştirin.');
      await tx.delete(districts).where(eq(districts.district_id, id));
    });
  } catch (err) {
    if (sqlState(err) === '23503') throw new AppError('CONFLICT', 'Bu bölge kullanımda; silinemez.');
    throw err;
  }
}
