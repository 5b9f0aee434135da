'use client';
/**
 * `/dashboard/payments` (issue 19): what the agency is waiting for — overdue
 * kaporas and balances due this week — and every recorded payment, villas
 * and boats, with filters (payment day range, method, kind, villa/boat,
 * owner), the totals of all matching entries, pages of 20 and an Excel CSV
 * of the filtered list. Filters live in the URL. An OWNER sees their own
 * villas' reservations only (the server decides).
 */
import {
  PAYMENT_KIND_LABEL,
  PAYMENT_METHOD_LABEL,
  type PaymentDueItem,
  type PaymentListItem,
  PaymentKind,
  PaymentMethod,
} from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo } from 'react';
import { ScreenHeader } from '@/components/ui/screen-header';
import { PagedTable } from '@/components/ui/paged-table';
import { UrlClearFilters, UrlDateFilter, UrlSelectFilter, UnitKindFilter, UrlFilterPanel } from '@/components/ui/url-filters';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { DownloadButton } from '@/features/dashboard/components/download-button';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { formatDate, formatKurusExact } from '@/lib/format';
import { reservationHref } from '@/features/rental-reservations/lib/detail-href';
import { useUrlParams } from '@/lib/use-url-params';
import { usePayments, usePaymentsDue } from '../api/payments-api';
import { PaymentStateBadge } from './payment-state-badge';
import { LoadingBlock } from '@/components/ui/loading-block';

const PAGE = 20;
const FILTERS = ['from', 'to', 'method', 'kind', 'unit_kind', 'owner_id'] as const;

const detailHref = reservationHref;

export function PaymentsScreen() {
  const session = useAdminSession();
  const admin = session.user_role === 'ADMIN';
  const { params, setParams } = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const f = (k: string) => params.get(k) ?? '';
  const filters = new URLSearchParams();
  for (const k of FILTERS) if (f(k)) filters.set(k, f(k));
  const list = new URLSearchParams(filters);
  list.set('skip', String((page - 1) * PAGE));
  list.set('take', String(PAGE));
  const q = usePayments(list.toString());
  const owners = useAdminQuery<{ id: number; name: string }[]>(admin ? '/v1/admin/users/select?role=OWNER' : null);
  const anyFilter = FILTERS.some((k) => f(k));

  const columns = useMemo(() => {
    const col = createColumnHelper<PaymentListItem>();
    return [
      col.display({
        id: 'reservation',
        header: 'Tarih / rezervasyon',
        cell: (c) => {
          const p = c.row.original;
          const r = p.reservation;
          return (
            <div className="whitespace-nowrap">
              <div>{formatDate(p.paid_on)}</div>
              <Link
                href={detailHref(r, admin)}
                className="font-mono font-semibold text-sea-700 hover:underline dark:text-sea-100"
              >
                {r.reservation_id}
              </Link>
              <div className="text-xs text-slate-500 dark:text-slate-400">
                {r.unit_name} · {r.guest_name || '–'}
              </div>
            </div>
          );
        },
      }),
      col.display({
        id: 'amount',
        header: 'Tutar',
        cell: (c) => {
          const p = c.row.original;
          return (
            <div
              className={`whitespace-nowrap text-right tabular-nums ${p.amount_kurus < 0 ? 'text-red-700 dark:text-red-300' : ''}`}
            >
              {formatKurusExact(p.amount_kurus)}
              {p.currency !== 'TL' && (
                <div className="text-xs text-slate-500 dark:text-slate-400">
                  {(p.amount_minor / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 })} {p.currency} ×{' '}
                  {p.exchange_rate.replace('.', ',')}
                </div>
              )}
            </div>
          );
        },
      }),
      col.display({
        id: 'kind',
        header: 'Tür',
        cell: (c) => {
          const p = c.row.original;
          return (
            <div>
              {PAYMENT_KIND_LABEL[p.kind]}
              {p.reverses_id !== null && <span className="text-xs text-slate-500"> (düzeltme)</span>}
              {p.note && <div className="max-w-56 truncate text-xs text-slate-500 dark:text-slate-400">{p.note}</div>}
            </div>
          );
        },
      }),
      col.display({
        id: 'method',
        header: 'Yöntem',
        cell: (c) => (
          <div className="whitespace-nowrap">
            {PAYMENT_METHOD_LABEL[c.row.original.method]}
            {c.row.original.reference && (
              <div className="text-xs text-slate-500 dark:text-slate-400">{c.row.original.reference}</div>
            )}
          </div>
        ),
      }),
      ...(admin
        ? [
            col.display({
              id: 'owner',
              header: 'Ev sahibi',
              cell: (c) => c.row.original.reservation.owner?.name ?? '–',
            }),
          ]
        : []),
    ];
  }, [admin]);

  const totals = q.data?.totals;

  return (
    <div className="space-y-5">
      <ScreenHeader title="Ödemeler" lead="Kapora, kalan ödeme, depozito ve iadeler; kayıtlar rezervasyon ayrıntısından girilir.">
        <DownloadButton path={`/v1/admin/payments.csv?${filters.toString()}`} fallbackName="odemeler.csv" label="CSV indir" />
      </ScreenHeader>

      <DueLists admin={admin} />

      <UrlFilterPanel label="Ödeme süzgeçleri" columns="lg:grid-cols-3">
        <UrlDateFilter name="from" label="Başlangıç tarihi" />
        <UrlDateFilter name="to" label="Bitiş tarihi" />
        <UrlSelectFilter name="method" label="Yöntem" options={PaymentMethod.options.map((m) => [m, PAYMENT_METHOD_LABEL[m]])} />
        <UrlSelectFilter name="kind" label="Tür" options={PaymentKind.options.map((k) => [k, PAYMENT_KIND_LABEL[k]])} />
        {admin && <UnitKindFilter />}
        {admin && (
          <UrlSelectFilter
            name="owner_id"
            label="Ev sahibi"
            options={(owners.data ?? []).map((o) => [o.id, o.name])}
            allLabel="Tüm ev sahipleri"
          />
        )}
        <UrlClearFilters keys={FILTERS} className="sm:col-span-2 lg:col-span-3" />
      </UrlFilterPanel>

      <dl
        aria-live="polite"
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
      >
        {(
          [
            ['Kayıt', q.data ? String(q.data.total) : '–'],
            ['Alınan', totals ? formatKurusExact(totals.received_kurus) : '–'],
            ['Geri ödenen', totals ? formatKurusExact(totals.paid_out_kurus) : '–'],
            ['Net', totals ? formatKurusExact(totals.sum_kurus) : '–'],
          ] as const
        ).map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-500 dark:text-slate-400">{k}</dt>
            <dd className="text-lg font-semibold tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>

      <PagedTable
        caption="Ödeme kayıtları"
        query={q}
        columns={columns}
        emptyText={anyFilter ? 'Süzgeçlere uyan ödeme yok.' : 'Henüz ödeme kaydı yok.'}
        paging={{ page, size: PAGE, onChange: (p) => setParams({ page: String(p) }) }}
      />
    </div>
  );
}

function DueLists({ admin }: { admin: boolean }) {
  const q = usePaymentsDue();
  return (
    <div className="grid grid-cols-1 gap-5 [&>*]:min-w-0 lg:grid-cols-2">
      <DueCard
        title="Gecikmiş kaporalar"
        empty="Gecikmiş kapora yok."
        items={q.data?.overdue_kapora}
        pending={q.isPending}
        admin={admin}
        due={(x) => ({ on: x.kapora_due_on, amount: Math.max(0, x.kapora_kurus - x.paid_kurus) })}
      />
      <DueCard
        title="Bu hafta vadesi gelen kalan ödemeler"
        empty="Bu hafta vadesi gelen ödeme yok."
        items={q.data?.balance_due_week}
        pending={q.isPending}
        admin={admin}
        due={(x) => ({ on: x.balance_due_on, amount: x.balance_due_kurus })}
      />
    </div>
  );
}

function DueCard({
  title,
  empty,
  items,
  pending,
  admin,
  due,
}: {
  title: string;
  empty: string;
  items: PaymentDueItem[] | undefined;
  pending: boolean;
  admin: boolean;
  due: (x: PaymentDueItem) => { on: string | null; amount: number };
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-2 text-base font-semibold">
        {title} {items && items.length > 0 && <span className="text-slate-500">({items.length})</span>}
      </h2>
      {pending ? (
        <LoadingBlock className="h-16 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      ) : !items || items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {items.map((x) => {
            const d = due(x);
            return (
              <li key={`${x.unit_kind}-${x.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <Link
                    href={detailHref(x, admin)}
                    className="font-mono font-semibold text-sea-700 hover:underline dark:text-sea-100"
                  >
                    {x.reservation_id}
                  </Link>{' '}
                  <PaymentStateBadge state={x.state} />
                  <div className="text-xs text-slate-500 dark:text-slate-400">
                    {x.unit_name} · {x.guest_name || '–'}
                    {x.guest_phone && (
                      <>
                        {' · '}
                        <a href={`tel:${x.guest_phone.replace(/[\s+]/g, '')}`} className="underline">
                          {x.guest_phone}
                        </a>
                      </>
                    )}
                  </div>
                </div>
                <div className="text-right">
                  <div className="font-semibold tabular-nums">{formatKurusExact(d.amount)}</div>
                  <div className="text-xs text-slate-500 dark:text-slate-400">{d.on ? `vade ${formatDate(d.on)}` : ''}</div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
