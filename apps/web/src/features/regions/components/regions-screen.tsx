'use client';
/**
 * `/dashboard/towndistrict` (SPEC §2 "villa regions", §7; 10 per page each):
 * towns (ilçe) beside districts (bölge). Choosing a town filters the
 * districts and pre-selects it for a new district. Create/edit in modals,
 * delete after a confirmation; a town or district still in use answers 409
 * and its Turkish message (naming the villas) shows as a toast.
 */
import { DEBOUNCE_MS, type DistrictItem, type TownItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Filter, Plus, X } from '@/components/icons';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDelete, DeleteQuestion } from '@/components/ui/confirm-dialog';
import { DeleteButton, EditButton } from '@/components/ui/row-actions';
import { PagedTable, useStepBackWhenEmpty } from '@/components/ui/paged-table';
import { useFormDialog } from '@/components/ui/use-form-dialog';
import { SearchInput } from '@/components/ui/form-fields';
import { DISTRICTS_PAGE_SIZE, TOWNS_PAGE_SIZE, useDeleteDistrict, useDeleteTown, useDistricts, useTowns } from '../api/regions';
import { DistrictForm, TownForm } from './region-forms';
import { actionsColumn } from '@/components/ui/actions-column';
import { ScreenHeader } from '@/components/ui/screen-header';

const townCol = createColumnHelper<TownItem>();
const districtCol = createColumnHelper<DistrictItem>();

type Selected = { town_id: number; name: string } | null;

export function RegionsScreen() {
  // Towns
  const [townPage, setTownPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<Selected>(null);
  const townForm = useFormDialog<TownItem>();
  const [townToDelete, setTownToDelete] = useState<TownItem | null>(null);
  // Districts
  const [districtPage, setDistrictPage] = useState(1);
  const districtForm = useFormDialog<DistrictItem>();
  const [districtToDelete, setDistrictToDelete] = useState<DistrictItem | null>(null);

  useEffect(() => {
    const t = window.setTimeout(() => {
      setQ(text.trim());
      setTownPage(1);
    }, DEBOUNCE_MS.default);
    return () => window.clearTimeout(t);
  }, [text]);

  const towns = useTowns(townPage, q);
  const districts = useDistricts(districtPage, selected?.town_id ?? null);
  const delTown = useDeleteTown((deleted, town) => {
    setTownToDelete(null);
    if (deleted && selected?.town_id === town.town_id) setSelected(null);
  });
  const delDistrict = useDeleteDistrict(() => setDistrictToDelete(null));

  useStepBackWhenEmpty(towns.data, townPage, setTownPage);
  useStepBackWhenEmpty(districts.data, districtPage, setDistrictPage);

  const choose = (town: Selected) => {
    setSelected(town);
    setDistrictPage(1);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `choose` only sets state; the selection is what changes the cells
  const townColumns = useMemo(
    () => [
      townCol.accessor('name', {
        header: 'İlçe',
        cell: (c) => {
          const t = c.row.original;
          const isSel = selected?.town_id === t.town_id;
          return (
            <button
              type="button"
              onClick={() => choose(isSel ? null : { town_id: t.town_id, name: t.name })}
              aria-pressed={isSel}
              aria-label={`${t.name} bölgelerini göster`}
              className={clsx(
                'inline-flex items-center gap-1.5 rounded font-medium underline-offset-2 hover:underline',
                isSel ? 'text-brand-700 dark:text-brand-400' : 'text-sea-700 dark:text-sea-100',
              )}
            >
              <Filter className={clsx('size-3.5', isSel ? 'opacity-100' : 'opacity-40')} aria-hidden />
              {t.name}
            </button>
          );
        },
      }),
      townCol.accessor('district_count', { header: 'Bölge', cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
      townCol.accessor('villa_count', { header: 'Villa', cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
      actionsColumn(townCol, (row) => (
        <RowActions name={row.name} what="ilçesini" onEdit={() => townForm.edit(row)} onDelete={() => setTownToDelete(row)} />
      )),
    ],
    [selected],
  );

  const districtColumns = useMemo(
    () => [
      districtCol.accessor('name', { header: 'Bölge', cell: (c) => <span className="font-medium">{c.getValue()}</span> }),
      districtCol.accessor('town_name', { header: 'İlçe' }),
      districtCol.accessor('villa_count', { header: 'Villa', cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
      actionsColumn(districtCol, (row) => (
        <RowActions
          name={row.name}
          what="bölgesini"
          onEdit={() => districtForm.edit(row)}
          onDelete={() => setDistrictToDelete(row)}
        />
      )),
    ],
    [districtForm.edit],
  );

  return (
    <div className="space-y-4">
      <ScreenHeader title="Bölgeler" lead="İlçeler ve bölgeleri. Bir ilçeye tıklayınca yalnızca onun bölgeleri listelenir." />

      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="towns-heading" className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="towns-heading" className="text-lg font-semibold">
              İlçeler <span className="text-sm font-normal text-slate-500">({towns.data?.total ?? '…'})</span>
            </h2>
            <div className="flex w-full gap-2 sm:w-auto">
              <SearchInput
                label="İlçe ara"
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="min-w-0 flex-1 sm:w-48"
              />
              <Button onClick={townForm.create}>
                <Plus className="size-4" aria-hidden /> Yeni ilçe
              </Button>
            </div>
          </div>
          <PagedTable
            caption="İlçeler"
            query={towns}
            columns={townColumns}
            emptyText={q ? `“${q}” ile eşleşen ilçe yok.` : 'Henüz ilçe yok.'}
            getRowId={(r) => String(r.town_id)}
            isRowSelected={(r) => r.town_id === selected?.town_id}
            paging={{ page: townPage, size: TOWNS_PAGE_SIZE, onChange: setTownPage, label: 'İlçe sayfaları' }}
          />
        </section>

        <section aria-labelledby="districts-heading" className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="districts-heading" className="text-lg font-semibold">
              {selected ? `${selected.name} bölgeleri` : 'Tüm bölgeler'}{' '}
              <span className="text-sm font-normal text-slate-500">({districts.data?.total ?? '…'})</span>
            </h2>
            <div className="flex gap-2">
              {selected && (
                <Button tone="secondary" onClick={() => choose(null)}>
                  <X className="size-4" aria-hidden /> Tüm bölgeler
                </Button>
              )}
              <Button onClick={districtForm.create}>
                <Plus className="size-4" aria-hidden /> Yeni bölge
              </Button>
            </div>
          </div>
          <PagedTable
            caption={selected ? `${selected.name} ilçesinin bölgeleri` : 'Bölgeler'}
            query={districts}
            columns={districtColumns}
            emptyText={selected ? `${selected.name} ilçesinde henüz bölge yok.` : 'Henüz bölge yok.'}
            getRowId={(r) => String(r.district_id)}
            paging={{ page: districtPage, size: DISTRICTS_PAGE_SIZE, onChange: setDistrictPage, label: 'Bölge sayfaları' }}
          />
        </section>
      </div>

      <TownForm {...townForm.props} />
      <DistrictForm {...districtForm.props} defaultTownId={selected?.town_id ?? null} />
      <ConfirmDelete
        target={townToDelete}
        title="İlçeyi sil"
        message={(town) => <DeleteQuestion name={town.name} what="ilçesi" />}
        pending={delTown.isPending}
        onConfirm={(townToDelete) => delTown.mutate(townToDelete)}
        onCancel={() => setTownToDelete(null)}
      />
      <ConfirmDelete
        target={districtToDelete}
        title="Bölgeyi sil"
        message={(district) => <DeleteQuestion name={district.name} what="bölgesi" />}
        pending={delDistrict.isPending}
        onConfirm={(districtToDelete) => delDistrict.mutate(districtToDelete)}
        onCancel={() => setDistrictToDelete(null)}
      />
    </div>
  );
}

function RowActions({ name, what, onEdit, onDelete }: { name: string; what: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <EditButton label={`${name} ${what} düzenle`} onClick={onEdit} />
      <DeleteButton label={`${name} ${what} sil`} onClick={onDelete} />
    </div>
  );
}
