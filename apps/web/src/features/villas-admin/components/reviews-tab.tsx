'use client';
/**
 * 'Yorumlar' tab: every review of the villa, pending ones first, with its
 * "Konaklamış misafir" badge and the agency's reply (issue 24); an admin
 * publishes or hides one (`PUT /villas/commentactivity/{id}`) and deletes
 * with confirmation (`DELETE /villas/comment/{id}`); replies are written on
 * /dashboard/comments. Only active reviews appear on the site. `readOnly`
 * (the owner's view of their villa) shows the reviews without the controls.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VillaDetail } from '@yali/contract';
import { BadgeCheck, Trash2 } from '@/components/icons';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/form-fields';
import { RatingStars } from '@/features/villas/components/rating-stars';
import { formatDate } from '@/lib/format';
import { adminWrite, errorMessage } from '@/features/unit-editor/admin-write';
import { villaPath } from '../api/queries';
import { Section } from '@/features/unit-editor/section';

type Comment = VillaDetail['comments'][number];

export function ReviewsTab({ villa, readOnly }: { villa: VillaDetail; readOnly?: boolean }) {
  const qc = useQueryClient();
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const comments = [...villa.comments].sort(
    (a, b) => Number(a.active) - Number(b.active) || b.created_at.localeCompare(a.created_at),
  );
  const pending = comments.filter((c) => !c.active).length;

  // Visitors post reviews at any time: reload the villa whenever this tab opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the tab
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: ['admin', villaPath(villa.id)] });
  }, []);

  const activity = useMutation({
    mutationFn: (v: { id: number; active: boolean }) =>
      adminWrite('PUT', `/v1/admin/villas/commentactivity/${v.id}`, { active: v.active }),
    onSuccess: (_d, v) => {
      toast.success(v.active ? 'Yorum yayınlandı.' : 'Yorum yayından kaldırıldı.');
      return qc.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const del = useMutation({
    mutationFn: (id: number) => adminWrite('DELETE', `/v1/admin/villas/comment/${id}`),
    onSuccess: () => {
      toast.success('Yorum silindi.');
      return qc.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => toast.error(errorMessage(err)),
    onSettled: () => setDeleting(null),
  });

  return (
    <Section title={`Yorumlar (${comments.length}${pending ? `, ${pending} onay bekliyor` : ''})`}>
      {comments.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Bu villa için yorum yok.</p>}
      <ul className="space-y-3">
        {comments.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-semibold">{c.name}</p>
                <p className="mt-0.5 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                  <RatingStars rating={c.rating} /> {formatDate(c.created_at.slice(0, 10))}
                </p>
                {c.verified_stay && (
                  <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                    <BadgeCheck className="size-3.5" aria-hidden /> Konaklamış misafir
                  </p>
                )}
              </div>
              {readOnly ? (
                <span className="text-xs font-semibold text-slate-600 dark:text-slate-300">
                  {c.active ? 'Yayında' : 'Onay bekliyor'}
                </span>
              ) : (
                <div className="flex items-center gap-2">
                  <Switch
                    checked={c.active}
                    label={`${c.name} yorumu yayında`}
                    onText="Yayında"
                    offText="Onay bekliyor"
                    disabled={activity.isPending}
                    onChange={(active) => activity.mutate({ id: c.id, active })}
                  />
                  <Button tone="ghost" size="sm" onClick={() => setDeleting(c)} aria-label={`${c.name} yorumunu sil`}>
                    <Trash2 className="size-3.5 text-red-600" aria-hidden /> Sil
                  </Button>
                </div>
              )}
            </div>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{c.text}</p>
            {c.reply && (
              <div data-reply className="mt-2 rounded-lg border-l-4 border-sea-600 bg-sea-50 px-3 py-2 text-sm dark:bg-sea-950">
                <p className="font-semibold text-sea-900 dark:text-sea-100">Ajansın yanıtı</p>
                <p className="mt-0.5 whitespace-pre-line text-slate-700 dark:text-slate-300">{c.reply.text}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDelete
        target={deleting}
        title="Yorumu sil"
        message={(deleting) => `${deleting.name} adlı ziyaretçinin yorumu kalıcı olarak silinsin mi?`}
        pending={del.isPending}
        onConfirm={(deleting) => del.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}
