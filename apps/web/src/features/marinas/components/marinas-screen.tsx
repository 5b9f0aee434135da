'use client';
/**
 * `/dashboard/marina` (SPEC §2, §7; 10 per page): marinas with their location
 * and how many boats are berthed at each (a link to the boats list filtered
 * by the marina), search by name or place, create/edit in a modal, delete
 * after a confirmation — the shared catalogue screen with these columns and
 * texts. A marina with boats cannot be deleted: the server's 409 message
 * names them (error toast).
 */
import type { MarinaItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { MapPin } from '@/components/icons';
import { DeleteQuestion } from '@/components/ui/confirm-dialog';
import { boatsListHref } from '@/features/boats-admin/api/boats';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { countColumn } from '@/features/catalogue/columns';
import { MARINAS_PAGE_SIZE, useDeleteMarina, useMarinas } from '../api/marinas';
import { MarinaForm } from './marina-form';

const col = createColumnHelper<MarinaItem>();
const coordFmt = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 4 });
const columns = [
  col.accessor('name', {
    header: 'Marina',
    cell: (c) => (
      <div>
        <div className="font-medium">{c.getValue()}</div>
        <code className="text-xs text-slate-500 dark:text-slate-400">{c.row.original.slug}</code>
      </div>
    ),
  }),
  col.accessor('location', {
    header: 'Konum',
    cell: (c) => (
      <div>
        <div>{c.getValue() || '–'}</div>
        {c.row.original.lat !== null && c.row.original.lng !== null && (
          <div className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
            <MapPin className="size-3" aria-hidden />
            {coordFmt.format(c.row.original.lat)}, {coordFmt.format(c.row.original.lng)}
          </div>
        )}
      </div>
    ),
  }),
  countColumn<MarinaItem>({
    id: 'boat_count',
    header: 'Tekne',
    count: (m) => m.boat_count,
    href: (m) => boatsListHref({ marina_id: m.marina_id }),
    label: (m) => (
      <>
        {m.boat_count} tekne
        <span className="sr-only">: {m.name} teknelerini listele</span>
      </>
    ),
    className: 'whitespace-nowrap ',
  }),
];

export function MarinasScreen() {
  return (
    <CatalogueScreen<MarinaItem>
      title="Marinalar"
      countText={(n) => `${n} marina`}
      rule="Teknelerin bağlı olduğu bir marina silinemez."
      searchLabel="Marina adı veya konumla ara"
      searchWidth="sm:w-64"
      newLabel="Yeni marina"
      caption="Marinalar"
      emptyText={(q) => (q ? `“${q}” ile eşleşen marina yok.` : 'Henüz marina yok.')}
      columns={columns}
      editLabel={editLabel}
      deleteLabel={deleteLabel}
      rowId={(r) => r.marina_id}
      pageSize={MARINAS_PAGE_SIZE}
      useList={useMarinas}
      useDelete={useDeleteMarina}
      Form={MarinaForm}
      deleteTitle="Marinayı sil"
      deleteMessage={(m) => (
        <DeleteQuestion name={m.name}>{m.boat_count > 0 && ` Bu marinada ${m.boat_count} tekne var.`}</DeleteQuestion>
      )}
    />
  );
}

const editLabel = (m: MarinaItem) => `${m.name} düzenle`;
const deleteLabel = (m: MarinaItem) => `${m.name} sil`;
