/** Envelope, paging and error shapes of DESIGN §2. */
import { z } from 'zod';
import { MAX_TAKE } from './constants.ts';
import { LOCALES } from './locales.ts';

/** Every response body is `{ content: … }`. */
/** `{ [key]: value }` typed by the key: a field whose name a unit-kind factory chooses (`villa_id`, `boat_id`). */
export const keyed = <K extends string, T>(key: K, value: T) => ({ [key]: value }) as { [P in K]: T };

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

/** An error body that declares `extra` fields (a 409's `conflict`, a booking's `reason`) between `code` and `issues`. */
export const errorBodyWith = <S extends z.ZodRawShape>(extra: S) =>
  z.object({
    content: z.object({
      message: z.string(),
      code: z.string(),
      ...extra,
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  });

/**
 * Years a date of the API may fall in (issue 22): a stay, a filter or a
 * blocking outside them is a typo (`0000`, `9999`), not a plan, and must be
 * a 400 rather than reach the database.
 */
export const DATE_YEARS = { min: 2000, max: 2100 } as const;
const DATE_YEARS_MESSAGE = `Tarih ${DATE_YEARS.min} ile ${DATE_YEARS.max} yılları arasında olmalı.`;
const inYears = (s: string) => {
  const year = Number(s.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};
/** True when `s` starts with a real calendar day `YYYY-MM-DD` (no 2026-02-30). */
const isCalendarDay = (s: string) => {
  const day = s.slice(0, 10);
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
};

/** Calendar date `YYYY-MM-DD` (Europe/Istanbul day, DESIGN §2), a real day between DATE_YEARS. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalı.')
  .refine(isCalendarDay, 'Geçersiz tarih.')
  .refine(inYears, DATE_YEARS_MESSAGE);

/** A month `YYYY-MM` between DATE_YEARS. */
export const isoMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Ay YYYY-AA biçiminde olmalı.')
  .refine(inYears, DATE_YEARS_MESSAGE);

/** ISO 8601 timestamp with offset, on a real calendar day between DATE_YEARS; `message` for a malformed one. */
export const isoDateTime = (message: string) =>
  z.iso.datetime({ offset: true, message }).refine(isCalendarDay, 'Geçersiz tarih.').refine(inYears, DATE_YEARS_MESSAGE);

/** Largest value of a PostgreSQL `integer` column: a larger id or filter is bad input (400), not a database error (500). */
export const MAX_DB_INT = 2_147_483_647;

/** A positive integer id in a query string (a list filter); anything else is a 400 with `message`. */
export const queryId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DB_INT, message);

export const idParam = z.object({
  id: z.coerce.number().int().positive('Geçersiz kimlik.').max(MAX_DB_INT, 'Geçersiz kimlik.'),
});

/**
 * A whole number between two bounds with Turkish messages: not a number → '{label} sayı olmalı.',
 * a fraction → '{label} tam sayı olmalı.', out of bounds → the bound's own message (`[value, message]`).
 */
export const wholeNumber = (label: string, min: readonly [number, string], max: readonly [number, string]) =>
  z
    .number({ error: `${label} sayı olmalı.` })
    .int(`${label} tam sayı olmalı.`)
    .min(min[0], min[1])
    .max(max[0], max[1]);

/** 'a, b veya c': the values of a closed list as a Turkish sentence names them. */
const orList = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} veya ${values.at(-1)}`;

/**
 * An enum whose every value has a Turkish label (`labels`, in the enum's order): a value not among
 * them answers '{subject} a, b veya c olmalı.'.
 */
export const labelledEnum = <K extends string>(subject: string, labels: Record<K, string>) => {
  const values = Object.keys(labels) as [K, ...K[]];
  return z.enum(values, { error: `${subject} ${orList(values)} olmalı.` });
};

/**
 * A language in a request body (issue 18): one of LOCALES. A booking request's `lang` is stored on the
 * reservation and chooses the guest's mails; absent, the request's language (`?lang=`, Accept-Language).
 */
export const localeField = z.enum(LOCALES, { error: `Dil şunlardan biri olmalı: ${LOCALES.join(', ')}.` });
