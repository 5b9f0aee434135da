import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
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

const DESCRIPTIONS: Record<Section, string> = {
  rental: 'Villa kiralama sözleşmesinin genel koşulları: rezervasyon, ödeme, hasar depozitosu, giriş-çıkış ve iptal.',
  privacy: 'Gizlilik politikamız: hangi bilgileri topladığımız, nasıl kullandığımız ve nasıl koruduğumuz.',
  cancel: 'İptal politikası: giriş tarihine kalan süreye göre ön ödeme iadesi ve tarih değişikliği koşulları.',
  kvkk: '6698 sayılı KVKK kapsamında kişisel verilerinizin işlenmesine ilişkin aydınlatma metni.',
  howrent: 'Villa nasıl kiralanır? Villa seçimi, rezervasyon talebi, ön ödeme ve girişe kadar dört adım.',
};

// Rendered on first visit, then cached until revalidated (decision 004); the build does not call the API.
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ section: string }[]> => [];

type Params = LocaleParams<{ section: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { section } = await params;
  if (!isSection(section)) return { title: 'Sayfa bulunamadı' };
  const page = await getWebsitePage(section as WebsiteSection);
  const description = page?.updated_at ? plainText(page.content).slice(0, 160) : DESCRIPTIONS[section];
  return pageMetadata({
    title: page?.title ?? 'Bilgi',
    description,
    path: paths.website(section),
    locale: await pageLocale(params),
  });
}

export default async function WebsiteSectionPage({ params }: { params: Params }) {
  await pageLocale(params);
  const { section } = await params;
  if (!isSection(section)) notFound();
  const page = await getWebsitePage(section);
  return (
    <ContentPage title={page?.title ?? 'Bilgi'} path={paths.website(section)}>
      {page ? <HtmlContent html={page.content} /> : <ContentUnavailable />}
    </ContentPage>
  );
}
