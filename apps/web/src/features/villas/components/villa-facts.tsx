import { Bath, BedDouble, Users } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { UnitFacts } from '@/components/public/unit-facts';

/** Capacity, bedrooms and bathrooms of a villa as a compact row of icons, in the page's language (server component). */
export function VillaFacts({
  capacity,
  bedrooms,
  bathrooms,
  className,
}: {
  capacity: number;
  bedrooms: number;
  bathrooms: number;
  className?: string;
}) {
  const t = useTranslations('UnitPage');
  const facts = [
    { icon: Users, text: t('guests', { count: capacity }) },
    { icon: BedDouble, text: t('bedrooms', { count: bedrooms }) },
    { icon: Bath, text: t('bathrooms', { count: bathrooms }) },
  ];
  return <UnitFacts facts={facts} className={className} />;
}
