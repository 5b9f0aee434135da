import type { Metadata } from 'next';
import { Clock, Plane, ShieldCheck, Users } from '@/components/icons';
import { ServicePage, servicePageMetadata } from '@/components/public/service-page';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export const generateMetadata = async ({ params }: { params: LocaleParams }): Promise<Metadata> =>
  servicePageMetadata('transfer', 'TransferPage', await pageLocale(params));

/** The transfer service page (SPEC §1 navigation, decision 022) in the page's language. */
export default async function TransferPage({ params }: { params: LocaleParams }) {
  return (
    <ServicePage
      page="transfer"
      messages="TransferPage"
      locale={await pageLocale(params)}
      points={[
        { icon: Plane, key: 'flights' },
        { icon: Users, key: 'private' },
        { icon: ShieldCheck, key: 'safety' },
        { icon: Clock, key: 'price' },
      ]}
    />
  );
}
