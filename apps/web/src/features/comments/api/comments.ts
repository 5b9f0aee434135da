'use client';
/**
 * Reads and writes of `/v1/admin/comment` (SPEC §7, §9: 10 per page; SPEC §4
 * activity toggle; issue 24: reply, bulk publish, rating / villa / verified
 * filters; issue 23: boat reviews beside villa ones, kind / boat filters). Publishing and withdrawing answer with a "Geri al" toast that sets
 * back exactly what the call changed.
 */
import { type CommentBulkResult, type CommentItem, PAGE_SIZE } from '@yali/contract';
import { toast } from 'sonner';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';

const COMMENTS = '/v1/admin/comment';
/** Reads a publish or withdraw changes: the list, the villa editor's reviews and the menu's pending badge. */
const AFTER_WRITE = [COMMENTS, '/v1/admin/villas', '/v1/admin/unreadcount'];
export const COMMENTS_PAGE_SIZE = PAGE_SIZE.comments;

export type ActiveFilter = 'all' | 'true' | 'false';

/** The list's filters, as the address keeps them (`useCommentFilters`). */
export type CommentFilters = {
  page: number;
  active: ActiveFilter;
  kind: 'villa' | 'boat' | null;
  villaId: number | null;
  boatId: number | null;
  rating: number | null;
  verified: 'true' | 'false' | null;
};

export function useComments(f: CommentFilters) {
  const sp = new URLSearchParams({ skip: String((f.page - 1) * COMMENTS_PAGE_SIZE), take: String(COMMENTS_PAGE_SIZE) });
  if (f.active !== 'all') sp.set('active', f.active);
  if (f.kind !== null) sp.set('kind', f.kind);
  if (f.villaId !== null) sp.set('villa_id', String(f.villaId));
  if (f.boatId !== null) sp.set('boat_id', String(f.boatId));
  if (f.rating !== null) sp.set('rating', String(f.rating));
  if (f.verified !== null) sp.set('verified', f.verified);
  return useAdminQuery<{ items: CommentItem[]; total: number }>(`${COMMENTS}?${sp}`, { placeholderData: (prev) => prev });
}

/** One review published or withdrawn; the toast offers "Geri al" (`undo: true` is that call, with a toast of its own). */
export function useCommentActivity() {
  const m = useAdminMutation<{ id: number; active: boolean; undo?: boolean }, CommentItem>({
    request: ({ id, active }) => ({ method: 'PATCH', path: `${COMMENTS}/activity`, body: { id, active } }),
    invalidate: AFTER_WRITE,
    onSuccess: (c, vars) => {
      if (vars.undo) {
        toast.success('Geri alındı.');
        return;
      }
      const text = c.active ? `${c.name} adlı misafirin yorumu yayında.` : `${c.name} adlı misafirin yorumu yayından kaldırıldı.`;
      toast.success(text, { action: { label: 'Geri al', onClick: () => m.mutate({ id: c.id, active: !c.active, undo: true }) } });
    },
  });
  return m;
}

/** Several reviews published or withdrawn in one call; "Geri al" turns back the ones it changed. */
export function useBulkCommentActivity(onDone: () => void) {
  const m = useAdminMutation<{ ids: number[]; active: boolean; undo?: boolean }, CommentBulkResult>({
    request: ({ ids, active }) => ({ method: 'POST', path: `${COMMENTS}/bulk`, body: { ids, active } }),
    invalidate: AFTER_WRITE,
    onSuccess: (r, vars) => {
      onDone();
      if (vars.undo) {
        toast.success('Geri alındı.');
        return;
      }
      const n = r.changed.length;
      const text =
        n === 0
          ? 'Seçilen yorumlar zaten bu durumdaydı.'
          : vars.active
            ? `${n} yorum yayınlandı.`
            : `${n} yorum yayından kaldırıldı.`;
      toast.success(
        text,
        n === 0
          ? {}
          : { action: { label: 'Geri al', onClick: () => m.mutate({ ids: r.changed, active: !vars.active, undo: true }) } },
      );
    },
  });
  return m;
}

/** The agency's reply under a review; an empty text removes it. */
export function useCommentReply(onDone: () => void) {
  return useAdminMutation<{ id: number; reply: string }, CommentItem>({
    request: ({ id, reply }) => ({ method: 'PUT', path: `${COMMENTS}/${id}/reply`, body: { reply } }),
    success: (c) => (c.reply ? 'Yanıt kaydedildi.' : 'Yanıt kaldırıldı.'),
    invalidate: [COMMENTS, '/v1/admin/villas'],
    onSuccess: onDone,
  });
}

export function useDeleteComment(onDone: () => void) {
  return useAdminMutation<CommentItem, { id: number }>({
    request: (c) => ({ method: 'DELETE', path: `${COMMENTS}/${c.id}` }),
    success: 'Yorum silindi.',
    invalidate: AFTER_WRITE,
    onSuccess: onDone,
    onError: onDone,
  });
}
