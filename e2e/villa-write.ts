/**
 * The body of `PUT /v1/admin/villas/{id}` that writes villa `v` back as it is, but for `change`:
 * the PUT replaces every field, so a test that changes one (coordinates, a distance) sends the rest.
 */
import { type VillaDetail, villaDistanceFields } from '@yali/contract';

const KEEP = [
  'name',
  'slug',
  'description',
  'capacity',
  'bedrooms',
  'bathrooms',
  'lat',
  'lng',
  'permit_number',
  'min_stay',
  'cleaning_fee_kurus',
  'damage_deposit_kurus',
  'prepayment_percent',
  'check_in_time',
  'check_out_time',
  'active',
] as const;

export function villaWriteBody(v: VillaDetail, change: Record<string, unknown>) {
  const own = v as unknown as Record<string, unknown>;
  return {
    ...Object.fromEntries(KEEP.map((k) => [k, v[k]])),
    ...Object.fromEntries(Object.keys(villaDistanceFields).map((k) => [k, own[k]])),
    type_ids: v.types.map((t) => t.id),
    town_id: v.town?.town_id ?? null,
    district_id: v.district?.district_id ?? null,
    owner_id: v.owner?.id ?? null,
    ...change,
  };
}
