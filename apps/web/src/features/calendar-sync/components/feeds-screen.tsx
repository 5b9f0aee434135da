'use client';
/**
 * `/dashboard/calendar-feeds` "Takvim Bağlantıları" (issue 24, ADMIN): every channel feed of
 * the agency with its villa, last attempt, last success, events seen and last error; the
 * feeds failing for an hour or more first and marked (the menu's red badge counts them: a
 * failing feed is a double booking waiting to happen). "Şimdi senkronize et" syncs a villa's
 * feeds at once.
 */
import type { FeedHealth, SyncNowResult } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo } from 'react';
import { AlertTriangle, RefreshCw } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Badge } from '@/components/ui/form-fields';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { AdminOnly } from '@/features/rental-reservations/components/admin-only';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { actionsColumn } from '@/components/ui/actions-column';
import { ScreenHeader } from '@/components/ui/screen-header';

const FEEDS = '/v1/admin/calendar-sync/feeds';

export function FeedsScreen() {
  // An OWNER gets the placeholder; the server refuses the data as well.
  return useAdminSession().user_role === 'ADMIN' ? <Feeds /> : <AdminOnly />;
}

function Feeds() {
  const q = useAdminQuery<FeedHealth[]>(FEEDS);
  const syncNow = useAdminMutation({
    request: (villaId: number) => ({ method: 'POST', path: `/v1/admin/villas/${villaId}/calendar-sync/now`, body: {} }),
    success: (r: SyncNowResult) =>
      `Senkronize edildi: ${r.added} eklendi, ${r.removed} kaldırıldı${r.conflicts ? `, ${r.conflicts} çakışma işaretlendi` : ''}.`,
    invalidate: [FEEDS, '/v1/admin/unreadcount'],
  });
  const failing = q.data?.filter((f) => f.failing).length ?? 0;

  const columns = useMemo(() => {
    const col = createColumnHelper<FeedHealth>();
    return [
      col.display({
        id: 'feed',
        header: 'Villa / takvim',
        cell: (c) => {
          const f = c.row.original;
          return (
            <div className="w-52 min-w-0">
              <Link
                href={`${paths.dashboard.villa(f.villa_id)}?tab=takvim`}
                className="font-semibold text-sea-700 hover:underline dark:text-sea-100"
              >
                {f.villa_name}
              </Link>
              <div className="font-medium">{f.name}</div>
              <div className="truncate text-xs text-slate-500 dark:text-slate-400" title={f.url}>
                {f.url}
              </div>
            </div>
          );
        },
      }),
      col.display({
        id: 'state',
        header: 'Durum',
        cell: (c) => {
          const f = c.row.original;
          if (!f.active) return <Badge tone="slate">Durduruldu</Badge>;
          if (f.failing) return <Badge tone="red">1 saatten uzun süredir hata</Badge>;
          if (f.last_error) return <Badge tone="gold">Kontrol bekliyor</Badge>;
          return f.last_success_at ? <Badge tone="green">Çalışıyor</Badge> : <Badge tone="slate">Henüz alınmadı</Badge>;
        },
      }),
      col.display({
        id: 'times',
        header: 'Son deneme',
        cell: (c) => (
          <div className="whitespace-nowrap text-sm">
            <div>{formatDateTime(c.row.original.last_attempt_at)}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">
              Başarılı: {formatDateTime(c.row.original.last_success_at)}
            </div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{c.row.original.events_seen} etkinlik</div>
          </div>
        ),
      }),
      col.display({
        id: 'error',
        header: 'Son hata',
        cell: (c) =>
          c.row.original.last_error ? (
            <p className="flex w-44 items-start gap-1 text-xs text-red-700 dark:text-red-300">
              <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden /> {c.row.original.last_error}
            </p>
          ) : (
            '—'
          ),
      }),
      actionsColumn(col, (row) => (
        <Button
          size="sm"
          tone="secondary"
          disabled={!row.active || syncNow.isPending}
          pending={syncNow.isPending && syncNow.variables === row.villa_id}
          onClick={() => syncNow.mutate(row.villa_id)}
          aria-label={`${row.villa_name}: şimdi senkronize et`}
        >
          <RefreshCw className="size-4" aria-hidden /> <span className="whitespace-nowrap">Senkronize et</span>
        </Button>
      )),
    ];
  }, [syncNow]);

  return (
    <div className="space-y-5">
      <ScreenHeader
        title="Takvim Bağlantıları"
        lead="Airbnb, Booking.com ve diğer kanallardan içe aktarılan bütün takvimler. Bir saatten uzun süredir hata veren bağlantı çift rezervasyon riski demektir; menüde kırmızı sayıyla gösterilir."
      />
      {failing > 0 && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden /> {failing} takvim bağlantısı bir saatten uzun süredir
          senkronize edilemiyor.
        </p>
      )}
      <DataTable
        caption="Takvim bağlantıları"
        data={q.data}
        columns={columns}
        isPending={q.isPending}
        isFetching={q.isFetching}
        error={q.error}
        emptyText="Henüz takvim bağlantısı yok. Bir villanın Takvim sekmesinden ekleyebilirsiniz."
        getRowId={(f) => String(f.id)}
      />
    </div>
  );
}
