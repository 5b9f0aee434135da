'use client';
/**
 * Pieces of a rental unit's 'Genel' form that villas and boats share (its
 * schema pieces are in general-schema.ts): the 'Açıklama'
 * card with the rich-text editor, and the sticky save bar ('Değişiklikleri
 * geri al' for a saved unit, then 'Kaydet' or the kind's create label), and
 * the frame they sit in: the form, its 'Temel bilgiler' card first and its
 * description and save bar last.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@yali/contract';
import { type Control, Controller, type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { LanguageTabs, languageName, type TranslationValues } from '@/components/ui/translation-tabs';
import { Section } from './section';

/**
 * The 'Açıklama' card: language tabs (issue 18) over the rich-text editor, bound to the
 * form's `description` in Turkish and `translations.<locale>.description` in another
 * language; `label` names the editor ('Villa açıklaması').
 */
export function DescriptionSection<T extends FieldValues>({ control, label }: { control: Control<T>; label: string }) {
  const translations = useWatch({ control, name: 'translations' as Path<T> }) as TranslationValues<'description'> | undefined;
  return (
    <Section title="Açıklama">
      <LanguageTabs label="Açıklamanın dili" missing={(l) => !translations?.[l]?.description?.trim()}>
        {(locale) => (
          <Controller
            control={control}
            name={(locale === DEFAULT_LOCALE ? 'description' : `translations.${locale}.description`) as Path<T>}
            render={({ field }) => (
              <RichTextEditor
                label={locale === DEFAULT_LOCALE ? label : `${label} (${languageName(locale)})`}
                value={field.value ?? ''}
                onChange={field.onChange}
                hint={
                  locale === DEFAULT_LOCALE
                    ? 'Kalın, italik, liste, başlık ve bağlantı kullanılabilir; diğer biçimler kaydedilirken temizlenir.'
                    : 'Boş bırakılırsa sitede bu dilde Türkçe açıklama gösterilir.'
                }
              />
            )}
          />
        )}
      </LanguageTabs>
    </Section>
  );
}

/** The bottom bar: undo for a saved unit (`saved`), and submit ('Kaydet', or `createLabel` for a new one). */
export function SaveBar({
  saved,
  dirty,
  pending,
  onUndo,
  createLabel,
}: {
  saved: boolean;
  dirty: boolean;
  pending: boolean;
  onUndo: () => void;
  createLabel: string;
}) {
  return (
    <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      {saved && (
        <Button tone="secondary" disabled={!dirty || pending} onClick={onUndo}>
          Değişiklikleri geri al
        </Button>
      )}
      <Button type="submit" pending={pending}>
        {pending ? 'Kaydediliyor…' : saved ? 'Kaydet' : createLabel}
      </Button>
    </div>
  );
}

type FieldProps<T extends FieldValues> = { form: UseFormReturn<T>; name: Path<T>; label: string; className?: string };

const errorOf = <T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) =>
  (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;

/** A number input registered with `valueAsNumber`; `min`, `max` and `step` go to the input. */
export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  className,
  min,
  max,
  step,
}: FieldProps<T> & { min?: number; max?: number; step?: string }) {
  return (
    <TextField
      label={label}
      type="number"
      className={className}
      min={min}
      max={max}
      step={step}
      error={errorOf(form, name)}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
}

/** A 'SS:DD' time typed as text (`placeholder` shows the default, e.g. '16:00'). */
export function TimeField<T extends FieldValues>({ form, name, label, placeholder }: FieldProps<T> & { placeholder: string }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      placeholder={placeholder}
      maxLength={5}
      error={errorOf(form, name)}
      {...form.register(name)}
    />
  );
}

/**
 * The unit's name (`label`: 'Villa adı', 'Tekne adı'; required) and its address ('Adres (slug)'), with
 * `slugHint` previewing the public page's address for what is typed.
 */
export function NameSlugFields<T extends FieldValues>({
  form,
  label,
  slugHint,
}: {
  form: UseFormReturn<T>;
  label: string;
  slugHint: string;
}) {
  return (
    <>
      <TextField label={label} required error={errorOf(form, 'name' as Path<T>)} {...form.register('name' as Path<T>)} />
      <TextField
        label="Adres (slug)"
        hint={slugHint}
        error={errorOf(form, 'slug' as Path<T>)}
        {...form.register('slug' as Path<T>)}
      />
    </>
  );
}

/** The 'Sitede yayında (aktif)' checkbox bound to the form's `active` field. */
export function ActiveCheckbox<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  return (
    <label className="mt-4 inline-flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="size-4 accent-sea-700" {...form.register('active' as Path<T>)} />
      Sitede yayında (aktif)
    </label>
  );
}

/**
 * A unit's 'Genel' form around the kind's cards (`children`): submits with
 * `onSubmit` (useUnitGeneralForm's), then the 'Açıklama' card
 * (`descriptionLabel`: 'Villa açıklaması') and the save bar (`saveBar` from
 * useUnitGeneralForm; `createLabel`: 'Villayı oluştur').
 */
export function GeneralFormFrame<T extends FieldValues>({
  form,
  onSubmit,
  descriptionLabel,
  saveBar,
  createLabel,
  children,
}: {
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  descriptionLabel: string;
  saveBar: Omit<Parameters<typeof SaveBar>[0], 'createLabel'>;
  createLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {children}
      <DescriptionSection control={form.control} label={descriptionLabel} />
      <SaveBar {...saveBar} createLabel={createLabel} />
    </form>
  );
}

/**
 * The 'Temel bilgiler' card: name and address (see NameSlugFields: `nameLabel`,
 * `slugHint`) with the kind's `fields` beside them in the two-column grid, the
 * kind's `children` under the grid, and the 'Sitede yayında' checkbox last.
 */
export function BasicsSection<T extends FieldValues>({
  form,
  nameLabel,
  slugHint,
  fields,
  children,
}: {
  form: UseFormReturn<T>;
  nameLabel: string;
  slugHint: string;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Section title="Temel bilgiler">
      <div className="grid gap-4 md:grid-cols-2">
        <NameSlugFields form={form} label={nameLabel} slugHint={slugHint} />
        {fields}
      </div>
      {children}
      <ActiveCheckbox form={form} />
    </Section>
  );
}
