import type { Metadata } from 'next';
import Link from 'next/link';
import { ChevronDown } from '@/components/icons';
import type { FaqEntry } from '@yali/contract';
import { ContentPage, ContentUnavailable } from '@/components/public/content-page';
import { getWebsitePage } from '@/components/public/website-content';
import { JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';
import { contentLang, localePath } from '@/i18n/paths';
import { getTranslations } from 'next-intl/server';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FaqPage' });
  return pageMetadata({ locale, title: t('title'), description: t('description'), path: paths.faq });
}

const isFaq = (v: unknown): v is FaqEntry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FaqEntry).question === 'string' &&
  typeof (v as FaqEntry).answer === 'string';

/**
 * FAQ (SPEC §1): the entries of the website 'home' section, as native disclosure widgets (keyboard-operable),
 * in the page's language; questions the agency wrote itself and did not translate are marked Turkish.
 */
export default async function FaqPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const [home, t] = await Promise.all([getWebsitePage('home', locale), getTranslations({ locale, namespace: 'FaqPage' })]);
  const entries = Array.isArray(home?.data.faq) ? home.data.faq.filter(isFaq) : [];
  const untranslated = home?.untranslated?.includes('data.faq') ? contentLang(locale) : {};
  return (
    <ContentPage title={t('title')} path={paths.faq} lead={t('lead')}>
      {home === null ? (
        <ContentUnavailable />
      ) : (
        <>
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              mainEntity: entries.map((e) => ({
                '@type': 'Question',
                name: e.question,
                acceptedAnswer: { '@type': 'Answer', text: e.answer },
              })),
            }}
          />
          <div
            {...untranslated}
            className="max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          >
            {entries.map((e) => (
              <details key={e.question} className="group px-5 py-1">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden">
                  {e.question}
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
                </summary>
                <p className="pb-5 leading-relaxed text-slate-700 dark:text-slate-300">{e.answer}</p>
              </details>
            ))}
          </div>
        </>
      )}
      <p className="mt-8 text-slate-700 dark:text-slate-300">
        {t.rich('more', {
          link: (text) => (
            <Link
              href={localePath(locale, paths.contact)}
              className="font-semibold text-sea-700 underline underline-offset-2 dark:text-brand-400"
            >
              {text}
            </Link>
          ),
        })}
      </p>
    </ContentPage>
  );
}
