import { Suspense } from 'react';
import { BoatReservationDetailScreen } from '@/features/boat-reservations/components/screens';

export default function Page() {
  return (
    <Suspense>
      <BoatReservationDetailScreen />
    </Suspense>
  );
}
