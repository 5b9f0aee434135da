'use client';
/**
 * Accessible modal dialog or side panel over the native `<dialog>` element:
 * `showModal()` gives the focus trap, Escape to close and an inert page
 * behind it for free. The title names the dialog (aria-labelledby).
 *
 * ```tsx
 * <Modal open={open} onClose={() => setOpen(false)} title="Villa tipi ekle" footer={<Button …/>}>
 *   <form id="f">…</form>
 * </Modal>
 * ```
 * `variant="panel"` slides in from the right (full width on phones).
 */
import { clsx } from 'clsx';
import { X } from '@/components/icons';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

export type ModalProps = {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right aligned under the body. */
  footer?: ReactNode;
  variant?: 'dialog' | 'panel';
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations (ConfirmDialog sets it). */
  role?: 'dialog' | 'alertdialog';
};

export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  variant = 'dialog',
  size = 'md',
  role,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (onCancel) is the keyboard equivalent of the backdrop click
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      // Escape fires `cancel`: keep React state the source of truth. The backdrop click below is a
      // mouse convenience; keyboard users close with Escape or the close button.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={clsx(
        'm-0 max-h-none max-w-none bg-transparent p-0 text-slate-900 backdrop:bg-slate-950/60 dark:text-slate-100',
        variant === 'dialog' && 'fixed inset-0 m-auto h-fit w-[calc(100%-2rem)]',
        variant === 'dialog' && size === 'sm' && 'sm:max-w-md',
        variant === 'dialog' && size === 'md' && 'sm:max-w-lg',
        variant === 'dialog' && size === 'lg' && 'sm:max-w-2xl',
        variant === 'panel' && 'fixed inset-y-0 right-0 left-auto h-full w-full sm:max-w-md',
      )}
    >
      {open && (
        <div
          className={clsx(
            'flex flex-col bg-white shadow-xl dark:bg-slate-900',
            variant === 'dialog' ? 'max-h-[calc(100dvh-2rem)] rounded-xl' : 'h-full',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description && (
                <div id={descId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </div>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Kapat"
              className="-m-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {children && <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>}
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}

/**
 * The footer of a modal form: 'Vazgeç' (`onCancel`) and the submit button of
 * the form `formId` rendered in the modal's body (`children`: its label,
 * 'Kaydet' by default), busy while `pending`.
 */
export function FormFooter({
  formId,
  pending,
  onCancel,
  children = 'Kaydet',
}: {
  formId: string;
  pending: boolean;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <Button tone="secondary" onClick={onCancel}>
        Vazgeç
      </Button>
      <Button type="submit" form={formId} pending={pending}>
        {children}
      </Button>
    </>
  );
}
