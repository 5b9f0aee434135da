'use client';
/**
 * Route-level screens of the boat reservations: ADMIN only (owners have
 * villas only; the server answers them 403 as well). List and detail are the
 * shared reservation screens with the boat descriptor.
 */
import { useParams } from 'next/navigation';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { AdminCreateScreen, AdminOnly } from '@/features/rental-reservations/components/admin-only';
import { ReservationDetail } from '@/features/rental-reservations/components/reservation-detail';
import { ReservationList } from '@/features/rental-reservations/components/reservation-list';
import { BoatReservationForm } from './boat-reservation-form';
import { boatReservationKind } from './boat-reservation-kind';

/** /dashboard/reservations/boat */
export function BoatReservationsScreen() {
  const s = useAdminSession();
  return s.user_role === 'ADMIN' ? <ReservationList kind={boatReservationKind} mode="admin" /> : <AdminOnly />;
}

/** /dashboard/reservations/boat/{id} */
export function BoatReservationDetailScreen() {
  const s = useAdminSession();
  const { id } = useParams<{ id: string }>();
  const n = Number(id);
  if (s.user_role !== 'ADMIN') return <AdminOnly />;
  if (!Number.isInteger(n) || n <= 0) return <p>{boatReservationKind.text.notFound}</p>;
  return <ReservationDetail key={n} kind={boatReservationKind} id={n} mode="admin" />;
}

/** /dashboard/reservations/boat/new: a boat booking taken by phone (channel 'admin'). */
export function NewBoatReservationScreen() {
  return (
    <AdminCreateScreen title="Yeni tekne rezervasyonu">
      <BoatReservationForm />
    </AdminCreateScreen>
  );
}
