import { Suspense } from 'react';
import { VillaReservationsScreen } from '@/features/reservations/components/screens';

export default function Page() {
  return (
    <Suspense>
      <VillaReservationsScreen />
    </Suspense>
  );
}
