/**
 * Use case: delete a boat type (`DELETE /boattypes/{id}`). A type that boats
 * still use → 409 naming them (`details.boats`); unknown id → 404.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boats, boatTypes } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { BOAT_TYPE_NOT_FOUND } from './find-boat-types.ts';
import { boatsInUseError } from './in-use.ts';

export async function deleteBoatType(opts: { db: Db; id: number }): Promise<void> {
  const { db, id } = opts;
  try {
    await db.transaction(async (tx) => {
      const [type] = await tx.select({ id: boatTypes.id }).from(boatTypes).where(eq(boatTypes.id, id)).for('update');
      if (!type) throw new AppError('NOT_FOUND', BOAT_TYPE_NOT_FOUND);
      const using = await tx
        .select({ id: boats.id, name: boats.name })
        .from(boats)
        .where(eq(boats.type_id, id))
        .orderBy(asc(boats.name), asc(boats.id));
      if (using.length > 0) throw boatsInUseError('Bu tekne tipi', using, 'Önce bu teknelere başka bir tip seçin.');
      await tx.delete(boatTypes).where(eq(boatTypes.id, id));
    });
  } catch (err) {
    // A boat given this type between our check and the delete: the FK (restrict) answers.
    if (sqlState(err) === '23503') throw new AppError('CONFLICT', 'Bu tekne tipi kullanımda; silinemez.');
    throw err;
  }
}
