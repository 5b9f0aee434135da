'use client';

import { ChevronLeft, ChevronRight, X } from '@/components/public-icons';
import { type KeyboardEvent, type TouchEvent, useEffect, useRef } from 'react';
import type { VillaImage } from '@yali/contract';
import { imageSrc, imageSrcSet } from '../lib/images';
import { useTranslations } from 'next-intl';

/** How far (px) a finger must travel sideways to count as a swipe. */
const SWIPE_PX = 50;

/**
 * The gallery's full-screen photo viewer, loaded only when a visitor first
 * opens it (VillaGallery imports it lazily). A modal native `<dialog>`:
 * the page behind is inert and Tab stays inside; Escape or 'Kapat' closes,
 * ArrowLeft/ArrowRight, the buttons or a swipe move; the counter 'i / N' is
 * announced. Focus goes back to the element that opened it.
 * `index` is shared with the gallery, so closing leaves the gallery on the
 * photo last seen; `onIndex` receives the new index (wrapping around).
 */
export default function VillaLightbox({
  images,
  villaName,
  index,
  onIndex,
  onClose,
}: {
  images: VillaImage[];
  villaName: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Client.Gallery');
  const ref = useRef<HTMLDialogElement>(null);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const current = images[index];

  useEffect(() => {
    const dialog = ref.current;
    // Captured before showModal moves focus into the dialog.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      root.style.overflow = overflow;
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const go = (delta: number) => onIndex((index + delta + count) % count);
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Tab') {
      // A modal dialog would let Tab leave for the browser's own controls: wrap around instead.
      const buttons = [...e.currentTarget.querySelectorAll('button')];
      const edge = e.shiftKey ? buttons[0] : buttons.at(-1);
      if (document.activeElement === edge) {
        e.preventDefault();
        (e.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
      }
      return;
    }
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    // The gallery around listens for the same keys: move once.
    e.stopPropagation();
    if (count > 1) go(e.key === 'ArrowLeft' ? -1 : 1);
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || count < 2) return;
    if (Math.abs(end - start) >= SWIPE_PX) go(end < start ? 1 : -1);
  };

  const round =
    'inline-flex size-12 items-center justify-center rounded-full bg-slate-900/75 text-white ring-1 ring-white/25 transition hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <dialog
      ref={ref}
      aria-label={t('photos', { name: villaName })}
      // Escape fires `cancel`: the gallery's state decides whether the viewer is open.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none overscroll-contain bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p aria-live="polite" className="text-sm font-medium tabular-nums">
            <span className="sr-only">{t('photoWord')}</span>
            {index + 1} / {count}
          </p>
          <button type="button" onClick={onClose} className={`${round} size-11`}>
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('close')}</span>
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-20"
          onTouchStart={(e) => {
            touchX.current = e.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={onTouchEnd}
        >
          {current && (
            // biome-ignore lint/performance/noImgElement: the API serves responsive WebP variants (srcSet); next/image is unoptimised in this app
            <img
              key={current.id}
              src={imageSrc(current, 1280)}
              srcSet={imageSrcSet(current)}
              sizes="100vw"
              width={current.width}
              height={current.height}
              alt={current.alt || t('photoAlt', { name: villaName, number: index + 1 })}
              className="max-h-full w-auto max-w-full object-contain select-none"
              draggable={false}
            />
          )}
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={t('previous')}
                className={`${round} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
              >
                <ChevronLeft aria-hidden="true" className="size-7" />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={t('next')}
                className={`${round} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
              >
                <ChevronRight aria-hidden="true" className="size-7" />
              </button>
            </>
          )}
        </div>
        <p className="min-h-12 px-4 py-3 text-center text-sm text-slate-300">
          {current?.alt || villaName}
          {count > 1 && <span className="sr-only">{t('arrowsHint')}</span>}
        </p>
      </div>
    </dialog>
  );
}
