import { Anchor } from '@/components/icons';
import type { BoatCard as BoatCardData } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { CardBadge, UnitCard } from '../unit-card';
import { ReviewScore } from '@/features/villas/components/review-score';
import { paths } from '@/lib/paths';
import { BoatFacts } from './boat-facts';
import { BoatPrice } from './boat-price';
import { useLocale } from 'next-intl';
import { localePath } from '@/i18n/paths';

/**
 * A boat of `/listingboat`; the whole card links to the boat page, carrying
 * the searched rental (`stay`: first day, days, guests) so that its booking
 * section pre-selects them (issue 23); the heart keeps it in the favourites; its published
 * reviews' score shows as on villa cards. Server component, synchronous (see VillaCard).
 */
export function BoatCard({
  boat,
  eager = false,
  stay,
}: {
  boat: BoatCardData;
  eager?: boolean;
  stay?: { checkin?: string | undefined; days?: number | undefined; guests?: number | undefined };
}) {
  const locale = useLocale() as Locale;
  return (
    <UnitCard
      name={boat.name}
      href={localePath(locale, stay ? paths.boatStay(boat.slug, stay) : paths.boat(boat.slug))}
      image={boat.image}
      place={boat.marina ? (boat.marina.location ? `${boat.marina.name}, ${boat.marina.location}` : boat.marina.name) : ''}
      eager={eager}
      favourite={{ kind: 'boat', id: boat.id, slug: boat.slug, thumbnail: boat.thumbnail }}
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
      <ReviewScore rating={boat.rating} count={boat.review_count} />
      <BoatFacts capacity={boat.capacity} cabins={boat.cabins} lengthM={boat.length_m} />
    </UnitCard>
  );
}
