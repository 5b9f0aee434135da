import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { ImageOff, MapPin } from '@/components/icons';
import type { VillaImage } from '@yali/contract';
import { FavouriteButton } from '@/features/favourites/favourite-button';
import type { FavouriteUnit } from '@/features/favourites/favourites-context';
import { imageSrc, imageSrcSet } from '@/features/villas/lib/images';

/**
 * The card of a rental unit (villa, boat, short-term offer) in a grid of
 * results, written once for every kind (issue 21): the first image (or
 * "Görsel yok"), badges over its top-left corner and, for a unit one can keep
 * (`favourite`: its kind, id, slug and thumbnail), the favourite heart at
 * the top right, the name as a heading whose link
 * covers the whole card, the place under it, the kind's own lines
 * (`children`: facts, dates) and the price at the foot. Server component. Its look is in
 * app/globals.css (`.unit-card…`): a listing repeats it on every card, in the HTML and in the React
 * payload, so one short class per part rather than the utility lists (issue 16).
 */
export function UnitCard({
  name,
  href,
  image,
  place,
  badges,
  favourite,
  children,
  price,
  eager = false,
  headingLevel = 'h2',
  testId,
}: {
  name: string;
  href: string;
  image: Pick<VillaImage, 'variants' | 'width' | 'height' | 'alt'> | null | undefined;
  /** "Kaş / Kalkan", "Göcek Marina, Fethiye"; nothing when empty. */
  place?: string | undefined;
  badges?: ReactNode;
  favourite?: Omit<FavouriteUnit, 'name'>;
  children?: ReactNode;
  price: ReactNode;
  /** First row of a page: load the image at once instead of lazily. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  testId?: string;
}) {
  const t = useTranslations('Card');
  const Heading = headingLevel;
  return (
    <article className="group unit-card" data-testid={testId}>
      <div className="unit-card-media">
        {image ? (
          // biome-ignore lint/performance/noImgElement: the API serves responsive WebP variants (srcSet); next/image is unoptimised in this app
          <img
            src={imageSrc(image)}
            srcSet={imageSrcSet(image)}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            width={image.width}
            height={image.height}
            alt={image.alt || name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="unit-card-img"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400 dark:text-slate-500">
            <ImageOff aria-hidden="true" className="size-10" />
            <span className="sr-only">{t('noImage')}</span>
          </div>
        )}
        {favourite && <FavouriteButton unit={{ ...favourite, name }} className="absolute top-3 right-3 z-10" />}
        {badges && <div className="unit-card-badges">{badges}</div>}
      </div>
      <div className="unit-card-body">
        <div>
          <Heading className="unit-card-name">
            <Link href={href} className="unit-card-link">
              {name}
            </Link>
          </Heading>
          {place && (
            <p className="unit-card-place">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {place}
            </p>
          )}
        </div>
        {children}
        <div className="unit-card-foot">{price}</div>
      </div>
    </article>
  );
}

/** A small pill over a card's image: the brand colour for "Popüler" and offers, else white. */
export function CardBadge({ tone = 'plain', children }: { tone?: 'brand' | 'plain'; children: ReactNode }) {
  return <span className={tone === 'brand' ? 'card-badge-brand' : 'card-badge'}>{children}</span>;
}
