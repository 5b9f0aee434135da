/**
 * Use case: create (`POST /towns`) or rename (`PUT /towns/{town_id}`) a town.
 * The slug comes from the name and is unique: a duplicate → 409
 * 'Bu isimde bir ilçe zaten var.'. Unknown id → 404.
 */
import { slugify, type TownBody, type TownDetail } from '@yali/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { towns } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { getTown, TOWN_NOT_FOUND } from './find-towns.ts';

export const DUPLICATE_TOWN = 'Bu isimde bir ilçe zaten var.';

export async function saveTown(opts: { db: Db; id?: number; body: TownBody }): Promise<TownDetail> {
  const { db, id, body } = opts;
  const values = { name: body.name, slug: slugify(body.name, 'ilce') };
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      if (id === undefined) {
        const [row] = await tx.insert(towns).values(values).returning({ id: towns.town_id });
        return row!.id;
      }
      const [row] = await tx.update(towns).set(values).where(eq(towns.town_id, id)).returning({ id: towns.town_id });
      if (!row) throw new AppError('NOT_FOUND', TOWN_NOT_FOUND);
      return row.id;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError('CONFLICT', DUPLICATE_TOWN);
    throw err;
  }
  return getTown({ db, id: savedId });
}
