/**
 * Price periods of a villa (SPEC §7 `POST`, `PUT`, `DELETE /v1/admin/villas/price`;
 * DESIGN §3 prices): nightly rate, minimum nights and check-in weekdays over
 * the shared price-period writes (`rental-units/price-periods.ts`: 404
 * unknown villa or period, 409 naming the overlapping period).
 */
import type { PricePeriod, priceCreateBody } from '@yali/contract';
import type { z } from 'zod';
import { villaPrices } from '../../db/schema.ts';
import { pricePeriodWrites } from '../rental-units/price-periods.ts';
import { toVillaPricePeriod } from './hydrate.ts';
import { assertVillaExists } from './shared.ts';

type CreateBody = z.output<typeof priceCreateBody>;

const normaliseWeekdays = (w: number[] | null) => (w === null ? null : [...new Set(w)].sort((a, b) => a - b));

/** The create, update and delete use cases of the kind's price periods (errors: `pricePeriodWrites`). */
export const VILLA_PRICES = pricePeriodWrites<typeof villaPrices, CreateBody, PricePeriod>({
  table: villaPrices,
  unitId: villaPrices.villa_id,
  assertUnit: assertVillaExists,
  rates: (body) => ({
    nightly_price_kurus: body.nightly_price_kurus,
    min_nights: body.min_nights,
    checkin_weekdays: normaliseWeekdays(body.checkin_weekdays),
  }),
  toPeriod: toVillaPricePeriod,
});
