'use client';
/**
 * The create/edit modal of a catalogue record: title, 'Vazgeç' and the
 * submit button ('Ekle' for a new record, 'Kaydet' for an edit) bound to the
 * form `formId` that `children` renders.
 */
import type { ReactNode } from 'react';
import { FormFooter, Modal } from '@/components/ui/modal';

export function CatalogueFormDialog({
  open,
  onClose,
  title,
  formId,
  editing,
  pending,
  size,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  formId: string;
  editing: boolean;
  pending: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <FormFooter formId={formId} pending={pending} onCancel={onClose}>
          {editing ? 'Kaydet' : 'Ekle'}
        </FormFooter>
      }
    >
      {children}
    </Modal>
  );
}
