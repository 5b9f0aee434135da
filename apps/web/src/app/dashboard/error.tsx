'use client';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">Bir sorun oluştu</h1>
      <p className="text-slate-600 dark:text-slate-400">Sayfa şu anda yüklenemedi. Lütfen biraz sonra tekrar deneyin.</p>
      <button type="button" onClick={reset} className="rounded-lg bg-sea-700 px-5 py-2.5 font-medium text-white hover:bg-sea-800">
        Tekrar dene
      </button>
    </main>
  );
}
