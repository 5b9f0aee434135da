import { BedDouble, Ruler, Users } from '@/components/icons';
import { clsx } from 'clsx';
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
  return (
    <ul className={clsx('flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300', className)}>
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1.5">
          <Icon aria-hidden="true" className="size-4 text-sea-600 dark:text-sea-100" />
          {text}
        </li>
      ))}
    </ul>
  );
}
