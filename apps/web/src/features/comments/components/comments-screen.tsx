'use client';
/**
 * `/dashboard/comments` (SPEC §2, §7; 10 per page): every villa and boat review
 * (issue 23), newest first, each with the unit it is about, filtered by status (all,
 * awaiting approval, published), kind, rating, villa or boat and "Konaklamış misafir"
 * (issue 24) — the filters live in the address.
 * An admin publishes or withdraws one review with a switch or the selected ones
 * at once, each with a "Geri al" toast; writes the agency's reply shown under the
 * review on the villa or boat page; deletes after a confirmation (only active reviews
 * appear on the site, DESIGN §3).
 */
import { type CommentItem, reviewedUnit, type ReviewUnitKind } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { BadgeCheck, ExternalLink, Filter, Reply, Star, X } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Button } from '@/components/ui/button';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { DeleteButton } from '@/components/ui/row-actions';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { Switch } from '@/components/ui/form-fields';
import { UrlClearFilters, UrlFilterPanel, UrlSelectFilter } from '@/components/ui/url-filters';
import { useBoatChoices } from '@/features/boat-reservations/api/use-boat-choices';
import { useVillaChoices } from '@/features/reservations/api/use-villa-options';
import { paths } from '@/lib/paths';
import { useUrlParams } from '@/lib/use-url-params';
import {
  type ActiveFilter,
  COMMENTS_PAGE_SIZE,
  type CommentFilters,
  useBulkCommentActivity,
  useCommentActivity,
  useComments,
  useDeleteComment,
} from '../api/comments';
import { ReplyDialog } from './reply-dialog';
import { actionsColumn } from '@/components/ui/actions-column';

const col = createColumnHelper<CommentItem>();
const when = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

const FILTERS: { value: ActiveFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'false', label: 'Onay bekleyen' },
  { value: 'true', label: 'Yayında' },
];
const RATINGS = [5, 4, 3, 2, 1].map((n) => [n, `${n} yıldız`] as const);
const VERIFIED = [
  ['true', 'Konaklamış misafir'],
  ['false', 'Rezervasyon kodu olmayan'],
] as const;
const KINDS = [
  ['villa', 'Villa'],
  ['boat', 'Tekne'],
] as const;
/** How each kind of unit is named on the screen, and where its public page is. */
const UNIT = {
  villa: { word: 'Villa', all: 'Tüm villalar', of: 'Bu villanın yorumları', href: paths.villa },
  boat: { word: 'Tekne', all: 'Tüm tekneler', of: 'Bu teknenin yorumları', href: paths.boat },
} as const satisfies Record<ReviewUnitKind, unknown>;
/** Address keys of the filters. */
const KEYS = { active: 'durum', kind: 'tur', villa: 'villa', boat: 'tekne', rating: 'puan', verified: 'konaklama' } as const;

const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The filters as the address holds them; anything unreadable counts as "no filter". */
function useCommentFilters(): CommentFilters & { set: (next: Record<string, string | null>) => void } {
  const { params, setParams } = useUrlParams();
  const active = params.get(KEYS.active);
  const rating = positive(params.get(KEYS.rating));
  const verified = params.get(KEYS.verified);
  const kind = params.get(KEYS.kind);
  return {
    page: positive(params.get('page')) ?? 1,
    active: active === 'true' || active === 'false' ? active : 'all',
    kind: kind === 'villa' || kind === 'boat' ? kind : null,
    villaId: positive(params.get(KEYS.villa)),
    boatId: positive(params.get(KEYS.boat)),
    rating: rating !== null && rating <= 5 ? rating : null,
    verified: verified === 'true' || verified === 'false' ? verified : null,
    set: setParams,
  };
}

export function CommentsScreen() {
  const filters = useCommentFilters();
  const [toDelete, setToDelete] = useState<CommentItem | null>(null);
  const [replyTo, setReplyTo] = useState<CommentItem | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const query = useComments(filters);
  const villas = useVillaChoices();
  const boats = useBoatChoices();
  const activity = useCommentActivity();
  const bulk = useBulkCommentActivity(() => setSelected(new Set()));
  const del = useDeleteComment(() => setToDelete(null));
  const items = query.data?.items;
  const setPage = (page: number) => filters.set({ page: page > 1 ? String(page) : null });

  // Another page or filter shows other rows: a selection is only ever of the rows in view.
  const view = `${filters.page}|${filters.active}|${filters.kind}|${filters.villaId}|${filters.boatId}|${filters.rating}|${filters.verified}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of the view only
  useEffect(() => setSelected(new Set()), [view]);

  useEffect(() => {
    if (query.data && query.data.items.length === 0 && filters.page > 1) filters.set({ page: String(filters.page - 1) });
  }, [query.data, filters]);

  // The one unit the list is narrowed to, if any: its kind and name (from the choices, else a row, else its id).
  const unitFilter = (() => {
    const [kind, id, choices] =
      filters.villaId !== null
        ? (['villa', filters.villaId, villas.data] as const)
        : filters.boatId !== null
          ? (['boat', filters.boatId, boats.data] as const)
          : [null, null, undefined];
    if (kind === null) return null;
    const fromRow = items?.map(reviewedUnit).find((u) => u.kind === kind && u.id === id)?.name;
    return { kind, name: choices?.find((v) => v.id === id)?.name ?? fromRow ?? `#${id}` };
  })();

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pageIds = items?.map((c) => c.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  // Rebuilt on each render (ten rows): the cells read the selection and the pending switch.
  const columns = [
    // The review itself comes first, so that on a phone it is what shows without scrolling.
    col.display({
      id: 'review',
      header: 'Yorum',
      meta: { cardClass: 'max-md:col-span-2' },
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className="flex max-w-xl gap-3 md:min-w-64">
            <input
              type="checkbox"
              checked={selected.has(r.id)}
              onChange={(e) => toggle(r.id, e.target.checked)}
              aria-label={`${r.name} yorumunu seç`}
              className="mt-1 size-4 shrink-0 accent-sea-700"
            />
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <span className="font-medium" data-guest>
                  {r.name}
                </span>
                <Stars rating={r.rating} />
                <time dateTime={r.created_at} className="text-xs text-slate-500 dark:text-slate-400">
                  {when.format(new Date(r.created_at))}
                </time>
                {r.verified_stay && (
                  <span
                    className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
                    title={r.reservation_code ? `Rezervasyon ${r.reservation_code}` : undefined}
                  >
                    <BadgeCheck className="size-3.5" aria-hidden /> Konaklamış misafir
                    {r.reservation_code && <span className="font-mono font-normal">· {r.reservation_code}</span>}
                  </span>
                )}
              </div>
              <p className="line-clamp-3 text-slate-700 dark:text-slate-300" title={r.text}>
                {r.text}
              </p>
              {r.reply && (
                <div data-reply className="rounded-lg border-l-4 border-sea-600 bg-sea-50 px-3 py-1.5 text-sm dark:bg-sea-950">
                  <span className="font-semibold text-sea-900 dark:text-sea-100">Yanıtınız: </span>
                  <span className="line-clamp-2 text-slate-700 dark:text-slate-300">{r.reply.text}</span>
                </div>
              )}
              <Button
                tone="ghost"
                size="sm"
                className="-ml-2"
                onClick={() => setReplyTo(r)}
                aria-label={`${r.name} yorumuna ${r.reply ? 'yanıtı düzenle' : 'yanıt yaz'}`}
              >
                <Reply className="size-4" aria-hidden /> {r.reply ? 'Yanıtı düzenle' : 'Yanıtla'}
              </Button>
            </div>
          </div>
        );
      },
    }),
    col.display({
      id: 'unit',
      header: 'Villa / Tekne',
      meta: { cardClass: 'max-md:col-span-2' },
      cell: (c) => {
        const u = reviewedUnit(c.row.original);
        return (
          <div className="flex items-center gap-1 md:min-w-40">
            <span
              data-unit-kind={u.kind}
              className="mr-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              {UNIT[u.kind].word}
            </span>
            <Link
              href={UNIT[u.kind].href(u.slug)}
              target="_blank"
              className="inline-flex items-center gap-1 font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sea-100"
            >
              {u.name}
              <ExternalLink className="size-3" aria-hidden />
              <span className="sr-only"> (yeni sekmede açılır)</span>
            </Link>
            <Button
              tone="ghost"
              size="sm"
              className="px-1.5"
              onClick={() =>
                filters.set({
                  [KEYS.villa]: u.kind === 'villa' ? String(u.id) : null,
                  [KEYS.boat]: u.kind === 'boat' ? String(u.id) : null,
                  page: null,
                })
              }
              aria-label={`Yalnızca ${u.name} yorumlarını göster`}
              title={UNIT[u.kind].of}
            >
              <Filter className="size-3.5" aria-hidden />
            </Button>
          </div>
        );
      },
    }),
    col.accessor('active', {
      header: 'Durum',
      cell: (c) => {
        const r = c.row.original;
        return (
          <Switch
            checked={r.active}
            onText="Yayında"
            offText="Bekliyor"
            disabled={activity.isPending && activity.variables?.id === r.id}
            label={`${r.name} yorumunu yayınla`}
            onChange={(next) => activity.mutate({ id: r.id, active: next })}
          />
        );
      },
    }),
    actionsColumn(col, (row) => <DeleteButton label={`${row.name} yorumunu sil`} onClick={() => setToDelete(row)} />),
  ];

  return (
    <div className="space-y-4">
      <ScreenHeader title="Yorumlar" lead="Misafir yorumları yalnızca yayına alındıktan sonra sitede görünür.">
        <ToggleGroup
          label="Duruma göre süz"
          options={FILTERS}
          value={filters.active}
          onChange={(v) => filters.set({ [KEYS.active]: v === 'all' ? null : v, page: null })}
        />
      </ScreenHeader>

      <UrlFilterPanel label="Yorumları süz" columns="lg:grid-cols-3">
        <UrlSelectFilter name={KEYS.rating} label="Puan" options={RATINGS} allLabel="Tüm puanlar" />
        <UrlSelectFilter name={KEYS.kind} label="Tür" options={KINDS} allLabel="Villa ve tekne" />
        <UrlSelectFilter
          name={KEYS.villa}
          label="Villa"
          options={(villas.data ?? []).map((v) => [v.id, v.name] as const)}
          allLabel="Tüm villalar"
          clears={[KEYS.boat]}
        />
        <UrlSelectFilter
          name={KEYS.boat}
          label="Tekne"
          options={(boats.data ?? []).map((b) => [b.id, b.name] as const)}
          allLabel="Tüm tekneler"
          clears={[KEYS.villa]}
        />
        <UrlSelectFilter name={KEYS.verified} label="Konaklama" options={VERIFIED} allLabel="Tümü" />
      </UrlFilterPanel>
      <UrlClearFilters keys={Object.values(KEYS)} className="-mt-2 flex justify-end" />

      {unitFilter && (
        <div className="flex items-center gap-2 text-sm">
          <span className="rounded-full bg-sea-100 px-3 py-1 font-medium text-sea-800 dark:bg-sea-900 dark:text-sea-100">
            {UNIT[unitFilter.kind].word}: {unitFilter.name}
          </span>
          <Button
            tone="ghost"
            size="sm"
            onClick={() => filters.set({ [KEYS.villa]: null, [KEYS.boat]: null, page: null })}
            aria-label={`${UNIT[unitFilter.kind].word} süzgecini kaldır`}
          >
            <X className="size-4" aria-hidden /> {UNIT[unitFilter.kind].all}
          </Button>
        </div>
      )}

      <div
        role="toolbar"
        aria-label="Seçilen yorumlar"
        className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <label className="inline-flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            checked={allOnPage}
            disabled={pageIds.length === 0}
            onChange={(e) => setSelected(e.target.checked ? new Set(pageIds) : new Set())}
            className="size-4 accent-sea-700"
          />
          Sayfadakilerin tümünü seç
        </label>
        <span className="text-slate-600 dark:text-slate-400" aria-live="polite">
          {selected.size > 0 ? `${selected.size} yorum seçildi` : ''}
        </span>
        <span className="ml-auto flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={selected.size === 0}
            pending={bulk.isPending && bulk.variables?.active === true}
            onClick={() => bulk.mutate({ ids: [...selected], active: true })}
          >
            Seçilenleri yayınla
          </Button>
          <Button
            size="sm"
            tone="secondary"
            disabled={selected.size === 0}
            pending={bulk.isPending && bulk.variables?.active === false}
            onClick={() => bulk.mutate({ ids: [...selected], active: false })}
          >
            {/* Not 'Yayından kaldır': a button named so would also answer to 'Yayında', the status filter. */}
            Seçilenleri gizle
          </Button>
        </span>
      </div>

      <PagedTable
        caption="Yorumlar"
        query={query}
        columns={columns}
        emptyText={filters.active === 'false' ? 'Onay bekleyen yorum yok.' : 'Yorum yok.'}
        isRowSelected={(r) => selected.has(r.id)}
        cards
        paging={{ page: filters.page, size: COMMENTS_PAGE_SIZE, onChange: setPage }}
      />

      <ReplyDialog comment={replyTo} onClose={() => setReplyTo(null)} />
      <ConfirmDelete
        target={toDelete}
        title="Yorumu sil"
        message={(toDelete) => (
          <>
            <strong>{toDelete.name}</strong> adlı misafirin {reviewedUnit(toDelete).name} için yazdığı yorum silinsin mi? Bu işlem
            geri alınamaz.
          </>
        )}
        pending={del.isPending}
        onConfirm={(toDelete) => del.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`5 üzerinden ${rating} puan`} className="inline-flex gap-0.5 whitespace-nowrap">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden
          className={clsx(
            'size-4',
            i <= rating ? 'fill-brand-500 text-brand-500' : 'fill-transparent text-slate-300 dark:text-slate-600',
          )}
        />
      ))}
    </span>
  );
}
