'use client';
/**
 * What every reservation form has, whatever its unit: the guest's contact,
 * the manual total in TL (sent as kuruş), the two notes and the buttons —
 * the fieldsets and the form's state and save over the shared values of
 * lib/form-values.ts. A kind's form
 * adds its own period and guest-count fields and wraps everything in
 * react-hook-form's `FormProvider`, from which these parts register.
 */
import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { useSearchParams } from 'next/navigation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClass, SelectField, TextField } from '@/components/ui/form-fields';
import { useReservationSave } from '../api/use-reservation-writes';
import type { ReservationApi } from '../kind';
import {
  CREATE_STATUSES,
  type ContactSource,
  type ContactValues,
  type CreateStatusValues,
  contact,
  createStatus,
} from '../lib/form-values';
import { STATUS_LABEL } from '../lib/status';

/** The 'Misafir' fieldset: name, e-mail, phone. */
export function GuestFieldset() {
  const { register, formState } = useFormContext<ContactValues>();
  const e = formState.errors;
  return (
    <fieldset className="min-w-0 grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Misafir</legend>
      <TextField
        className="sm:col-span-2"
        label="Ad soyad"
        required
        autoComplete="off"
        error={e.guest_name?.message}
        {...register('guest_name')}
      />
      <TextField type="email" label="E-posta" autoComplete="off" error={e.guest_email?.message} {...register('guest_email')} />
      <TextField
        type="tel"
        label="Telefon"
        autoComplete="off"
        error={e.guest_phone?.message}
        hint="+90 5xx xxx xx xx"
        {...register('guest_phone')}
      />
    </fieldset>
  );
}

/** The manual total in TL; empty means “fiyat sorunuz” unless the kind says otherwise (`hint`). */
export function TotalField({ hint = 'Boş bırakılırsa “fiyat sorunuz”.' }: { hint?: string }) {
  const { register, formState } = useFormContext<ContactValues>();
  return (
    <TextField
      inputMode="decimal"
      label="Toplam tutar (TL)"
      error={formState.errors.total_tl?.message}
      hint={hint}
      {...register('total_tl')}
    />
  );
}

/** The creation form's status select and, for an option, its expiry. */
export function CreateStatusFields() {
  const { register, watch } = useFormContext<CreateStatusValues>();
  return (
    <>
      <SelectField
        label="Durum"
        options={CREATE_STATUSES.map((x) => ({ value: x, label: STATUS_LABEL[x] }))}
        {...register('status')}
      />
      {watch('status') === 'option' && (
        <TextField
          type="datetime-local"
          label="Opsiyon bitişi"
          hint="Varsayılan: 24 saat sonra."
          {...register('option_expires_at')}
        />
      )}
    </>
  );
}

/** The guest's note and the agency's internal note, side by side, then the buttons. */
export function NotesAndActions({
  onDone,
  pending,
  submitLabel,
}: {
  onDone?: () => void;
  pending: boolean;
  submitLabel: string;
}) {
  const { register } = useFormContext<ContactValues>();
  return (
    <>
      <div className="grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
        <label className="space-y-1.5 text-sm">
          <span className="block font-medium">Misafir notu</span>
          <textarea rows={3} className={inputClass} {...register('note')} />
        </label>
        <label className="space-y-1.5 text-sm">
          <span className="block font-medium">İç not (yalnız acente görür)</span>
          <textarea rows={3} className={inputClass} {...register('admin_note')} />
        </label>
      </div>

      <div className="flex justify-end gap-2">
        {onDone && (
          <Button tone="secondary" onClick={onDone}>
            Vazgeç
          </Button>
        )}
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * The reservation's unit: its name when editing (`current`; a unit is never moved), a select of
 * `choices` when creating ('Villa seçin' / 'Tekne seçin'); `field` is the select's registration.
 */
export function UnitField({
  label,
  current,
  choices,
  error,
  field,
}: {
  label: string;
  current?: string;
  choices: readonly { id: number; name: string }[] | undefined;
  error?: string | undefined;
  field: UseFormRegisterReturn;
}) {
  if (current !== undefined) {
    return (
      <div className="sm:col-span-2 text-sm">
        <span className="font-medium">{label}:</span> {current}
      </div>
    );
  }
  return (
    <SelectField
      className="sm:col-span-2"
      label={label}
      required
      placeholder={`${label} seçin`}
      options={(choices ?? []).map((x) => ({ value: x.id, label: x.name }))}
      error={error}
      {...field}
    />
  );
}

/**
 * A kind's reservation form state: values validated by `schema`, starting at
 * the kind's own fields (`own`: unit, period, party) and the shared ones of
 * the reservation `r` being edited (contact, total, notes; status on creation).
 */
export function useReservationForm<V extends ContactValues & CreateStatusValues>(
  schema: z.ZodType<V, V>,
  own: Omit<V, keyof ContactValues | keyof CreateStatusValues>,
  r?: ContactSource,
): UseFormReturn<V> {
  const defaultValues = { ...own, ...contact.defaults(r), ...createStatus.defaults() } as DefaultValues<V>;
  return useForm<V>({ resolver: zodResolver(schema), defaultValues });
}

/** What the occupancy timeline's link prefills on a new reservation (`?villa_id=&started_at=…`). */
export type Prefill = { get(key: string): string | null };

/** The request fields every kind shares (guest contact, total in kuruş, notes), as `contact.body` gives them. */
export type SharedBody = ReturnType<typeof contact.body>;

/**
 * A kind's reservation form with its save, the way both kinds' forms work:
 * the form state (`useReservationForm`: `schema`, the kind's own starting
 * values `own(prefill)` — from the `reservation` being edited, or from the
 * address's prefill on creation — and the shared ones) and the submit: an
 * edit sends `body(values, shared)` (the kind's fields with the shared ones),
 * a creation `createBody(values, shared)` with the status fields, through `useReservationSave` over the kind's `api` (a new record
 * opens at `detailHref(id)`). Returns `shell`, the props ReservationFormShell
 * takes besides its fieldset's words, with `register` and the field `errors`.
 */
export function useUnitReservationForm<
  V extends ContactValues & CreateStatusValues,
  Update extends object,
  Create extends object,
>({
  schema,
  own,
  reservation,
  api,
  detailHref,
  onDone,
  body,
  createBody,
}: {
  schema: z.ZodType<V, V>;
  own: (prefill: Prefill) => Omit<V, keyof ContactValues | keyof CreateStatusValues>;
  reservation: (ContactSource & { id: number }) | undefined;
  api: ReservationApi;
  detailHref: (id: number) => string;
  onDone: (() => void) | undefined;
  body: (values: V, shared: SharedBody) => Update;
  createBody: (values: V, shared: SharedBody) => Omit<Create, 'status' | 'option_expires_at'>;
}) {
  const { save, pending } = useReservationSave<Update, Create>({ api, id: reservation?.id, detailHref, onDone });
  const form = useReservationForm<V>(schema, own(useSearchParams()), reservation);
  const onSubmit = (v: V) => {
    const shared = contact.body(v);
    return save(body(v, shared), () => ({ ...createBody(v, shared), ...createStatus.body(v) }) as Create);
  };
  return {
    shell: { form, onSubmit, isNew: !reservation, pending, onDone },
    register: form.register,
    errors: form.formState.errors,
  };
}

/**
 * A kind's reservation form around its own fields: the first fieldset
 * (`legend`: 'Konaklama' / 'Kiralama'; `children`: the unit, period and party
 * fields), the guest, the total (`totalHint`) with — for a new reservation
 * (`isNew`) — its status, the notes and the buttons ('Kaydet' or
 * 'Rezervasyonu oluştur', busy while `pending` or submitting). `onSubmit` gets
 * the validated values; a rejected write (toast shown by the writes hook)
 * keeps the form as it is.
 */

export function ReservationFormShell<V extends FieldValues>({
  form,
  onSubmit,
  unit,
  legend,
  priceLegend = 'Fiyat ve durum',
  totalHint,
  isNew,
  pending,
  onDone,
  children,
}: {
  form: UseFormReturn<V>;
  /** Sends the validated values (see useReservationSave). */
  onSubmit: (values: V) => Promise<void>;
  /** The fieldset's first field, the unit (see UnitField): its label, its field `name` and, when editing, its `current` name. */
  unit: {
    label: string;
    name: Path<V>;
    current: string | undefined;
    choices: readonly { id: number; name: string }[] | undefined;
  };
  legend: string;
  priceLegend?: string;
  totalHint?: string;
  isNew: boolean;
  pending: boolean;
  onDone?: () => void;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(ev) =>
          void form
            .handleSubmit(onSubmit)(ev)
            .catch(() => undefined)
        }
        noValidate
        className="space-y-5"
      >
        <fieldset className="min-w-0 grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{legend}</legend>
          <UnitField
            label={unit.label}
            current={unit.current}
            choices={unit.choices}
            error={form.formState.errors[unit.name]?.message as string | undefined}
            field={form.register(unit.name)}
          />
          {children}
        </fieldset>

        <GuestFieldset />

        <fieldset className="min-w-0 grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{priceLegend}</legend>
          <TotalField hint={totalHint} />
          {isNew && <CreateStatusFields />}
        </fieldset>

        <NotesAndActions
          onDone={onDone}
          pending={pending || form.formState.isSubmitting}
          submitLabel={isNew ? 'Rezervasyonu oluştur' : 'Kaydet'}
        />
      </form>
    </FormProvider>
  );
}
