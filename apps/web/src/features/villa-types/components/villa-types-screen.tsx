'use client';
/**
 * `/dashboard/villatypes` (SPEC §2, §7; 10 per page): villa types with how
 * many villas use each, name search, create/rename in a modal, delete after
 * a confirmation. The server refuses to delete Apart (18), Bungalov (19) and
 * types in use (409); its Turkish message shows as a toast.
 */
import { DEBOUNCE_MS, type VillaTypeItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Lock, Pencil, Plus, Trash2 } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Badge, SearchInput } from '@/components/ui/form-fields';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/lib/paths';
import { useDeleteVillaType, useVillaTypes, VILLA_TYPES_PAGE_SIZE } from '../api/villa-types';
import { VillaTypeForm } from './villa-type-form';

const col = createColumnHelper<VillaTypeItem>();

export function VillaTypesScreen() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [form, setForm] = useState<{ open: boolean; editing: VillaTypeItem | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<VillaTypeItem | null>(null);

  useEffect(() => {
    const t = window.setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, DEBOUNCE_MS.default);
    return () => window.clearTimeout(t);
  }, [text]);

  const query = useVillaTypes(page, q);
  const del = useDeleteVillaType(() => setToDelete(null));
  const total = query.data?.total ?? 0;

  // After deleting the last row of the last page, step back a page.
  useEffect(() => {
    if (query.data && query.data.items.length === 0 && page > 1) setPage((p) => p - 1);
  }, [query.data, page]);

  const columns = useMemo(
    () => [
      col.accessor('id', { header: 'No', cell: (c) => <span className="tabular-nums text-slate-500">#{c.getValue()}</span> }),
      col.accessor('name', {
        header: 'Tip',
        cell: (c) => (
          <div className="flex items-center gap-2 font-medium">
            {c.getValue()}
            {c.row.original.protected && (
              <Badge tone="gold">
                <Lock className="mr-1 inline size-3" aria-hidden />
                Sabit
              </Badge>
            )}
          </div>
        ),
      }),
      col.accessor('slug', {
        header: 'Adres',
        cell: (c) => <code className="text-xs text-slate-600 dark:text-slate-400">{c.getValue()}</code>,
      }),
      col.accessor('villa_count', {
        header: 'Villa',
        cell: (c) =>
          c.getValue() > 0 ? (
            <Link
              href={paths.listing({ types: c.row.original.id })}
              target="_blank"
              className="font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sea-100"
            >
              {c.getValue()} villa
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
          <h1 className="text-2xl font-bold">Villa Tipleri</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {query.data ? `${total} tip` : ' '} · Apart ve Bungalov tipleri sabittir, silinemez.
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
        caption="Villa tipleri"
        data={query.data?.items}
        columns={columns}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        emptyText={q ? `“${q}” ile eşleşen villa tipi yok.` : 'Henüz villa tipi yok.'}
        getRowId={(r) => String(r.id)}
      />
      <Pagination page={page} pageSize={VILLA_TYPES_PAGE_SIZE} total={total} onPageChange={setPage} />

      <VillaTypeForm open={form.open} editing={form.editing} onClose={() => setForm({ open: false, editing: null })} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Villa tipini sil"
        message={
          toDelete && (
            <>
              <strong>“{toDelete.name}”</strong> tipi silinsin mi? Bu işlem geri alınamaz.
              {toDelete.villa_count > 0 && ` Bu tip ${toDelete.villa_count} villada kullanılıyor.`}
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
