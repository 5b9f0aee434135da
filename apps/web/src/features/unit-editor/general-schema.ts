/**
 * Schema pieces of a rental unit's 'Genel' form that villas and boats share
 * (zod only, no React): a whole-number field and the name and slug, with
 * Turkish messages.
 */
import { z } from 'zod';

/** A whole number from `min` to `max`, with Turkish messages naming `label`. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} için bir sayı girin.` })
    .int(`${label} tam sayı olmalı.`)
    .min(min, `${label} en az ${min} olmalı.`)
    .max(max, `${label} en fazla ${max} olabilir.`);

/** `name` and `slug` of a unit: `noun` as in 'Villa adı', `example` a valid slug shown in the message. */
export const nameAndSlug = (noun: string, example: string) => ({
  name: z.string().trim().min(2, `${noun} adı en az 2 karakter olmalı.`).max(120, `${noun} adı en fazla 120 karakter olabilir.`),
  slug: z
    .string()
    .trim()
    .max(80, 'Adres en fazla 80 karakter olabilir.')
    .refine((s) => s === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), `Yalnızca küçük harf, rakam ve tire (ör. ${example}).`),
});

/** The unit's translated description (issue 18): locale → `{ description }`, '' = no translation. */
export const descriptionTranslations = z.record(
  z.string(),
  z.object({ description: z.string().max(200_000, 'Çeviri çok uzun.') }),
);
