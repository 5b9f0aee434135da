'use client';
/**
 * `/dashboard/external`: manual blockings (SPEC §7 `/external`; DESIGN §3:
 * channel 'external', 'Aktif' or 'İptal') with their source (issue 24). 20 a
 * page with status, villa and date filters; add and edit in the shared
 * BlockingDialog (also from `?edit={id}`, the occupancy calendar's link) and
 * delete after a confirmation. ADMIN on every villa; an OWNER on their own
 * (the server decides and answers 404 otherwise). A saved blocking is
 * highlighted in the list, with a link to it on the occupancy timeline.
 */
import type { ExternalItem } from '@yali/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from '@/components/icons';
import { useMemo, useState } from 'react';
import Link from 'next/link';
import { toast } from 'sonner';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { Badge, inputClass } from '@/components/ui/form-fields';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { apiFetch } from '@/lib/api.client';
import { readSession } from '@/lib/session';
import { useVillaChoices } from '../../reservations/api/use-villa-options';
import { dayToIso, formatDateTime, formatStay } from '@/features/rental-reservations/lib/status';
import { paths } from '@/lib/paths';
import { useUrlParams } from '@/lib/use-url-params';
import { BlockingDialog, blockSourceLabel } from './blocking-dialog';
import { actionsColumn } from '@/components/ui/actions-column';
import { UrlFilterPanel } from '@/components/ui/url-filters';

const PAGE = 20;
const col = createColumnHelper<ExternalItem>();
const token = () => readSession(window.localStorage)?.token;

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
  const [saved, setSaved] = useState<ExternalItem | null>(null);

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
      col.accessor('source', {
        header: 'Kaynak',
        cell: (c) => <Badge tone={c.getValue() === 'owner' ? 'gold' : 'slate'}>{blockSourceLabel(c.getValue())}</Badge>,
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
      actionsColumn(col, (row) => (
        <div className="flex gap-1">
          <Button
            tone="ghost"
            size="sm"
            aria-label={`${row.reservation_id} düzenle`}
            onClick={() => setParams({ edit: String(row.id) })}
          >
            <Pencil className="size-4" aria-hidden /> Düzenle
          </Button>
          <Button tone="ghost" size="sm" aria-label={`${row.reservation_id} sil`} onClick={() => setToDelete(row)}>
            <Trash2 className="size-4 text-red-600" aria-hidden /> Sil
          </Button>
        </div>
      )),
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
      <ScreenHeader
        title="Harici Blokajlar"
        lead={
          <>
            Başka kanallardan (Airbnb, Booking.com, ev sahibi kullanımı…) dolan tarihler. {q.data ? `${q.data.total} blokaj` : ''}
          </>
        }
      >
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden /> Yeni blokaj
        </Button>
      </ScreenHeader>

      <UrlFilterPanel label="Blokaj süzgeçleri" columns="lg:grid-cols-4">
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
      </UrlFilterPanel>

      {saved && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-violet-200 bg-violet-50 px-4 py-3 text-sm dark:border-violet-900 dark:bg-violet-950"
        >
          <span>
            <span className="font-mono font-semibold">{saved.reservation_id}</span> · {saved.villa.name} ·{' '}
            {formatStay(saved.started_at, saved.finished_at)} kaydedildi.
          </span>
          <Link
            className="font-semibold text-sea-700 underline dark:text-sea-300"
            href={`${paths.dashboard.occupancy}?month=${saved.started_at.slice(0, 7)}&highlight=${saved.id}`}
          >
            Takvimde göster
          </Link>
        </p>
      )}
      <PagedTable
        caption="Harici blokajlar"
        query={q}
        columns={columns}
        emptyText="Blokaj yok."
        isRowSelected={(r) => r.id === saved?.id}
        paging={{ page, size: PAGE, onChange: (p) => setParams({ page: String(p) }) }}
      />

      <BlockingDialog
        open={formOpen}
        item={creating ? undefined : editing.data}
        onClose={closeForm}
        onSaved={(item) => {
          toast.success(creating ? 'Blokaj eklendi.' : 'Blokaj güncellendi.');
          setSaved(item);
          closeForm();
        }}
      />
      <ConfirmDelete
        target={toDelete}
        title="Blokajı sil"
        message={(toDelete) =>
          `${toDelete.villa.name} için ${formatStay(toDelete.started_at, toDelete.finished_at)} blokajı silinsin mi?`
        }
        confirmLabel="Sil"
        pending={del.isPending}
        onConfirm={(toDelete) => del.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
