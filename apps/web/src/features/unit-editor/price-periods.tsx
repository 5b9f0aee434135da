'use client';
/**
 * The 'Fiyat dönemleri' card of a unit editor, for villas and boats: periods
 * sorted by start, one card each on narrow screens and a table from `sm` up
 * (Dönem, then the kind's columns), 'Dönem ekle', Düzenle / Sil per period
 * and a delete confirmation. The kind gives its columns, card lines, the
 * name a period has in the buttons' labels, its delete hook and its dialog.
 */
import { Pencil, Plus, Trash2 } from '@/components/icons';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format';
import { Section } from './section';

type Period = { id: number; start_date: string; end_date: string };

/** A table column after 'Dönem': header, cell and the cell's classes. */
export type PeriodColumn<P> = { header: string; cell: (p: P) => ReactNode; className: string };

/** '1 Haz 2026 – 30 Haz 2026' */
export const periodText = (p: Pick<Period, 'start_date' | 'end_date'>) =>
  `${formatDate(p.start_date)} – ${formatDate(p.end_date)}`;

export function PricePeriods<P extends Period>({
  periods,
  columns,
  card,
  buttonName,
  emptyText,
  readOnly,
  useDelete,
  dialog,
}: {
  periods: readonly P[];
  columns: PeriodColumn<P>[];
  /** The narrow screens' card lines under the period. */
  card: (p: P) => ReactNode;
  /** How the buttons' aria-labels name a period: `${buttonName(p)} dönemini düzenle`. */
  buttonName: (p: P) => string;
  emptyText: string;
  readOnly?: boolean;
  useDelete: (onDone: () => void) => { mutate: (p: P) => void; isPending: boolean };
  /** Renders the add/edit dialog; `period` null adds. */
  dialog: (period: P | null, onClose: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<P | 'new' | null>(null);
  const [deleting, setDeleting] = useState<P | null>(null);
  const del = useDelete(() => setDeleting(null));
  const sorted = [...periods].sort((a, b) => a.start_date.localeCompare(b.start_date));

  const actions = (p: P, tone: 'ghost' | 'secondary') => (
    <>
      <Button tone={tone} size="sm" onClick={() => setEditing(p)} aria-label={`${buttonName(p)} dönemini düzenle`}>
        <Pencil className="size-3.5" aria-hidden /> Düzenle
      </Button>
      <Button tone={tone} size="sm" onClick={() => setDeleting(p)} aria-label={`${buttonName(p)} dönemini sil`}>
        <Trash2 className="size-3.5 text-red-600" aria-hidden /> Sil
      </Button>
    </>
  );

  return (
    <Section
      title="Fiyat dönemleri"
      actions={
        !readOnly && (
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden /> Dönem ekle
          </Button>
        )
      }
    >
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-5 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {emptyText}
        </p>
      ) : (
        <>
          {/* Narrow screens: one card per period. */}
          <ul className="grid gap-3 sm:hidden">
            {sorted.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                <p className="font-medium">{periodText(p)}</p>
                {card(p)}
                {!readOnly && <div className="mt-2 flex gap-1">{actions(p, 'secondary')}</div>}
              </li>
            ))}
          </ul>
          <div className="relative hidden overflow-x-auto sm:block">
            <table className="min-w-full text-sm">
              <caption className="sr-only">Fiyat dönemleri</caption>
              <thead className="text-left text-xs uppercase tracking-wide text-slate-600 dark:text-slate-300">
                <tr className="border-b border-slate-200 dark:border-slate-800">
                  {['Dönem', ...columns.map((c) => c.header)].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-4 font-semibold">
                      {h}
                    </th>
                  ))}
                  {!readOnly && (
                    <th scope="col" className="py-2 font-semibold">
                      <span className="sr-only">İşlemler</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {sorted.map((p) => (
                  <tr key={p.id}>
                    <td className="whitespace-nowrap py-2.5 pr-4">{periodText(p)}</td>
                    {columns.map((c) => (
                      <td key={c.header} className={c.className}>
                        {c.cell(p)}
                      </td>
                    ))}
                    {!readOnly && <td className="whitespace-nowrap py-2.5 text-right">{actions(p, 'ghost')}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {editing && dialog(editing === 'new' ? null : editing, () => setEditing(null))}
      <ConfirmDelete
        target={deleting}
        title="Fiyat dönemini sil"
        message={(deleting) => `${periodText(deleting)} dönemi silinsin mi?`}
        pending={del.isPending}
        onConfirm={(deleting) => del.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}
