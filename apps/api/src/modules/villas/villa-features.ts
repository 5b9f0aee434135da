/**
 * The managed feature list (`GET`/`POST /v1/admin/features`, icon + Turkish
 * name) and a villa's feature set (`PUT /v1/admin/villas/{villa_id}/features`,
 * SPEC §7). Writes are ADMIN only; the routes check the role.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FeatureBody, VillaFeaturesBody } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { features, villaFeatures } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { assertVillaExists } from './shared.ts';

export type FeatureRow = { id: number; name: string; icon: string };

/** Every feature, by name (Turkish collation is not needed for a short list). */
export async function listFeatures(opts: { db: Db }): Promise<FeatureRow[]> {
  return opts.db.select({ id: features.id, name: features.name, icon: features.icon }).from(features).orderBy(asc(features.name));
}

/** Adds a feature; 409 when the name exists. */
export async function createFeature(opts: { db: Db; body: Required<FeatureBody> }): Promise<FeatureRow> {
  try {
    const [row] = await opts.db
      .insert(features)
      .values({ name: opts.body.name, icon: opts.body.icon })
      .returning({ id: features.id, name: features.name, icon: features.icon });
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError('CONFLICT', `“${opts.body.name}” adlı bir özellik zaten var.`);
    throw err;
  }
}

/** Replaces villa `villaId`'s features with `feature_ids`; answers the new set. */
export async function setVillaFeatures(opts: { db: Db; villaId: number; body: VillaFeaturesBody }): Promise<FeatureRow[]> {
  const ids = [...new Set(opts.body.feature_ids)];
  return opts.db.transaction(async (tx) => {
    await assertVillaExists(tx, opts.villaId);
    const found = ids.length
      ? await tx
          .select({ id: features.id, name: features.name, icon: features.icon })
          .from(features)
          .where(inArray(features.id, ids))
      : [];
    if (found.length !== ids.length) throw new AppError('VALIDATION', 'Seçilen özelliklerden biri bulunamadı.');
    await tx.delete(villaFeatures).where(eq(villaFeatures.villa_id, opts.villaId));
    if (ids.length) await tx.insert(villaFeatures).values(ids.map((feature_id) => ({ villa_id: opts.villaId, feature_id })));
    return found.sort((a, b) => a.id - b.id);
  });
}
