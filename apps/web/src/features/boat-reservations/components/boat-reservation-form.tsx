'use client';
/**
 * Edit a boat reservation (`PUT /v1/admin/boatreservations/{id}`): first and
 * last rental day (sent as the half-open [started_at, finished_at)), guests
 * up to the boat's capacity, then the shared guest contact, manual total and
 * notes. A 409 (days held by another reservation) shows the server's message
 * naming it.
 */
import type { AdminBoatReservationDetail, AdminBoatReservationUpdate } from '@yali/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-fields';
import { useReservationWrites } from '@/features/rental-reservations/api/use-reservation-writes';
import {
  contact,
  daySchema,
  GuestFieldset,
  NotesAndActions,
  TotalField,
} from '@/features/rental-reservations/components/form-parts';
import { boatReservationApi } from '../api/boat-reservation-api';
import { addDaysIso, lastDayOf } from '../lib/days';

const schemaFor = (capacity: number) =>
  z
    .object({
      first_day: daySchema,
      last_day: daySchema,
      guests: z
        .string()
        .regex(/^\d+$/, 'Sayı girin.')
        .refine((s) => Number(s) >= 1 && Number(s) <= capacity, `En az 1, en fazla ${capacity} kişi.`),
      ...contact.shape,
    })
    .refine((v) => v.last_day >= v.first_day, { path: ['last_day'], message: 'Son gün ilk günden önce olamaz.' });
type Values = z.infer<ReturnType<typeof schemaFor>>;

export function BoatReservationForm({ reservation: r, onDone }: { reservation: AdminBoatReservationDetail; onDone: () => void }) {
  const { update } = useReservationWrites<AdminBoatReservationUpdate>(boatReservationApi, r.id);
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(r.boat.capacity)),
    defaultValues: {
      first_day: r.started_at,
      last_day: lastDayOf(r.finished_at),
      guests: String(r.guests),
      ...contact.defaults(r),
    },
  });
  const { register, handleSubmit, formState } = form;
  const e = formState.errors;

  const submit = handleSubmit(async (v) => {
    await update.mutateAsync({
      started_at: v.first_day,
      finished_at: addDaysIso(v.last_day, 1),
      guests: Number(v.guests),
      ...contact.body(v),
    });
    onDone();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(ev) => void submit(ev).catch(() => undefined)} noValidate className="space-y-5">
        <fieldset className="min-w-0 grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">Kiralama</legend>
          <div className="sm:col-span-2 text-sm">
            <span className="font-medium">Tekne:</span> {r.boat.name}
          </div>
          <TextField type="date" label="İlk gün" required error={e.first_day?.message} {...register('first_day')} />
          <TextField
            type="date"
            label="Son gün"
            required
            hint="Günübirlik turda ilk günle aynı."
            error={e.last_day?.message}
            {...register('last_day')}
          />
          <TextField
            type="number"
            min={1}
            max={r.boat.capacity}
            label="Kişi sayısı"
            required
            hint={`Tekne en fazla ${r.boat.capacity} kişi alır.`}
            error={e.guests?.message}
            {...register('guests')}
          />
        </fieldset>

        <GuestFieldset />

        <fieldset className="min-w-0 grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">Fiyat</legend>
          <TotalField />
        </fieldset>

        <NotesAndActions onDone={onDone} pending={update.isPending || formState.isSubmitting} submitLabel="Kaydet" />
      </form>
    </FormProvider>
  );
}
