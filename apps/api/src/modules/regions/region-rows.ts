/**
 * Use cases: create, edit and delete towns (ilçe: `POST /towns`,
 * `PUT /towns/{town_id}`, `DELETE /towns/{id}`) and districts (bölge:
 * `POST /districts`, `PUT /districts/{district_id}`, `DELETE /districts/{id}`).
 * Slugs come from the name and are unique (a town's among towns, a
 * district's within its town): a duplicate → 409. Unknown id → 404
 * (lib/catalogue-rows.ts).
 *
 * - A town that villas use or that still has districts → 409 naming them
 *   (`details.villas`, `details.districts`).
 * - A district: an unknown town → 400 on `body.town_id`; one that villas use
 *   cannot move to another town (409), or those villas would point at a
 *   district outside their town, and cannot be deleted (409, `details.villas`).
 */
import {
  CATALOGUE_MESSAGES,
  type DistrictBody,
  type DistrictItem,
  slugify,
  type TownBody,
  type TownDetail,
} from '@yali/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { districts, towns, villas } from '../../db/schema.ts';
import {
  type CatalogueRows,
  deleteCatalogueRow,
  nameSome,
  saveCatalogueRow,
  UNIT_KINDS,
  unitsInUseError,
  unitsWhere,
} from '../../lib/catalogue-rows.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { getDistrict } from './find-districts.ts';
import { getTown } from './find-towns.ts';

const townMessages = CATALOGUE_MESSAGES.town;
const villasOfTown = unitsWhere(UNIT_KINDS.villa, villas.town_id);

const townRows: CatalogueRows = {
  table: towns,
  id: towns.town_id,
  messages: townMessages,
  async blocker(tx, id) {
    const [usingVillas, ownDistricts] = await Promise.all([
      villasOfTown.units(tx, id),
      tx
        .select({ district_id: districts.district_id, name: districts.name })
        .from(districts)
        .where(eq(districts.town_id, id))
        .orderBy(asc(districts.name)),
    ]);
    if (usingVillas.length === 0 && ownDistricts.length === 0) return null;
    const districtNames = nameSome(
      ownDistricts.map((d) => d.name),
      'bölge',
    );
    const ownPart = ownDistricts.length > 0 ? `Bu ilçenin ${ownDistricts.length} bölgesi var: ${districtNames}. ` : '';
    const rest = `${ownPart}${townMessages.blocked}`;
    if (usingVillas.length === 0) return new AppError('CONFLICT', rest, { villas: usingVillas, districts: ownDistricts });
    return unitsInUseError(UNIT_KINDS.villa, townMessages.subject, usingVillas, rest, { districts: ownDistricts });
  },
};

export async function saveTown(opts: { db: Db; id?: number; body: TownBody }): Promise<TownDetail> {
  const values = { name: opts.body.name, slug: slugify(opts.body.name, 'ilce') };
  return getTown({ db: opts.db, id: await saveCatalogueRow(opts.db, townRows, opts.id, values) });
}

export const deleteTown = (opts: { db: Db; id: number }) => deleteCatalogueRow(opts.db, townRows, opts.id);

const districtMessages = CATALOGUE_MESSAGES.district;
const villasOfDistrict = unitsWhere(UNIT_KINDS.villa, villas.district_id);

const districtRows: CatalogueRows<{ town_id: number }> = {
  table: districts,
  id: districts.district_id,
  messages: districtMessages,
  usedBy: villasOfDistrict,
  async beforeSave(tx, id, values) {
    const [town] = await tx.select({ id: towns.town_id }).from(towns).where(eq(towns.town_id, values.town_id));
    if (!town) {
      const message = districtMessages.townNotFound;
      throw fieldError('body.town_id', message);
    }
    if (id === undefined) return;
    const [current] = await tx
      .select({ town_id: districts.town_id })
      .from(districts)
      .where(eq(districts.district_id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', districtMessages.notFound);
    if (current.town_id === values.town_id) return;
    const using = await villasOfDistrict.units(tx, id);
    if (using.length > 0) throw unitsInUseError(UNIT_KINDS.villa, districtMessages.subject, using, districtMessages.unmovable);
  },
};

export async function saveDistrict(opts: { db: Db; id?: number; body: DistrictBody }): Promise<DistrictItem> {
  const { town_id, name } = opts.body;
  const values = { town_id, name, slug: slugify(name, 'bolge') };
  return getDistrict({ db: opts.db, id: await saveCatalogueRow(opts.db, districtRows, opts.id, values) });
}

export const deleteDistrict = (opts: { db: Db; id: number }) => deleteCatalogueRow(opts.db, districtRows, opts.id);
