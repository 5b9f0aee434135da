import type { Metadata } from 'next';
import { Clock, Plane, ShieldCheck, Users } from '@/components/icons';
import { ServicePage, servicePageMetadata } from '@/components/public/service-page';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export const generateMetadata = async ({ params }: { params: LocaleParams }): Promise<Metadata> =>
  servicePageMetadata(
    'transfer',
    'Havalimanından villanıza özel VIP transfer: uçuş takibi, karşılama, bebek koltuğu ve sabit fiyat.',
    await pageLocale(params),
  );

export default async function TransferPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <ServicePage
      page="transfer"
      points={[
        {
          icon: Plane,
          title: 'Uçuş takibi',
          text: 'Uçuşunuz gecikse bile şoförünüz sizi terminal çıkışında isminizle bekler.',
        },
        {
          icon: Users,
          title: 'Size özel araç',
          text: 'Paylaşımsız, klimalı VIP araçlar; kalabalık gruplar için minibüs.',
        },
        {
          icon: ShieldCheck,
          title: 'Güvenli yolculuk',
          text: 'Profesyonel şoförler, sigortalı araçlar ve ücretsiz bebek koltuğu.',
        },
        {
          icon: Clock,
          title: 'Sabit fiyat',
          text: 'Gece ya da gündüz fark etmez; fiyat rezervasyonda belli olur.',
        },
      ]}
      ctaTitle="Transfer ayırtmak için bize ulaşın"
      whatsappText="Merhaba, havalimanından villaya transfer ayırtmak istiyorum."
    />
  );
}
