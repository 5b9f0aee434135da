import { Bath, BedDouble, Users } from '@/components/icons';
import { UnitFacts } from '@/components/public/unit-facts';

/** Capacity, bedrooms and bathrooms of a villa as a compact row of icons. */
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
  const facts = [
    { icon: Users, text: `${capacity} kişi` },
    { icon: BedDouble, text: `${bedrooms} yatak odası` },
    { icon: Bath, text: `${bathrooms} banyo` },
  ];
  return <UnitFacts facts={facts} className={className} />;
}
