'use client';
/**
 * Route-level screens of the boat reservation feature: ADMIN only (owners
 * have villas only; the server answers them 403 as well).
 */
import { useParams } from 'next/navigation';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { BoatReservationDetail } from './boat-reservation-detail';
import { BoatReservationList } from './boat-reservation-list';

function AdminOnly() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <h1 className="text-xl font-semibold">Bu ekran yalnızca yöneticiler içindir</h1>
    </div>
  );
}

/** /dashboard/reservations/boat */
export function BoatReservationsScreen() {
  const s = useAdminSession();
  return s.user_role === 'ADMIN' ? <BoatReservationList /> : <AdminOnly />;
}

/** /dashboard/reservations/boat/{id} */
export function BoatReservationDetailScreen() {
  const s = useAdminSession();
  const { id } = useParams<{ id: string }>();
  const n = Number(id);
  if (s.user_role !== 'ADMIN') return <AdminOnly />;
  if (!Number.isInteger(n) || n <= 0) return <p>Tekne rezervasyonu bulunamadı.</p>;
  return <BoatReservationDetail key={n} id={n} />;
}
