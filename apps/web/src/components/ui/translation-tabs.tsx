'use client';
/**
 * The back office's translation pieces (issue 18), one implementation for every
 * editor and list of translatable records:
 * - `LanguageTabs`: 'Türkçe | English' tabs (WAI-ARIA tablist) above a field group;
 *   a language whose texts are still empty carries 'Çeviri eksik'.
 * - `MissingTranslationBadge`: the list row's 'Çeviri eksik' badge.
 * - `MissingTranslationFilter`: the list's 'Çevirisi eksik olanlar' choice
 *   (`?missing_translation=<locale>`, the admin list endpoints' filter).
 * Languages come from the contract's LOCALES and are named by `Intl.DisplayNames`
 * in their own language, so a third locale needs no change here.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, TRANSLATION_LOCALES } from '@yali/contract';
import { clsx } from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from './form-fields';
import { UrlSelectFilter } from './url-filters';

/** 'Türkçe', 'English', 'Deutsch' …: a language named in itself. */
export function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * Tabs over a record's languages; `children(locale)` renders the fields of the chosen
 * one (Turkish: the record's own fields). `missing(locale)`: that language still lacks
 * a text (the tab shows 'Çeviri eksik').
 */
export function LanguageTabs({
  label,
  missing,
  children,
}: {
  label: string;
  missing?: (locale: Locale) => boolean;
  children: (locale: Locale) => ReactNode;
}) {
  const [current, setCurrent] = useState<Locale>(DEFAULT_LOCALE);
  const id = useId();
  const tabId = (l: Locale) => `${id}-tab-${l}`;
  const move = (from: Locale, step: number) => {
    const next = LOCALES[(LOCALES.indexOf(from) + step + LOCALES.length) % LOCALES.length] as Locale;
    setCurrent(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div className="space-y-3">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700">
        {LOCALES.map((l) => (
          <button
            key={l}
            id={tabId(l)}
            type="button"
            role="tab"
            aria-selected={current === l}
            aria-controls={`${id}-panel`}
            tabIndex={current === l ? 0 : -1}
            lang={l}
            onClick={() => setCurrent(l)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(l, 1);
              if (e.key === 'ArrowLeft') move(l, -1);
            }}
            className={clsx(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium',
              current === l
                ? 'border-sea-700 text-sea-800 dark:border-sea-100 dark:text-sea-100'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            {languageName(l)}
            {l !== DEFAULT_LOCALE && missing?.(l) && (
              <span lang="tr">
                <Badge tone="gold">Çeviri eksik</Badge>
              </span>
            )}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(current)}>
        {/* One subtree per language: an editor of another language starts from its own text. */}
        <div key={current}>{children(current)}</div>
      </div>
    </div>
  );
}

/** 'Çeviri eksik' on a list row whose record misses a translation (`missing`: the API's `missing_translations`). */
export function MissingTranslationBadge({ missing }: { missing: readonly string[] | undefined }) {
  if (!missing || missing.length === 0) return null;
  const names = missing.map((l) => languageName(l as Locale)).join(', ');
  return (
    <span title={`Çevirisi eksik: ${names}`}>
      <Badge tone="gold">Çeviri eksik</Badge>
    </span>
  );
}

/** The list filter 'Çeviri': all records, or those missing a language ('Çevirisi eksik olanlar'). */
export function MissingTranslationFilter() {
  const single = TRANSLATION_LOCALES.length === 1;
  return (
    <UrlSelectFilter
      name="missing_translation"
      label="Çeviri"
      allLabel="Tümü"
      options={TRANSLATION_LOCALES.map(
        (l) => [l, single ? 'Çevirisi eksik olanlar' : `Çevirisi eksik olanlar (${languageName(l)})`] as const,
      )}
    />
  );
}

/** A translatable record's form values: locale → field → text, every translation locale present (empty: none). */
export type TranslationValues<F extends string> = Record<string, Record<F, string>>;

/** Form values from a record's stored `translations` for `fields`. */
export function translationDefaults<F extends string>(
  fields: readonly F[],
  stored: Record<string, Record<string, string>> | undefined,
): TranslationValues<F> {
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((l) => [l, Object.fromEntries(fields.map((f) => [f, stored?.[l]?.[f] ?? ''])) as Record<F, string>]),
  );
}
