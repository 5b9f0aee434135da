import { Star } from '@/components/icons';
import { CardBadge, UnitCard } from '@/components/public/unit-card';
import type { VillaCard as VillaCardData } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { StayTotal } from '@/features/booking/stay-total';
import { paths } from '@/lib/paths';
import { FromPrice } from './from-price';
import { ReviewScore } from './review-score';
import { VillaFacts } from './villa-facts';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/i18n/paths';

/**
 * A villa of the listing and the home page; the whole card links to the villa page. Synchronous (next-intl's
 * hooks, not its awaited getters): an async card became a chunk of its own in the page's React payload.
 */
export function VillaCard({
  villa,
  eager = false,
  headingLevel = 'h2',
  stayLink,
}: {
  villa: VillaCardData;
  /** First row of a page: load the image at once instead of lazily. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The listing's searched stay: the villa page pre-selects it in its booking panel. */
  stayLink?: { checkin?: string | undefined; checkout?: string | undefined; guests?: number | undefined };
}) {
  const [locale, t] = [useLocale() as Locale, useTranslations('Card')];
  return (
    <UnitCard
      name={villa.name}
      href={localePath(locale, paths.villa(villa.slug, stayLink))}
      image={villa.images[0]}
      place={[villa.town, villa.district].filter(Boolean).join(' / ')}
      eager={eager}
      headingLevel={headingLevel}
      favourite={{ kind: 'villa', id: villa.id, slug: villa.slug, thumbnail: villa.thumbnail }}
      badges={
        <>
          {villa.popular && (
            <CardBadge tone="brand">
              <Star aria-hidden="true" className="size-3 fill-current" />
              {t('popular')}
            </CardBadge>
          )}
          {villa.types.map((t) => (
            <CardBadge key={t.id}>{t.name}</CardBadge>
          ))}
        </>
      }
      price={
        villa.stay ? (
          <StayTotal nights={villa.stay.nights} kurus={villa.stay.total_kurus} />
        ) : (
          <FromPrice kurus={villa.from_price_kurus} />
        )
      }
    >
      <ReviewScore rating={villa.rating} count={villa.review_count} />
      <VillaFacts capacity={villa.capacity} bedrooms={villa.bedrooms} bathrooms={villa.bathrooms} />
    </UnitCard>
  );
}
