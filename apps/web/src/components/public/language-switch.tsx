'use client';

import { LOCALES, type Locale } from '@yali/contract/locales';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { folderPath, LOCALE_NAMES, localePath } from '@/i18n/paths';

/**
 * The top bar's language switch (issue 18): a link per other language to this
 * same page in it (`/villa/x` ⇄ `/en/villa/x`, `/rezervasyonlarim` ⇄
 * `/en/my-reservations`), keeping the query (dates, guests, filters). A full
 * page load, not a client transition: the document's `lang` changes too.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale() as Locale;
  const t = useTranslations('Client.Language');
  const page = folderPath(usePathname() ?? '/');
  return (
    <ul aria-label={t('label')} className="flex items-center">
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <li key={l}>
          <a
            href={localePath(l, page)}
            hrefLang={l}
            lang={l}
            className={className}
            onClick={(e) => {
              e.preventDefault();
              window.location.assign(`${localePath(l, page)}${window.location.search}${window.location.hash}`);
            }}
          >
            {LOCALE_NAMES[l]}
          </a>
        </li>
      ))}
    </ul>
  );
}
