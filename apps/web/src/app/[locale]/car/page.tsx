import type { Metadata } from 'next';
import { BadgeCheck, CarFront, MapPin, ShieldCheck } from '@/components/icons';
import { ServicePage, servicePageMetadata } from '@/components/public/service-page';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export const generateMetadata = async ({ params }: { params: LocaleParams }): Promise<Metadata> =>
  servicePageMetadata(
    'car',
    'Villa tatiliniz için araç kiralama: havalimanında ya da villanızda teslim, kasko dahil, ekonomik ve aile araçları.',
    await pageLocale(params),
  );

export default async function CarPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <ServicePage
      page="car"
      points={[
        {
          icon: MapPin,
          title: 'Kapınızda teslim',
          text: 'Dalaman, Antalya ve Bodrum havalimanlarında ya da villanızda teslim ve iade.',
        },
        {
          icon: CarFront,
          title: 'Her ihtiyaca araç',
          text: 'Ekonomik, otomatik vitesli, 7–9 kişilik aile araçları ve SUV seçenekleri.',
        },
        {
          icon: ShieldCheck,
          title: 'Kasko dahil',
          text: 'Tüm araçlarımız kaskolu ve bakımlı; 7/24 yol yardımı sağlanır.',
        },
        {
          icon: BadgeCheck,
          title: 'Şeffaf fiyat',
          text: 'Gizli ücret yok; ek sürücü ve bebek koltuğu talebe göre eklenir.',
        },
      ]}
      ctaTitle="Araç kiralamak için bize ulaşın"
      whatsappText="Merhaba, villa tatilim için araç kiralamak istiyorum."
    />
  );
}
