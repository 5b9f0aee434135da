import type { Metadata } from 'next';
import { ContentPage, ContentUnavailable, HtmlContent } from '@/components/public/content-page';
import { getWebsitePage } from '@/components/public/website-content';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

// The build cannot reach the API: rendered per request from cached reads (decision 004).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Hakkımızda',
  description:
    'Yalı Villa Kiralama: Kaş, Kalkan, Fethiye ve Bodrum’da lisanslı, özel havuzlu tatil villaları sunan TÜRSAB üyesi acente.',
  path: paths.about,
});

export default async function AboutPage() {
  const page = await getWebsitePage('about');
  return (
    <ContentPage title={page?.title ?? 'Hakkımızda'} path={paths.about}>
      {page ? <HtmlContent html={page.content} /> : <ContentUnavailable />}
    </ContentPage>
  );
}
