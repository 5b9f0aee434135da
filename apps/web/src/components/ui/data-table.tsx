'use client';
/**
 * A TanStack Table v8 table with the dashboard's look: loading skeleton,
 * error row, empty text, horizontal scroll on phones — or, with `cards`,
 * each row a card below `md`; sortable headers announce `ariaSort`. Paging and filtering
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
import { Fragment, type ReactNode } from 'react';

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

/** Below `md`, a `cards` table: each row a bordered two-column card, each cell under its column's name. */
const CARD = {
  table: 'max-md:block',
  body: 'max-md:block max-md:space-y-3 max-md:divide-y-0',
  row: 'max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm max-md:dark:border-slate-800 max-md:dark:bg-slate-900',
  cell: 'max-md:block max-md:min-w-0 max-md:p-0 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-label)] max-md:dark:before:text-slate-400',
};

/** A column's own classes on a card (`meta.cardClass`), e.g. `max-md:col-span-2` for a cell that needs the card's width. */
// biome-ignore lint/suspicious/noExplicitAny: any column of any table
const cardClassOf = (def: ColumnDef<any, any>) => (def.meta as { cardClass?: string } | undefined)?.cardClass;

/** A column's name on a card: its header text, else `meta.label`. */
// biome-ignore lint/suspicious/noExplicitAny: any column of any table
function labelOf(def: ColumnDef<any, any>): string {
  if (typeof def.header === 'string') return def.header;
  return (def.meta as { label?: string } | undefined)?.label ?? '';
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
  /**
   * Below `md` each row is a card (two columns of cells, each under its column's name: the header
   * text, or `meta.label` for a header that is a component) instead of a row to scroll sideways;
   * `meta.cardClass` adds a column's own classes there (e.g. `max-md:col-span-2`).
   */
  cards?: boolean;
  /**
   * Renders a row's `<tr>` itself — e.g. a sortable row that sets its own ref and
   * transform (the villa list's drag-to-reorder) — around the cells DataTable built.
   */
  renderRow?: (row: { id: string; className: string; children: ReactNode }) => ReactNode;
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
  cards = false,
  renderRow,
}: DataTableProps<T>) {
  const table = useServerTable({ data, columns, getRowId });
  const span = columns.length;
  const pad = dense ? 'px-2.5' : 'px-4';
  const frame = 'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';
  const tableView = (
    // `relative`: visually hidden (sr-only, absolutely positioned) header texts must scroll with the table,
    // or on a phone they widen the whole page.
    <div
      data-table-frame
      className={clsx(
        'relative overflow-x-auto',
        cards
          ? 'md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm md:dark:border-slate-800 md:dark:bg-slate-900'
          : frame,
      )}
    >
      <table className={clsx('min-w-full text-sm', cards && CARD.table)} aria-busy={isFetching || isPending || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead
          className={clsx(
            'bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300',
            cards && 'max-md:hidden',
          )}
        >
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
        <tbody className={clsx('divide-y divide-slate-100 dark:divide-slate-800', cards && CARD.body)}>
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
            const className = clsx(
              selected ? 'bg-brand-50 dark:bg-brand-700/20' : 'hover:bg-slate-50 dark:hover:bg-slate-800/50',
              cards && CARD.row,
            );
            const cells = row.getVisibleCells().map((cell) => (
              <td
                key={cell.id}
                data-label={cards ? labelOf(cell.column.columnDef) : undefined}
                className={clsx('py-2.5 align-middle', pad, cards && [CARD.cell, cardClassOf(cell.column.columnDef)])}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ));
            if (renderRow) return <Fragment key={row.id}>{renderRow({ id: row.id, className, children: cells })}</Fragment>;
            return (
              <tr key={row.id} aria-selected={isRowSelected ? selected : undefined} className={className}>
                {cells}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
  return tableView;
}
