'use client';
/**
 * Boat reservations list, /dashboard/reservations/boat (SPEC §7
 * `GET /v1/admin/boatreservations?skip&take=20` with status, boat_id,
 * started_at, finished_at, created_at and reservation_id; dates go out as
 * ISO strings, SPEC §5). Filters live in the URL so a view survives reload.
 * Days are shown first to last; the "last day" filter sends the day after it
 * as `finished_at`, since the API keeps rentals half-open.
 */
import type { AdminBoatReservationItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { X } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { inputClass } from '@/components/ui/form-fields';
import { Pagination } from '@/components/ui/pagination';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { StatusBadge } from '@/features/reservations/components/status-badge';
import { CHANNEL_LABEL, dayToIso, formatDateTime, STATUS_OPTIONS } from '@/features/reservations/lib/status';
import { formatKurus } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useBoatChoices } from '../api/use-boat-choices';
import { addDaysIso, daysText, formatRental } from '../lib/days';
import { useUrlParams } from '@/lib/use-url-params';

const PAGE = 20;
type Page = { items: AdminBoatReservationItem[]; total: number };
const col = createColumnHelper<AdminBoatReservationItem>();
const FILTER_KEYS = ['status', 'boat_id', 'started_at', 'last_day', 'created_at', 'code'] as const;

export function BoatReservationList() {
  const { params, setParams } = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const f = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<(typeof FILTER_KEYS)[number], string>;
  const [code, setCode] = useState(f.code);
  const boats = useBoatChoices();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed code restarts the debounce
  useEffect(() => {
    if (code === f.code) return;
    const t = window.setTimeout(() => setParams({ code: code.trim(), page: null }), 250);
    return () => window.clearTimeout(t);
  }, [code]);

  const api = new URLSearchParams({ skip: String((page - 1) * PAGE), take: String(PAGE) });
  if (f.status) api.set('status', f.status);
  if (f.boat_id) api.set('boat_id', f.boat_id);
  if (f.started_at) api.set('started_at', dayToIso(f.started_at));
  if (f.last_day) api.set('finished_at', dayToIso(addDaysIso(f.last_day, 1)));
  if (f.created_at) api.set('created_at', dayToIso(f.created_at));
  if (f.code) api.set('reservation_id', f.code);
  const query = useAdminQuery<Page>(`/v1/admin/boatreservations?${api.toString()}`, { placeholderData: (p) => p });

  const columns = useMemo(
    () => [
      col.accessor('reservation_id', {
        header: 'Kod',
        cell: (c) => {
          const r = c.row.original;
          const unread = r.status === 'pending' && r.opened_at === null;
          return (
            <Link
              href={paths.dashboard.boatReservation(r.id)}
              className="inline-flex items-center gap-1.5 font-mono font-semibold text-sea-700 hover:underline focus-visible:outline-2 focus-visible:outline-sea-600 dark:text-sea-100"
            >
              {unread && (
                <span className="size-2 rounded-full bg-red-600" title="Okunmamış">
                  <span className="sr-only">Okunmamış: </span>
                </span>
              )}
              {c.getValue()}
            </Link>
          );
        },
      }),
      col.accessor((r) => r.boat.name, {
        id: 'boat',
        header: 'Tekne',
        cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
      }),
      col.accessor('guest_name', {
        header: 'Misafir',
        cell: (c) => (
          <div className="whitespace-nowrap">
            <div className="font-medium">{c.getValue() || '–'}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{c.row.original.guests} kişi</div>
          </div>
        ),
      }),
      col.display({
        id: 'days',
        header: 'Günler',
        cell: (c) => (
          <div className="whitespace-nowrap">
            <div>{formatRental(c.row.original.started_at, c.row.original.finished_at)}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{daysText(c.row.original.days)}</div>
          </div>
        ),
      }),
      col.accessor('total_price_kurus', {
        header: 'Tutar',
        cell: (c) =>
          c.getValue() === null ? (
            <span className="whitespace-nowrap text-slate-500">Fiyat sorunuz</span>
          ) : (
            <span className="whitespace-nowrap">{formatKurus(c.getValue() ?? 0)}</span>
          ),
      }),
      col.accessor('status', { header: 'Durum', cell: (c) => <StatusBadge status={c.getValue()} /> }),
      col.accessor('channel', { header: 'Kanal', cell: (c) => CHANNEL_LABEL[c.getValue()] }),
      col.accessor('created_at', {
        header: 'Oluşturma',
        cell: (c) => <span className="whitespace-nowrap text-slate-600 dark:text-slate-300">{formatDateTime(c.getValue())}</span>,
      }),
    ],
    [],
  );

  const anyFilter = FILTER_KEYS.some((k) => f[k]);
  const dateField = (key: 'started_at' | 'last_day' | 'created_at', label: string) => (
    <label className="space-y-1 text-sm">
      <span className="block font-medium">{label}</span>
      <input
        type="date"
        value={f[key]}
        onChange={(e) => setParams({ [key]: e.target.value, page: null })}
        className={inputClass}
      />
    </label>
  );

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Tekne Rezervasyonları</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {query.data ? `${query.data.total} rezervasyon` : ' '}
        </p>
      </div>

      <div
        role="search"
        aria-label="Tekne rezervasyonu süzgeçleri"
        className="grid grid-cols-1 gap-3 [&>*]:min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Rezervasyon kodu</span>
          <input type="search" value={code} onChange={(e) => setCode(e.target.value)} placeholder="YT…" className={inputClass} />
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Durum</span>
          <select value={f.status} onChange={(e) => setParams({ status: e.target.value, page: null })} className={inputClass}>
            <option value="">Tümü</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Tekne</span>
          <select value={f.boat_id} onChange={(e) => setParams({ boat_id: e.target.value, page: null })} className={inputClass}>
            <option value="">Tüm tekneler</option>
            {(boats.data ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
                {b.active ? '' : ' (pasif)'}
              </option>
            ))}
          </select>
        </label>
        {dateField('started_at', 'İlk gün (bu tarihten)')}
        {dateField('last_day', 'Son gün (bu tarihe kadar)')}
        {dateField('created_at', 'Oluşturma (bu tarihten)')}
        {anyFilter && (
          <div className="sm:col-span-2 lg:col-span-3 xl:col-span-6">
            <button
              type="button"
              onClick={() => {
                setCode('');
                setParams(Object.fromEntries([...FILTER_KEYS, 'page'].map((k) => [k, null])));
              }}
              className={buttonClass('ghost', 'sm')}
            >
              <X className="size-4" aria-hidden /> Süzgeçleri temizle
            </button>
          </div>
        )}
      </div>

      <DataTable
        caption="Tekne rezervasyonları"
        data={query.data?.items}
        columns={columns}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        emptyText={anyFilter ? 'Süzgeçlere uyan tekne rezervasyonu yok.' : 'Henüz tekne rezervasyonu yok.'}
        getRowId={(r) => String(r.id)}
      />
      <Pagination
        page={page}
        pageSize={PAGE}
        total={query.data?.total ?? 0}
        onPageChange={(p) => setParams({ page: String(p) })}
      />
    </div>
  );
}
