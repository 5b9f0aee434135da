'use client';
/**
 * The create/edit modal of a catalogue record: title (`title[0]` for a new
 * record, `title[1]` for an edit), the form `formId` around `children` and,
 * below it, 'Vazgeç' and the submit button ('Ekle' for a new record,
 * 'Kaydet' for an edit) bound to that form.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { FormFooter, Modal } from '@/components/ui/modal';

export function CatalogueFormDialog({
  open,
  onClose,
  title,
  formId,
  editing,
  pending,
  size,
  onSubmit,
  formClassName,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** [new record's title, edit title] */
  title: [string, string];
  formId: string;
  editing: boolean;
  pending: boolean;
  size?: 'sm' | 'md' | 'lg';
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's layout classes (a stack or a grid of fields). */
  formClassName: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? title[1] : title[0]}
      size={size}
      footer={
        <FormFooter formId={formId} pending={pending} onCancel={onClose}>
          {editing ? 'Kaydet' : 'Ekle'}
        </FormFooter>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={formClassName}>
        {children}
      </form>
    </Modal>
  );
}
