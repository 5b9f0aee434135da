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
import { z } from 'zod';
import { TextField } from '@/components/ui/form-fields';
import { ReservationFormShell, useUnitReservationForm } from '@/features/rental-reservations/components/form-parts';
import { countSchema, daySchema, reservationSchema } from '@/features/rental-reservations/lib/form-values';
import { paths } from '@/lib/paths';
import { villaReservationApi } from '../api/villa-reservation-api';
import { useVillaChoices } from '../api/use-villa-options';

const schema = reservationSchema({
  villa_id: z.string().min(1, 'Villa seçin.'),
  started_at: daySchema,
  finished_at: daySchema,
  adults: countSchema(1, 50, 'En az 1, en fazla 50 yetişkin.'),
  children: countSchema(0, 50, 'En fazla 50 çocuk.'),
  infants: countSchema(0, MAX_INFANTS, `En fazla ${MAX_INFANTS} bebek.`),
}).refine((v) => v.finished_at > v.started_at, { path: ['finished_at'], message: 'Çıkış tarihi giriş tarihinden sonra olmalı.' });
type Values = z.infer<typeof schema>;

/** The stay's request fields: dates and party as numbers. */
const stayOf = (v: Values) => ({
  started_at: v.started_at,
  finished_at: v.finished_at,
  adults: Number(v.adults),
  children: Number(v.children),
  infants: Number(v.infants),
});

/** Without `reservation`: the creation form, which opens the new record; with it: the edit form. */
export function ReservationForm({ reservation: r, onDone }: { reservation?: AdminReservationDetail; onDone?: () => void }) {
  const villas = useVillaChoices();
  const {
    shell,
    register,
    errors: e,
  } = useUnitReservationForm<Values, AdminReservationUpdate, AdminReservationCreate>({
    schema,
    // A new reservation may come prefilled from the occupancy timeline (?villa_id=&started_at=&finished_at=).
    own: (prefill) => ({
      villa_id: r ? String(r.villa.id) : (prefill.get('villa_id') ?? ''),
      started_at: r?.started_at ?? prefill.get('started_at') ?? '',
      finished_at: r?.finished_at ?? prefill.get('finished_at') ?? '',
      adults: String(r?.adults ?? 2),
      children: String(r?.children ?? 0),
      infants: String(r?.infants ?? 0),
    }),
    reservation: r,
    api: villaReservationApi,
    detailHref: paths.dashboard.villaReservation,
    onDone,
    body: (v, shared) => ({ ...stayOf(v), ...shared }),
    createBody: (v, shared) => ({ ...stayOf(v), ...shared, villa_id: Number(v.villa_id) }),
  });

  return (
    <ReservationFormShell
      {...shell}
      unit={{ label: 'Villa', name: 'villa_id', current: r?.villa.name, choices: villas.data }}
      legend="Konaklama"
    >
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
