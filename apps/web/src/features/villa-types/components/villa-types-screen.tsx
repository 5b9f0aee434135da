'use client';
/**
 * `/dashboard/villatypes` (SPEC §2, §7; 10 per page): villa types with how
 * many villas use each, name search, create/rename in a modal, delete after
 * a confirmation — the shared catalogue screen with these columns and texts.
 * The server refuses to delete Apart (18), Bungalov (19) and types in use
 * (409); its Turkish message shows as a toast.
 */
import type { VillaTypeItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Lock } from '@/components/icons';
import { Badge } from '@/components/ui/form-fields';
import { TypeCatalogueScreen } from '@/features/catalogue/type-catalogue';
import { countColumn, numberColumn, slugColumn } from '@/features/catalogue/columns';
import { paths } from '@/lib/paths';
import { villaTypeHooks } from '../api/villa-types';
import { VillaTypeForm } from './villa-type-form';

const col = createColumnHelper<VillaTypeItem>();
const columns = [
  numberColumn<VillaTypeItem>(),
  col.accessor('name', {
    header: 'Tip',
    cell: (c) => (
      <div className="flex items-center gap-2 font-medium">
        {c.getValue()}
        {c.row.original.protected && (
          <Badge tone="gold">
            <Lock className="mr-1 inline size-3" aria-hidden />
            Sabit
          </Badge>
        )}
      </div>
    ),
  }),
  slugColumn<VillaTypeItem>(),
  countColumn<VillaTypeItem>({
    id: 'villa_count',
    header: 'Villa',
    count: (t) => t.villa_count,
    href: (t) => paths.listing({ types: t.id }),
    label: (t) => `${t.villa_count} villa`,
    newTab: true,
  }),
];

export function VillaTypesScreen() {
  return <TypeCatalogueScreen hooks={villaTypeHooks} columns={columns} Form={VillaTypeForm} />;
}
