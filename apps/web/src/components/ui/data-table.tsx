'use client';
/**
 * A TanStack Table v8 table with the dashboard's look: loading skeleton,
 * error row, empty text, horizontal scroll on phones — or, with `card`,
 * one card per row below `md`; sortable headers announce `ariaSort`. Paging and filtering
 * stay on the server: pass one page of rows and render `<Pagination>` below.
 *
 * ```tsx
 * const col = createColumnHelper<VillaType>();
 * <DataTable caption="Villa tipleri" data={q.data?.items} columns={[col.accessor('name', { header: 'Ad' })]}
 *   isPending={q.isPending} error={q.error} emptyText="Henüz villa tipi yok." />
 * ```
 */
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type Table,
  type TableOptions,
  useReactTable,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The rows of every render without data: one array, not a new `[]` each time (see useServerTable). */
const NO_ROWS: never[] = [];

/**
 * `useReactTable` for a table that shows one page of a server-paged list
 * (`data` undefined while it loads). TanStack recomputes its row model when
 * `data` is a new array and then queues a page reset, a state update, in a
 * microtask. A fresh `[]` on every render while the list loaded therefore
 * re-rendered the table forever; when the loop began inside a keystroke's
 * event (typing into the list's search box), every update took the event's
 * synchronous priority and the tab froze before the list could arrive. Here
 * the empty list is one constant and paging is declared manual (the server
 * pages), so no page reset is ever queued.
 */
export function useServerTable<T extends RowData>(
  options: Omit<TableOptions<T>, 'data' | 'getCoreRowModel' | 'manualPagination'> & { data: T[] | undefined },
): Table<T> {
  return useReactTable({ ...options, data: options.data ?? NO_ROWS, getCoreRowModel: getCoreRowModel(), manualPagination: true });
}

export type DataTableProps<T extends RowData> = {
  /** Read by screen readers; visually hidden. */
  caption: string;
  data: T[] | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack's own idiom)
  columns: ColumnDef<T, any>[];
  isPending?: boolean;
  isFetching?: boolean;
  error?: Error | null;
  emptyText?: ReactNode;
  getRowId?: (row: T) => string;
  /** Highlights a row (e.g. the selected town). */
  isRowSelected?: (row: T) => boolean;
  skeletonRows?: number;
  /** The `aria-sort` of a column's header (its header renders the sort button); undefined: not sortable. */
  ariaSort?: (columnId: string) => 'ascending' | 'descending' | 'none' | undefined;
  /** Tighter cells, so that a wide list fits a 1366 px screen without scrolling. */
  dense?: boolean;
  /** Below `md` the rows are shown as these cards instead of the table (a phone cannot scroll a wide table well). */
  card?: (row: T) => ReactNode;
};

export function DataTable<T extends RowData>({
  caption,
  data,
  columns,
  isPending,
  isFetching,
  error,
  emptyText = 'Kayıt yok.',
  getRowId,
  isRowSelected,
  skeletonRows = 5,
  ariaSort,
  dense = false,
  card,
}: DataTableProps<T>) {
  const table = useServerTable({ data, columns, getRowId });
  const span = columns.length;
  const pad = dense ? 'px-2.5' : 'px-4';
  const frame = 'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';
  const tableView = (
    // `relative`: visually hidden (sr-only, absolutely positioned) header texts must scroll with the table,
    // or on a phone they widen the whole page.
    <div data-table-frame className={clsx('relative overflow-x-auto', frame, card && 'hidden md:block')}>
      <table className="min-w-full text-sm" aria-busy={isFetching || isPending || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {table.getHeaderGroups().map((hg) => (
            <tr key={hg.id}>
              {hg.headers.map((h) => (
                <th
                  key={h.id}
                  scope="col"
                  aria-sort={ariaSort?.(h.column.id)}
                  className={clsx('whitespace-nowrap py-3 font-semibold', pad)}
                >
                  {h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {isPending &&
            Array.from({ length: skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
              <tr key={i}>
                <td colSpan={span} className={clsx('py-3', pad)}>
                  <div className="h-6 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
                </td>
              </tr>
            ))}
          {error && !isPending && (
            <tr>
              <td colSpan={span} className="px-4 py-8 text-center text-red-600 dark:text-red-400" role="alert">
                {error.message}
              </td>
            </tr>
          )}
          {!isPending && !error && data && data.length === 0 && (
            <tr>
              <td colSpan={span} className="px-4 py-10 text-center text-slate-600 dark:text-slate-400">
                {emptyText}
              </td>
            </tr>
          )}
          {table.getRowModel().rows.map((row) => {
            const selected = isRowSelected?.(row.original) ?? false;
            return (
              <tr
                key={row.id}
                aria-selected={isRowSelected ? selected : undefined}
                className={clsx(selected ? 'bg-brand-50 dark:bg-brand-700/20' : 'hover:bg-slate-50 dark:hover:bg-slate-800/50')}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={clsx('py-2.5 align-middle', pad)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
  if (!card) return tableView;
  const rows = table.getRowModel().rows;
  return (
    <>
      {tableView}
      <div className="md:hidden" aria-busy={isFetching || isPending || undefined}>
        {isPending && <div className={clsx('h-24 animate-pulse', frame)} />}
        {error && !isPending && (
          <p role="alert" className={clsx('p-4 text-center text-red-600 dark:text-red-400', frame)}>
            {error.message}
          </p>
        )}
        {!isPending && !error && data && data.length === 0 && (
          <p className={clsx('p-6 text-center text-slate-600 dark:text-slate-400', frame)}>{emptyText}</p>
        )}
        {rows.length > 0 && (
          <ul aria-label={caption} className="space-y-3">
            {rows.map((row) => (
              <li key={row.id} className={clsx('p-4', frame)}>
                {card(row.original)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
