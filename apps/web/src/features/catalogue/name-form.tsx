'use client';
/**
 * Create / rename a record that has only a name (villa types, boat types) in
 * the catalogue modal. The slug follows the name on the server; the hint
 * previews it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/form-fields';
import type { CatalogueTranslationEntity } from '@yali/contract';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import { NameTranslationFields, useNameTranslations } from './name-translations';

type NameBody = { name: string };

export function NameForm<Item extends { id: number; name: string }>({
  open,
  editing,
  onClose,
  schema,
  useSave,
  formId,
  title,
  label,
  hint,
  translation,
}: {
  open: boolean;
  editing: Item | null;
  onClose: () => void;
  /** The contract's body schema, e.g. `villaTypeBody`. */
  schema: z.ZodType<NameBody, NameBody>;
  useSave: (onDone: () => void) => { mutate: (v: { id?: number; body: NameBody }) => void; isPending: boolean };
  formId: string;
  /** [new record's title, edit title] */
  title: [string, string];
  label: string;
  /** The field's hint for the typed name (trimmed, possibly empty). */
  hint: (name: string) => string;
  /** The record's kind for its name's translations (issue 18); they are edited once it is saved. */
  translation?: CatalogueTranslationEntity;
}) {
  const save = useSave(onClose);
  const translations = useNameTranslations(translation, editing?.id, open);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<NameBody>({ resolver: zodResolver(schema), defaultValues: { name: '' } });

  // The name, not the record object: a caller may pass a record made for this form (the towns).
  // Before paint: the dialog that just closed (the same form) is still on screen with the last
  // name, and a reset after paint could wipe what was typed into the new one (CI once did).
  useLayoutEffect(() => {
    if (open) reset({ name: editing?.name ?? '' });
  }, [open, editing?.name, reset]);

  const name = watch('name');
  const onSubmit = handleSubmit((body) => {
    save.mutate({ id: editing?.id, body });
    if (editing && translations.enabled) translations.save(editing.id);
  });

  return (
    <CatalogueFormDialog
      open={open}
      onClose={onClose}
      title={title}
      formId={formId}
      editing={editing !== null}
      pending={save.isPending}
      size="sm"
      onSubmit={onSubmit}
      formClassName="space-y-4"
    >
      <TextField
        label={label}
        required
        autoComplete="off"
        error={errors.name?.message}
        hint={hint(name?.trim() ?? '')}
        {...register('name')}
      />
      <NameTranslationFields state={translations} />
    </CatalogueFormDialog>
  );
}
