/**
 * Catalogue names (towns, districts, villa and boat types, features, marinas) in a
 * request's language for public answers that carry them as text (issue 18): cards
 * of the searches, the unit pages, the filter options. The catalogue is small, so
 * one query per table loads every translated row for the whole answer — never one
 * per card — and a Turkish read loads nothing.
 */
import { DEFAULT_LOCALE, type Locale, type Translations } from '@yali/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { boatTypes, districts, features, marinas, towns, villaTypes } from '../db/schema.ts';
import { localName } from './translate.ts';

const TABLES = {
  town: towns,
  district: districts,
  villaType: villaTypes,
  boatType: boatTypes,
  feature: features,
  marina: marinas,
};
export type CatalogueKind = keyof typeof TABLES;

/** `(kind, turkishName) → name in the locale` (Turkish when untranslated); `marinaLocation` likewise for a marina's place. */
export type CatalogueNamer = {
  name: (kind: CatalogueKind, turkish: string) => string;
  marinaLocation: (marinaName: string, turkish: string) => string;
};

const TURKISH: CatalogueNamer = { name: (_kind, turkish) => turkish, marinaLocation: (_m, turkish) => turkish };

/** Loads the translated rows of `kinds` for `locale` (one query each); Turkish: no query. */
export async function catalogueNamer(db: Db, locale: Locale, kinds: CatalogueKind[]): Promise<CatalogueNamer> {
  if (locale === DEFAULT_LOCALE) return TURKISH;
  const loaded = await Promise.all(
    kinds.map(async (kind) => {
      const table = TABLES[kind];
      const rows: { name: string; translations: Translations }[] = await db
        .select({ name: table.name, translations: table.translations })
        .from(table)
        .where(sql`${table.translations} <> '{}'::jsonb`);
      return [kind, new Map(rows.map((r) => [r.name, r.translations]))] as const;
    }),
  );
  const maps = new Map<CatalogueKind, Map<string, Translations>>(loaded);
  return {
    name: (kind, turkish) => localName(turkish, maps.get(kind)?.get(turkish), locale),
    marinaLocation: (marinaName, turkish) => {
      const text = maps.get('marina')?.get(marinaName)?.[locale]?.location;
      return text?.trim() ? text : turkish;
    },
  };
}
