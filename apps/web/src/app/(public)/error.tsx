'use client';

import { RotateCcw } from '@/components/public-icons';

/** A failed public page keeps the header and footer around this message. */
export default function PublicError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Bir sorun oluştu</h1>
      <p className="text-slate-600 dark:text-slate-400">Sayfa şu anda yüklenemedi. Lütfen biraz sonra tekrar deneyin.</p>
      <button
        type="button"
        onClick={reset}
        className="inline-flex items-center gap-2 rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-sea-950 transition hover:bg-brand-400"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Tekrar dene
      </button>
    </div>
  );
}
