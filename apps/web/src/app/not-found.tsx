import Link from 'next/link';
import { Document } from './document';

/** An address outside the public site and the back office (a page of its own: the root layout draws no document). */
export default function NotFound() {
  return (
    <Document lang="tr">
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-6xl font-bold text-brand-700 dark:text-brand-400">404</p>
        <h1 className="text-2xl font-semibold">Aradığınız sayfa bulunamadı</h1>
        <p className="text-slate-600 dark:text-slate-400">Sayfa kaldırılmış ya da adresi değişmiş olabilir.</p>
        <Link href="/" className="rounded-lg bg-sea-700 px-5 py-2.5 font-medium text-white hover:bg-sea-800">
          Ana sayfaya dön
        </Link>
      </main>
    </Document>
  );
}
