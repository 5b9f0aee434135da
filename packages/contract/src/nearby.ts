/**
 * "Tatilinizi tamamlayın" after a booking request (issue 23): boats near the
 * villa just requested for days of the same stay, and villas near the boat's
 * marina for its first day. `GET /v1/nearby` (public).
 */
import { z } from 'zod';
import { isoDate } from './common.ts';
import { MAX_GUESTS } from './booking.ts';
import { Currency } from './enums.ts';

/** How many units the suggestion shows. */
export const NEARBY_LIMIT = 3;
/** The longest stay a suggestion is looked for in, in days. */
export const NEARBY_MAX_DAYS = 60;

export const nearbyQuery = z
  .object({
    from: z.enum(['villa', 'boat'], { error: 'Kaynak villa veya boat olmalı.' }),
    slug: z
      .string({ error: 'Villa ya da tekne gerekli.' })
      .trim()
      .min(1, 'Villa ya da tekne gerekli.')
      .max(200, 'Villa ya da tekne adresi en fazla 200 karakter olabilir.'),
    checkin: isoDate,
    checkout: isoDate,
    guests: z.coerce
      .number({ error: 'Kişi sayısı sayı olmalı.' })
      .int('Kişi sayısı tam sayı olmalı.')
      .min(1, 'En az 1 kişi olmalı.')
      .max(MAX_GUESTS, `Kişi sayısı en fazla ${MAX_GUESTS} olabilir.`)
      .default(1),
    /** The visitor's currency: the prices come in it (TL when the agency has no rate for it). */
    currency: Currency.default('TL'),
  })
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.checkout) - Date.parse(q.checkin)) / 86_400_000;
    if (days <= 0) ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'Çıkış tarihi girişten sonra olmalı.' });
    else if (days > NEARBY_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['checkout'],
        message: `En fazla ${NEARBY_MAX_DAYS} günlük bir tatil için öneri yapılır.`,
      });
  });
export type NearbyQuery = z.infer<typeof nearbyQuery>;

/**
 * One suggestion: the unit, where it is (the boat's marina, the villa's
 * district and town), how far from the requested unit (km, great-circle;
 * null without coordinates), the shortest rental or stay it is free for,
 * [`day`, `until`) (the link's pre-selection), and its price that day (daily rate of a boat, nightly of a
 * villa): `price_kurus` in TL, `price` in the asked currency's minor units.
 */
export const nearbyUnit = z.object({
  kind: z.enum(['villa', 'boat']),
  slug: z.string(),
  name: z.string(),
  place: z.string(),
  distance_km: z.number().nullable(),
  capacity: z.number().int(),
  thumbnail: z.string().nullable(),
  day: z.string(),
  /** The day after the suggested rental or stay (its shortest: the unit's minimum days or nights). */
  until: z.string(),
  price_kurus: z.number().int().nullable(),
  price: z.object({ minor: z.number().int(), currency: Currency }).nullable(),
});
export type NearbyUnit = z.infer<typeof nearbyUnit>;
export const nearbyContent = z.object({ items: z.array(nearbyUnit) });
export type NearbyContent = z.infer<typeof nearbyContent>;
