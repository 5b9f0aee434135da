/**
 * Use case: delete a marina (`DELETE /marina/{id}`). A marina where boats are
 * still berthed → 409 naming them (`details.boats`); unknown id → 404.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boats, marinas } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { boatsInUseError } from '../boat-types/in-use.ts';
import { MARINA_NOT_FOUND } from './find-marinas.ts';

export async function deleteMarina(opts: { db: Db; id: number }): Promise<void> {
  const { db, id } = opts;
  try {
    await db.transaction(async (tx) => {
      const [marina] = await tx.select({ id: marinas.marina_id }).from(marinas).where(eq(marinas.marina_id, id)).for('update');
      if (!marina) throw new AppError('NOT_FOUND', MARINA_NOT_FOUND);
      const using = await tx
        .select({ id: boats.id, name: boats.name })
        .from(boats)
        .where(eq(boats.marina_id, id))
        .orderBy(asc(boats.name), asc(boats.id));
      if (using.length > 0) throw boatsInUseError('Bu marina', using, 'Önce bu tekneleri başka bir marinaya taşıyın.');
      await tx.delete(marinas).where(eq(marinas.marina_id, id));
    });
  } catch (err) {
    if (sqlState(err) === '23503') throw new AppError('CONFLICT', 'Bu marina kullanımda; silinemez.');
    throw err;
  }
}
