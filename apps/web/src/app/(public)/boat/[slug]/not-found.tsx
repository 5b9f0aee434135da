import Link from 'next/link';
import { paths } from '@/lib/paths';

/** An unknown or inactive boat (SPEC §2 /boat/…): Turkish 404 with a way back to the boats. */
export default function BoatNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700 dark:text-brand-400">404</p>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Aradığınız tekne bulunamadı</h1>
      <p className="text-slate-600 dark:text-slate-400">Tekne yayından kaldırılmış ya da adresi değişmiş olabilir.</p>
      <Link
        href={paths.listingBoat}
        className="rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-sea-950 transition hover:bg-brand-400"
      >
        Tüm teknelere göz atın
      </Link>
    </div>
  );
}
