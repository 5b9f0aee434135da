import type { ColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * The last column of a back-office table, made with the table's column helper `col`: the row's
 * buttons, `cell(row, index)` (index: the row's place on the page), under a header only screen readers
 * hear ('İşlemler'). `cardLabel` names the cell on the phone's cards (`meta.label`, see DataTable's `cards`).
 */
export function actionsColumn<T>(col: ColumnHelper<T>, cell: (row: T, index: number) => ReactNode, cardLabel?: string) {
  return col.display({
    id: 'actions',
    header: () => <span className="sr-only">İşlemler</span>,
    ...(cardLabel ? { meta: { label: cardLabel } } : {}),
    cell: ({ row }) => cell(row.original, row.index),
  });
}
