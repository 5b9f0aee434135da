import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentPage, ContentUnavailable, HtmlContent } from '@/components/public/content-page';
import { getWebsitePage } from '@/components/public/website-content';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return pageMetadata({ locale, title: t('title'), description: t('description'), path: paths.about });
}

/** About us (SPEC §1): the agency's website page 'about', in the page's language where it has a translation. */
export default async function AboutPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const [page, t] = await Promise.all([getWebsitePage('about', locale), getTranslations({ locale, namespace: 'AboutPage' })]);
  return (
    <ContentPage title={page?.title ?? t('title')} titleUntranslated={page?.untranslated?.includes('title')} path={paths.about}>
      {page ? <HtmlContent html={page.content} untranslated={page.untranslated?.includes('content')} /> : <ContentUnavailable />}
    </ContentPage>
  );
}
