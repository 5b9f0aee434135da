'use client';
import type { UnreadCount, VillaListItem } from '@yali/contract';
import { BedDouble, CalendarClock, Mail } from '@/components/icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { OwnLogins } from '@/features/audit/components/own-logins';
import { SyncProblems } from '@/features/calendar-sync/components/sync-problems';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { HomeToday } from '@/features/day-board/components/home-today';
import { paths } from '@/lib/paths';

/** `/dashboard` home: greeting, the counts that need attention and the agency's day (issue 20). */
export default function DashboardHome() {
  const session = useAdminSession();
  const counts = useAdminQuery<UnreadCount>('/v1/admin/unreadcount');
  const villas = useAdminQuery<{ items: VillaListItem[]; total: number }>('/v1/admin/villas?take=1');
  const isAdmin = session.user_role === 'ADMIN';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Hoş geldiniz, {session.user_name}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {isAdmin
            ? 'Acentenin villalarını, rezervasyonlarını ve içeriklerini buradan yönetin.'
            : 'Villalarınızı ve rezervasyonlarınızı buradan takip edin.'}
        </p>
      </div>
      {isAdmin && <SyncProblems />}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Stat
          icon={<BedDouble className="size-6" aria-hidden />}
          label={isAdmin ? 'Toplam villa' : 'Villalarım'}
          value={villas.data?.total}
          loading={villas.isPending}
          href={paths.dashboard.villas}
        />
        <Stat
          icon={<CalendarClock className="size-6" aria-hidden />}
          label="Yeni rezervasyon talebi"
          value={counts.data?.reservationCount}
          loading={counts.isPending}
          href={isAdmin ? paths.dashboard.villaReservations : paths.dashboard.ownerReservations}
        />
        {isAdmin && (
          <Stat
            icon={<Mail className="size-6" aria-hidden />}
            label="Okunmamış mesaj"
            value={counts.data?.contactCount}
            loading={counts.isPending}
            href={paths.dashboard.contact}
          />
        )}
      </div>
      <HomeToday admin={isAdmin} />
      <div className="max-w-xl">
        <OwnLogins />
      </div>
    </div>
  );
}

function Stat(props: { icon: ReactNode; label: string; value: number | undefined; loading: boolean; href: string }) {
  return (
    <Link
      href={props.href}
      className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-sea-600 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="rounded-lg bg-sea-50 p-3 text-sea-700 dark:bg-sea-900 dark:text-sea-100">{props.icon}</span>
      <span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{props.label}</span>
        <span className="block text-2xl font-bold" aria-live="polite">
          {props.loading ? (
            <span className="inline-block h-7 w-10 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
          ) : (
            (props.value ?? '–')
          )}
        </span>
      </span>
    </Link>
  );
}
