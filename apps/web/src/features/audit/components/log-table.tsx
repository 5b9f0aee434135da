'use client';
/**
 * What the two log screens share: the page and filters read from the URL, and the table
 * with its pagination, 50 a page (AUDIT_PAGE_SIZE).
 */
import { AUDIT_PAGE_SIZE } from '@yali/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
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

export function LogTable<T extends { id: number }>(props: {
  caption: string;
  q: { data?: { items: T[]; total: number } | undefined; isPending: boolean; isFetching: boolean; error: Error | null };
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack's own idiom).
  columns: ColumnDef<T, any>[];
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { q } = props;
  return (
    <>
      <DataTable
        caption={props.caption}
        data={q.data?.items}
        columns={props.columns}
        isPending={q.isPending}
        isFetching={q.isFetching}
        error={q.error}
        emptyText="Kayıt yok."
        getRowId={(r) => String(r.id)}
      />
      <Pagination page={props.page} pageSize={AUDIT_PAGE_SIZE} total={q.data?.total ?? 0} onPageChange={props.onPageChange} />
    </>
  );
}
