'use client';
/**
 * The modal form of a unit's dated record (a price period, a closed date
 * range): title, optional description, the server's error above the fields
 * (a 409 names the overlapping record), 'Vazgeç' and 'Kaydet' bound to the
 * form `formId`.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export function PeriodDialog({
  title,
  description,
  formId,
  pending,
  serverError,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  description?: string;
  formId: string;
  pending: boolean;
  serverError: string | null;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form={formId} pending={pending}>
            Kaydet
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="space-y-4" onSubmit={onSubmit}>
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {serverError}
          </p>
        )}
        {children}
      </form>
    </Modal>
  );
}
