'use client';
/**
 * The reservations list of any kind (SPEC §7 `GET {path}?skip&take=20` with
 * status, payment state (issue 19), the unit's id, started_at, finished_at, created_at and
 * reservation_id; dates go out as ISO strings, SPEC §5), and issue 24's
 * sortable columns (check-in, check-out, creation, amount), quick filters,
 * from–to ranges of check-in, check-out and creation, and the CSV export of
 * what is filtered. Filters and the sort live in the URL so a view survives
 * reload and can be shared; the SPEC's single-day filters stay the ranges'
 * open ends (`started_at` = check-in from, `finished_at` = check-out to,
 * `created_at` = created from). The table fits a 1366 px screen; below `md`
 * the rows are cards. ADMIN gets the kind's creation link; an OWNER reads
 * only (the server decides what they see), and their list marks their
 * unread badge seen.
 */
import { createColumnHelper } from '@tanstack/react-table';
import {
  PAYMENT_STATE_LABEL,
  PaymentState,
  RESERVATION_QUICK_LABEL,
  ReservationQuick,
  type ReservationSort,
  type SortDir,
} from '@yali/contract';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Plus } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { ScreenHeader } from '@/components/ui/screen-header';
import { buttonClass } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { inputClass } from '@/components/ui/form-fields';
import { UrlClearFilters, UrlDateFilter, UrlFilterPanel, UrlSelectFilter } from '@/components/ui/url-filters';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useMarkSeen } from '@/features/dashboard/api/use-mark-seen';
import { DownloadButton } from '@/features/dashboard/components/download-button';
import { PaymentStateBadge } from '@/features/payments/components/payment-state-badge';
import { formatKurus } from '@/lib/format';
import { useUrlParams } from '@/lib/use-url-params';
import type { ReservationKind, ReservationRecord, ReservationRow, ViewerMode } from '../kind';
import { CHANNEL_LABEL, dayToIso, formatDateTime, STATUS_OPTIONS } from '../lib/status';
import { StatusBadge } from './status-badge';

const PAGE = 20;
/** The list's order when the URL names none (the API's default). */
const DEFAULT_SORT: { by: ReservationSort; dir: SortDir } = { by: 'created_at', dir: 'desc' };

/** A column header's sort button: shows the direction when it is the list's sort; a click sorts or flips. */
function SortButton({
  label,
  by,
  sort,
  onSort,
}: {
  label: string;
  by: ReservationSort;
  sort: { by: ReservationSort; dir: SortDir };
  onSort: (by: ReservationSort) => void;
}) {
  const active = sort.by === by;
  const Icon = sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(by)}
      className={clsx(
        'inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-sea-700 focus-visible:outline-2 focus-visible:outline-sea-600 dark:hover:text-sea-100',
        active && 'text-sea-700 dark:text-sea-100',
      )}
    >
      {label}
      {active ? <Icon className="size-3.5" aria-hidden /> : <span className="inline-block size-3.5" aria-hidden />}
    </button>
  );
}

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
  const filterKeys = [
    'quick',
    'status',
    'payment_state',
    unit.param,
    'started_at',
    'started_to',
    'finished_from',
    end,
    'created_at',
    'created_to',
    'code',
  ];
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

  const sortParam = f('sort');
  const dirParam = f('dir');
  const sort = useMemo(
    () => ({
      by: (sortParam || DEFAULT_SORT.by) as ReservationSort,
      dir: (dirParam || (sortParam ? 'asc' : DEFAULT_SORT.dir)) as SortDir,
    }),
    [sortParam, dirParam],
  );

  const filters = new URLSearchParams();
  const day = (key: string, apiKey: string, toApi: (d: string) => string = dayToIso) => {
    if (f(key)) filters.set(apiKey, toApi(f(key)));
  };
  for (const k of ['quick', 'status', 'payment_state', unit.param]) if (f(k)) filters.set(k, f(k));
  day('started_at', 'started_at');
  day('started_to', 'started_to');
  day('finished_from', 'finished_from', period.endFilter.toApi);
  day(end, 'finished_at', period.endFilter.toApi);
  day('created_at', 'created_at');
  day('created_to', 'created_to');
  if (f('code')) filters.set('reservation_id', f('code'));
  if (sortParam) filters.set('sort', sort.by);
  if (sortParam) filters.set('dir', sort.dir);
  const api = new URLSearchParams({ skip: String((page - 1) * PAGE), take: String(PAGE), ...Object.fromEntries(filters) });
  const query = useAdminQuery<{ items: Item[]; total: number }>(`${kind.api.path}?${api.toString()}`, {
    placeholderData: (p) => p,
  });
  // An owner's badge counts what they have not seen; the villa list shown clears it.
  useMarkSeen('reservations', mode === 'owner' && kind.unit.param === 'villa_id' && query.isSuccess);

  const columns = useMemo(() => {
    // Dates ascend first, the amount and creation descend first (the largest, the newest).
    const onSort = (by: ReservationSort) => {
      const dir: SortDir =
        sort.by === by ? (sort.dir === 'asc' ? 'desc' : 'asc') : by === 'started_at' || by === 'finished_at' ? 'asc' : 'desc';
      setParams({ sort: by, dir, page: null });
    };
    const sortBy = (label: string, by: ReservationSort) => <SortButton label={label} by={by} sort={sort} onSort={onSort} />;
    const col = createColumnHelper<Item>();
    return [
      col.display({
        id: 'reservation_id',
        header: 'Kod',
        cell: (c) => <CodeLink row={c.row.original} href={kind.links.detail(c.row.original.id, mode)} />,
      }),
      col.display({
        id: kind.unit.columnId,
        header: kind.unit.label,
        cell: (c) => <span className="block min-w-24 max-w-40 wrap-anywhere">{kind.unit.name(c.row.original)}</span>,
      }),
      col.display({
        id: 'guest_name',
        header: 'Misafir',
        cell: (c) => (
          <div className="min-w-24 max-w-40 wrap-anywhere">
            <div className="font-medium">{c.row.original.guest_name || '–'}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{kind.period.guests(c.row.original)}</div>
          </div>
        ),
      }),
      col.display({
        id: kind.period.columnId,
        meta: { label: kind.period.header },
        header: () => (
          <span className="inline-flex items-center gap-1">
            {sortBy(kind.period.startName, 'started_at')}
            <span aria-hidden>–</span>
            {sortBy(kind.period.endName, 'finished_at')}
          </span>
        ),
        cell: (c) => (
          <div className="whitespace-nowrap">
            <div>{kind.period.text(c.row.original)}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{kind.period.length(c.row.original)}</div>
          </div>
        ),
      }),
      col.display({
        id: 'total_price_kurus',
        header: () => sortBy('Tutar', 'total_price_kurus'),
        meta: { label: 'Tutar' },
        cell: (c) => <Amount kurus={c.row.original.total_price_kurus} />,
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
        header: () => sortBy('Oluşturma', 'created_at'),
        meta: { label: 'Oluşturma' },
        cell: (c) => (
          <span className="block min-w-20 text-xs text-slate-600 dark:text-slate-300">
            {formatDateTime(c.row.original.created_at)}
          </span>
        ),
      }),
    ];
  }, [kind, mode, sort, setParams]);

  const ariaSort = (columnId: string) => {
    const own: Partial<Record<string, ReservationSort[]>> = {
      [kind.period.columnId]: ['started_at', 'finished_at'],
      total_price_kurus: ['total_price_kurus'],
      created_at: ['created_at'],
    };
    const keys = own[columnId];
    if (!keys) return undefined;
    if (!keys.includes(sort.by)) return 'none';
    return sort.dir === 'asc' ? 'ascending' : 'descending';
  };

  const anyFilter = filterKeys.some((k) => f(k));
  const quick = f('quick');
  return (
    <div className="space-y-4">
      <ScreenHeader title={text.listTitle(mode)} lead={query.data ? `${query.data.total} rezervasyon` : ' '} leadLive>
        <div className="flex flex-wrap gap-2">
          <DownloadButton
            path={`${kind.api.path}.csv?${filters.toString()}`}
            fallbackName="rezervasyonlar.csv"
            label="Excel'e aktar"
          />
          {mode === 'admin' && kind.links.create && (
            <Link href={kind.links.create.href} className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden /> {kind.links.create.label}
            </Link>
          )}
        </div>
      </ScreenHeader>

      <div role="group" aria-label="Hızlı süzgeçler" className="flex flex-wrap gap-2">
        {ReservationQuick.options.map((q) => (
          <button
            key={q}
            type="button"
            aria-pressed={quick === q}
            onClick={() => setParams({ quick: quick === q ? null : q, page: null })}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sea-600',
              quick === q
                ? 'border-sea-700 bg-sea-700 text-white dark:border-sea-100 dark:bg-sea-100 dark:text-slate-900'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {RESERVATION_QUICK_LABEL[q]}
          </button>
        ))}
      </div>

      <UrlFilterPanel label={text.filtersLabel} columns="lg:grid-cols-4">
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
        <UrlDateFilter name="started_to" label={period.startToLabel} />
        <UrlDateFilter name="finished_from" label={period.endFilter.fromLabel} />
        <UrlDateFilter name={end} label={period.endFilter.label} />
        <UrlDateFilter name="created_at" label="Oluşturma (bu tarihten)" />
        <UrlDateFilter name="created_to" label="Oluşturma (bu tarihe kadar)" />
        <UrlClearFilters keys={filterKeys} className="sm:col-span-2 lg:col-span-2 lg:self-end" onClear={() => setCode('')} />
      </UrlFilterPanel>

      <PagedTable
        caption={text.caption}
        query={query}
        columns={columns}
        emptyText={anyFilter ? text.emptyFiltered : text.empty}
        ariaSort={ariaSort}
        dense
        cards
        paging={{ page, size: PAGE, onChange: (p) => setParams({ page: String(p) }) }}
      />
    </div>
  );
}

/** The code as the link to the detail, with the red dot of an unread request. */
function CodeLink({ row, href }: { row: ReservationRow; href: string }) {
  const unread = row.status === 'pending' && row.opened_at === null;
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 whitespace-nowrap font-mono font-semibold text-sea-700 hover:underline focus-visible:outline-2 focus-visible:outline-sea-600 dark:text-sea-100"
    >
      {unread && (
        <span className="size-2 rounded-full bg-red-600" title="Okunmamış">
          <span className="sr-only">Okunmamış: </span>
        </span>
      )}
      {row.reservation_id}
    </Link>
  );
}

/** A total, or 'Fiyat sorunuz' when the reservation has none. */
function Amount({ kurus }: { kurus: number | null }) {
  return kurus === null ? (
    <span className="whitespace-nowrap text-slate-500">Fiyat sorunuz</span>
  ) : (
    <span className="whitespace-nowrap">{formatKurus(kurus)}</span>
  );
}
