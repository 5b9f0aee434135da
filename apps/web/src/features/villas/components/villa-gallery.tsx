'use client';

import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { VillaImage } from '@yali/contract';
import { imageSrc, imageSrcSet } from '../lib/images';

/** Main image with previous/next buttons (and arrow keys) plus a strip of thumbnails. */
export function VillaGallery({ images, villaName }: { images: VillaImage[]; villaName: string }) {
  const [index, setIndex] = useState(0);
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
        Bu villa için henüz görsel eklenmemiş.
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

  const navButton =
    'absolute top-1/2 -translate-y-1/2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg backdrop-blur transition hover:bg-white dark:bg-slate-900/85 dark:text-white dark:hover:bg-slate-900';

  return (
    <section
      aria-roledescription="galeri"
      aria-label={`${villaName} fotoğrafları`}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3"
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
        {/* biome-ignore lint/performance/noImgElement: the API serves responsive WebP variants (srcSet); next/image is unoptimised in this app */}
        <img
          key={current.id}
          src={imageSrc(current, 1280)}
          srcSet={imageSrcSet(current)}
          sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
          width={current.width}
          height={current.height}
          alt={current.alt || `${villaName} – fotoğraf ${index + 1}`}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          className="aspect-[16/10] w-full object-cover sm:aspect-[16/9] lg:aspect-[2/1]"
        />
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(-1)} aria-label="Önceki fotoğraf" className={clsx(navButton, 'left-3')}>
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button type="button" onClick={() => go(1)} aria-label="Sonraki fotoğraf" className={clsx(navButton, 'right-3')}>
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
              aria-label={`Fotoğraf ${i + 1}`}
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
    </section>
  );
}
