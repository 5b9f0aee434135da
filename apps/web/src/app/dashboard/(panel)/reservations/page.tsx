import { Suspense } from 'react';
import { OwnerReservationsScreen } from '@/features/reservations/components/screens';

export default function Page() {
  return (
    <Suspense>
      <OwnerReservationsScreen />
    </Suspense>
  );
}
