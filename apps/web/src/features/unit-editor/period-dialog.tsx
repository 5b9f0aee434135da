'use client';
/**
 * The modal form of a unit's dated record (a price period, a closed date
 * range): title, optional description, the server's error above the fields
 * (a 409 names the overlapping record), 'Vazgeç' and 'Kaydet'. The form is
 * react-hook-form's, validated by the record's zod schema; its save sends the
 * record through useAdminMutation and closes the dialog on success.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFooter, Modal } from '@/components/ui/modal';
import { type AdminRequest, useAdminMutation } from '@/components/ui/use-admin-mutation';

/**
 * The request that saves a dated record: `PUT path` with the record's `id`
 * when `existing` is being edited, else `POST path`.
 */
export function periodRequest(path: string, existing: { id: number } | null, body: object): AdminRequest {
  return existing ? { method: 'PUT', path, body: { id: existing.id, ...body } } : { method: 'POST', path, body };
}

/**
 * How a dialog saves its values: `request(values)`; on success the toast
 * `success` and the admin reads `invalidate` refetched (see useAdminMutation);
 * a refusal's Turkish message shows above the fields, and as an error toast
 * too unless `errorToast` is false.
 */
export type PeriodSaveOptions<V> = {
  request: (values: V) => AdminRequest;
  success: string;
  invalidate: string[] | 'all';
  errorToast?: boolean;
};

/**
 * The dialog: values validated by `schema` (Turkish messages under the
 * fields), starting at `defaultValues`, sent by `save`; `children(form)`
 * renders the fields of the form `formId`. Closes with `onClose()` after a
 * successful save.
 */
export function PeriodFormDialog<V extends FieldValues>({
  title,
  description,
  formId,
  schema,
  defaultValues,
  save: opts,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  formId: string;
  schema: z.ZodType<V, V>;
  defaultValues: DefaultValues<V>;
  save: PeriodSaveOptions<V>;
  onClose: () => void;
  children: (form: UseFormReturn<V>) => ReactNode;
}) {
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues });
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useAdminMutation<V>({
    request: opts.request,
    success: opts.success,
    invalidate: opts.invalidate,
    onSuccess: () => onClose(),
    onError: (err) => setServerError(err.message),
    errorToast: opts.errorToast,
  });
  const submit = form.handleSubmit((values) => {
    setServerError(null);
    save.mutate(values);
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={<FormFooter formId={formId} pending={save.isPending} onCancel={onClose} />}
    >
      <form id={formId} noValidate className="space-y-4" onSubmit={submit}>
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {serverError}
          </p>
        )}
        {children(form)}
      </form>
    </Modal>
  );
}
