'use client';
/**
 * The modal form of a unit's dated record (a price period, a closed date
 * range): title, optional description, the server's error above the fields
 * (a 409 names the overlapping record), 'Vazgeç' and 'Kaydet' bound to the
 * form `formId`; its save (`usePeriodSave`) sends the record and closes the
 * dialog on success.
 */
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { FormFooter, Modal } from '@/components/ui/modal';
import { type AdminRequest, useAdminMutation } from '@/components/ui/use-admin-mutation';

/** What the dialog shows of its save: pending while it is sent, and the server's message after a refusal. */
export type PeriodSave<V> = { pending: boolean; serverError: string | null; submit: (values: V) => void };

/**
 * The save of a dated record's dialog: `submit(values)` clears the last
 * error and sends `request(values)`; on success the toast `success`, the
 * admin reads `invalidate` (see useAdminMutation) refetched and `onClose()`;
 * on a refusal the server's Turkish message (a 409 names the overlapping
 * record) above the fields, and an error toast too unless `errorToast` is false.
 */
export function usePeriodSave<V, R = unknown>(opts: {
  request: (values: V) => AdminRequest;
  success: string;
  invalidate: string[] | 'all';
  onClose: () => void;
  errorToast?: boolean;
}): PeriodSave<V> {
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useAdminMutation<V, R>({
    request: opts.request,
    success: opts.success,
    invalidate: opts.invalidate,
    onSuccess: () => opts.onClose(),
    onError: (err) => setServerError(err.message),
    errorToast: opts.errorToast,
  });
  return {
    pending: mutation.isPending,
    serverError,
    submit: (values) => {
      setServerError(null);
      mutation.mutate(values);
    },
  };
}

export function PeriodDialog({
  title,
  description,
  formId,
  save,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  description?: string;
  formId: string;
  /** The dialog's save (usePeriodSave): its pending state and the server's message. */
  save: { pending: boolean; serverError: string | null };
  onClose: () => void;
  /** The form's submit, e.g. react-hook-form's `handleSubmit(save.submit)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={<FormFooter formId={formId} pending={save.pending} onCancel={onClose} />}
    >
      <form id={formId} noValidate className="space-y-4" onSubmit={onSubmit}>
        {save.serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {save.serverError}
          </p>
        )}
        {children}
      </form>
    </Modal>
  );
}
