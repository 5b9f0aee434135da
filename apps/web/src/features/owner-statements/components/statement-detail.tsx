'use client';
/**
 * One month's statement: its state, the totals from the opening to the
 * closing balance, the stays (rent, rate, commission, owner's share), the
 * expenses and payouts, PDF/CSV downloads and, for the ADMIN, closing the
 * month (after a confirmation) and recording payouts and expenses.
 */
import {
  formatStatementAmount,
  formatStatementMonth,
  formatCommissionRate,
  type OwnerExpenseItem,
  type OwnerPayoutItem,
  type OwnerStatement,
  STATEMENT_BASIS_LABEL,
  STATEMENT_STATUS_LABEL,
  type StatementLineBody,
} from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { ArrowDown, Lock, Plus, Trash2 } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Badge } from '@/components/ui/form-fields';
import { formatDate } from '@/lib/format';
import { downloadStatement, useCloseMonth, useDeleteEntry, useStatement } from '../api/owner-statements';
import { LedgerEntryForm } from './ledger-entry-form';
import { actionsColumn } from '@/components/ui/actions-column';

const money = (k: number) => (
  <span className={clsx('whitespace-nowrap tabular-nums', k < 0 && 'text-red-700 dark:text-red-400')}>
    {formatStatementAmount(k)}
  </span>
);
const day = (d: string) => <span className="whitespace-nowrap">{formatDate(d)}</span>;
const right = (label: string) => () => <span className="block text-right">{label}</span>;
const cellRight = (node: React.ReactNode) => <span className="block text-right">{node}</span>;

const line = createColumnHelper<StatementLineBody>();
const LINE_COLUMNS = [
  line.display({
    id: 'stay',
    header: 'Konaklama',
    cell: (c) => {
      const l = c.row.original;
      return (
        <div className="min-w-40">
          <div className="font-medium">{l.villa.name}</div>
          <div className="text-xs text-slate-600 dark:text-slate-400">
            {l.reservation_code} · {l.guest_name || '—'}
            {l.correction && (
              <>
                {' '}
                <Badge tone="red">Düzeltme</Badge>
              </>
            )}
          </div>
        </div>
      );
    },
  }),
  line.display({
    id: 'dates',
    header: 'Tarihler',
    cell: (c) => (
      <span className="whitespace-nowrap text-xs">
        {formatDate(c.row.original.started_at)} – {formatDate(c.row.original.finished_at)}
      </span>
    ),
  }),
  line.accessor('nights', { header: right('Gece'), cell: (c) => cellRight(c.getValue()) }),
  line.accessor('rent_kurus', { header: right('Kira'), cell: (c) => cellRight(money(c.getValue())) }),
  line.accessor('rate_bp', { header: right('Oran'), cell: (c) => cellRight(formatCommissionRate(c.getValue())) }),
  line.accessor('commission_kurus', { header: right('Komisyon'), cell: (c) => cellRight(money(c.getValue())) }),
  line.accessor('owner_share_kurus', {
    header: right('Ev sahibi payı'),
    cell: (c) => cellRight(<strong>{money(c.getValue())}</strong>),
  }),
];

export function StatementDetail({ ownerId, month, isAdmin }: { ownerId: number; month: string; isAdmin: boolean }) {
  const q = useStatement(ownerId, month);
  const close = useCloseMonth();
  const del = useDeleteEntry();
  const [confirming, setConfirming] = useState(false);
  const [form, setForm] = useState<'payout' | 'expense' | null>(null);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const s = q.data;
  const label = formatStatementMonth(month);

  const download = async (ext: 'pdf' | 'csv') => {
    setDownloading(ext);
    try {
      await downloadStatement(ownerId, month, ext);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setDownloading(null);
    }
  };

  const removable = (kind: 'expense' | 'payout', e: { id: number; statement_month: string | null }, what: string) =>
    isAdmin && e.statement_month === null ? (
      <Button
        tone="ghost"
        size="sm"
        pending={del.isPending && del.variables?.id === e.id}
        onClick={() => del.mutate({ kind, id: e.id })}
        aria-label={`${what} sil`}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    ) : null;

  const expense = createColumnHelper<OwnerExpenseItem>();
  const expenseColumns = [
    expense.accessor('spent_on', { header: 'Tarih', cell: (c) => day(c.getValue()) }),
    expense.display({ id: 'villa', header: 'Villa', cell: (c) => c.row.original.villa?.name ?? '—' }),
    expense.accessor('description', { header: 'Açıklama' }),
    expense.accessor('amount_kurus', { header: right('Tutar'), cell: (c) => cellRight(money(c.getValue())) }),
    actionsColumn(expense, (row) => removable('expense', row, `${row.description} giderini`)),
  ];
  const payout = createColumnHelper<OwnerPayoutItem>();
  const payoutColumns = [
    payout.accessor('paid_on', { header: 'Tarih', cell: (c) => day(c.getValue()) }),
    payout.accessor('iban_reference', { header: 'IBAN / dekont', cell: (c) => c.getValue() || '—' }),
    payout.accessor('note', { header: 'Not', cell: (c) => c.getValue() || '—' }),
    payout.accessor('amount_kurus', { header: right('Tutar'), cell: (c) => cellRight(money(c.getValue())) }),
    actionsColumn(payout, (row) => removable('payout', row, `${formatDate(row.paid_on)} tarihli ödemeyi`)),
  ];

  return (
    <section aria-labelledby="statement-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="statement-heading" className="text-xl font-bold">
            {label} hesap dökümü
          </h2>
          {s && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <Badge tone={s.status === 'closed' ? 'green' : 'gold'}>{STATEMENT_STATUS_LABEL[s.status]}</Badge>
              <span>{s.owner.name}</span>
              <span aria-hidden>·</span>
              <span>Gelir kaydı: {STATEMENT_BASIS_LABEL[s.basis]}</span>
              {s.closed_at && (
                <>
                  <span aria-hidden>·</span>
                  <span>
                    {formatDate(s.closed_at.slice(0, 10))} tarihinde {s.closed_by?.name ?? 'yönetici'} kapattı
                  </span>
                </>
              )}
            </p>
          )}
        </div>
        {s && (
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Button tone="secondary" size="sm" pending={downloading === 'pdf'} onClick={() => download('pdf')}>
              <ArrowDown className="size-4" aria-hidden /> PDF indir
            </Button>
            <Button tone="secondary" size="sm" pending={downloading === 'csv'} onClick={() => download('csv')}>
              <ArrowDown className="size-4" aria-hidden /> CSV indir
            </Button>
            {isAdmin && (
              <>
                <Button tone="secondary" size="sm" onClick={() => setForm('payout')}>
                  <Plus className="size-4" aria-hidden /> Ödeme ekle
                </Button>
                <Button tone="secondary" size="sm" onClick={() => setForm('expense')}>
                  <Plus className="size-4" aria-hidden /> Gider ekle
                </Button>
                {s.closable && (
                  <Button size="sm" onClick={() => setConfirming(true)}>
                    <Lock className="size-4" aria-hidden /> Ayı kapat
                  </Button>
                )}
              </>
            )}
          </div>
        )}
      </div>

      {q.isPending && <div className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}
      {q.isError && (
        <p
          role="alert"
          className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
        >
          {q.error.message}
        </p>
      )}
      {s && (
        <>
          <Totals statement={s} />
          <h3 className="text-base font-semibold">Konaklamalar</h3>
          <DataTable
            caption={`${label} konaklamaları`}
            data={s.lines}
            columns={LINE_COLUMNS}
            emptyText="Bu ay için kayda geçen konaklama yok."
            getRowId={(l) => `${l.reservation_id}-${l.correction}`}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="min-w-0 space-y-2">
              <h3 className="text-base font-semibold">Giderler</h3>
              <DataTable
                caption={`${label} giderleri`}
                data={s.expenses}
                columns={expenseColumns}
                emptyText="Gider yok."
                getRowId={(e) => String(e.id)}
              />
            </div>
            <div className="min-w-0 space-y-2">
              <h3 className="text-base font-semibold">Ev sahibine yapılan ödemeler</h3>
              <DataTable
                caption={`${label} ödemeleri`}
                data={s.payouts}
                columns={payoutColumns}
                emptyText="Ödeme yok."
                getRowId={(p) => String(p.id)}
              />
            </div>
          </div>
        </>
      )}

      {isAdmin && s && (
        <>
          <ConfirmDialog
            open={confirming}
            title={`${label} ayını kapat`}
            message={
              <>
                {s.owner.name} için {label} hesap dökümü bu haliyle dondurulacak: devreden bakiye{' '}
                <strong>{formatStatementAmount(s.totals.closing_balance_kurus)}</strong>. Kapatılan döküm değiştirilemez; sonraki
                düzeltmeler bir sonraki aya yansır.
              </>
            }
            confirmLabel="Ayı kapat"
            tone="primary"
            pending={close.isPending}
            onConfirm={() => close.mutate({ ownerId, month, label }, { onSettled: () => setConfirming(false) })}
            onCancel={() => setConfirming(false)}
          />
          <LedgerEntryForm kind={form} ownerId={ownerId} month={month} onClose={() => setForm(null)} />
        </>
      )}
    </section>
  );
}

function Totals({ statement }: { statement: OwnerStatement }) {
  const t = statement.totals;
  const items: [string, number, boolean?][] = [
    ['Önceki bakiye', t.opening_balance_kurus],
    ['Kira', t.rent_kurus],
    ['Komisyon', -t.commission_kurus],
    ['Ev sahibi payı', t.owner_share_kurus],
    ['Giderler', -t.expenses_kurus],
    ['Ödemeler', -t.payouts_kurus],
    ['Devreden bakiye', t.closing_balance_kurus, true],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label="Özet">
      {items.map(([name, value, strong]) => (
        <div
          key={name}
          className={clsx(
            'rounded-lg border p-3 shadow-sm',
            strong
              ? 'border-brand-400 bg-brand-50 dark:border-brand-600 dark:bg-brand-700/20'
              : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
          )}
        >
          <dt className="text-xs text-slate-600 dark:text-slate-400">{name}</dt>
          <dd className={clsx('mt-1 tabular-nums', strong ? 'text-lg font-bold' : 'font-semibold')}>
            {formatStatementAmount(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
