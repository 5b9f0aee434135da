/** Envelope, paging and error shapes of DESIGN §2. */
import { z } from 'zod';
import { MAX_TAKE } from './constants.ts';

/** Every response body is `{ content: … }`. */
export const envelope = <T extends z.ZodType>(content: T) => z.object({ content });

/** A page of a list: `{ items, total }` (DESIGN §2). */
export const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int().nonnegative() });

/** `skip`/`take` query of every list; `take` defaults to the list's page size. */
export const pagingQuery = (defaultTake: number) =>
  z.object({
    skip: z.coerce.number().int().min(0, 'skip 0 veya daha büyük olmalı.').default(0),
    take: z.coerce
      .number()
      .int()
      .min(1, 'take en az 1 olmalı.')
      .max(MAX_TAKE, `take en fazla ${MAX_TAKE} olabilir.`)
      .default(defaultTake),
  });

export const errorBody = z.object({
  // Loose: a 409 carries the conflicting record (`conflict`, `preview` …) next to the message.
  content: z.looseObject({
    message: z.string(),
    code: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Calendar date `YYYY-MM-DD` (Europe/Istanbul day, DESIGN §2). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalı.')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Geçersiz tarih.',
  );

/** Largest value of a PostgreSQL `integer` column: a larger id or filter is bad input (400), not a database error (500). */
export const MAX_DB_INT = 2_147_483_647;

export const idParam = z.object({
  id: z.coerce.number().int().positive('Geçersiz kimlik.').max(MAX_DB_INT, 'Geçersiz kimlik.'),
});
