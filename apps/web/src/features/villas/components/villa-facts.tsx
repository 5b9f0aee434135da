import { Bath, BedDouble, Users } from '@/components/icons';
import { clsx } from 'clsx';

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
