'use client';
/**
 * The back office's server-paged list: a `DataTable` over one page of a list query
 * (`{ items, total }`) with its `Pagination` below, the two siblings every list screen
 * rendered by hand.
 *
 * ```tsx
 * <PagedTable caption="Blog yazıları" query={q} columns={columns} emptyText="Henüz yazı yok."
 *   getRowId={(r) => String(r.id)} page={page} pageSize={BLOG_PAGE_SIZE} onPageChange={setPage} />
 * ```
 */
import type { RowData } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination } from './pagination';

/** What a TanStack list query carries that the table shows: its page of rows, loading and error. */
export type PageQuery<T> = {
  data?: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
};

export type PagedTableProps<T extends RowData> = Omit<DataTableProps<T>, 'data' | 'isPending' | 'isFetching' | 'error'> & {
  query: PageQuery<T>;
  /** 1-based page shown. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The pagination's `aria-label` where a screen has two lists; default "Sayfalama". */
  pagingLabel?: string;
};

/** Renders the table and, below it, the pages of `query.data.total` rows (0 while loading). */
export function PagedTable<T extends RowData>({
  query,
  page,
  pageSize,
  onPageChange,
  pagingLabel,
  ...table
}: PagedTableProps<T>) {
  return (
    <>
      <DataTable
        {...table}
        data={query.data?.items}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
      />
      <Pagination
        label={pagingLabel}
        page={page}
        pageSize={pageSize}
        total={query.data?.total ?? 0}
        onPageChange={onPageChange}
      />
    </>
  );
}
