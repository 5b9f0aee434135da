import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { WebsiteSection } from '@yali/contract';
import { ContentPage, ContentUnavailable, HtmlContent } from '@/components/public/content-page';
import { getWebsitePage } from '@/components/public/website-content';
import { pageMetadata, plainText } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

/** The static content pages of SPEC §2: /website/{rental|privacy|cancel|kvkk|howrent}. */
const SECTIONS = ['rental', 'privacy', 'cancel', 'kvkk', 'howrent'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (s: string): s is Section => (SECTIONS as readonly string[]).includes(s);

// Rendered on first visit, then cached until revalidated (decision 004); the build does not call the API.
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ section: string }[]> => [];

type Params = LocaleParams<{ section: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { section } = await params;
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'InfoPage' });
  if (!isSection(section)) return { title: t('notFound') };
  const page = await getWebsitePage(section as WebsiteSection, locale);
  // An edited page describes itself; the built-in one (never saved) by the page's own line.
  const description = page?.updated_at ? plainText(page.content).slice(0, 160) : t(`descriptions.${section}`);
  return pageMetadata({ title: page?.title ?? t('title'), description, path: paths.website(section), locale });
}

/** A content page of SPEC §2 in the page's language; the agency's texts without a translation marked Turkish. */
export default async function WebsiteSectionPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const { section } = await params;
  if (!isSection(section)) notFound();
  const [page, t] = await Promise.all([getWebsitePage(section, locale), getTranslations({ locale, namespace: 'InfoPage' })]);
  return (
    <ContentPage
      title={page?.title ?? t('title')}
      titleUntranslated={page?.untranslated?.includes('title')}
      path={paths.website(section)}
    >
      {page ? <HtmlContent html={page.content} untranslated={page.untranslated?.includes('content')} /> : <ContentUnavailable />}
    </ContentPage>
  );
}
