'use client';
/**
 * `/dashboard/external`: manual blockings (SPEC §7 `/external`; DESIGN §3:
 * channel 'external', 'Aktif' or 'İptal'). 20 a page with status, villa and
 * date filters; add, edit (also from `?edit={id}`, the occupancy calendar's
 * link) and delete after a confirmation. ADMIN on every villa; an OWNER on
 * their own (the server decides and answers 404 otherwise). A blocking over
 * held nights shows the server's message naming that record.
 */
import type { ExternalItem } from '@yali/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from '@/components/icons';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Badge, inputClass, SelectField, TextField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { apiFetch } from '@/lib/api.client';
import { readSession } from '@/lib/session';
import { useVillaChoices } from '../../reservations/api/use-villa-options';
import { dayToIso, formatDateTime, formatStay } from '@/features/rental-reservations/lib/status';
import { useUrlParams } from '@/lib/use-url-params';

const PAGE = 20;
const col = createColumnHelper<ExternalItem>();
const token = () => readSession(window.localStorage)?.token;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih seçin.');
const schema = z
  .object({
    villa_id: z.string().min(1, 'Villa seçin.'),
    started_at: day,
    finished_at: day,
    label: z.string().trim().min(1, 'Açıklama girin.').max(120, 'En fazla 120 karakter.'),
    note: z.string().max(2000, 'En fazla 2000 karakter.'),
    status: z.enum(['confirmed', 'cancelled']),
  })
  .refine((v) => v.finished_at > v.started_at, { path: ['finished_at'], message: 'Bitiş tarihi başlangıçtan sonra olmalı.' });
type Values = z.infer<typeof schema>;

export function ExternalBlockings() {
  const { params, setParams } = useUrlParams();
  const qc = useQueryClient();
  const villas = useVillaChoices();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const f = {
    status: params.get('status') ?? '',
    villa_id: params.get('villa_id') ?? '',
    started_at: params.get('started_at') ?? '',
    finished_at: params.get('finished_at') ?? '',
  };
  const editId = Number(params.get('edit')) || null;
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<ExternalItem | null>(null);

  const api = new URLSearchParams({ skip: String((page - 1) * PAGE), take: String(PAGE) });
  if (f.status) api.set('status', f.status);
  if (f.villa_id) api.set('villa_id', f.villa_id);
  if (f.started_at) api.set('started_at', dayToIso(f.started_at));
  if (f.finished_at) api.set('finished_at', dayToIso(f.finished_at));
  const q = useAdminQuery<{ items: ExternalItem[]; total: number }>(`/v1/admin/external?${api.toString()}`, {
    placeholderData: (p) => p,
  });
  const editing = useAdminQuery<ExternalItem>(editId ? `/v1/admin/external/${editId}` : null);

  const del = useMutation({
    mutationFn: (id: number) => apiFetch(`/v1/admin/external/${id}`, { method: 'DELETE', token: token() }),
    onSuccess: () => {
      toast.success('Blokaj silindi.');
      return qc.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (e: Error) => toast.error(e.message),
    onSettled: () => setToDelete(null),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: setParams reads the latest URL on every call
  const columns = useMemo(
    () => [
      col.accessor('reservation_id', { header: 'Kod', cell: (c) => <span className="font-mono">{c.getValue()}</span> }),
      col.accessor((r) => r.villa.name, { id: 'villa', header: 'Villa' }),
      col.accessor('label', {
        header: 'Açıklama',
        cell: (c) => (
          <div className="max-w-xs">
            <div className="font-medium">{c.getValue()}</div>
            {c.row.original.note && (
              <div className="truncate text-xs text-slate-500 dark:text-slate-400">{c.row.original.note}</div>
            )}
          </div>
        ),
      }),
      col.display({
        id: 'dates',
        header: 'Tarihler',
        cell: (c) => (
          <div>
            <div>{formatStay(c.row.original.started_at, c.row.original.finished_at)}</div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{c.row.original.nights} gece</div>
          </div>
        ),
      }),
      col.accessor('status', {
        header: 'Durum',
        cell: (c) => (c.getValue() === 'confirmed' ? <Badge tone="green">Aktif</Badge> : <Badge tone="red">İptal</Badge>),
      }),
      col.accessor('created_by', {
        header: 'Ekleyen',
        cell: (c) => (
          <div className="text-xs">
            <div>{c.getValue()?.name ?? '–'}</div>
            <div className="text-slate-500 dark:text-slate-400">{formatDateTime(c.row.original.created_at)}</div>
          </div>
        ),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        cell: (c) => (
          <div className="flex gap-1">
            <Button
              tone="ghost"
              size="sm"
              aria-label={`${c.row.original.reservation_id} düzenle`}
              onClick={() => setParams({ edit: String(c.row.original.id) })}
            >
              <Pencil className="size-4" aria-hidden /> Düzenle
            </Button>
            <Button
              tone="ghost"
              size="sm"
              aria-label={`${c.row.original.reservation_id} sil`}
              onClick={() => setToDelete(c.row.original)}
            >
              <Trash2 className="size-4 text-red-600" aria-hidden /> Sil
            </Button>
          </div>
        ),
      }),
    ],
    [],
  );

  const closeForm = () => {
    setCreating(false);
    if (editId) setParams({ edit: null });
  };
  const formOpen = creating || (editId !== null && editing.data !== undefined);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Harici Blokajlar</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Başka kanallardan (Airbnb, Booking.com, ev sahibi kullanımı…) dolan tarihler. {q.data ? `${q.data.total} blokaj` : ''}
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden /> Yeni blokaj
        </Button>
      </div>

      <div
        role="search"
        aria-label="Blokaj süzgeçleri"
        className="grid grid-cols-1 gap-3 [&>*]:min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Durum</span>
          <select value={f.status} onChange={(e) => setParams({ status: e.target.value, page: null })} className={inputClass}>
            <option value="">Tümü</option>
            <option value="confirmed">Aktif</option>
            <option value="cancelled">İptal</option>
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
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Başlangıç (bu tarihten)</span>
          <input
            type="date"
            value={f.started_at}
            onChange={(e) => setParams({ started_at: e.target.value, page: null })}
            className={inputClass}
          />
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Bitiş (bu tarihe kadar)</span>
          <input
            type="date"
            value={f.finished_at}
            onChange={(e) => setParams({ finished_at: e.target.value, page: null })}
            className={inputClass}
          />
        </label>
      </div>

      <DataTable
        caption="Harici blokajlar"
        data={q.data?.items}
        columns={columns}
        isPending={q.isPending}
        isFetching={q.isFetching}
        error={q.error}
        emptyText="Blokaj yok."
        getRowId={(r) => String(r.id)}
      />
      <Pagination page={page} pageSize={PAGE} total={q.data?.total ?? 0} onPageChange={(p) => setParams({ page: String(p) })} />

      <Modal open={formOpen} onClose={closeForm} title={creating ? 'Yeni blokaj' : 'Blokajı düzenle'} size="md">
        {formOpen && (
          <BlockingForm
            key={creating ? 'new' : editId}
            item={creating ? undefined : editing.data}
            villas={villas.data ?? []}
            onDone={closeForm}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={toDelete !== null}
        title="Blokajı sil"
        message={
          toDelete
            ? `${toDelete.villa.name} için ${formatStay(toDelete.started_at, toDelete.finished_at)} blokajı silinsin mi?`
            : ''
        }
        confirmLabel="Sil"
        pending={del.isPending}
        onConfirm={() => toDelete && del.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

function BlockingForm({
  item,
  villas,
  onDone,
}: {
  item: ExternalItem | undefined;
  villas: { id: number; name: string }[];
  onDone: () => void;
}) {
  const qc = useQueryClient();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      villa_id: item ? String(item.villa.id) : '',
      started_at: item?.started_at ?? '',
      finished_at: item?.finished_at ?? '',
      label: item?.label ?? 'Harici blokaj',
      note: item?.note ?? '',
      status: item?.status ?? 'confirmed',
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = { started_at: v.started_at, finished_at: v.finished_at, label: v.label, note: v.note };
      return item
        ? apiFetch(`/v1/admin/external/${item.id}`, {
            method: 'PUT',
            body: JSON.stringify({ ...body, status: v.status }),
            token: token(),
          })
        : apiFetch('/v1/admin/external', {
            method: 'POST',
            body: JSON.stringify({ ...body, villa_id: Number(v.villa_id) }),
            token: token(),
          });
    },
    onSuccess: () => {
      toast.success(item ? 'Blokaj güncellendi.' : 'Blokaj eklendi.');
      onDone();
      return qc.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const e = formState.errors;
  return (
    <form
      onSubmit={handleSubmit((v) => save.mutate(v))}
      noValidate
      className="grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2"
    >
      {item ? (
        <p className="text-sm sm:col-span-2">
          <span className="font-medium">Villa:</span> {item.villa.name} · <span className="font-mono">{item.reservation_id}</span>
        </p>
      ) : (
        <SelectField
          className="sm:col-span-2"
          label="Villa"
          required
          placeholder="Villa seçin"
          options={villas.map((v) => ({ value: v.id, label: v.name }))}
          error={e.villa_id?.message}
          {...register('villa_id')}
        />
      )}
      <TextField type="date" label="Başlangıç" required error={e.started_at?.message} {...register('started_at')} />
      <TextField type="date" label="Bitiş (çıkış günü)" required error={e.finished_at?.message} {...register('finished_at')} />
      <TextField
        className="sm:col-span-2"
        label="Açıklama"
        required
        hint="Ör. Airbnb, Booking.com, ev sahibi kullanımı"
        error={e.label?.message}
        {...register('label')}
      />
      <label className="space-y-1.5 text-sm sm:col-span-2">
        <span className="block font-medium">Not</span>
        <textarea rows={2} className={inputClass} {...register('note')} />
      </label>
      {item && (
        <SelectField
          label="Durum"
          options={[
            { value: 'confirmed', label: 'Aktif' },
            { value: 'cancelled', label: 'İptal' },
          ]}
          {...register('status')}
        />
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button tone="secondary" onClick={onDone}>
          Vazgeç
        </Button>
        <Button type="submit" pending={save.isPending}>
          Kaydet
        </Button>
      </div>
    </form>
  );
}
