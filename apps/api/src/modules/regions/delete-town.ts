/**
 * Use case: delete a town (`DELETE /towns/{id}`). A town that villas use or
 * that still has districts → 409 naming them (`details.villas`,
 * `details.districts`). Unknown id → 404.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { districts, towns, villas } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { nameVillas } from '../villa-types/in-use.ts';
import { TOWN_NOT_FOUND } from './find-towns.ts';

export async function deleteTown(opts: { db: Db; id: number }): Promise<void> {
  const { db, id } = opts;
  try {
    await db.transaction(async (tx) => {
      const [town] = await tx.select({ id: towns.town_id }).from(towns).where(eq(towns.town_id, id)).for('update');
      if (!town) throw new AppError('NOT_FOUND', TOWN_NOT_FOUND);
      const [usingVillas, ownDistricts] = await Promise.all([
        tx
          .select({ id: villas.id, name: villas.name })
          .from(villas)
          .where(eq(villas.town_id, id))
          .orderBy(asc(villas.name), asc(villas.id)),
        tx
          .select({ district_id: districts.district_id, name: districts.name })
          .from(districts)
          .where(eq(districts.town_id, id))
          .orderBy(asc(districts.name)),
      ]);
      if (usingVillas.length === 0 && ownDistricts.length === 0) {
        await tx.delete(towns).where(eq(towns.town_id, id));
        return;
      }
      const parts: string[] = [];
      if (usingVillas.length > 0) parts.push(`Bu ilçe ${usingVillas.length} villada kullanılıyor: ${nameVillas(usingVillas)}.`);
      if (ownDistricts.length > 0) {
        const names = ownDistricts.slice(0, 5).map((d) => d.name);
        const rest = ownDistricts.length - names.length;
        parts.push(
          `Bu ilçenin ${ownDistricts.length} bölgesi var: ${names.join(', ')}${rest > 0 ? ` ve ${rest} bölge daha` : ''}.`,
        );
      }
      parts.push('Önce bunları kaldırın ya da başka bir ilçeye taşıyın.');
      throw new AppError('CONFLICT', parts.join(' '), { villas: usingVillas, districts: ownDistricts });
    });
  } catch (err) {
    if (sqlState(err) === '23503') throw new AppError('CONFLICT', 'Bu ilçe kullanımda; silinemez.');
    throw err;
  }
}
