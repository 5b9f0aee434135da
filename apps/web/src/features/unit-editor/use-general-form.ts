'use client';
/**
 * The state of a rental unit's 'Genel' form, villas and boats alike:
 * react-hook-form validated by the kind's schema, reset whenever another unit
 * (or a saved version of it) arrives, the typed name and slug for the
 * address hint, and the save — `PUT {path}/{id}` for a saved unit, `POST
 * {path}` for a new one, which then opens the new unit's editor.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';

export function useUnitGeneralForm<F extends FieldValues & { name: string; slug: string }, Body, U extends { id: number }>(opts: {
  schema: z.ZodType<F, F>;
  /** The unit being edited; undefined on the creation page. */
  unit: U | undefined;
  /** The form's values for `unit` (empty ones for a new unit). */
  defaults: (unit: U | undefined) => F;
  /** What, when it changes, means another unit or a saved version: the form is reset to it. */
  resetKey: readonly unknown[];
  /** The kind's admin collection, e.g. '/v1/admin/villas'. */
  path: string;
  toBody: (values: F) => Body;
  /** Toasts after a save of a saved unit and after a creation. */
  texts: { saved: string; created: string };
  /** Admin reads to refetch after a save (see useAdminMutation). */
  invalidate: string[] | 'all';
  /** The new unit's editor, opened after a creation. */
  editorHref: (id: number) => string;
  /** Where the new unit's detail is read, seeded with the answer so that its editor opens without loading it again. */
  detailPath?: (id: number) => string;
}) {
  const { unit } = opts;
  const router = useRouter();
  const qc = useQueryClient();
  const form = useForm<F>({ resolver: zodResolver(opts.schema), defaultValues: opts.defaults(unit) as DefaultValues<F> });
  const { reset, control, handleSubmit, formState } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another unit (or a saved version) arrives
  useEffect(() => reset(opts.defaults(unit)), opts.resetKey);

  const name = useWatch({ control, name: 'name' as Path<F> }) as string;
  const slug = useWatch({ control, name: 'slug' as Path<F> }) as string;

  const save = useAdminMutation<Body, U>({
    request: (body) =>
      unit ? { method: 'PUT', path: `${opts.path}/${unit.id}`, body } : { method: 'POST', path: opts.path, body },
    success: unit ? opts.texts.saved : opts.texts.created,
    invalidate: opts.invalidate,
    onSuccess: (saved) => {
      if (unit) return;
      if (opts.detailPath) qc.setQueryData(['admin', opts.detailPath(saved.id)], saved);
      router.replace(opts.editorHref(saved.id));
    },
  });

  return {
    form,
    name,
    slug,
    onSubmit: handleSubmit((values) => save.mutate(opts.toBody(values))),
    /** The SaveBar's state: saved or new, dirty, pending, and the undo that resets to `unit`. */
    saveBar: {
      saved: unit !== undefined,
      dirty: formState.isDirty,
      pending: save.isPending,
      onUndo: () => reset(opts.defaults(unit)),
    },
  };
}
