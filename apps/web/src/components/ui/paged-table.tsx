'use client';
/**
 * The back office's server-paged list: a `DataTable` over one page of a list query
 * (`{ items, total }`) with its `Pagination` below, the two siblings every list screen
 * rendered by hand.
 *
 * ```tsx
 * <PagedTable caption="Blog yazıları" query={q} columns={columns} emptyText="Henüz yazı yok."
 *   paging={{ page, size: BLOG_PAGE_SIZE, onChange: setPage }} />
 * ```
 */
import type { RowData } from '@tanstack/react-table';
import { useEffect } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination } from './pagination';

/** What a TanStack list query carries that the table shows: its page of rows, loading and error. */
export type PageQuery<T> = {
  data?: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
};

/**
 * The page a list shows and how to turn it, one value since the three always travel together:
 * `page` 1-based, `size` rows a page, `onChange(page)` when the visitor picks another; `label` is the
 * pagination's `aria-label` where a screen has two lists (default "Sayfalama").
 */
export type Paging = { page: number; size: number; onChange: (page: number) => void; label?: string };

export type PagedTableProps<T extends RowData> = Omit<DataTableProps<T>, 'data' | 'isPending' | 'isFetching' | 'error'> & {
  query: PageQuery<T>;
  paging: Paging;
};

/** A row's key when the screen names none: its `id`, as every list item of the API carries one. */
const rowIdOf = (row: unknown) => String((row as { id?: unknown }).id);

/**
 * Renders the table and, below it, the pages of `query.data.total` rows (0 while loading). Rows are
 * keyed by `getRowId`, by default their `id`.
 */
export function PagedTable<T extends RowData>({ query, paging, getRowId = rowIdOf, ...table }: PagedTableProps<T>) {
  return (
    <>
      <DataTable
        {...table}
        getRowId={getRowId}
        data={query.data?.items}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
      />
      <Pagination
        label={paging.label}
        page={paging.page}
        pageSize={paging.size}
        total={query.data?.total ?? 0}
        onPageChange={paging.onChange}
      />
    </>
  );
}

/**
 * After the last row of the last page is deleted, the list's page comes back empty: step back to the
 * page before (`setPage(page - 1)`), so the screen never stays on an empty page past the first.
 */
export function useStepBackWhenEmpty(data: { items: unknown[] } | undefined, page: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage(page - 1);
  }, [data, page, setPage]);
}
