import Link from 'next/link';
import { paths } from '@/lib/paths';

export default function PublicNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700 dark:text-brand-400">404</p>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Aradığınız sayfa bulunamadı</h1>
      <p className="text-slate-600 dark:text-slate-400">Villa yayından kaldırılmış ya da adresi değişmiş olabilir.</p>
      <Link
        href={paths.listing()}
        className="rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-sea-950 transition hover:bg-brand-400"
      >
        Tüm villalara göz atın
      </Link>
    </div>
  );
}
