'use client';
/**
 * `/dashboard/marina` (SPEC §2, §7; 10 per page): marinas with their location
 * and how many boats are berthed at each (a link to the boats list filtered
 * by the marina), search by name or place,
 * create/edit in a modal, delete after a confirmation. A marina with boats
 * cannot be deleted: the server's 409 message names them (error toast).
 */
import { DEBOUNCE_MS, type MarinaItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { MapPin, Pencil, Plus, Trash2 } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { SearchInput } from '@/components/ui/form-fields';
import { Pagination } from '@/components/ui/pagination';
import { boatsListHref } from '@/features/boats-admin/api/boats';
import { MARINAS_PAGE_SIZE, useDeleteMarina, useMarinas } from '../api/marinas';
import { MarinaForm } from './marina-form';

const col = createColumnHelper<MarinaItem>();
const coordFmt = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 4 });

export function MarinasScreen() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [form, setForm] = useState<{ open: boolean; editing: MarinaItem | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<MarinaItem | null>(null);

  useEffect(() => {
    const t = window.setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, DEBOUNCE_MS.default);
    return () => window.clearTimeout(t);
  }, [text]);

  const query = useMarinas(page, q);
  const del = useDeleteMarina(() => setToDelete(null));
  const total = query.data?.total ?? 0;

  useEffect(() => {
    if (query.data && query.data.items.length === 0 && page > 1) setPage((p) => p - 1);
  }, [query.data, page]);

  const columns = useMemo(
    () => [
      col.accessor('name', {
        header: 'Marina',
        cell: (c) => (
          <div>
            <div className="font-medium">{c.getValue()}</div>
            <code className="text-xs text-slate-500 dark:text-slate-400">{c.row.original.slug}</code>
          </div>
        ),
      }),
      col.accessor('location', {
        header: 'Konum',
        cell: (c) => (
          <div>
            <div>{c.getValue() || '–'}</div>
            {c.row.original.lat !== null && c.row.original.lng !== null && (
              <div className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
                <MapPin className="size-3" aria-hidden />
                {coordFmt.format(c.row.original.lat)}, {coordFmt.format(c.row.original.lng)}
              </div>
            )}
          </div>
        ),
      }),
      col.accessor('boat_count', {
        header: 'Tekne',
        cell: (c) =>
          c.getValue() > 0 ? (
            <Link
              href={boatsListHref({ marina_id: c.row.original.marina_id })}
              className="font-medium whitespace-nowrap text-sea-700 underline-offset-2 hover:underline dark:text-sea-100"
            >
              {c.getValue()} tekne
              <span className="sr-only">: {c.row.original.name} teknelerini listele</span>
            </Link>
          ) : (
            <span className="text-slate-500">0</span>
          ),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        cell: (c) => (
          <div className="flex justify-end gap-1">
            <Button
              tone="ghost"
              size="sm"
              onClick={() => setForm({ open: true, editing: c.row.original })}
              aria-label={`${c.row.original.name} düzenle`}
            >
              <Pencil className="size-4" aria-hidden />
              <span className="hidden sm:inline">Düzenle</span>
            </Button>
            <Button
              tone="ghost"
              size="sm"
              className="text-red-700 dark:text-red-400"
              onClick={() => setToDelete(c.row.original)}
              aria-label={`${c.row.original.name} sil`}
            >
              <Trash2 className="size-4" aria-hidden />
              <span className="hidden sm:inline">Sil</span>
            </Button>
          </div>
        ),
      }),
    ],
    [],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Marinalar</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {query.data ? `${total} marina` : ' '} · Teknelerin bağlı olduğu bir marina silinemez.
          </p>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <SearchInput
            label="Marina adı veya konumla ara"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-w-0 flex-1 sm:w-64"
          />
          <Button onClick={() => setForm({ open: true, editing: null })}>
            <Plus className="size-4" aria-hidden /> Yeni marina
          </Button>
        </div>
      </div>

      <DataTable
        caption="Marinalar"
        data={query.data?.items}
        columns={columns}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        emptyText={q ? `“${q}” ile eşleşen marina yok.` : 'Henüz marina yok.'}
        getRowId={(r) => String(r.marina_id)}
      />
      <Pagination page={page} pageSize={MARINAS_PAGE_SIZE} total={total} onPageChange={setPage} />

      <MarinaForm open={form.open} editing={form.editing} onClose={() => setForm({ open: false, editing: null })} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Marinayı sil"
        message={
          toDelete && (
            <>
              <strong>“{toDelete.name}”</strong> silinsin mi? Bu işlem geri alınamaz.
              {toDelete.boat_count > 0 && ` Bu marinada ${toDelete.boat_count} tekne var.`}
            </>
          )
        }
        pending={del.isPending}
        onConfirm={() => toDelete && del.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
