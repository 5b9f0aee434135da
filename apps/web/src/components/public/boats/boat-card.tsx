import Link from 'next/link';
import { Anchor, ImageOff, MapPin } from '@/components/icons';
import type { BoatCard as BoatCardData } from '@yali/contract';
import { imageSrc, imageSrcSet } from '@/features/villas/lib/images';
import { paths } from '@/lib/paths';
import { BoatFacts } from './boat-facts';
import { BoatPrice } from './boat-price';

/** A boat of `/listingboat`; the whole card links to the boat page. Server component. */
export function BoatCard({ boat, eager = false }: { boat: BoatCardData; eager?: boolean }) {
  const image = boat.image;
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
            alt={image.alt || boat.name}
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
        {boat.type && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-sea-900 shadow backdrop-blur dark:bg-slate-950/80 dark:text-sea-100">
            <Anchor aria-hidden="true" className="size-3" />
            {boat.type.name}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div>
          <h2 className="text-lg leading-snug font-semibold text-slate-900 dark:text-white">
            <Link
              href={paths.boat(boat.slug)}
              className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-sea-700 dark:hover:text-sea-100"
            >
              {boat.name}
            </Link>
          </h2>
          {boat.marina && (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {boat.marina.location ? `${boat.marina.name}, ${boat.marina.location}` : boat.marina.name}
            </p>
          )}
        </div>
        <BoatFacts capacity={boat.capacity} cabins={boat.cabins} lengthM={boat.length_m} />
        <div className="mt-auto border-t border-slate-100 pt-3 dark:border-slate-800">
          <BoatPrice fromKurus={boat.from_price_kurus} rental={boat.rental} />
        </div>
      </div>
    </article>
  );
}
