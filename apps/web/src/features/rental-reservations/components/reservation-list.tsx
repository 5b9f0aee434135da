'use client';
/**
 * The reservations list of any kind (SPEC §7 `GET {path}?skip&take=20` with
 * status, payment state (issue 19), the unit's id, started_at, finished_at, created_at and
 * reservation_id; dates go out as ISO strings, SPEC §5). Filters live in the
 * URL so a view survives reload and can be shared. ADMIN gets 'Yeni
 * rezervasyon' where the kind has a creation screen; an OWNER reads only
 * (the server decides what they see).
 */
import { createColumnHelper } from '@tanstack/react-table';
import { PAYMENT_STATE_LABEL, PaymentState } from '@yali/contract';
import { Plus } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { inputClass } from '@/components/ui/form-fields';
import { Pagination } from '@/components/ui/pagination';
import { UrlClearFilters, UrlDateFilter, UrlSelectFilter } from '@/components/ui/url-filters';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { PaymentStateBadge } from '@/features/payments/components/payment-state-badge';
import { formatKurus } from '@/lib/format';
import { useUrlParams } from '@/lib/use-url-params';
import type { ReservationKind, ReservationRecord, ReservationRow, ViewerMode } from '../kind';
import { CHANNEL_LABEL, dayToIso, formatDateTime, STATUS_OPTIONS } from '../lib/status';
import { StatusBadge } from './status-badge';

const PAGE = 20;

/** `kind`: the descriptor (a module constant, so the columns are built once); `mode`: who is reading. */
export function ReservationList<Item extends ReservationRow, Detail extends ReservationRecord & Item>({
  kind,
  mode,
}: {
  kind: ReservationKind<Item, Detail>;
  mode: ViewerMode;
}) {
  const { unit, period, text } = kind;
  const end = period.endFilter.key;
  const filterKeys = ['status', 'payment_state', unit.param, 'started_at', end, 'created_at', 'code'];
  const { params, setParams } = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const f = (k: string) => params.get(k) ?? '';
  const [code, setCode] = useState(f('code'));
  const units = unit.useChoices();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed code restarts the debounce
  useEffect(() => {
    if (code === f('code')) return;
    const t = window.setTimeout(() => setParams({ code: code.trim(), page: null }), 250);
    return () => window.clearTimeout(t);
  }, [code]);

  const api = new URLSearchParams({ skip: String((page - 1) * PAGE), take: String(PAGE) });
  if (f('status')) api.set('status', f('status'));
  if (f('payment_state')) api.set('payment_state', f('payment_state'));
  if (f(unit.param)) api.set(unit.param, f(unit.param));
  if (f('started_at')) api.set('started_at', dayToIso(f('started_at')));
  if (f(end)) api.set('finished_at', period.endFilter.toApi(f(end)));
  if (f('created_at')) api.set('created_at', dayToIso(f('created_at')));
  if (f('code')) api.set('reservation_id', f('code'));
  const query = useAdminQuery<{ items: Item[]; total: number }>(`${kind.api.path}?${api.toString()}`, {
    placeholderData: (p) => p,
  });

  const columns = useMemo(() => {
    const col = createColumnHelper<Item>();
    return [
      col.display({
        id: 'reservation_id',
        header: 'Kod',
        cell: (c) => {
          const r = c.row.original;
          const unread = r.status === 'pending' && r.opened_at === null;
          return (
            <Link
              href={kind.links.detail(r.id, mode)}
              className="inline-flex items-center gap-1.5 font-mono font-semibold text-sea-700 hover:underline focus-visible:outline-2 focus-visible:outline-sea-600 dark:text-sea-100"
            >
              {unread && (
                <span className="size-2 rounded-full bg-red-600" title="Okunmamış">
                  <span className="sr-only">Okunmamış: </span>
                </span>
              )}
              {r.reservation_id}
            </Link>
          );
        },
      }),
      col.display({
        id: kind.unit.columnId,
        header: kind.unit.label,
        cell: (c) => <span className="whitespace-nowrap">{kind.unit.name(c.row.original)}</span>,
      }),
      col.display({
        id: 'guest_name',
        header: 'Misafir',
        cell: (c) => (
          <div className="whitespace-nowrap">
            <div className="font-medium">{c.row.original.guest_name || '–'}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{kind.period.guests(c.row.original)}</div>
          </div>
        ),
      }),
      col.display({
        id: kind.period.columnId,
        header: kind.period.header,
        cell: (c) => (
          <div className="whitespace-nowrap">
            <div>{kind.period.text(c.row.original)}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{kind.period.length(c.row.original)}</div>
          </div>
        ),
      }),
      col.display({
        id: 'total_price_kurus',
        header: 'Tutar',
        cell: (c) => {
          const total = c.row.original.total_price_kurus;
          return total === null ? (
            <span className="whitespace-nowrap text-slate-500">Fiyat sorunuz</span>
          ) : (
            <span className="whitespace-nowrap">{formatKurus(total)}</span>
          );
        },
      }),
      col.display({ id: 'status', header: 'Durum', cell: (c) => <StatusBadge status={c.row.original.status} /> }),
      col.display({
        id: 'payment_state',
        header: 'Ödeme',
        cell: (c) => <PaymentStateBadge state={c.row.original.payment_state} />,
      }),
      col.display({ id: 'channel', header: 'Kanal', cell: (c) => CHANNEL_LABEL[c.row.original.channel] }),
      col.display({
        id: 'created_at',
        header: 'Oluşturma',
        cell: (c) => (
          <span className="whitespace-nowrap text-slate-600 dark:text-slate-300">
            {formatDateTime(c.row.original.created_at)}
          </span>
        ),
      }),
    ];
  }, [kind, mode]);

  const anyFilter = filterKeys.some((k) => f(k));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{text.listTitle(mode)}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {query.data ? `${query.data.total} rezervasyon` : ' '}
          </p>
        </div>
        {mode === 'admin' && kind.links.create && (
          <Link href={kind.links.create} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden /> Yeni rezervasyon
          </Link>
        )}
      </div>

      <div
        role="search"
        aria-label={text.filtersLabel}
        className="grid grid-cols-1 gap-3 [&>*]:min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Rezervasyon kodu</span>
          <input
            type="search"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={text.codePlaceholder}
            className={inputClass}
          />
        </label>
        <UrlSelectFilter name="status" label="Durum" options={STATUS_OPTIONS.map((o) => [o.value, o.label])} />
        <UrlSelectFilter
          name="payment_state"
          label="Ödeme"
          options={PaymentState.options.map((x) => [x, PAYMENT_STATE_LABEL[x]])}
        />
        <UrlSelectFilter
          name={unit.param}
          label={unit.label}
          allLabel={unit.allLabel}
          options={(units.data ?? []).map((u) => [u.id, `${u.name}${u.active === false ? ' (pasif)' : ''}`])}
        />
        <UrlDateFilter name="started_at" label={period.startFilterLabel} />
        <UrlDateFilter name={end} label={period.endFilter.label} />
        <UrlDateFilter name="created_at" label="Oluşturma (bu tarihten)" />
        <UrlClearFilters keys={filterKeys} className="sm:col-span-2 lg:col-span-4" onClear={() => setCode('')} />
      </div>

      <DataTable
        caption={text.caption}
        data={query.data?.items}
        columns={columns}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        emptyText={anyFilter ? text.emptyFiltered : text.empty}
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
