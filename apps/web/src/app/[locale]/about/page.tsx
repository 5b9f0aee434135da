import type { Metadata } from 'next';
import { ContentPage, ContentUnavailable, HtmlContent } from '@/components/public/content-page';
import { getWebsitePage } from '@/components/public/website-content';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata({
    locale: await pageLocale(params),
    title: 'Hakkımızda',
    description:
      'Yalı Villa Kiralama: Kaş, Kalkan, Fethiye ve Bodrum’da lisanslı, özel havuzlu tatil villaları sunan TÜRSAB üyesi acente.',
    path: paths.about,
  });
}

export default async function AboutPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const page = await getWebsitePage('about');
  return (
    <ContentPage title={page?.title ?? 'Hakkımızda'} path={paths.about}>
      {page ? <HtmlContent html={page.content} /> : <ContentUnavailable />}
    </ContentPage>
  );
}
