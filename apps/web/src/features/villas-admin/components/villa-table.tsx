'use client';
/**
 * `/dashboard/villas` list (SPEC §7 `GET /v1/admin/villas?skip&take=20&order…`):
 * 20 per page, name search (Turkish case rules on the server, 250 ms
 * debounce), sort by order, id or popularity. State lives in the URL so a
 * view can be shared and survives reload. OWNER sees only their villas: the
 * server decides, this screen only renders what it gets. ADMIN also gets
 * 'Yeni Villa', row toggles (aktif/pasif, popüler) and up/down buttons that
 * save the agency order (`PATCH /villas/order`).
 */
import { DEBOUNCE_MS, PAGE_SIZE, type VillaListItem } from '@yali/contract';
import { createColumnHelper, flexRender } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, Eye, Pencil, Plus, Search } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { useServerTable } from '@/components/ui/data-table';
import { Switch } from '@/components/ui/form-fields';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { toast } from 'sonner';
import { adminWrite, errorMessage } from '@/features/unit-editor/admin-write';
import { useUrlParams } from '@/lib/use-url-params';

type Page = { items: VillaListItem[]; total: number };
const col = createColumnHelper<VillaListItem>();

const SORTS = [
  { value: 'order', label: 'Sıralama' },
  { value: 'id', label: 'Kayıt no' },
  { value: 'popular', label: 'Popüler önce' },
] as const;

export function VillaTable() {
  const session = useAdminSession();
  const { params, setParams } = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const order = params.get('order') ?? 'order';
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the debounce
  useEffect(() => {
    if (text === q) return;
    const t = window.setTimeout(() => setParams({ q: text.trim(), page: null }), DEBOUNCE_MS.default);
    return () => window.clearTimeout(t);
  }, [text]);

  const take = PAGE_SIZE.villas;
  const sp = new URLSearchParams({ skip: String((page - 1) * take), take: String(take), order });
  if (order === 'id') sp.set('dir', 'desc');
  if (q) sp.set('q', q);
  const query = useAdminQuery<Page>(`/v1/admin/villas?${sp.toString()}`, { placeholderData: (prev) => prev });
  const isAdmin = session.user_role === 'ADMIN';
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin'] });
  const flag = useMutation({
    mutationFn: (v: { kind: 'activity' | 'setpopular'; villa_id: number; value: boolean }) =>
      adminWrite('PATCH', `/v1/admin/villas/${v.kind}`, {
        villa_id: v.villa_id,
        [v.kind === 'activity' ? 'active' : 'popular']: v.value,
      }),
    onSuccess: (_d, v) => {
      toast.success(
        v.kind === 'activity'
          ? v.value
            ? 'Villa aktif edildi.'
            : 'Villa pasif edildi.'
          : v.value
            ? 'Villa popüler yapıldı.'
            : 'Villa popülerden çıkarıldı.',
      );
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const reorder = useMutation({
    mutationFn: (order: { villa_id: number; order: number }[]) => adminWrite('PATCH', '/v1/admin/villas/order', { order }),
    onSuccess: () => {
      toast.success('Sıralama kaydedildi.');
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const canMove = isAdmin && order === 'order';
  /** Swaps a row with its neighbour; the page keeps its order values, distinct ones if they tie. */
  const move = (index: number, delta: -1 | 1) => {
    const items = query.data?.items ?? [];
    const target = index + delta;
    if (target < 0 || target >= items.length) return;
    const ids = items.map((v) => v.villa_id);
    [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
    const slots = items.map((v) => v.order).sort((a, b) => a - b);
    const distinct = new Set(slots).size === slots.length;
    const base = slots[0] ?? 0;
    reorder.mutate(ids.map((villa_id, i) => ({ villa_id, order: distinct ? (slots[i] as number) : base + i })));
  };

  // Rebuilt every render: 20 rows, and the cells close over the current page and mutations.
  const columns = [
    col.accessor('thumbnail', {
      header: () => <span className="sr-only">Görsel</span>,
      cell: (c) =>
        c.getValue() ? (
          // biome-ignore lint/performance/noImgElement: stored WebP variants, already sized
          <img src={c.getValue() ?? ''} alt="" width={64} height={44} className="h-11 w-16 max-w-none rounded object-cover" />
        ) : (
          <span className="block h-11 w-16 rounded bg-slate-200 dark:bg-slate-700" />
        ),
    }),
    col.accessor('name', {
      header: 'Villa',
      cell: (c) => (
        <div>
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
        </div>
      ),
    }),
    col.display({
      id: 'types',
      header: 'Tip',
      cell: (c) => (
        <span className="block max-w-44 whitespace-normal">{c.row.original.types.map((t) => t.name).join(', ') || '–'}</span>
      ),
    }),
    col.accessor('capacity', { header: 'Kapasite', cell: (c) => `${c.getValue()} kişi` }),
    ...(isAdmin ? [col.display({ id: 'owner', header: 'Ev sahibi', cell: (c) => c.row.original.owner?.name ?? 'Acente' })] : []),
    col.accessor('popular', {
      header: 'Popüler',
      cell: (c) =>
        isAdmin ? (
          <Switch
            checked={c.getValue()}
            onChange={(value) => flag.mutate({ kind: 'setpopular', villa_id: c.row.original.villa_id, value })}
            label={`${c.row.original.name} popüler`}
            onText="Popüler"
            offText="Normal"
          />
        ) : c.getValue() ? (
          <Badge tone="gold">Popüler</Badge>
        ) : (
          '–'
        ),
    }),
    col.accessor('active', {
      header: 'Durum',
      cell: (c) =>
        isAdmin ? (
          <Switch
            checked={c.getValue()}
            onChange={(value) => flag.mutate({ kind: 'activity', villa_id: c.row.original.villa_id, value })}
            label={`${c.row.original.name} aktif`}
          />
        ) : c.getValue() ? (
          <Badge tone="green">Aktif</Badge>
        ) : (
          <Badge tone="slate">Pasif</Badge>
        ),
    }),
    col.accessor('order', {
      header: 'Sıra',
      cell: (c) => (
        <div className="flex items-center gap-1">
          <span className="w-8 tabular-nums">{c.getValue()}</span>
          {canMove && (
            <>
              <button
                type="button"
                aria-label={`${c.row.original.name} yukarı taşı`}
                disabled={c.row.index === 0 || reorder.isPending}
                onClick={() => move(c.row.index, -1)}
                className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <ArrowUp className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={`${c.row.original.name} aşağı taşı`}
                disabled={c.row.index === (query.data?.items.length ?? 0) - 1 || reorder.isPending}
                onClick={() => move(c.row.index, 1)}
                className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <ArrowDown className="size-4" aria-hidden />
              </button>
            </>
          )}
        </div>
      ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">İşlemler</span>,
      cell: (c) => (
        <Link
          href={paths.dashboard.villa(c.row.original.villa_id)}
          className={buttonClass('secondary', 'sm')}
          aria-label={`${c.row.original.name} ${isAdmin ? 'düzenle' : 'görüntüle'}`}
        >
          {isAdmin ? <Pencil className="size-3.5" aria-hidden /> : <Eye className="size-3.5" aria-hidden />}
          {isAdmin ? 'Düzenle' : 'Görüntüle'}
        </Link>
      ),
    }),
  ];

  const table = useServerTable({ data: query.data?.items, columns });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / take));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{isAdmin ? 'Villalar' : 'Villalarım'}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{query.data ? `${total} villa` : ' '}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {isAdmin && (
            <Link href={paths.dashboard.villaNew} className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden /> Yeni Villa
            </Link>
          )}
          <label className="relative">
            <span className="sr-only">Villa adıyla ara</span>
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Villa adıyla ara"
              className="w-60 rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <span>Sırala</span>
            <select
              value={order}
              onChange={(e) => setParams({ order: e.target.value, page: null })}
              className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table className="min-w-full text-sm" aria-busy={query.isFetching}>
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => (
                  <th key={h.id} scope="col" className="px-4 py-3 font-semibold">
                    {flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {query.isPending &&
              Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
                <tr key={i}>
                  <td colSpan={columns.length} className="px-4 py-3">
                    <div className="h-10 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
                  </td>
                </tr>
              ))}
            {query.isError && (
              <tr>
                <td colSpan={columns.length} className="px-4 py-8 text-center text-red-600 dark:text-red-400">
                  {query.error.message}
                </td>
              </tr>
            )}
            {query.data && query.data.items.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600 dark:text-slate-400">
                  {q ? `“${q}” ile eşleşen villa yok.` : 'Henüz villa yok.'}
                </td>
              </tr>
            )}
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/50">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="whitespace-nowrap px-4 py-2.5">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <nav className="flex items-center justify-between" aria-label="Sayfalama">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Sayfa {page} / {pages}
        </p>
        <div className="flex gap-2">
          <PageButton disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })} label="Önceki sayfa">
            <ChevronLeft className="size-4" aria-hidden /> Önceki
          </PageButton>
          <PageButton disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })} label="Sonraki sayfa">
            Sonraki <ChevronRight className="size-4" aria-hidden />
          </PageButton>
        </div>
      </nav>
    </div>
  );
}

function PageButton(props: { disabled: boolean; onClick: () => void; label: string; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-40 dark:border-slate-700 dark:bg-slate-900"
    >
      {props.children}
    </button>
  );
}

function Badge({ tone, children }: { tone: 'green' | 'slate' | 'gold'; children: React.ReactNode }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'green' && 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
        tone === 'slate' && 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100',
        tone === 'gold' && 'bg-brand-100 text-brand-700',
      )}
    >
      {children}
    </span>
  );
}
