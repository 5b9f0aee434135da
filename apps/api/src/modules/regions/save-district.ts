/**
 * Use case: create (`POST /districts`) or edit (`PUT /districts/{district_id}`)
 * a district of a town. The slug is unique within the town: a duplicate →
 * 409 'Bu ilçede aynı isimde bir bölge zaten var.'. An unknown town → 400 on
 * `body.town_id`; an unknown district → 404. A district that villas use
 * cannot move to another town (409), or those villas would point at a
 * district outside their town.
 */
import { type DistrictBody, type DistrictItem, slugify } from '@yali/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { districts, towns, villas } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { inUseError } from '../villa-types/in-use.ts';
import { DISTRICT_NOT_FOUND, getDistrict } from './find-districts.ts';

export const DUPLICATE_DISTRICT = 'Bu ilçede aynı isimde bir bölge zaten var.';

export async function saveDistrict(opts: { db: Db; id?: number; body: DistrictBody }): Promise<DistrictItem> {
  const { db, id, body } = opts;
  const values = { town_id: body.town_id, name: body.name, slug: slugify(body.name, 'bolge') };
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      const [town] = await tx.select({ id: towns.town_id }).from(towns).where(eq(towns.town_id, body.town_id));
      if (!town) {
        throw new AppError('VALIDATION', 'Seçilen ilçe bulunamadı.', {
          issues: [{ path: 'body.town_id', message: 'Seçilen ilçe bulunamadı.' }],
        });
      }
      if (id === undefined) {
        const [row] = await tx.insert(districts).values(values).returning({ id: districts.district_id });
        return row!.id;
      }
      const [current] = await tx
        .select({ town_id: districts.town_id })
        .from(districts)
        .where(eq(districts.district_id, id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', DISTRICT_NOT_FOUND);
      if (current.town_id !== body.town_id) {
        const using = await tx
          .select({ id: villas.id, name: villas.name })
          .from(villas)
          .where(eq(villas.district_id, id))
          .orderBy(asc(villas.name), asc(villas.id));
        if (using.length > 0) {
          throw inUseError('Bu bölge', using, 'Villaları olan bir bölge başka bir ilçeye taşınamaz.');
        }
      }
      await tx.update(districts).set(values).where(eq(districts.district_id, id));
      return id;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError('CONFLICT', DUPLICATE_DISTRICT);
    throw err;
  }
  return getDistrict({ db, id: savedId });
}
