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
 * (`children`: facts, dates) and the price at the foot. Server component.
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
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-800 dark:bg-slate-900"
      data-testid={testId}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100 dark:bg-slate-800">
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
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400 dark:text-slate-500">
            <ImageOff aria-hidden="true" className="size-10" />
            <span className="sr-only">{t('noImage')}</span>
          </div>
        )}
        {favourite && <FavouriteButton unit={{ ...favourite, name }} className="absolute top-3 right-3 z-10" />}
        {badges && <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">{badges}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div>
          <Heading className="text-lg leading-snug font-semibold text-slate-900 dark:text-white">
            <Link
              href={href}
              className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-sea-700 dark:hover:text-sea-100"
            >
              {name}
            </Link>
          </Heading>
          {place && (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {place}
            </p>
          )}
        </div>
        {children}
        <div className="mt-auto border-t border-slate-100 pt-3 dark:border-slate-800">{price}</div>
      </div>
    </article>
  );
}

/** A small pill over a card's image: the brand colour for "Popüler" and offers, else white. */
export function CardBadge({ tone = 'plain', children }: { tone?: 'brand' | 'plain'; children: ReactNode }) {
  return (
    <span
      className={
        tone === 'brand'
          ? 'inline-flex items-center gap-1 rounded-full bg-brand-500 px-2.5 py-0.5 text-xs font-semibold text-sea-950 shadow'
          : 'inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-sea-900 shadow backdrop-blur dark:bg-slate-950/80 dark:text-sea-100'
      }
    >
      {children}
    </span>
  );
}
