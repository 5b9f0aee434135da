import Link from 'next/link';
import { ImageOff, MapPin, Star } from '@/components/icons';
import type { VillaCard as VillaCardData } from '@yali/contract';
import { StayTotal } from '@/features/booking/stay-total';
import { FavouriteButton } from '@/features/favourites/favourite-button';
import { paths } from '@/lib/paths';
import { imageSrc, imageSrcSet } from '../lib/images';
import { FromPrice } from './from-price';
import { VillaFacts } from './villa-facts';

/** A villa of the listing and the home page; the whole card links to the villa page. */
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
  const Heading = headingLevel;
  const image = villa.images[0];
  const place = [villa.town, villa.district].filter(Boolean).join(' / ');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100 dark:bg-slate-800">
        {image ? (
          // biome-ignore lint/performance/noImgElement: the API serves responsive WebP variants (srcSet); next/image is unoptimised in this app
          <img
            src={imageSrc(image)}
            srcSet={imageSrcSet(image)}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            width={image.width}
            height={image.height}
            alt={image.alt || villa.name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400 dark:text-slate-500">
            <ImageOff aria-hidden="true" className="size-10" />
            <span className="sr-only">Görsel yok</span>
          </div>
        )}
        <FavouriteButton
          villa={{ id: villa.id, slug: villa.slug, name: villa.name, thumbnail: villa.thumbnail }}
          className="absolute top-3 right-3 z-10"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {villa.popular && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-500 px-2.5 py-0.5 text-xs font-semibold text-sea-950 shadow">
              <Star aria-hidden="true" className="size-3 fill-current" />
              Popüler
            </span>
          )}
          {villa.types.map((t) => (
            <span
              key={t.id}
              className="rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-sea-900 shadow backdrop-blur dark:bg-slate-950/80 dark:text-sea-100"
            >
              {t.name}
            </span>
          ))}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div>
          <Heading className="text-lg leading-snug font-semibold text-slate-900 dark:text-white">
            <Link
              href={paths.villa(villa.slug, stayLink)}
              className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-sea-700 dark:hover:text-sea-100"
            >
              {villa.name}
            </Link>
          </Heading>
          {place && (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {place}
            </p>
          )}
        </div>
        <VillaFacts capacity={villa.capacity} bedrooms={villa.bedrooms} bathrooms={villa.bathrooms} />
        <div className="mt-auto border-t border-slate-100 pt-3 dark:border-slate-800">
          {villa.stay ? (
            <StayTotal nights={villa.stay.nights} kurus={villa.stay.total_kurus} />
          ) : (
            <FromPrice kurus={villa.from_price_kurus} />
          )}
        </div>
      </div>
    </article>
  );
}
