/**
 * Use case: create (`POST /boattypes`) or rename (`PUT /boattypes/{id}`) a
 * boat type. The slug comes from the name (`slugify`, Turkish
 * transliteration) and is unique: a second type with the same slug → 409
 * 'Bu isimde bir tekne tipi zaten var.'. Unknown id → 404.
 */
import { type BoatTypeBody, type BoatTypeItem, slugify } from '@yali/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boatTypes } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { BOAT_TYPE_NOT_FOUND, getBoatType } from './find-boat-types.ts';

export const DUPLICATE_BOAT_TYPE = 'Bu isimde bir tekne tipi zaten var.';

export async function saveBoatType(opts: { db: Db; id?: number; body: BoatTypeBody }): Promise<BoatTypeItem> {
  const { db, id, body } = opts;
  const values = { name: body.name, slug: slugify(body.name, 'tekne-tipi') };
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      if (id === undefined) {
        const [row] = await tx.insert(boatTypes).values(values).returning({ id: boatTypes.id });
        return row!.id;
      }
      const [row] = await tx.update(boatTypes).set(values).where(eq(boatTypes.id, id)).returning({ id: boatTypes.id });
      if (!row) throw new AppError('NOT_FOUND', BOAT_TYPE_NOT_FOUND);
      return row.id;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError('CONFLICT', DUPLICATE_BOAT_TYPE);
    throw err;
  }
  return getBoatType({ db, id: savedId });
}
