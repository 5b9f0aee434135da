'use client';
/**
 * Create (`POST /v1/admin/boatreservations`, channel 'admin': a booking
 * taken by phone) or edit (`PUT /v1/admin/boatreservations/{id}`) a boat
 * reservation: the boat on creation, first and last rental day (sent as the
 * half-open [started_at, finished_at)), guests up to the boat's capacity,
 * then the shared guest contact, total and notes; status and option expiry
 * on creation. An empty total on creation is priced by the boat's quote. A
 * 409 (days held by another reservation) shows the server's message naming it.
 */
import {
  type AdminBoatReservationCreate,
  type AdminBoatReservationDetail,
  type AdminBoatReservationUpdate,
  MAX_GUESTS,
} from '@yali/contract';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-fields';
import { ReservationFormShell, useUnitReservationForm } from '@/features/rental-reservations/components/form-parts';
import { countSchema, daySchema, reservationSchema } from '@/features/rental-reservations/lib/form-values';
import { paths } from '@/lib/paths';
import { boatReservationApi } from '../api/boat-reservation-api';
import { useBoatChoices } from '../api/use-boat-choices';
import { addDaysIso, lastDayOf } from '../lib/days';

/** `capacity`: the boat's, when known (editing); on creation the server checks the chosen boat's (422). */
const schemaFor = (capacity: number, creating: boolean) =>
  reservationSchema({
    boat_id: creating ? z.string().min(1, 'Tekne seçin.') : z.string(),
    first_day: daySchema,
    last_day: daySchema,
    guests: countSchema(1, capacity, `En az 1, en fazla ${capacity} kişi.`),
  }).refine((v) => v.last_day >= v.first_day, { path: ['last_day'], message: 'Son gün ilk günden önce olamaz.' });
type Values = z.infer<ReturnType<typeof schemaFor>>;

/** The rental's request fields: the days as the half-open [started_at, finished_at), and the guests. */
const rentalOf = (v: Values) => ({
  started_at: v.first_day,
  finished_at: addDaysIso(v.last_day, 1),
  guests: Number(v.guests),
});

/** Without `reservation`: the creation form, which opens the new record; with it: the edit form. */
export function BoatReservationForm({
  reservation: r,
  onDone,
}: {
  reservation?: AdminBoatReservationDetail;
  onDone?: () => void;
}) {
  const boats = useBoatChoices();
  const capacity = r?.boat.capacity ?? MAX_GUESTS;
  const {
    shell,
    register,
    errors: e,
  } = useUnitReservationForm<Values, AdminBoatReservationUpdate, AdminBoatReservationCreate>({
    schema: schemaFor(capacity, !r),
    // A new booking may come prefilled from the occupancy timeline (?boat_id=&first_day=&last_day=).
    own: (prefill) => ({
      boat_id: r ? String(r.boat.id) : (prefill.get('boat_id') ?? ''),
      first_day: r?.started_at ?? prefill.get('first_day') ?? '',
      last_day: r ? lastDayOf(r.finished_at) : (prefill.get('last_day') ?? ''),
      guests: String(r?.guests ?? 2),
    }),
    reservation: r,
    api: boatReservationApi,
    detailHref: paths.dashboard.boatReservation,
    onDone,
    body: (v, shared) => ({ ...rentalOf(v), ...shared }),
    // An empty total is left out, so that the boat's quote prices the rental.
    createBody: (v, { total_price_kurus, ...shared }) => ({
      ...rentalOf(v),
      ...shared,
      ...(total_price_kurus === null ? {} : { total_price_kurus }),
      boat_id: Number(v.boat_id),
    }),
  });

  return (
    <ReservationFormShell
      {...shell}
      unit={{ label: 'Tekne', name: 'boat_id', current: r?.boat.name, choices: boats.data }}
      legend="Kiralama"
      priceLegend={r ? 'Fiyat' : 'Fiyat ve durum'}
      totalHint={r ? undefined : 'Boş bırakılırsa teknenin fiyat dönemlerinden hesaplanır.'}
    >
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
        max={capacity}
        label="Kişi sayısı"
        required
        hint={r ? `Tekne en fazla ${capacity} kişi alır.` : undefined}
        error={e.guests?.message}
        {...register('guests')}
      />
    </ReservationFormShell>
  );
}
