/**
 * Translations of catalogue rows (issue 18): villa and boat types, features,
 * towns, districts and marinas, one small descriptor each (table, id column,
 * contract entity), so a catalogue table needs no translation code of its own.
 * `GET`/`PUT /v1/admin/translations/{entity}/{id}` read and replace a row's
 * `translations`; unknown id → 404; a body that the entity's
 * `translationsBody` refuses → 400 with its Turkish issues.
 */
import { type CatalogueTranslationEntity, translationsBody, type Translations } from '@yali/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boatTypes, districts, features, marinas, towns, villaTypes } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { sanitizeTranslations } from '../../lib/translate.ts';

const DESCRIPTORS = {
  'villa-type': { entity: 'villaType', table: villaTypes, id: villaTypes.id, notFound: 'Villa tipi bulunamadı.' },
  'boat-type': { entity: 'boatType', table: boatTypes, id: boatTypes.id, notFound: 'Tekne tipi bulunamadı.' },
  feature: { entity: 'feature', table: features, id: features.id, notFound: 'Özellik bulunamadı.' },
  town: { entity: 'town', table: towns, id: towns.town_id, notFound: 'İlçe bulunamadı.' },
  district: { entity: 'district', table: districts, id: districts.district_id, notFound: 'Bölge bulunamadı.' },
  marina: { entity: 'marina', table: marinas, id: marinas.marina_id, notFound: 'Marina bulunamadı.' },
} as const satisfies Record<CatalogueTranslationEntity, unknown>;

type Answer = { name: string; translations: Translations };

/** The row's Turkish name and stored translations. */
export async function getCatalogueTranslations(opts: {
  db: Db;
  entity: CatalogueTranslationEntity;
  id: number;
}): Promise<Answer> {
  const d = DESCRIPTORS[opts.entity];
  const [row] = await opts.db
    .select({ name: d.table.name, translations: d.table.translations })
    .from(d.table)
    .where(eq(d.id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', d.notFound);
  return row;
}

/** Replaces the row's translations with `body` (validated for the entity, HTML sanitised). */
export async function saveCatalogueTranslations(opts: {
  db: Db;
  entity: CatalogueTranslationEntity;
  id: number;
  body: unknown;
}): Promise<Answer> {
  const d = DESCRIPTORS[opts.entity];
  const parsed = translationsBody(d.entity).safeParse(opts.body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: ['body', 'translations', ...i.path].join('.'), message: i.message }));
    throw new AppError('VALIDATION', issues[0]?.message, { issues });
  }
  const [row] = await opts.db
    .update(d.table)
    .set({ translations: sanitizeTranslations(d.entity, parsed.data) })
    .where(eq(d.id, opts.id))
    .returning({ name: d.table.name, translations: d.table.translations });
  if (!row) throw new AppError('NOT_FOUND', d.notFound);
  return row;
}
