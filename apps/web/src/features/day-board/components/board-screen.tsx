'use client';
/**
 * `/dashboard/board` "Giriş / Çıkış Panosu" (issue 20): the arrivals and
 * departures of a date range (today by default, at most 32 days), day by
 * day, villas and boats, with filters (villa or boat, region, status) in the
 * address; printable one day per page, and an Excel CSV of what is shown.
 * An OWNER sees their own villas only (the server decides).
 */
import { BOARD_MAX_DAYS, type BoardContent, ReservationStatus, type TownOption } from '@yali/contract';
import { Printer } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { UrlClearFilters, UrlDateFilter, UrlFilterPanel, UrlSelectFilter, UnitKindFilter } from '@/components/ui/url-filters';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { DownloadButton } from '@/features/dashboard/components/download-button';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { STATUS_LABEL } from '@/features/rental-reservations/lib/status';
import { useVillaChoices } from '@/features/reservations/api/use-villa-options';
import { useUrlParams } from '@/lib/use-url-params';
import { BoardDayCard } from './board-day';
import { LoadingBlock } from '@/components/ui/loading-block';

const FILTERS = ['from', 'to', 'unit_kind', 'villa_id', 'region_id', 'status'] as const;

export function BoardScreen() {
  const session = useAdminSession();
  const admin = session.user_role === 'ADMIN';
  const { params } = useUrlParams();
  const query = new URLSearchParams();
  for (const k of FILTERS) {
    const v = params.get(k);
    if (v) query.set(k, v);
  }
  const board = useAdminQuery<BoardContent>(`/v1/admin/board?${query.toString()}`);
  const villas = useVillaChoices();
  const towns = useAdminQuery<TownOption[]>('/v1/admin/towns/select');

  const days = board.data?.days ?? [];
  const moves = days.reduce((n, d) => n + d.arrivals.length + d.departures.length, 0);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Giriş / Çıkış Panosu</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400 print:hidden">
            Gün gün girişler ve çıkışlar; en çok {BOARD_MAX_DAYS} gün birlikte gösterilir. Yazdırınca her gün ayrı sayfadadır.
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Button tone="secondary" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden /> Yazdır
          </Button>
          <DownloadButton path={`/v1/admin/board.csv?${query.toString()}`} fallbackName="giris-cikis.csv" label="CSV indir" />
        </div>
      </div>

      <UrlFilterPanel label="Pano süzgeçleri" columns="lg:grid-cols-3 print:hidden">
        <UrlDateFilter name="from" label="Başlangıç (boşsa bugün)" />
        <UrlDateFilter name="to" label="Bitiş" />
        {admin && <UnitKindFilter />}
        <UrlSelectFilter
          name="villa_id"
          label="Villa"
          options={(villas.data ?? []).map((v) => [v.id, v.name])}
          allLabel="Tüm villalar"
        />
        <UrlSelectFilter
          name="region_id"
          label="Bölge"
          options={(towns.data ?? []).map((t) => [t.town_id, t.name])}
          allLabel="Tüm bölgeler"
        />
        <UrlSelectFilter
          name="status"
          label="Durum"
          options={ReservationStatus.options.map((s) => [s, STATUS_LABEL[s]])}
          allLabel="Gerçekleşenler"
        />
        <UrlClearFilters keys={FILTERS} className="sm:col-span-2 lg:col-span-3" />
      </UrlFilterPanel>

      {board.isPending ? (
        <LoadingBlock className="h-40 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      ) : board.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {board.error.message}
        </p>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400 print:hidden">
            {days.length} gün, {moves} hareket.
          </p>
          <div className="space-y-4">
            {days.map((day, i) => (
              <div key={day.date} className={i > 0 ? 'print:break-before-page' : undefined}>
                <BoardDayCard day={day} admin={admin} />
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
