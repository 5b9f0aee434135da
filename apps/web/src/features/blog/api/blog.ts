'use client';
/** Reads and writes of `/dashboard/blog` (SPEC §7 `/blog?skip&take=10`, `POST /blog`, `POST /blog/edit`, `DELETE /blog/{id}`). */
import { type BlogCreateBody, type BlogListItem, type BlogPost, PAGE_SIZE } from '@yali/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { ApiClientError } from '@/lib/api.client';
import { readSession } from '@/lib/session';

const BLOG = '/v1/admin/blog';
export const BLOG_PAGE_SIZE = PAGE_SIZE.blog;

export function useBlogPosts(page: number) {
  const sp = new URLSearchParams({ skip: String((page - 1) * BLOG_PAGE_SIZE), take: String(BLOG_PAGE_SIZE) });
  return useAdminQuery<{ items: BlogListItem[]; total: number }>(`${BLOG}?${sp}`, { placeholderData: (prev) => prev });
}

export const useBlogPost = (id: number | null) => useAdminQuery<BlogPost>(id === null ? null : `${BLOG}/${id}`);

export function useSaveBlogPost(onSaved: (p: BlogPost) => void) {
  return useAdminMutation<BlogCreateBody & { id?: number }, BlogPost>({
    request: (body) => (body.id ? { method: 'POST', path: `${BLOG}/edit`, body } : { method: 'POST', path: BLOG, body }),
    success: (p) => (p.published ? `“${p.title}” yayında.` : `“${p.title}” taslak olarak kaydedildi.`),
    invalidate: [BLOG],
    onSuccess: onSaved,
  });
}

export function useDeleteBlogPost(onDone: () => void) {
  return useAdminMutation<BlogListItem, { id: number }>({
    request: (p) => ({ method: 'DELETE', path: `${BLOG}/${p.id}` }),
    success: 'Yazı silindi.',
    invalidate: [BLOG],
    onSuccess: onDone,
    onError: onDone,
  });
}

/** Multipart cover upload (`POST /blog/{id}/cover`). */
export function useUploadCover() {
  const client = useQueryClient();
  return useMutation<BlogPost, Error, { id: number; file: File }>({
    mutationFn: async ({ id, file }) => {
      const fd = new FormData();
      fd.append('file', file);
      const token = readSession(window.localStorage)?.token;
      const res = await fetch(`${BLOG}/${id}/cover`, {
        method: 'POST',
        body: fd,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const body = (await res.json().catch(() => null)) as { content?: BlogPost & { message?: string } } | null;
      if (!res.ok) throw new ApiClientError(res.status, body?.content?.message ?? 'Görsel yüklenemedi.');
      return body?.content as BlogPost;
    },
    onSuccess: async () => {
      toast.success('Kapak görseli yüklendi.');
      await client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'admin' && String(q.queryKey[1]).startsWith(BLOG) });
    },
    onError: (e) => toast.error(e.message),
  });
}
