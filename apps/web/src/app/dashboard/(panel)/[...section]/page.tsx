import Link from 'next/link';
import { paths } from '@/lib/paths';

/** Back-office sections that later work fills in answer honestly instead of a 404. */
export default function SectionPending() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <h1 className="text-xl font-semibold">Bu bölüm henüz hazır değil</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Bu yönetim ekranı yapım aşamasında.</p>
      <Link href={paths.dashboard.root} className="mt-4 inline-block font-medium text-sea-700 underline dark:text-sea-100">
        Panel ana sayfasına dön
      </Link>
    </div>
  );
}
