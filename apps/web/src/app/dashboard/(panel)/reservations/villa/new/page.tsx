import { Suspense } from 'react';
import { NewReservationScreen } from '@/features/reservations/components/screens';

export default function Page() {
  return (
    <Suspense>
      <NewReservationScreen />
    </Suspense>
  );
}
