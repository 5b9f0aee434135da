'use client';
/**
 * Dashboard warning for calendar sync (issue 8: feed errors and conflicts are
 * "flagged in the dashboard", never dropped silently): every active feed whose
 * last sync failed or found conflicts, linked to the villa's calendar tab.
 * Renders nothing when all feeds are fine.
 */
import { AlertTriangle } from '@/components/icons';
import Link from 'next/link';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

type Problem = { feed_id: number; feed_name: string; villa_id: number; villa_name: string; last_error: string };

export function SyncProblems() {
  const q = useAdminQuery<Problem[]>('/v1/admin/calendar-sync/problems');
  if (!q.data || q.data.length === 0) return null;
  return (
    <section
      aria-labelledby="senk-uyari"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="senk-uyari" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5" aria-hidden /> Takvim senkronizasyonunda kontrol bekleyen {q.data.length} bağlantı
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {q.data.map((p) => (
          <li key={p.feed_id}>
            <Link href={`/dashboard/villas/${p.villa_id}?tab=takvim`} className="font-medium underline">
              {p.villa_name} — {p.feed_name}
            </Link>
            : {p.last_error}
          </li>
        ))}
      </ul>
    </section>
  );
}
