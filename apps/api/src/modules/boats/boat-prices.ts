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

/** The create, update and delete use cases of the kind's price periods (errors: `pricePeriodWrites`). */
export const BOAT_PRICES = pricePeriodWrites<typeof boatPrices, CreateBody, BoatPricePeriod>({
  table: boatPrices,
  unitId: boatPrices.boat_id,
  assertUnit: assertBoatExists,
  rates: (body) => ({
    daily_price_kurus: body.daily_price_kurus,
    weekly_price_kurus: body.weekly_price_kurus,
    min_days: body.min_days,
  }),
  toPeriod: toPricePeriod,
});
