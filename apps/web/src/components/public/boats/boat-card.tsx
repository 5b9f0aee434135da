import { Anchor } from '@/components/icons';
import type { BoatCard as BoatCardData } from '@yali/contract';
import { CardBadge, UnitCard } from '../unit-card';
import { paths } from '@/lib/paths';
import { BoatFacts } from './boat-facts';
import { BoatPrice } from './boat-price';

/**
 * A boat of `/listingboat`; the whole card links to the boat page, carrying
 * the searched rental (`stayLink`: first day, days, guests) so that the boat
 * page can pre-select it. Server component.
 */
export function BoatCard({
  boat,
  eager = false,
  stayLink,
}: {
  boat: BoatCardData;
  eager?: boolean;
  stayLink?: { checkin?: string | undefined; days?: number | undefined; guests?: number | undefined };
}) {
  return (
    <UnitCard
      name={boat.name}
      href={stayLink ? paths.boatStay(boat.slug, stayLink) : paths.boat(boat.slug)}
      image={boat.image}
      place={boat.marina ? (boat.marina.location ? `${boat.marina.name}, ${boat.marina.location}` : boat.marina.name) : ''}
      eager={eager}
      badges={
        boat.type && (
          <CardBadge>
            <Anchor aria-hidden="true" className="size-3" />
            {boat.type.name}
          </CardBadge>
        )
      }
      price={<BoatPrice fromKurus={boat.from_price_kurus} rental={boat.rental} />}
    >
      <BoatFacts capacity={boat.capacity} cabins={boat.cabins} lengthM={boat.length_m} />
    </UnitCard>
  );
}
