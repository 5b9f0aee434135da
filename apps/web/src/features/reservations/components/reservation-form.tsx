'use client';
/**
 * Create (`POST /v1/admin/reservations`, channel 'admin') or edit
 * (`PUT /v1/admin/reservations/{id}`) a villa reservation: villa, dates,
 * adults and children, then the shared guest contact, manual total, notes;
 * status and option expiry on creation. A 409 (dates held by another record)
 * shows the server's message naming that record.
 */
import {
  type AdminReservationCreate,
  type AdminReservationDetail,
  type AdminReservationUpdate,
  MAX_INFANTS,
} from '@yali/contract';
import { useSearchParams } from 'next/navigation';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-fields';
import { useReservationSave } from '@/features/rental-reservations/api/use-reservation-writes';
import {
  contact,
  createStatus,
  daySchema,
  ReservationFormShell,
  UnitField,
  useReservationForm,
} from '@/features/rental-reservations/components/form-parts';
import { paths } from '@/lib/paths';
import { villaReservationApi } from '../api/villa-reservation-api';
import { useVillaChoices } from '../api/use-villa-options';

const count = (min: number, msg: string, max = 50) =>
  z
    .string()
    .regex(/^\d+$/, 'Sayı girin.')
    .refine((s) => Number(s) >= min && Number(s) <= max, msg);

const schema = z
  .object({
    villa_id: z.string().min(1, 'Villa seçin.'),
    started_at: daySchema,
    finished_at: daySchema,
    adults: count(1, 'En az 1, en fazla 50 yetişkin.'),
    children: count(0, 'En fazla 50 çocuk.'),
    infants: count(0, `En fazla ${MAX_INFANTS} bebek.`, MAX_INFANTS),
    ...contact.shape,
    ...createStatus.shape,
  })
  .refine((v) => v.finished_at > v.started_at, { path: ['finished_at'], message: 'Çıkış tarihi giriş tarihinden sonra olmalı.' });
type Values = z.infer<typeof schema>;

/** Without `reservation`: the creation form, which opens the new record; with it: the edit form. */
export function ReservationForm({ reservation, onDone }: { reservation?: AdminReservationDetail; onDone?: () => void }) {
  const villas = useVillaChoices();
  const { save, pending } = useReservationSave<AdminReservationUpdate, AdminReservationCreate>({
    api: villaReservationApi,
    id: reservation?.id,
    detailHref: paths.dashboard.villaReservation,
    onDone,
  });
  const r = reservation;
  // A new reservation may come prefilled from the occupancy timeline (?villa_id=&started_at=&finished_at=).
  const prefill = useSearchParams();
  const form = useReservationForm<Values>(
    schema,
    {
      villa_id: r ? String(r.villa.id) : (prefill.get('villa_id') ?? ''),
      started_at: r?.started_at ?? prefill.get('started_at') ?? '',
      finished_at: r?.finished_at ?? prefill.get('finished_at') ?? '',
      adults: String(r?.adults ?? 2),
      children: String(r?.children ?? 0),
      infants: String(r?.infants ?? 0),
    },
    r,
  );
  const { register } = form;
  const e = form.formState.errors;

  const submit = (v: Values) => {
    const common = {
      started_at: v.started_at,
      finished_at: v.finished_at,
      adults: Number(v.adults),
      children: Number(v.children),
      infants: Number(v.infants),
      ...contact.body(v),
    };
    return save(common, () => ({ ...common, villa_id: Number(v.villa_id), ...createStatus.body(v) }));
  };

  return (
    <ReservationFormShell form={form} onSubmit={submit} legend="Konaklama" isNew={!r} pending={pending} onDone={onDone}>
      <UnitField
        label="Villa"
        current={r?.villa.name}
        choices={villas.data}
        error={e.villa_id?.message}
        field={register('villa_id')}
      />
      <TextField type="date" label="Giriş tarihi" required error={e.started_at?.message} {...register('started_at')} />
      <TextField type="date" label="Çıkış tarihi" required error={e.finished_at?.message} {...register('finished_at')} />
      <TextField type="number" min={1} max={50} label="Yetişkin" required error={e.adults?.message} {...register('adults')} />
      <TextField type="number" min={0} max={50} label="Çocuk" error={e.children?.message} {...register('children')} />
      <TextField
        type="number"
        min={0}
        max={MAX_INFANTS}
        label="Bebek (0–2 yaş)"
        hint="Site ayarına göre kapasiteye sayılır ya da sayılmaz."
        error={e.infants?.message}
        {...register('infants')}
      />
    </ReservationFormShell>
  );
}
