'use client';
/**
 * "Are you sure?" before a destructive action (delete). An `alertdialog`
 * whose first focus is its close button, so Enter never deletes by
 * accident. `onConfirm` may be async: the confirm button shows `pending`
 * and the caller closes the dialog (usually in the mutation's onSettled).
 *
 * ```tsx
 * <ConfirmDialog open={!!target} title="Villa tipini sil" message={`“${target?.name}” silinsin mi?`}
 *   confirmLabel="Sil" pending={del.isPending} onConfirm={() => del.mutate(target.id)} onCancel={() => setTarget(null)} />
 * ```
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Sil',
  cancelLabel = 'Vazgeç',
  tone = 'danger',
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button tone="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button tone={tone} onClick={onConfirm} pending={pending}>
            {pending ? 'Lütfen bekleyin…' : confirmLabel}
          </Button>
        </>
      }
    />
  );
}

/**
 * The confirmation before deleting `target` (null: the dialog is closed):
 * `message(target)` asks, 'Sil' calls `onConfirm(target)`; the other props
 * are ConfirmDialog's (`pending` while the delete runs, `onCancel` clears the target).
 */
export function ConfirmDelete<T>({
  target,
  message,
  onConfirm,
  ...dialog
}: Omit<ConfirmDialogProps, 'open' | 'message' | 'onConfirm'> & {
  target: T | null;
  message: (target: T) => ReactNode;
  onConfirm: (target: T) => void;
}) {
  return (
    <ConfirmDialog
      {...dialog}
      open={target !== null}
      message={target === null ? '' : message(target)}
      onConfirm={() => target !== null && onConfirm(target)}
    />
  );
}

/**
 * The question of a named record's delete: '“Bodrum” ilçesi silinsin mi? Bu işlem geri alınamaz.' —
 * `name` in bold, `what` the record's noun ('ilçesi', 'tipi'; none: just the name), then `children`
 * (what the delete also touches, e.g. ' Bu marinada 2 tekne var.').
 */
export function DeleteQuestion({ name, what, children }: { name: string; what?: string; children?: ReactNode }) {
  return (
    <>
      <strong>“{name}”</strong>
      {` ${what ? `${what} ` : ''}silinsin mi? Bu işlem geri alınamaz.`}
      {children}
    </>
  );
}
