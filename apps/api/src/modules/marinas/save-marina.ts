/**
 * Use case: create (`POST /marina`) or change (`PUT /marina/{marina_id}`) a
 * marina. An empty or missing slug is generated from the name (`slugify`,
 * Turkish transliteration); slugs are unique, a taken one → 409. Unknown id → 404.
 */
import { type MarinaItem, type marinaBody, slugify } from '@yali/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { marinas } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { getMarina, MARINA_NOT_FOUND } from './find-marinas.ts';

export const DUPLICATE_MARINA = 'Bu adres (slug) başka bir marinada kullanılıyor; farklı bir ad ya da adres girin.';

export async function saveMarina(opts: { db: Db; id?: number; body: z.output<typeof marinaBody> }): Promise<MarinaItem> {
  const { db, id, body } = opts;
  const values = {
    name: body.name,
    slug: body.slug || slugify(body.name, 'marina'),
    location: body.location,
    lat: body.lat,
    lng: body.lng,
  };
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      if (id === undefined) {
        const [row] = await tx.insert(marinas).values(values).returning({ id: marinas.marina_id });
        return row!.id;
      }
      const [row] = await tx.update(marinas).set(values).where(eq(marinas.marina_id, id)).returning({ id: marinas.marina_id });
      if (!row) throw new AppError('NOT_FOUND', MARINA_NOT_FOUND);
      return row.id;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError('CONFLICT', DUPLICATE_MARINA);
    throw err;
  }
  return getMarina({ db, id: savedId });
}
