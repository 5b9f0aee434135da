import { Suspense } from 'react';
import { BoatReservationsScreen } from '@/features/boat-reservations/components/screens';

export default function Page() {
  return (
    <Suspense>
      <BoatReservationsScreen />
    </Suspense>
  );
}
