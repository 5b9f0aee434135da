'use client';
/**
 * The owner's commission rates (ADMIN): the default and the per-villa
 * overrides, each from a date, newest first, with a form to add one. A rate
 * is never edited: a later one supersedes it. The API refuses a date inside
 * a month already closed for the owner (its message shows as a toast).
 */
import { type CommissionRateItem, formatCommissionRate } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { formatDate } from '@/lib/format';
import { useAddRate, useCommissionRates } from '../api/owner-statements';
import { useOwnerVillas } from '../api/owner-villas';
import { parsePercent } from '@/lib/money-input';

const col = createColumnHelper<CommissionRateItem>();
const COLUMNS = [
  col.accessor('effective_from', { header: 'Geçerlilik başlangıcı', cell: (c) => formatDate(c.getValue()) }),
  col.display({ id: 'scope', header: 'Kapsam', cell: (c) => c.row.original.villa?.name ?? 'Tüm villalar (varsayılan)' }),
  col.accessor('rate_bp', {
    header: 'Oran',
    cell: (c) => <span className="tabular-nums">{formatCommissionRate(c.getValue())}</span>,
  }),
];

export function CommissionRates({ ownerId }: { ownerId: number }) {
  const rates = useCommissionRates(ownerId, true);
  const villas = useOwnerVillas(ownerId, true);
  const [f, setF] = useState({ rate: '', from: '', villa: '' });
  const [errors, setErrors] = useState<{ rate?: string; from?: string }>({});
  const add = useAddRate(ownerId, () => setF({ rate: '', from: '', villa: '' }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const bp = parsePercent(f.rate);
    const next = {
      ...(bp === null ? { rate: '0 ile 100 arasında bir yüzde girin (ör. 20 veya 12,5).' } : {}),
      ...(/^\d{4}-\d{2}-\d{2}$/.test(f.from) ? {} : { from: 'Başlangıç tarihini seçin.' }),
    };
    setErrors(next);
    if (bp === null || Object.keys(next).length > 0) return;
    add.mutate({ rate_bp: bp, effective_from: f.from, villa_id: f.villa ? Number(f.villa) : null });
  };

  return (
    <section aria-labelledby="rates-heading" className="space-y-3">
      <h2 id="rates-heading" className="text-lg font-semibold">
        Komisyon oranları
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Her konaklama, çıkış gününde (gecelere göre kayıtta her gece) geçerli olan oranla hesaplanır. Villaya özel oran
        varsayılanın önüne geçer; kapatılmış aylara oran eklenemez.
      </p>
      <DataTable
        caption="Komisyon oranları"
        data={rates.data}
        columns={COLUMNS}
        isPending={rates.isPending}
        error={rates.error}
        emptyText="Henüz oran tanımlanmadı: komisyon %0 sayılır."
        getRowId={(r) => String(r.id)}
      />
      <form
        noValidate
        onSubmit={submit}
        aria-label="Komisyon oranı ekle"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-4 sm:items-end dark:border-slate-800 dark:bg-slate-900"
      >
        <TextField
          label="Oran (%)"
          inputMode="decimal"
          placeholder="ör. 20"
          value={f.rate}
          onChange={(e) => setF({ ...f, rate: e.target.value })}
          error={errors.rate}
          required
        />
        <TextField
          label="Geçerlilik başlangıcı"
          type="date"
          value={f.from}
          onChange={(e) => setF({ ...f, from: e.target.value })}
          error={errors.from}
          required
        />
        <SelectField
          label="Villa"
          value={f.villa}
          onChange={(e) => setF({ ...f, villa: e.target.value })}
          placeholder="Tüm villalar (varsayılan)"
          options={(villas.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
        />
        <Button type="submit" pending={add.isPending}>
          Oran ekle
        </Button>
      </form>
    </section>
  );
}
