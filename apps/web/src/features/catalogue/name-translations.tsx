'use client';
/**
 * The other languages of a catalogue name (issue 18: villa and boat types, towns),
 * inside the record's name form: one field per translation language, read from and
 * saved to `/v1/admin/translations/{entity}/{id}` when the form is saved. Shown
 * for a saved record only (the translation needs its id); empty = the site shows
 * the Turkish name in that language.
 */
import { type CatalogueTranslationEntity, TRANSLATION_LOCALES, type Translations } from '@yali/contract';
import { useEffect, useState } from 'react';
import { TextField } from '@/components/ui/form-fields';
import { languageName } from '@/components/ui/translation-tabs';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

const path = (entity: CatalogueTranslationEntity, id: number) => `/v1/admin/translations/${entity}/${id}`;

/** The fields' state for record `id` of `entity` (none while `id` is undefined) and its save. */
export function useNameTranslations(entity: CatalogueTranslationEntity | undefined, id: number | undefined, open: boolean) {
  const read = entity && id !== undefined && open ? path(entity, id) : null;
  const query = useAdminQuery<{ name: string; translations: Translations }>(read, { staleTime: 0 });
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) setNames(Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, query.data?.translations[l]?.name ?? ''])));
  }, [open, query.data]);
  const save = useAdminMutation<number>({
    request: (recordId) => ({
      method: 'PUT',
      path: path(entity as CatalogueTranslationEntity, recordId),
      body: { translations: Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, { name: names[l] ?? '' }])) },
    }),
    invalidate: read ? [read] : [],
  });
  return {
    enabled: read !== null,
    // Typing before the stored names arrive would be overwritten by them.
    loading: query.isPending,
    names,
    setName: (locale: string, value: string) => setNames((n) => ({ ...n, [locale]: value })),
    /** Saves the typed names of record `recordId` (after its Turkish name). */
    save: (recordId: number) => save.mutate(recordId),
    pending: save.isPending,
  };
}

/** One 'Ad (English)' field per translation language. */
export function NameTranslationFields({ state }: { state: ReturnType<typeof useNameTranslations> }) {
  if (!state.enabled) return null;
  return TRANSLATION_LOCALES.map((l) => (
    <TextField
      key={l}
      label={`Ad (${languageName(l)})`}
      lang={l}
      autoComplete="off"
      maxLength={80}
      value={state.names[l] ?? ''}
      disabled={state.loading}
      onChange={(e) => state.setName(l, e.target.value)}
      hint="Boş bırakılırsa sitede bu dilde Türkçe ad gösterilir."
    />
  ));
}
