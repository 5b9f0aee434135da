import { paths } from '@/lib/paths';

/** The detail screen of a villa or boat reservation, as the ADMIN (`admin`) or an owner opens it. */
export const reservationHref = (r: { unit_kind: 'villa' | 'boat'; id: number }, admin: boolean) =>
  r.unit_kind === 'boat'
    ? paths.dashboard.boatReservation(r.id)
    : admin
      ? paths.dashboard.villaReservation(r.id)
      : paths.dashboard.ownerReservation(r.id);
