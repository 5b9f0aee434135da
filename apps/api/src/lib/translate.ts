/**
 * Content in the request's language (issue 18; contract `translations.ts`).
 * Turkish lives in a record's columns, other languages in its `translations`
 * jsonb `{ locale: { field: text } }`. A field without a translation falls back
 * to Turkish and is named in `untranslated`, so that the page can mark that
 * block `lang="tr"` instead of showing nothing.
 */
import {
  DEFAULT_LOCALE,
  htmlFields,
  type Locale,
  type TranslatableEntity,
  TRANSLATION_LOCALES,
  type Translations,
} from '@yali/contract';
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import { sanitizeRichText } from './sanitize.ts';

/** The translation of `field` into `locale`, or undefined when there is none (an empty text counts as none). */
function translated(translations: Translations | null | undefined, locale: Locale, field: string): string | undefined {
  const text = translations?.[locale]?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/**
 * `turkish`'s fields in `locale`: each translation where one exists, else the
 * Turkish text. `untranslated` names the fields that fell back (a field empty in
 * Turkish too has nothing to fall back from and is not named). Turkish: `turkish`
 * as it is and no list.
 */
export function localize<F extends string>(
  turkish: Record<F, string>,
  translations: Translations | null | undefined,
  locale: Locale,
): { texts: Record<F, string>; untranslated: F[] } {
  if (locale === DEFAULT_LOCALE) return { texts: turkish, untranslated: [] };
  const texts = { ...turkish };
  const untranslated: F[] = [];
  for (const field of Object.keys(turkish) as F[]) {
    const text = translated(translations, locale, field);
    if (text !== undefined) texts[field] = text;
    else if (turkish[field] !== '') untranslated.push(field);
  }
  return { texts, untranslated };
}

/** A catalogue name (type, feature, town, marina …) in `locale`, else in Turkish. */
export function localName(turkish: string, translations: Translations | null | undefined, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? turkish : (translated(translations, locale, 'name') ?? turkish);
}

/**
 * The translation languages `translations` still misses for `turkish`'s fields
 * (only fields with Turkish text need one): the back office's "Çeviri eksik" badge.
 */
export function missingTranslations(turkish: Record<string, string>, translations: Translations | null | undefined): string[] {
  return TRANSLATION_LOCALES.filter((locale) =>
    Object.entries(turkish).some(([field, text]) => text.trim() !== '' && translated(translations, locale, field) === undefined),
  );
}

/**
 * SQL twin of missingTranslations for one `locale`: the row has Turkish text in one of
 * `columns` (field name → its Turkish column) without a translation in `translations`.
 */
export function missingTranslationSql(translations: AnyColumn, locale: Locale, columns: Record<string, AnyColumn>): SQL {
  const conditions = Object.entries(columns).map(
    ([field, column]) => sql`(btrim(${column}) <> '' and btrim(coalesce(${translations} -> ${locale} ->> ${field}, '')) = '')`,
  );
  return or(...conditions) ?? sql`false`;
}

/** `translations` with every HTML field of `entity` through the rich-text sanitiser, as its Turkish column is. */
export function sanitizeTranslations(entity: TranslatableEntity, translations: Translations): Translations {
  const rich = htmlFields(entity) as string[];
  return Object.fromEntries(
    Object.entries(translations).map(([locale, texts]) => [
      locale,
      Object.fromEntries(Object.entries(texts ?? {}).map(([f, t]) => [f, rich.includes(f) && t ? sanitizeRichText(t) : t])),
    ]),
  );
}
