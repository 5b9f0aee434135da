import { Anchor } from '@/components/icons';
import type { PublicBoatDetail } from '@yali/contract';
import { useTranslations } from 'next-intl';
import { LocationCard } from '@/components/public/location-card';

type Marina = NonNullable<PublicBoatDetail['marina']>;

/**
 * Where the boat leaves from: the marina's name, place, departure and return
 * times and, when known, coordinates with a link that opens them on
 * OpenStreetMap (the shared static LocationCard — no map tiles or
 * third-party scripts load with the page).
 */
export function MarinaLocation({ marina, departure, returnTime }: { marina: Marina; departure: string; returnTime: string }) {
  const t = useTranslations('UnitPage');
  return (
    <LocationCard
      icon={<Anchor className="size-7" />}
      title={marina.name}
      region={marina.location}
      lat={marina.lat}
      lng={marina.lng}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('marinaNote', { departure, returnTime })}</p>
    </LocationCard>
  );
}
