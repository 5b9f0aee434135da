'use client';
/**
 * `/dashboard/comments` (SPEC §2, §7; 10 per page): every villa review,
 * newest first, filtered by status (all, awaiting approval, published) and
 * optionally by villa. An admin publishes or withdraws a review with a
 * switch (only active reviews appear on the site, DESIGN §3) and deletes
 * after a confirmation.
 */
import type { CommentItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ExternalLink, Filter, Star, Trash2, X } from '@/components/icons';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Switch } from '@/components/ui/form-fields';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/lib/paths';
import { type ActiveFilter, COMMENTS_PAGE_SIZE, useCommentActivity, useComments, useDeleteComment } from '../api/comments';

const col = createColumnHelper<CommentItem>();
const when = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

const FILTERS: { value: ActiveFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'false', label: 'Onay bekleyen' },
  { value: 'true', label: 'Yayında' },
];

export function CommentsScreen() {
  const [page, setPage] = useState(1);
  const [active, setActive] = useState<ActiveFilter>('all');
  const [villa, setVilla] = useState<{ id: number; name: string } | null>(null);
  const [toDelete, setToDelete] = useState<CommentItem | null>(null);

  const query = useComments(page, active, villa?.id ?? null);
  const activity = useCommentActivity();
  const del = useDeleteComment(() => setToDelete(null));
  const total = query.data?.total ?? 0;

  useEffect(() => {
    if (query.data && query.data.items.length === 0 && page > 1) setPage((p) => p - 1);
  }, [query.data, page]);

  const columns = useMemo(
    () => [
      // The review itself comes first, so that on a phone it is what shows without scrolling.
      col.display({
        id: 'review',
        header: 'Yorum',
        cell: (c) => {
          const r = c.row.original;
          return (
            <div className="min-w-64 max-w-xl space-y-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <span className="font-medium" data-guest>
                  {r.name}
                </span>
                <Stars rating={r.rating} />
                <time dateTime={r.created_at} className="text-xs text-slate-500 dark:text-slate-400">
                  {when.format(new Date(r.created_at))}
                </time>
              </div>
              <p className="line-clamp-3 text-slate-700 dark:text-slate-300" title={r.text}>
                {r.text}
              </p>
            </div>
          );
        },
      }),
      col.accessor('villa_name', {
        header: 'Villa',
        cell: (c) => {
          const r = c.row.original;
          return (
            <div className="flex min-w-40 items-center gap-1">
              <Link
                href={paths.villa(r.villa_slug)}
                target="_blank"
                className="inline-flex items-center gap-1 font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sea-100"
              >
                {r.villa_name}
                <ExternalLink className="size-3" aria-hidden />
                <span className="sr-only"> (yeni sekmede açılır)</span>
              </Link>
              <Button
                tone="ghost"
                size="sm"
                className="px-1.5"
                onClick={() => {
                  setVilla({ id: r.villa_id, name: r.villa_name });
                  setPage(1);
                }}
                aria-label={`Yalnızca ${r.villa_name} yorumlarını göster`}
                title="Bu villanın yorumları"
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
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        cell: (c) => (
          <Button
            tone="ghost"
            size="sm"
            className="text-red-700 dark:text-red-400"
            onClick={() => setToDelete(c.row.original)}
            aria-label={`${c.row.original.name} yorumunu sil`}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        ),
      }),
    ],
    [activity],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Yorumlar</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Misafir yorumları yalnızca yayına alındıktan sonra sitede görünür.
          </p>
        </div>
        <div
          role="group"
          aria-label="Duruma göre süz"
          className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900"
        >
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={active === f.value}
              onClick={() => {
                setActive(f.value);
                setPage(1);
              }}
              className={clsx(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                active === f.value
                  ? 'bg-sea-700 text-white'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {f.label}
            </button>
          ))}
        </div>
      </div>

      {villa && (
        <div className="flex items-center gap-2 text-sm">
          <span className="rounded-full bg-sea-100 px-3 py-1 font-medium text-sea-800 dark:bg-sea-900 dark:text-sea-100">
            Villa: {villa.name}
          </span>
          <Button tone="ghost" size="sm" onClick={() => setVilla(null)} aria-label="Villa süzgecini kaldır">
            <X className="size-4" aria-hidden /> Tüm villalar
          </Button>
        </div>
      )}

      <DataTable
        caption="Yorumlar"
        data={query.data?.items}
        columns={columns}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        emptyText={active === 'false' ? 'Onay bekleyen yorum yok.' : 'Yorum yok.'}
        getRowId={(r) => String(r.id)}
      />
      <Pagination page={page} pageSize={COMMENTS_PAGE_SIZE} total={total} onPageChange={setPage} />

      <ConfirmDialog
        open={toDelete !== null}
        title="Yorumu sil"
        message={
          toDelete && (
            <>
              <strong>{toDelete.name}</strong> adlı misafirin {toDelete.villa_name} için yazdığı yorum silinsin mi? Bu işlem geri
              alınamaz.
            </>
          )
        }
        pending={del.isPending}
        onConfirm={() => toDelete && del.mutate(toDelete)}
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
