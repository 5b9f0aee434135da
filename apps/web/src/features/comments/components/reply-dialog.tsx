'use client';
/**
 * The agency's reply under a review (issue 24, `PUT /v1/admin/comment/{id}/reply`):
 * written in a dialog that quotes the review, published on the villa page under
 * the review once the review itself is published; "Yanıtı kaldır" removes it.
 */
import { COMMENT_REPLY_MAX, type CommentItem, reviewedUnit } from '@yali/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useCommentReply } from '../api/comments';

export function ReplyDialog({ comment, onClose }: { comment: CommentItem | null; onClose: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useCommentReply(onClose);

  useEffect(() => {
    setText(comment?.reply?.text ?? '');
    setError(null);
  }, [comment]);

  const submit = () => {
    const reply = text.trim();
    if (!reply) return setError('Yanıt metni yazın (yanıtı kaldırmak için “Yanıtı kaldır”).');
    if (reply.length > COMMENT_REPLY_MAX) return setError(`Yanıt en fazla ${COMMENT_REPLY_MAX} karakter olabilir.`);
    if (comment) save.mutate({ id: comment.id, reply });
  };

  return (
    <Modal
      open={comment !== null}
      onClose={onClose}
      title="Yoruma yanıt"
      description={comment ? `${comment.name} · ${reviewedUnit(comment).name}` : undefined}
      footer={
        <>
          {comment?.reply && (
            <Button
              tone="ghost"
              className="mr-auto text-red-700 dark:text-red-400"
              disabled={save.isPending}
              onClick={() => comment && save.mutate({ id: comment.id, reply: '' })}
            >
              Yanıtı kaldır
            </Button>
          )}
          <Button tone="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button pending={save.isPending} onClick={submit}>
            Yanıtı yayınla
          </Button>
        </>
      }
    >
      {comment && (
        <blockquote className="mb-4 line-clamp-4 border-l-4 border-slate-300 pl-3 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400">
          {comment.text}
        </blockquote>
      )}
      <label htmlFor={`${id}-reply`} className="mb-1.5 block text-sm font-medium">
        Yanıtınız
      </label>
      <textarea
        id={`${id}-reply`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        rows={5}
        maxLength={COMMENT_REPLY_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        Villa sayfasında yorumun altında ajansın yanıtı olarak görünür ({text.trim().length} / {COMMENT_REPLY_MAX}).
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </Modal>
  );
}
