/**
 * A villa's distances (issue 23): how far the sea, the centre, a supermarket
 * and the nearest airport are, in whole metres, with the airport's name and
 * the transfer time by car in minutes. Every field is optional (null: the
 * agency has not given it). Edited in the back office with the villa, shown
 * on the villa page, and `max_sea_m` filters the search by the sea distance.
 */
import { z } from 'zod';

/** Longest distance accepted (metres): 1,000 km, so that a typo in kilometres stands out. */
export const MAX_DISTANCE_M = 1_000_000;
/** Longest airport transfer accepted (minutes): one day. */
export const MAX_TRANSFER_MIN = 1_440;

const metres = (label: string) =>
  z
    .number({ error: `${label} metre cinsinden sayı olmalı.` })
    .int(`${label} tam metre olmalı.`)
    .min(0, `${label} negatif olamaz.`)
    .max(MAX_DISTANCE_M, `${label} en fazla 1.000 km (1.000.000 m) olabilir.`)
    .nullable()
    .default(null);

/** The write fields, spread into the villa's create/edit body. */
export const villaDistanceFields = {
  sea_distance_m: metres('Denize uzaklık'),
  centre_distance_m: metres('Merkeze uzaklık'),
  market_distance_m: metres('Markete uzaklık'),
  airport_distance_m: metres('Havalimanına uzaklık'),
  airport_name: z
    .string()
    .trim()
    .max(60, 'Havalimanı adı en fazla 60 karakter olabilir.')
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  airport_transfer_min: z
    .number({ error: 'Transfer süresi dakika cinsinden sayı olmalı.' })
    .int('Transfer süresi tam dakika olmalı.')
    .min(0, 'Transfer süresi negatif olamaz.')
    .max(MAX_TRANSFER_MIN, 'Transfer süresi en fazla 1.440 dakika (1 gün) olabilir.')
    .nullable()
    .default(null),
};

/** The read shape on the villa detail (admin and public). */
export const villaDistances = z.object({
  sea_distance_m: z.number().int().nullable(),
  centre_distance_m: z.number().int().nullable(),
  market_distance_m: z.number().int().nullable(),
  airport_distance_m: z.number().int().nullable(),
  airport_name: z.string().nullable(),
  airport_transfer_min: z.number().int().nullable(),
});
export type VillaDistances = z.infer<typeof villaDistances>;

/** The message when airport figures come without the airport's name (422: the values are valid, the set is not). */
export const AIRPORT_NAME_NEEDED = 'Havalimanı uzaklığı veya transfer süresi için havalimanının adını da yazın (ör. Dalaman).';
