'use client';
/**
 * `/dashboard/boattypes` (SPEC §2, §7; 10 per page): boat types with how many
 * boats use each (a link to the boats list filtered by the type), name
 * search, create/rename in a modal, delete after a confirmation — the shared
 * catalogue screen with these columns and texts. A type that boats still use
 * cannot be deleted: the server's 409 message names those boats and shows as
 * an error toast.
 */
import type { BoatTypeItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { boatsListHref } from '@/features/boats-admin/api/boats';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { typeScreenProps } from '@/features/catalogue/type-screen-props';
import { countColumn, numberColumn, slugColumn } from '@/features/catalogue/columns';
import { BOAT_TYPES_PAGE_SIZE, useBoatTypes, useDeleteBoatType } from '../api/boat-types';
import { BoatTypeForm } from './boat-type-form';

const col = createColumnHelper<BoatTypeItem>();
const columns = [
  numberColumn<BoatTypeItem>(),
  col.accessor('name', { header: 'Tip', cell: (c) => <span className="font-medium">{c.getValue()}</span> }),
  slugColumn<BoatTypeItem>(),
  countColumn<BoatTypeItem>({
    id: 'boat_count',
    header: 'Tekne',
    count: (t) => t.boat_count,
    href: (t) => boatsListHref({ type_id: t.id }),
    label: (t) => (
      <>
        {t.boat_count} tekne
        <span className="sr-only">: {t.name} tipindeki tekneleri listele</span>
      </>
    ),
    className: 'whitespace-nowrap ',
  }),
];

const TYPE_PROPS = typeScreenProps<BoatTypeItem>((t) => t.boat_count, 'teknede');

export function BoatTypesScreen() {
  return (
    <CatalogueScreen<BoatTypeItem>
      {...TYPE_PROPS}
      title="Tekne Tipleri"
      rule="Teknelerin kullandığı bir tip silinemez."
      caption="Tekne tipleri"
      emptyText={(q) => (q ? `“${q}” ile eşleşen tekne tipi yok.` : 'Henüz tekne tipi yok.')}
      columns={columns}
      pageSize={BOAT_TYPES_PAGE_SIZE}
      useList={useBoatTypes}
      useDelete={useDeleteBoatType}
      Form={BoatTypeForm}
      deleteTitle="Tekne tipini sil"
    />
  );
}
