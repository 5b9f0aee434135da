'use client';
/**
 * Villa reservations list (SPEC §7 `GET /v1/admin/reservations?skip&take=20`
 * with status, villa_id, started_at, finished_at, created_at and
 * reservation_id; dates go out as ISO strings, SPEC §5). ADMIN:
 * /dashboard/reservations/villa with 'Yeni rezervasyon'; OWNER:
 * /dashboard/reservations, read-only, their villas only (the server decides).
 * Filters live in the URL so a view survives reload and can be shared.
 */
import type { AdminReservationItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus, X } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { inputClass } from '@/components/ui/form-fields';
import { Pagination } from '@/components/ui/pagination';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { formatKurus } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useVillaChoices } from '../api/use-villa-options';
import { CHANNEL_LABEL, dayToIso, formatDateTime, formatStay, STATUS_OPTIONS } from '../lib/status';
import { StatusBadge } from './status-badge';
import { useUrlParams } from '@/lib/use-url-params';

const PAGE = 20;
type Page = { items: AdminReservationItem[]; total: number };
const col = createColumnHelper<AdminReservationItem>();
const FILTER_KEYS = ['status', 'villa_id', 'started_at', 'finished_at', 'created_at', 'code'] as const;

export function ReservationList({ mode }: { mode: 'admin' | 'owner' }) {
  const { params, setParams } = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const f = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<(typeof FILTER_KEYS)[number], string>;
  const [code, setCode] = useState(f.code);
  const villas = useVillaChoices();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed code restarts the debounce
  useEffect(() => {
    if (code === f.code) return;
    const t = window.setTimeout(() => setParams({ code: code.trim(), page: null }), 250);
    return () => window.clearTimeout(t);
  }, [code]);

  const api = new URLSearchParams({ skip: String((page - 1) * PAGE), take: String(PAGE) });
  if (f.status) api.set('status', f.status);
  if (f.villa_id) api.set('villa_id', f.villa_id);
  for (const k of ['started_at', 'finished_at', 'created_at'] as const) if (f[k]) api.set(k, dayToIso(f[k]));
  if (f.code) api.set('reservation_id', f.code);
  const query = useAdminQuery<Page>(`/v1/admin/reservations?${api.toString()}`, { placeholderData: (p) => p });

  const columns = useMemo(
    () => [
      col.accessor('reservation_id', {
        header: 'Kod',
        cell: (c) => {
          const r = c.row.original;
          const unread = r.status === 'pending' && r.opened_at === null;
          return (
            <Link
              href={mode === 'admin' ? paths.dashboard.villaReservation(r.id) : paths.dashboard.ownerReservation(r.id)}
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
      col.accessor((r) => r.villa.name, {
        id: 'villa',
        header: 'Villa',
        cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
      }),
      col.accessor('guest_name', {
        header: 'Misafir',
        cell: (c) => (
          <div className="whitespace-nowrap">
            <div className="font-medium">{c.getValue()}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">
              {c.row.original.adults} yetişkin{c.row.original.children ? `, ${c.row.original.children} çocuk` : ''}
            </div>
          </div>
        ),
      }),
      col.display({
        id: 'dates',
        header: 'Tarihler',
        cell: (c) => (
          <div className="whitespace-nowrap">
            <div>{formatStay(c.row.original.started_at, c.row.original.finished_at)}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{c.row.original.nights} gece</div>
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
    [mode],
  );

  const anyFilter = FILTER_KEYS.some((k) => f[k]);
  const dateField = (key: 'started_at' | 'finished_at' | 'created_at', label: string) => (
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
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{mode === 'admin' ? 'Villa Rezervasyonları' : 'Rezervasyonlarım'}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{query.data ? `${query.data.total} rezervasyon` : ' '}</p>
        </div>
        {mode === 'admin' && (
          <Link href={paths.dashboard.villaReservationNew} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden /> Yeni rezervasyon
          </Link>
        )}
      </div>

      <div
        role="search"
        aria-label="Rezervasyon süzgeçleri"
        className="grid grid-cols-1 gap-3 [&>*]:min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Rezervasyon kodu</span>
          <input type="search" value={code} onChange={(e) => setCode(e.target.value)} placeholder="YL…" className={inputClass} />
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
          <span className="block font-medium">Villa</span>
          <select value={f.villa_id} onChange={(e) => setParams({ villa_id: e.target.value, page: null })} className={inputClass}>
            <option value="">Tüm villalar</option>
            {(villas.data ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        {dateField('started_at', 'Giriş (bu tarihten)')}
        {dateField('finished_at', 'Çıkış (bu tarihe kadar)')}
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
        caption="Rezervasyonlar"
        data={query.data?.items}
        columns={columns}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        emptyText={anyFilter ? 'Süzgeçlere uyan rezervasyon yok.' : 'Henüz rezervasyon yok.'}
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
