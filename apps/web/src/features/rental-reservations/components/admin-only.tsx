import type { ReactNode } from 'react';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';

/** The placeholder an OWNER sees on an ADMIN-only screen (the server refuses the data as well). */
export function AdminOnly() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <h1 className="text-xl font-semibold">Bu ekran yalnızca yöneticiler içindir</h1>
    </div>
  );
}

/** A creation screen of an ADMIN (a reservation entered by the agency): `title` and the kind's form in a card. */
export function AdminCreateScreen({ title, children }: { title: string; children: ReactNode }) {
  const s = useAdminSession();
  if (s.user_role !== 'ADMIN') return <AdminOnly />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {children}
      </div>
    </div>
  );
}
