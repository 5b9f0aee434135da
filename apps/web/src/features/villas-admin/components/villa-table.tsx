'use client';
/**
 * `/dashboard/villas` list (SPEC §7 `GET /v1/admin/villas?skip&take=20&order…`,
 * issue 24): 20 per page, name search (Turkish case rules on the server,
 * 250 ms debounce), filters by region (ilçe, bölge), owner, Aktif/Pasif and
 * Popüler, sort by order, id or popularity — all in the URL, so a view can be
 * shared and survives reload. OWNER sees only their villas: the server
 * decides, this screen only renders what it gets. ADMIN also gets 'Yeni
 * Villa', the Aktif/Popüler switches (each with 'Geri al' in its toast),
 * 'En üste taşı' per row and drag-to-reorder (pointer or keyboard) of the
 * unfiltered list in the agency order. The table fits a 1366 px screen;
 * below `md` the rows are cards.
 */
import { DEBOUNCE_MS, PAGE_SIZE, type VillaListItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { ArrowUpToLine, Eye, Pencil, Plus } from '@/components/icons';
import Link from 'next/link';
import { type ReactNode, useEffect, useState } from 'react';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { ScreenHeader } from '@/components/ui/screen-header';
import { DataTable } from '@/components/ui/data-table';
import { Badge, inputClass, Switch } from '@/components/ui/form-fields';
import { buttonClass } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { MissingTranslationBadge, MissingTranslationFilter } from '@/components/ui/translation-tabs';
import { UrlClearFilters, UrlFilterPanel, UrlSelectFilter } from '@/components/ui/url-filters';
import { thumbnailColumn } from '@/features/catalogue/columns';
import { paths } from '@/lib/paths';
import { useUrlParams } from '@/lib/use-url-params';
import { useOwners, useSearchOptions } from '../api/queries';
import { useMoveVillaToTop, useSaveVillaOrder, useVillaFlag } from '../api/use-villa-list-writes';
import { DragHandle, SortableRow, SortableRows } from './sortable-rows';
import { actionsColumn } from '@/components/ui/actions-column';

type Page = { items: VillaListItem[]; total: number };
const col = createColumnHelper<VillaListItem>();

/** The sorts besides the agency order (`order`, the default). */
const SORTS = [
  ['id', 'Kayıt no (yeni önce)'],
  ['popular', 'Popüler önce'],
] as const;
/** The `active` and `popular` filters' choices (the API reads 'true' / 'false'). */
const ACTIVE_CHOICES = [
  ['true', 'Aktif'],
  ['false', 'Pasif'],
] as const;
const POPULAR_CHOICES = [
  ['true', 'Popüler'],
  ['false', 'Popüler olmayan'],
] as const;
/** URL keys that narrow the list (the API's query names); `order` only sorts. */
const FILTER_KEYS = ['q', 'town_id', 'district_id', 'owner_id', 'active', 'popular', 'missing_translation'] as const;

/**
 * New order values for a page whose rows now stand in `ids`' order: the
 * page's own values, sorted, handed out again, so that villas on other pages
 * keep their places. Values tied on the page become consecutive from the
 * smallest (then a tie with another page's villa is possible; 'En üste taşı'
 * renumbers the whole order 1…N).
 */
function pageOrder(items: VillaListItem[], ids: number[]): { villa_id: number; order: number }[] {
  const slots = items.map((v) => v.order).sort((a, b) => a - b);
  const distinct = new Set(slots).size === slots.length;
  const base = slots[0] ?? 0;
  return ids.map((villa_id, i) => ({ villa_id, order: distinct ? (slots[i] as number) : base + i }));
}

export function VillaTable() {
  const session = useAdminSession();
  const isAdmin = session.user_role === 'ADMIN';
  const { params, setParams } = useUrlParams();
  const f = (k: string) => params.get(k) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const order = f('order') || 'order';
  const [text, setText] = useState(f('q'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the debounce
  useEffect(() => {
    if (text === f('q')) return;
    const t = window.setTimeout(() => {
      // Already so in the address (e.g. "Süzgeçleri temizle" emptied both): no navigation to race others.
      if ((new URLSearchParams(window.location.search).get('q') ?? '') === text.trim()) return;
      setParams({ q: text.trim(), page: null });
    }, DEBOUNCE_MS.default);
    return () => window.clearTimeout(t);
  }, [text]);

  const take = PAGE_SIZE.villas;
  const sp = new URLSearchParams({ skip: String((page - 1) * take), take: String(take), order });
  if (order === 'id') sp.set('dir', 'desc');
  for (const k of FILTER_KEYS) if (f(k)) sp.set(k, f(k));
  const query = useAdminQuery<Page>(`/v1/admin/villas?${sp.toString()}`, { placeholderData: (prev) => prev });
  const regions = useSearchOptions();
  const owners = useOwners(isAdmin);

  // A dragged page shows its new order at once; the next read of the list replaces it.
  const [arranged, setArranged] = useState<VillaListItem[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of data ends the local arrangement
  useEffect(() => setArranged(null), [query.data]);
  const items = arranged ?? query.data?.items;

  const flag = useVillaFlag();
  const toTop = useMoveVillaToTop();
  const saveOrder = useSaveVillaOrder(() => setArranged(null));

  const filtered = FILTER_KEYS.some((k) => f(k));
  const canReorder = isAdmin && order === 'order' && !filtered;
  const onMove = (ids: string[]) => {
    const byId = new Map((items ?? []).map((v) => [String(v.villa_id), v]));
    const next = ids.map((id) => byId.get(id)).filter((v): v is VillaListItem => v !== undefined);
    setArranged(next);
    saveOrder.mutate(
      pageOrder(
        items ?? [],
        next.map((v) => v.villa_id),
      ),
    );
  };

  const selectedTown = (regions.data?.towns ?? []).find((t) => String(t.town_id) === f('town_id'));
  const districtOptions = (selectedTown ? [selectedTown] : (regions.data?.towns ?? [])).flatMap((t) =>
    t.districts.map((d) => [d.district_id, selectedTown ? d.name : `${t.name} / ${d.name}`] as const),
  );

  /**
   * A villa's on/off flag ('popular', 'active'): ADMIN switches it (`kind`: the write; the switch is named
   * '<villa> <label>', `switchText` its words), others read it as `on` or `off`.
   */
  const flagColumn = (
    key: 'popular' | 'active',
    o: {
      header: string;
      kind: 'setpopular' | 'activity';
      label: string;
      switchText?: { onText: string; offText: string };
      on: ReactNode;
      off: ReactNode;
    },
  ) =>
    col.accessor(key, {
      header: o.header,
      cell: (c) => {
        const v = c.row.original;
        return isAdmin ? (
          <Switch
            checked={c.getValue()}
            disabled={flag.isPending && flag.variables?.villa_id === v.villa_id}
            onChange={(value) => flag.mutate({ kind: o.kind, villa_id: v.villa_id, name: v.name, value })}
            label={`${v.name} ${o.label}`}
            {...o.switchText}
          />
        ) : c.getValue() ? (
          o.on
        ) : (
          o.off
        );
      },
    });

  // Rebuilt every render: 20 rows, and the cells close over the current page and mutations.
  const columns = [
    ...(canReorder
      ? [
          col.display({
            id: 'drag',
            header: () => <span className="sr-only">Sürükle</span>,
            meta: { label: 'Sırala' },
            cell: (c) => <DragHandle label={`Sırayı değiştir: ${c.row.original.name}`} />,
          }),
        ]
      : []),
    thumbnailColumn<VillaListItem>(),
    col.accessor('name', {
      header: 'Villa',
      cell: (c) => (
        <div className="min-w-32 max-w-56">
          <Link
            href={paths.villa(c.row.original.slug)}
            prefetch={false}
            className="font-medium text-sea-700 hover:underline dark:text-sea-100"
            target="_blank"
          >
            {c.getValue()}
          </Link>
          <div className="text-xs text-slate-500 dark:text-slate-400">
            #{c.row.original.villa_id}
            {c.row.original.town && ` · ${[c.row.original.town.name, c.row.original.district?.name].filter(Boolean).join(' / ')}`}
          </div>
          {/* Only the admin edits translations; an owner's list stays as it was. */}
          {isAdmin && <MissingTranslationBadge missing={c.row.original.missing_translations} />}
        </div>
      ),
    }),
    col.display({
      id: 'types',
      header: 'Tip',
      cell: (c) => <span className="block max-w-32">{c.row.original.types.map((t) => t.name).join(', ') || '–'}</span>,
    }),
    col.accessor('capacity', { header: 'Kapasite', cell: (c) => <span className="whitespace-nowrap">{c.getValue()} kişi</span> }),
    ...(isAdmin
      ? [
          col.display({
            id: 'owner',
            header: 'Ev sahibi',
            cell: (c) => <span className="block max-w-32">{c.row.original.owner?.name ?? 'Acente'}</span>,
          }),
        ]
      : []),
    flagColumn('popular', {
      header: 'Popüler',
      kind: 'setpopular',
      label: 'popüler',
      switchText: { onText: 'Popüler', offText: 'Normal' },
      on: <Badge tone="gold">Popüler</Badge>,
      off: '–',
    }),
    flagColumn('active', {
      header: 'Durum',
      kind: 'activity',
      label: 'aktif',
      on: <Badge tone="green">Aktif</Badge>,
      off: <Badge tone="slate">Pasif</Badge>,
    }),
    col.accessor('order', { header: 'Sıra', cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
    actionsColumn(
      col,
      (v, index) => {
        const first = order === 'order' && !filtered && page === 1 && index === 0;
        return (
          <div className="flex items-center gap-1.5">
            {isAdmin && (
              <button
                type="button"
                onClick={() => toTop.mutate({ villa_id: v.villa_id, name: v.name })}
                disabled={first || toTop.isPending}
                aria-label={`En üste taşı: ${v.name}`}
                title="En üste taşı"
                className={buttonClass('secondary', 'sm')}
              >
                <ArrowUpToLine className="size-3.5" aria-hidden />
                <span className="hidden 2xl:inline">En üste</span>
              </button>
            )}
            <Link
              href={paths.dashboard.villa(v.villa_id)}
              className={buttonClass('secondary', 'sm')}
              aria-label={`${v.name} ${isAdmin ? 'düzenle' : 'görüntüle'}`}
            >
              {isAdmin ? <Pencil className="size-3.5" aria-hidden /> : <Eye className="size-3.5" aria-hidden />}
              {isAdmin ? 'Düzenle' : 'Görüntüle'}
            </Link>
          </div>
        );
      },
      'İşlemler',
    ),
  ];

  const table = (
    <DataTable
      caption={isAdmin ? 'Villalar' : 'Villalarım'}
      data={items}
      columns={columns}
      isPending={query.isPending}
      isFetching={query.isFetching}
      error={query.error}
      emptyText={filtered ? 'Filtreye uyan villa yok.' : 'Henüz villa yok.'}
      getRowId={(v) => String(v.villa_id)}
      skeletonRows={6}
      dense
      cards
      renderRow={
        canReorder
          ? (r) => (
              <SortableRow key={r.id} id={r.id} className={r.className} disabled={saveOrder.isPending}>
                {r.children}
              </SortableRow>
            )
          : undefined
      }
    />
  );
  const total = query.data?.total ?? 0;

  return (
    <div className="space-y-4">
      <ScreenHeader title={isAdmin ? 'Villalar' : 'Villalarım'} lead={query.data ? `${total} villa` : ' '} leadLive>
        {isAdmin && (
          <Link href={paths.dashboard.villaNew} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden /> Yeni Villa
          </Link>
        )}
      </ScreenHeader>

      <UrlFilterPanel label="Villa süzgeçleri" columns={isAdmin ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Villa adı</span>
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Villa adıyla ara"
            className={inputClass}
          />
        </label>
        <UrlSelectFilter
          name="town_id"
          label="İlçe"
          allLabel="Tüm ilçeler"
          options={(regions.data?.towns ?? []).map((t) => [t.town_id, t.name] as const)}
          // A district of another town would match nothing: choosing a town clears it.
          clears={['district_id']}
        />
        <UrlSelectFilter name="district_id" label="Bölge" allLabel="Tüm bölgeler" options={districtOptions} />
        {isAdmin && (
          <UrlSelectFilter
            name="owner_id"
            label="Ev sahibi"
            allLabel="Tüm ev sahipleri"
            options={(owners.data ?? []).map((o) => [o.id, o.name] as const)}
          />
        )}
        <UrlSelectFilter name="active" label="Durum" options={ACTIVE_CHOICES} />
        <UrlSelectFilter name="popular" label="Popüler" options={POPULAR_CHOICES} />
        {isAdmin && <MissingTranslationFilter />}
        {/* The agency order is the list's default: the empty choice. */}
        <UrlSelectFilter name="order" label="Sırala" allLabel="Sıralama" options={SORTS} />
        <UrlClearFilters keys={FILTER_KEYS} className="lg:self-end" onClear={() => setText('')} />
      </UrlFilterPanel>

      {isAdmin && <ReorderHint canReorder={canReorder} filtered={filtered} />}

      {canReorder ? (
        <SortableRows
          ids={(items ?? []).map((v) => String(v.villa_id))}
          nameOf={(id) => items?.find((v) => String(v.villa_id) === String(id))?.name ?? 'Villa'}
          onMove={onMove}
        >
          {table}
        </SortableRows>
      ) : (
        table
      )}

      <Pagination page={page} pageSize={take} total={total} onPageChange={(p) => setParams({ page: String(p) })} />
    </div>
  );
}

/** How to change the agency order here, or why it cannot be changed in this view. */
function ReorderHint({ canReorder, filtered }: { canReorder: boolean; filtered: boolean }) {
  const text = canReorder
    ? 'Sırayı değiştirmek için satırı tutamağından sürükleyin (klavyeyle: tutamakta boşluk, ok tuşları, boşluk) ya da “En üste taşı”yı kullanın.'
    : filtered
      ? 'Süzülmüş listede sürükleyerek sıralama kapalı: aradaki villalar görünmüyor. Sıralamak için süzgeçleri temizleyin; “En üste taşı” her zaman çalışır.'
      : 'Sürükleyerek sıralamak için “Sırala: Sıralama”yı seçin; “En üste taşı” her zaman çalışır.';
  return <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>;
}
