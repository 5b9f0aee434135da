import { BedDouble, Ruler, Users } from '@/components/icons';
import { UnitFacts } from '../unit-facts';
import { lengthLabel } from './labels';

/** Capacity, cabins and length of a boat as a compact row of icons. */
export function BoatFacts({
  capacity,
  cabins,
  lengthM,
  className,
}: {
  capacity: number;
  cabins: number;
  lengthM: number;
  className?: string;
}) {
  const facts = [
    { icon: Users, text: `${capacity} kişi` },
    { icon: BedDouble, text: cabins > 0 ? `${cabins} kabin` : 'Kabinsiz' },
    { icon: Ruler, text: lengthLabel(lengthM) },
  ];
  return <UnitFacts facts={facts} className={className} />;
}
