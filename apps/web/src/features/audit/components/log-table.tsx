'use client';
/**
 * What the two log screens share: the page and filters read from the URL, and the table
 * with its pagination, 50 a page (AUDIT_PAGE_SIZE).
 */
import { AUDIT_PAGE_SIZE } from '@yali/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { type PageQuery, PagedTable } from '@/components/ui/paged-table';
import { useUrlParams } from '@/lib/use-url-params';

/** The list query of the URL's `filters` and page: 'user_id=3&skip=50&take=50'. */
export function useLogQuery(filters: readonly string[]) {
  const { params, setParams } = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = new URLSearchParams();
  for (const k of filters) if (params.get(k)) query.set(k, params.get(k) as string);
  const anyFilter = [...query.keys()].length > 0;
  query.set('skip', String((page - 1) * AUDIT_PAGE_SIZE));
  query.set('take', String(AUDIT_PAGE_SIZE));
  return { page, query: query.toString(), anyFilter, params, setParams };
}

/** A log's page of rows (`q`, an `{ items, total }` query) with its pagination, 50 a page. */
export function LogTable<T extends { id: number }>(props: {
  caption: string;
  q: PageQuery<T>;
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack's own idiom).
  columns: ColumnDef<T, any>[];
  page: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <PagedTable
      caption={props.caption}
      query={props.q}
      columns={props.columns}
      emptyText="Kayıt yok."
      paging={{ page: props.page, size: AUDIT_PAGE_SIZE, onChange: props.onPageChange }}
    />
  );
}
