'use client';
/**
 * `/dashboard/blog` (SPEC §2, §7; 10 per page): posts newest first with their
 * status; create and edit in a side panel (title, slug, summary, rich-text
 * body, publish toggle and date, SEO fields, cover image); delete after a
 * confirmation.
 */
import type { BlogListItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { ExternalLink, Plus } from '@/components/icons';
import { useMemo, useState } from 'react';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Button } from '@/components/ui/button';
import { DeleteButton, EditButton } from '@/components/ui/row-actions';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { PagedTable, useStepBackWhenEmpty } from '@/components/ui/paged-table';
import { Badge } from '@/components/ui/form-fields';
import { MissingTranslationBadge } from '@/components/ui/translation-tabs';
import { paths } from '@/lib/paths';
import { BLOG_PAGE_SIZE, useBlogPosts, useDeleteBlogPost } from '../api/blog';
import { BlogEditor } from './blog-editor';
import { actionsColumn } from '@/components/ui/actions-column';

const col = createColumnHelper<BlogListItem>();
const when = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' });

export function BlogScreen() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<BlogListItem | null>(null);
  const query = useBlogPosts(page);
  const del = useDeleteBlogPost(() => setToDelete(null));

  useStepBackWhenEmpty(query.data, page, setPage);

  const columns = useMemo(
    () => [
      col.accessor('title', {
        header: 'Başlık',
        cell: (c) => (
          <div className="min-w-48">
            <p className="font-medium">{c.getValue()}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">/blog/{c.row.original.slug}</p>
            <MissingTranslationBadge missing={c.row.original.missing_translations} />
          </div>
        ),
      }),
      col.accessor('published', {
        header: 'Durum',
        cell: (c) => (c.getValue() ? <Badge tone="green">Yayında</Badge> : <Badge tone="slate">Taslak</Badge>),
      }),
      col.accessor('published_at', {
        header: 'Yayın tarihi',
        cell: (c) => (
          <span className="whitespace-nowrap">{c.getValue() ? when.format(new Date(c.getValue() as string)) : '—'}</span>
        ),
      }),
      actionsColumn(col, (p) => {
        return (
          <div className="flex justify-end gap-1">
            {p.published && (
              <a
                href={paths.blogPost(p.slug)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center rounded-md px-2 py-1 text-sea-700 hover:bg-slate-100 dark:text-sea-100 dark:hover:bg-slate-800"
                aria-label={`${p.title} yazısını sitede aç (yeni sekmede)`}
              >
                <ExternalLink className="size-4" aria-hidden />
              </a>
            )}
            <EditButton label={`${p.title} yazısını düzenle`} onClick={() => setEditing(p.id)} />
            <DeleteButton label={`${p.title} yazısını sil`} onClick={() => setToDelete(p)} />
          </div>
        );
      }),
    ],
    [],
  );

  return (
    <div className="space-y-4">
      <ScreenHeader title="Blog" lead="Yalnızca yayındaki yazılar sitede görünür.">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Yeni yazı
        </Button>
      </ScreenHeader>
      <PagedTable
        caption="Blog yazıları"
        query={query}
        columns={columns}
        emptyText="Henüz yazı yok."
        paging={{ page, size: BLOG_PAGE_SIZE, onChange: setPage }}
      />
      {editing !== null && (
        <BlogEditor id={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onCreated={(id) => setEditing(id)} />
      )}
      <ConfirmDelete
        target={toDelete}
        title="Yazıyı sil"
        message={(toDelete) => (
          <>
            <strong>{toDelete.title}</strong> yazısı ve kapak görseli silinsin mi? Bu işlem geri alınamaz.
          </>
        )}
        pending={del.isPending}
        onConfirm={(toDelete) => del.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
