'use client';
/**
 * `/dashboard/boattypes` (SPEC §2, §7; 10 per page): boat types with how many
 * boats use each (a link to the boats list filtered by the type), name search, create/rename in a modal, delete after a
 * confirmation. A type that boats still use cannot be deleted: the server's
 * 409 message names those boats and shows as an error toast.
 */
import { type BoatTypeItem, DEBOUNCE_MS } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { SearchInput } from '@/components/ui/form-fields';
import { Pagination } from '@/components/ui/pagination';
import { boatsListHref } from '@/features/boats-admin/api/boats';
import { BOAT_TYPES_PAGE_SIZE, useBoatTypes, useDeleteBoatType } from '../api/boat-types';
import { BoatTypeForm } from './boat-type-form';

const col = createColumnHelper<BoatTypeItem>();

export function BoatTypesScreen() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [form, setForm] = useState<{ open: boolean; editing: BoatTypeItem | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<BoatTypeItem | null>(null);

  useEffect(() => {
    const t = window.setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, DEBOUNCE_MS.default);
    return () => window.clearTimeout(t);
  }, [text]);

  const query = useBoatTypes(page, q);
  const del = useDeleteBoatType(() => setToDelete(null));
  const total = query.data?.total ?? 0;

  // After deleting the last row of the last page, step back a page.
  useEffect(() => {
    if (query.data && query.data.items.length === 0 && page > 1) setPage((p) => p - 1);
  }, [query.data, page]);

  const columns = useMemo(
    () => [
      col.accessor('id', { header: 'No', cell: (c) => <span className="tabular-nums text-slate-500">#{c.getValue()}</span> }),
      col.accessor('name', { header: 'Tip', cell: (c) => <span className="font-medium">{c.getValue()}</span> }),
      col.accessor('slug', {
        header: 'Adres',
        cell: (c) => <code className="text-xs text-slate-600 dark:text-slate-400">{c.getValue()}</code>,
      }),
      col.accessor('boat_count', {
        header: 'Tekne',
        cell: (c) =>
          c.getValue() > 0 ? (
            <Link
              href={boatsListHref({ type_id: c.row.original.id })}
              className="font-medium whitespace-nowrap text-sea-700 underline-offset-2 hover:underline dark:text-sea-100"
            >
              {c.getValue()} tekne
              <span className="sr-only">: {c.row.original.name} tipindeki tekneleri listele</span>
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
              aria-label={`${c.row.original.name} tipini düzenle`}
            >
              <Pencil className="size-4" aria-hidden />
              <span className="hidden sm:inline">Düzenle</span>
            </Button>
            <Button
              tone="ghost"
              size="sm"
              className="text-red-700 dark:text-red-400"
              onClick={() => setToDelete(c.row.original)}
              aria-label={`${c.row.original.name} tipini sil`}
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
          <h1 className="text-2xl font-bold">Tekne Tipleri</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {query.data ? `${total} tip` : ' '} · Teknelerin kullandığı bir tip silinemez.
          </p>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <SearchInput
            label="Tip adıyla ara"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-w-0 flex-1 sm:w-60"
          />
          <Button onClick={() => setForm({ open: true, editing: null })}>
            <Plus className="size-4" aria-hidden /> Yeni tip
          </Button>
        </div>
      </div>

      <DataTable
        caption="Tekne tipleri"
        data={query.data?.items}
        columns={columns}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        emptyText={q ? `“${q}” ile eşleşen tekne tipi yok.` : 'Henüz tekne tipi yok.'}
        getRowId={(r) => String(r.id)}
      />
      <Pagination page={page} pageSize={BOAT_TYPES_PAGE_SIZE} total={total} onPageChange={setPage} />

      <BoatTypeForm open={form.open} editing={form.editing} onClose={() => setForm({ open: false, editing: null })} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Tekne tipini sil"
        message={
          toDelete && (
            <>
              <strong>“{toDelete.name}”</strong> tipi silinsin mi? Bu işlem geri alınamaz.
              {toDelete.boat_count > 0 && ` Bu tip ${toDelete.boat_count} teknede kullanılıyor.`}
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
