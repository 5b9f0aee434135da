import type { Metadata } from 'next';
import { BadgeCheck, CarFront, MapPin, ShieldCheck } from '@/components/icons';
import { ServicePage, servicePageMetadata } from '@/components/public/service-page';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export const generateMetadata = async ({ params }: { params: LocaleParams }): Promise<Metadata> =>
  servicePageMetadata('car', 'CarPage', await pageLocale(params));

/** The car service page (SPEC §1 navigation, decision 022) in the page's language. */
export default async function CarPage({ params }: { params: LocaleParams }) {
  return (
    <ServicePage
      page="car"
      messages="CarPage"
      locale={await pageLocale(params)}
      points={[
        { icon: MapPin, key: 'delivery' },
        { icon: CarFront, key: 'range' },
        { icon: ShieldCheck, key: 'insurance' },
        { icon: BadgeCheck, key: 'price' },
      ]}
    />
  );
}
