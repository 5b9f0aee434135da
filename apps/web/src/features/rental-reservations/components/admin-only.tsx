import type { ReactNode } from 'react';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { NoAccess } from '@/features/dashboard/components/no-access';

/** The screens' own fallback is the shell's message (the shell already stops an OWNER before them). */
export { NoAccess as AdminOnly };

/** A creation screen of an ADMIN (a reservation entered by the agency): `title` and the kind's form in a card. */
export function AdminCreateScreen({ title, children }: { title: string; children: ReactNode }) {
  const s = useAdminSession();
  if (s.user_role !== 'ADMIN') return <NoAccess />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {children}
      </div>
    </div>
  );
}
