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
import { TypeCatalogueScreen } from '@/features/catalogue/type-catalogue';
import { countColumn, numberColumn, slugColumn } from '@/features/catalogue/columns';
import { boatTypeHooks } from '../api/boat-types';
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

export function BoatTypesScreen() {
  return <TypeCatalogueScreen hooks={boatTypeHooks} columns={columns} Form={BoatTypeForm} />;
}
