/**
 * Price periods of a boat (SPEC §7 `POST`, `PUT`, `DELETE /v1/admin/boat/price`,
 * taking the period's id exactly like `/villas/price`: in the body for PUT,
 * in the body or `?id=` for DELETE): daily and optional weekly rates in
 * kuruş and minimum days over the shared price-period writes
 * (`rental-units/price-periods.ts`: 404 unknown boat or period, 409 naming
 * the overlapping period).
 */
import type { BoatPricePeriod, boatPriceCreateBody } from '@yali/contract';
import type { z } from 'zod';
import { boatPrices } from '../../db/schema.ts';
import { pricePeriodWrites } from '../rental-units/price-periods.ts';
import { assertBoatExists, toPricePeriod } from './hydrate.ts';

type CreateBody = z.output<typeof boatPriceCreateBody>;

const BOAT_PRICES = pricePeriodWrites<CreateBody, BoatPricePeriod>({
  table: boatPrices,
  unitId: boatPrices.boat_id,
  unitOf: (body) => body.boat_id,
  assertUnit: assertBoatExists,
  rates: (body) => ({
    daily_price_kurus: body.daily_price_kurus,
    weekly_price_kurus: body.weekly_price_kurus,
    min_days: body.min_days,
  }),
  toPeriod: (row) => toPricePeriod(row as typeof boatPrices.$inferSelect),
});

/** Adds a price period; 404 for an unknown boat, 409 on overlap. */
export const createBoatPrice = BOAT_PRICES.create;
/** Changes price period `body.id`, which must belong to `body.boat_id` (else 404); 409 on overlap. */
export const updateBoatPrice = BOAT_PRICES.update;
/** Removes price period `id`; 404 when it does not exist. */
export const deleteBoatPrice = BOAT_PRICES.remove;
