'use client';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useRecordCrumb } from './page-trail';

/**
 * What an OWNER sees on an ADMIN-only screen (a bookmarked or typed link):
 * the dashboard shell shows it instead of the screen, so none of the
 * screen's admin-only reads is made and the "401/403 ends the session" rule
 * (SPEC §4) never throws the owner out for a link. The server refuses the
 * data as well.
 */
export function NoAccess() {
  useRecordCrumb('Erişim yok');
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center sm:p-10 dark:border-slate-700 dark:bg-slate-900">
      <h1 className="text-xl font-semibold">Bu sayfaya erişim yetkiniz yok</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Bu ekran yalnızca yöneticiler içindir.</p>
      <Link href={paths.dashboard.root} className={`${buttonClass('primary')} mt-5`}>
        Panel ana sayfasına dön
      </Link>
    </div>
  );
}
