import { Suspense } from 'react';
import { NewBoatReservationScreen } from '@/features/boat-reservations/components/screens';

export default function Page() {
  return (
    <Suspense>
      <NewBoatReservationScreen />
    </Suspense>
  );
}
