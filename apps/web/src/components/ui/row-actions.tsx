'use client';
/**
 * The icon buttons of a back-office table row: edit (pencil) and delete (a
 * red trash can). `label` is the button's accessible name, naming the row
 * ('Kaş ilçesini sil'); `children`, a word shown beside the icon from `sm` up.
 */
import type { ReactNode } from 'react';
import { Pencil, Trash2 } from '@/components/icons';
import { Button } from './button';

type RowButtonProps = { label: string; onClick: () => void; children?: ReactNode };

export function EditButton({ label, onClick, children }: RowButtonProps) {
  return (
    <Button tone="ghost" size="sm" onClick={onClick} aria-label={label}>
      <Pencil className="size-4" aria-hidden />
      {children}
    </Button>
  );
}

export function DeleteButton({ label, onClick, children }: RowButtonProps) {
  return (
    <Button tone="ghost" size="sm" className="text-red-700 dark:text-red-400" onClick={onClick} aria-label={label}>
      <Trash2 className="size-4" aria-hidden />
      {children}
    </Button>
  );
}
