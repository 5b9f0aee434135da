/**
 * Translatable content (issue 18): each translatable table keeps its Turkish
 * texts in today's columns and every other language in one `translations`
 * jsonb column shaped `{ "<locale>": { "<field>": "text" } }`. A third
 * language needs no schema change: LOCALES gains it and editors fill it in.
 *
 * TRANSLATABLE names, per entity, the fields that may be translated and
 * whether a field is rich-text HTML (sanitised on the server like its Turkish
 * column) or plain text. `translationsBody(entity)` validates what the back
 * office sends; `untranslatedField` is what a public read adds in a
 * non-default language: the fields that fell back to Turkish.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

type FieldKind = { kind: 'text' | 'html'; max: number };
const text = (max: number): FieldKind => ({ kind: 'text', max });
const html: FieldKind = { kind: 'html', max: 200_000 };

export const TRANSLATABLE = {
  villa: { description: html },
  boat: { description: html },
  feature: { name: text(80) },
  villaType: { name: text(80) },
  boatType: { name: text(80) },
  town: { name: text(80) },
  district: { name: text(80) },
  marina: { name: text(120), location: text(120) },
  websitePage: { title: text(160), content: html },
  blogPost: { title: text(200), summary: text(500), body: html, seo_title: text(70), seo_description: text(160) },
} as const satisfies Record<string, Record<string, FieldKind>>;
export type TranslatableEntity = keyof typeof TRANSLATABLE;
export type TranslatableField<E extends TranslatableEntity> = keyof (typeof TRANSLATABLE)[E] & string;

/** The languages content is translated into: every locale but the default (Turkish lives in the columns). */
export const TRANSLATION_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, typeof DEFAULT_LOCALE>[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** Stored and answered shape: locale → field → text; a field or locale left out has no translation. */
export type Translations = Record<string, Record<string, string>>;

/** The names of `entity`'s translatable fields, in declaration order. */
export function translatableFields<E extends TranslatableEntity>(entity: E): TranslatableField<E>[] {
  return Object.keys(TRANSLATABLE[entity]) as TranslatableField<E>[];
}

/** The names of `entity`'s rich-text (HTML) fields, which the server sanitises. */
export function htmlFields<E extends TranslatableEntity>(entity: E): TranslatableField<E>[] {
  const fields = TRANSLATABLE[entity] as Record<string, FieldKind>;
  return translatableFields(entity).filter((f) => fields[f]?.kind === 'html');
}

const localeList = TRANSLATION_LOCALES.join(', ');

/**
 * Body part `translations` of an entity's admin write: `{ en: { description: '…' } }`.
 * Unknown locale or field → 400 with a Turkish message; texts are trimmed (HTML is
 * not) and bounded like their Turkish column; an empty text means "no translation"
 * and is dropped, as is a locale left with no text.
 */
export function translationsBody<E extends TranslatableEntity>(entity: E) {
  const fields = TRANSLATABLE[entity] as Record<string, FieldKind>;
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, f]) => {
      const base = z.string({ error: `Çeviri metni (${name}) metin olmalı.` });
      const bounded = (f.kind === 'text' ? base.trim() : base).max(
        f.max,
        `Çeviri (${name}) en fazla ${f.max} karakter olabilir.`,
      );
      return [name, bounded.optional()];
    }),
  );
  const perLocale = z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Çevrilemeyen alan: ${issue.keys.join(', ')} (çevrilebilenler: ${Object.keys(fields).join(', ')}).`
        : 'Çeviri bir nesne olmalı.',
  });
  return z
    .record(z.string(), perLocale, { error: 'Çeviriler dil kodlarıyla bir nesne olmalı.' })
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value))
        if (!(TRANSLATION_LOCALES as readonly string[]).includes(key))
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `Desteklenmeyen çeviri dili: ${key} (desteklenenler: ${localeList}).`,
          });
    })
    .transform((value): Translations => {
      const out: Translations = {};
      for (const [locale, texts] of Object.entries(value)) {
        const kept = Object.fromEntries(Object.entries(texts).filter(([, t]) => typeof t === 'string' && t.trim() !== ''));
        if (Object.keys(kept).length > 0) out[locale] = kept as Record<string, string>;
      }
      return out;
    });
}

/** An entity's stored translations as the back office reads them. */
export const translationsAnswer = z.record(z.string(), z.record(z.string(), z.string()));

/**
 * Added by public reads in a non-default language: the fields answered in Turkish
 * because they have no translation (empty when none); absent on Turkish reads.
 */
export const untranslatedField = { untranslated: z.array(z.string()).optional() };

/** Admin list items: the translation languages a record still misses (back office "Çeviri eksik" badge). */
export const missingTranslationsField = { missing_translations: z.array(z.string()).optional() };

/** `?missing_translation=en` on the admin villa and boat lists: only records that miss a translation into it. */
export const missingTranslationQuery = z.enum(TRANSLATION_LOCALES as [TranslationLocale, ...TranslationLocale[]], {
  error: `Çeviri dili geçersiz (desteklenenler: ${localeList}).`,
});

/** Catalogue rows translated through `/v1/admin/translations/{entity}/{id}`, by their URL name. */
export const CATALOGUE_TRANSLATION_ENTITIES = ['villa-type', 'boat-type', 'feature', 'town', 'district', 'marina'] as const;
export type CatalogueTranslationEntity = (typeof CATALOGUE_TRANSLATION_ENTITIES)[number];
export const catalogueTranslationsParams = z.object({
  entity: z.enum(CATALOGUE_TRANSLATION_ENTITIES, {
    error: `Çevrilebilen kayıt türü: ${CATALOGUE_TRANSLATION_ENTITIES.join(', ')}.`,
  }),
  id: z.coerce
    .number('Geçersiz kimlik.')
    .int('Geçersiz kimlik.')
    .positive('Geçersiz kimlik.')
    .max(2_147_483_647, 'Geçersiz kimlik.'),
});
/** The body: `{ translations: { en: { name: '…' } } }`, checked against the entity's fields by the use case. */
export const catalogueTranslationsBody = z.object({
  translations: z.record(z.string(), z.unknown(), { error: 'Çeviriler dil kodlarıyla bir nesne olmalı.' }),
});
export const catalogueTranslationsAnswer = z.object({ name: z.string(), translations: translationsAnswer });
