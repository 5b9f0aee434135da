'use client';
/** Reads and writes of `/v1/admin/comment` (SPEC §7, §9: 10 per page; SPEC §4 activity toggle). */
import { type CommentItem, PAGE_SIZE } from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';

const COMMENTS = '/v1/admin/comment';
export const COMMENTS_PAGE_SIZE = PAGE_SIZE.comments;

export type ActiveFilter = 'all' | 'true' | 'false';

export function useComments(page: number, active: ActiveFilter, villaId: number | null) {
  const sp = new URLSearchParams({ skip: String((page - 1) * COMMENTS_PAGE_SIZE), take: String(COMMENTS_PAGE_SIZE) });
  if (active !== 'all') sp.set('active', active);
  if (villaId !== null) sp.set('villa_id', String(villaId));
  return useAdminQuery<{ items: CommentItem[]; total: number }>(`${COMMENTS}?${sp}`, { placeholderData: (prev) => prev });
}

export function useCommentActivity() {
  return useAdminMutation<{ id: number; active: boolean }, CommentItem>({
    request: (body) => ({ method: 'PATCH', path: `${COMMENTS}/activity`, body }),
    success: (c) =>
      c.active ? `${c.name} adlı misafirin yorumu yayında.` : `${c.name} adlı misafirin yorumu yayından kaldırıldı.`,
    invalidate: [COMMENTS, '/v1/admin/villas'],
  });
}

export function useDeleteComment(onDone: () => void) {
  return useAdminMutation<CommentItem, { id: number }>({
    request: (c) => ({ method: 'DELETE', path: `${COMMENTS}/${c.id}` }),
    success: 'Yorum silindi.',
    invalidate: [COMMENTS, '/v1/admin/villas'],
    onSuccess: onDone,
    onError: onDone,
  });
}
