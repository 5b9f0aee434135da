import { Fragment } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';

/**
 * The "Sayfa yolu" trail at the top of a public page: Ana Sayfa, then each
 * `trail` step (name and link; a step without a name is left out, such as a
 * villa without a region), then the current page, marked `aria-current`.
 * Server component in the page's language (the trail's links come localised from the page).
 */
export function Breadcrumbs({
  trail = [],
  current,
  currentLang,
}: {
  trail?: { name: string | undefined; href: string }[];
  current: string;
  /** The current page's name is the agency's Turkish text on another language's page (`lang="tr"`). */
  currentLang?: string | undefined;
}) {
  const t = useTranslations('Breadcrumbs');
  const locale = useLocale() as Locale;
  const steps = [{ name: t('home'), href: localePath(locale, paths.home) }, ...trail].filter(
    (s): s is { name: string; href: string } => !!s.name,
  );
  return (
    <nav aria-label={t('label')} className="text-sm text-slate-600 dark:text-slate-400">
      <ol className="flex flex-wrap items-center gap-1.5">
        {steps.map((step) => (
          <Fragment key={step.href}>
            <li>
              <Link href={step.href} className="rounded hover:text-sea-700 dark:hover:text-white">
                {step.name}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" lang={currentLang} className="font-medium text-slate-700 dark:text-slate-200">
          {current}
        </li>
      </ol>
    </nav>
  );
}
