'use client';
/**
 * Route-level screens of the villa reservations: they pick the ADMIN or
 * OWNER view from the session (the server enforces the same rules) and read
 * the id from the URL; list and detail are the shared reservation screens
 * with the villa descriptor.
 */
import { useParams, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { AdminCreateScreen, AdminOnly } from '@/features/rental-reservations/components/admin-only';
import { ReservationDetail } from '@/features/rental-reservations/components/reservation-detail';
import { ReservationList } from '@/features/rental-reservations/components/reservation-list';
import { paths } from '@/lib/paths';
import { MailOutbox } from './mail-outbox';
import { ReservationForm } from './reservation-form';
import { villaReservationKind } from './villa-reservation-kind';

/** /dashboard/reservations/villa: ADMIN's full list (an OWNER gets the read-only one). */
export function VillaReservationsScreen() {
  const s = useAdminSession();
  return <ReservationList kind={villaReservationKind} mode={s.user_role === 'ADMIN' ? 'admin' : 'owner'} />;
}

/** /dashboard/reservations: the OWNER's reservations; an ADMIN goes to the villa reservations. */
export function OwnerReservationsScreen() {
  const s = useAdminSession();
  const router = useRouter();
  useEffect(() => {
    if (s.user_role === 'ADMIN') router.replace(paths.dashboard.villaReservations);
  }, [s.user_role, router]);
  return s.user_role === 'ADMIN' ? null : <ReservationList kind={villaReservationKind} mode="owner" />;
}

export function ReservationDetailScreen() {
  const s = useAdminSession();
  const { id } = useParams<{ id: string }>();
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) return <p>{villaReservationKind.text.notFound}</p>;
  return <ReservationDetail key={n} kind={villaReservationKind} id={n} mode={s.user_role === 'ADMIN' ? 'admin' : 'owner'} />;
}

export function NewReservationScreen() {
  return (
    <AdminCreateScreen title="Yeni rezervasyon">
      <ReservationForm />
    </AdminCreateScreen>
  );
}

export function MailOutboxScreen() {
  const s = useAdminSession();
  return s.user_role === 'ADMIN' ? <MailOutbox /> : <AdminOnly />;
}
