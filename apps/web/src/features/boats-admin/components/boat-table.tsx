'use client';
/**
 * `/dashboard/boats` (SPEC §7 `GET /v1/admin/boat?skip&take=20&order[&id]`):
 * 20 boats a page with type, marina, capacity, the agency order and an
 * active switch (`PATCH /boat/activity`); name search (Turkish case rules on
 * the server, 250 ms debounce) and sort by order or id. `?type_id=` and
 * `?marina_id=` (the "N tekne" links of the types and marinas screens) keep
 * one type's or one marina's boats and show as removable chips. State lives
 * in the URL so a view survives reload. 'Yeni Tekne' opens the editor.
 */
import { type BoatListItem, DEBOUNCE_MS } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus, X } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ScreenHeader } from '@/components/ui/screen-header';
import { buttonClass } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput, SelectField, Switch } from '@/components/ui/form-fields';
import { MissingTranslationBadge, MissingTranslationFilter } from '@/components/ui/translation-tabs';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { thumbnailColumn } from '@/features/catalogue/columns';
import { paths } from '@/lib/paths';
import { BOATS_PAGE_SIZE, BOATS_PATH, useBoats, useBoatTypeChoices, useMarinaChoices } from '../api/boats';
import { useUrlParams } from '@/lib/use-url-params';
import { actionsColumn } from '@/components/ui/actions-column';

const col = createColumnHelper<BoatListItem>();
const metres = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** A positive whole id from the address, or undefined (a malformed one is ignored rather than sent). */
const idParam = (v: string | null) => {
  const n = Number(v);
  return v && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function BoatTable() {
  const { params, setParams } = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const order = params.get('order') === 'id' ? 'id' : 'order';
  const q = params.get('q') ?? '';
  const typeId = idParam(params.get('type_id'));
  const marinaId = idParam(params.get('marina_id'));
  const [text, setText] = useState(q);
  const [filterNote, setFilterNote] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the debounce
  useEffect(() => {
    if (text === q) return;
    const t = window.setTimeout(() => setParams({ q: text.trim(), page: null }), DEBOUNCE_MS.default);
    return () => window.clearTimeout(t);
  }, [text]);

  const missingTranslation = params.get('missing_translation') ?? '';
  const query = useBoats({ page, order, q, type_id: typeId, marina_id: marinaId, missing_translation: missingTranslation });
  const types = useBoatTypeChoices();
  const marinas = useMarinaChoices();
  const nameOf = (name: string | undefined, id: number, loading: boolean) => name ?? (loading ? '…' : `#${id}`);
  const chips = [
    typeId !== undefined && {
      key: 'type_id',
      label: 'Tekne tipi',
      value: nameOf(types.data?.items.find((t) => t.id === typeId)?.name, typeId, types.isPending),
    },
    marinaId !== undefined && {
      key: 'marina_id',
      label: 'Marina',
      value: nameOf(marinas.data?.items.find((m) => m.marina_id === marinaId)?.name, marinaId, marinas.isPending),
    },
  ].filter((c) => c !== false);
  const activity = useAdminMutation<{ boat: BoatListItem; active: boolean }>({
    request: ({ boat, active }) => ({ method: 'PATCH', path: `${BOATS_PATH}/activity`, body: { villa_id: boat.id, active } }),
    success: (_r, v) => (v.active ? `“${v.boat.name}” aktif edildi.` : `“${v.boat.name}” pasif edildi.`),
    invalidate: [BOATS_PATH],
  });
  const total = query.data?.total ?? 0;

  const columns = [
    thumbnailColumn<BoatListItem>(),
    col.accessor('name', {
      header: 'Tekne',
      cell: (c) => (
        <div>
          <Link
            href={paths.dashboard.boat(c.row.original.id)}
            className="font-medium text-sea-700 hover:underline dark:text-sea-100"
          >
            {c.getValue()}
          </Link>
          <div className="text-xs text-slate-500 dark:text-slate-400">
            #{c.row.original.id}
            {c.row.original.marina && ` · ${c.row.original.marina.name}`}
          </div>
          <MissingTranslationBadge missing={c.row.original.missing_translations} />
        </div>
      ),
    }),
    col.display({ id: 'type', header: 'Tip', cell: (c) => c.row.original.type?.name ?? '–' }),
    col.display({
      id: 'size',
      header: 'Kapasite',
      cell: (c) => (
        <span>
          {c.row.original.capacity} kişi
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {metres.format(c.row.original.length_m)} m · {c.row.original.cabins} kabin
          </span>
        </span>
      ),
    }),
    col.accessor('active', {
      header: 'Durum',
      cell: (c) => (
        <Switch
          checked={c.getValue()}
          disabled={activity.isPending}
          onChange={(active) => activity.mutate({ boat: c.row.original, active })}
          label={`${c.row.original.name} aktif`}
        />
      ),
    }),
    col.accessor('order', { header: 'Sıra', cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
    actionsColumn(col, (row) => (
      <Link href={paths.dashboard.boat(row.id)} className={buttonClass('secondary', 'sm')} aria-label={`${row.name} düzenle`}>
        <Pencil className="size-3.5" aria-hidden /> Düzenle
      </Link>
    )),
  ];

  return (
    <div className="space-y-4">
      <ScreenHeader title="Tekneler" lead={query.data ? `${total} tekne` : ' '}>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          <Link href={paths.dashboard.boatNew} className={`${buttonClass('primary')} order-2 sm:order-none`}>
            <Plus className="size-4" aria-hidden /> Yeni Tekne
          </Link>
          <SearchInput
            label="Tekne adıyla ara"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="order-1 w-full sm:order-none sm:w-60"
          />
          <SelectField
            label="Sırala"
            className="order-3 w-40 sm:order-none"
            value={order}
            onChange={(e) => setParams({ order: e.target.value, page: null })}
            options={[
              { value: 'order', label: 'Sıralama' },
              { value: 'id', label: 'En yeni' },
            ]}
          />
          <div className="order-4 w-56 sm:order-none">
            <MissingTranslationFilter />
          </div>
        </div>
      </ScreenHeader>

      {chips.length > 0 && (
        <ul aria-label="Etkin süzgeçler" className="flex flex-wrap items-center gap-2">
          {chips.map((c) => (
            <li
              key={c.key}
              className="inline-flex items-center gap-1 rounded-full border border-sea-200 bg-sea-50 py-1 pr-1 pl-3 text-sm text-sea-900 dark:border-sea-800 dark:bg-sea-950 dark:text-sea-100"
            >
              <span>
                {c.label}: <strong className="font-semibold">{c.value}</strong>
              </span>
              <button
                type="button"
                aria-label={`${c.label} süzgecini kaldır`}
                title="Süzgeci kaldır"
                onClick={() => {
                  setParams({ [c.key]: null, page: null });
                  setFilterNote(`${c.label} süzgeci kaldırıldı.`);
                }}
                className="rounded-full p-1.5 hover:bg-sea-100 focus-visible:outline-2 focus-visible:outline-sea-600 dark:hover:bg-sea-900"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {filterNote}
      </p>

      <PagedTable
        caption="Tekneler"
        query={query}
        columns={columns}
        emptyText={
          chips.length > 0
            ? q
              ? `Bu süzgeçlerle “${q}” ile eşleşen tekne yok.`
              : 'Bu süzgeçlerle eşleşen tekne yok.'
            : q
              ? `“${q}” ile eşleşen tekne yok.`
              : 'Henüz tekne yok.'
        }
        paging={{ page, size: BOATS_PAGE_SIZE, onChange: (p) => setParams({ page: p > 1 ? String(p) : null }) }}
      />
    </div>
  );
}
