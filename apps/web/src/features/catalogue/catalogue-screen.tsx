'use client';
/**
 * One screen for every paged catalogue of the back office (villa types, boat
 * types, marinas): heading with count and rule, debounced name search,
 * 'Yeni …' button, the table with the resource's columns followed by
 * Düzenle / Sil, pagination, the resource's create/edit modal and a delete
 * confirmation. Each resource gives only its columns, hooks, form and texts.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from '@/components/icons';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Button } from '@/components/ui/button';
import { DeleteButton, EditButton } from '@/components/ui/row-actions';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { PagedTable, useStepBackWhenEmpty } from '@/components/ui/paged-table';
import { useFormDialog } from '@/components/ui/use-form-dialog';
import { SearchInput } from '@/components/ui/form-fields';
import { useSearchPaging } from './use-search-paging';

export type CatalogueScreenProps<Item> = {
  title: string;
  /** Under the title: '12 tip' (only once loaded) · `rule`. */
  countText: (total: number) => string;
  rule: string;
  searchLabel: string;
  /** Width of the search box from `sm` up, e.g. 'sm:w-60'. */
  searchWidth: string;
  newLabel: string;
  caption: string;
  emptyText: (q: string) => string;
  /** The resource's own columns; Düzenle / Sil are appended. */
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack's own idiom)
  columns: ColumnDef<Item, any>[];
  editLabel: (item: Item) => string;
  deleteLabel: (item: Item) => string;
  rowId: (item: Item) => number;
  pageSize: number;
  useList: (page: number, q: string) => UseQueryResult<{ items: Item[]; total: number }>;
  useDelete: (onDone: () => void) => { mutate: (item: Item) => void; isPending: boolean };
  Form: ComponentType<{ open: boolean; editing: Item | null; onClose: () => void }>;
  deleteTitle: string;
  deleteMessage: (item: Item) => ReactNode;
};

export function CatalogueScreen<Item>(p: CatalogueScreenProps<Item>) {
  const { page, setPage, text, setText, q } = useSearchPaging();
  const form = useFormDialog<Item>();
  const [toDelete, setToDelete] = useState<Item | null>(null);

  const query = p.useList(page, q);
  const del = p.useDelete(() => setToDelete(null));
  const total = query.data?.total ?? 0;

  useStepBackWhenEmpty(query.data, page, setPage);

  const { columns: own, editLabel, deleteLabel } = p;
  const columns = useMemo(
    () => [
      ...own,
      {
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <EditButton label={editLabel(row.original)} onClick={() => form.edit(row.original)}>
              <span className="hidden sm:inline">Düzenle</span>
            </EditButton>
            <DeleteButton label={deleteLabel(row.original)} onClick={() => setToDelete(row.original)}>
              <span className="hidden sm:inline">Sil</span>
            </DeleteButton>
          </div>
        ),
      } satisfies ColumnDef<Item>,
    ],
    [own, editLabel, deleteLabel, form.edit],
  );

  return (
    <div className="space-y-4">
      <ScreenHeader
        title={p.title}
        lead={
          <>
            {query.data ? p.countText(total) : ' '}
            {/* One text node, as the rule was before the screens were shared: the same glyph run. */}
            {` · ${p.rule}`}
          </>
        }
      >
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <SearchInput
            label={p.searchLabel}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={`min-w-0 flex-1 ${p.searchWidth}`}
          />
          <Button onClick={form.create}>
            <Plus className="size-4" aria-hidden /> {p.newLabel}
          </Button>
        </div>
      </ScreenHeader>

      <PagedTable
        caption={p.caption}
        query={query}
        columns={columns}
        emptyText={p.emptyText(q)}
        getRowId={(r) => String(p.rowId(r))}
        paging={{ page, size: p.pageSize, onChange: setPage }}
      />

      <p.Form {...form.props} />
      <ConfirmDelete
        target={toDelete}
        title={p.deleteTitle}
        message={(toDelete) => p.deleteMessage(toDelete)}
        pending={del.isPending}
        onConfirm={(toDelete) => del.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
