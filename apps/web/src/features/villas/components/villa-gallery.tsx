'use client';

import { ChevronLeft, ChevronRight, Expand, ImageOff } from '@/components/public-icons';
import { clsx } from 'clsx';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { VillaImage } from '@yali/contract';
import { useTranslations } from 'next-intl';
import { imageSrc, imageSrcSet } from '../lib/images';

// The full-screen viewer stays out of the page's first-load JS: its chunk is fetched when a visitor
// points at or focuses an opener, and rendered on the first open. React's lazy rather than next/dynamic,
// whose loader adds ~1.5 kB gzip to the first load; the viewer is never server-rendered anyway.
const loadLightbox = () => import('./villa-lightbox');
const VillaLightbox = lazy(loadLightbox);

/**
 * A villa's (or boat's) photos: the main image with previous/next buttons and
 * arrow keys, a strip of thumbnails, and a full-screen viewer (VillaLightbox)
 * opened by clicking the main image or 'Tüm fotoğraflar (N)'.
 */
export function VillaGallery({ images, villaName }: { images: VillaImage[]; villaName: string }) {
  const t = useTranslations('Client.Gallery');
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const thumbs = useRef<HTMLDivElement>(null);
  const count = images.length;
  const current = images[index];

  useEffect(() => {
    const strip = thumbs.current;
    const active = strip?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (strip && active) {
      strip.scrollTo({ left: active.offsetLeft - strip.clientWidth / 2 + active.clientWidth / 2, behavior: 'smooth' });
    }
  }, [index]);

  if (!current) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <ImageOff aria-hidden="true" className="mr-2 size-6" />
        {t('noPhotos')}
      </div>
    );
  }

  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  };

  const alt = current.alt || t('photoAlt', { name: villaName, number: index + 1 });
  const preload = { onPointerEnter: loadLightbox, onFocus: loadLightbox };
  const navButton =
    'absolute top-1/2 -translate-y-1/2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg backdrop-blur transition hover:bg-white dark:bg-slate-900/85 dark:text-white dark:hover:bg-slate-900';

  return (
    <section
      aria-roledescription="galeri"
      aria-label={t('photos', { name: villaName })}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3"
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
        <button
          type="button"
          onClick={() => setViewing(true)}
          {...preload}
          aria-haspopup="dialog"
          className="block w-full cursor-zoom-in focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-500"
        >
          {/* biome-ignore lint/performance/noImgElement: the API serves responsive WebP variants (srcSet); next/image is unoptimised in this app */}
          <img
            key={current.id}
            src={imageSrc(current, 1280)}
            srcSet={imageSrcSet(current)}
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
            width={current.width}
            height={current.height}
            alt={alt}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="aspect-[16/10] w-full object-cover sm:aspect-[16/9] lg:aspect-[2/1]"
          />
          <span className="sr-only">{t('enlarge')}</span>
        </button>
        <button
          type="button"
          onClick={() => setViewing(true)}
          {...preload}
          aria-haspopup="dialog"
          className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-xs font-semibold text-slate-900 shadow-lg backdrop-blur transition hover:bg-white dark:bg-slate-900/85 dark:text-white dark:hover:bg-slate-900"
        >
          <Expand aria-hidden="true" className="size-4" />
          {t('allPhotos', { count })}
        </button>
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(-1)} aria-label={t('previous')} className={clsx(navButton, 'left-3')}>
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button type="button" onClick={() => go(1)} aria-label={t('next')} className={clsx(navButton, 'right-3')}>
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
        <p
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-full bg-slate-950/70 px-3 py-1 text-xs font-medium text-white tabular-nums"
        >
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 && (
        <div ref={thumbs} className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
          {images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('photo', { number: i + 1 })}
              data-index={i}
              aria-current={i === index ? 'true' : undefined}
              className={clsx(
                'shrink-0 overflow-hidden rounded-lg border-2 transition',
                i === index
                  ? 'border-brand-500'
                  : 'border-transparent opacity-70 hover:opacity-100 dark:opacity-60 dark:hover:opacity-100',
              )}
            >
              {/* biome-ignore lint/performance/noImgElement: the API serves responsive WebP variants (srcSet); next/image is unoptimised in this app */}
              <img
                src={image.variants[0]?.url}
                width={96}
                height={64}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-16 w-24 object-cover"
              />
            </button>
          ))}
        </div>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <VillaLightbox
            images={images}
            villaName={villaName}
            index={index}
            onIndex={setIndex}
            onClose={() => setViewing(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
