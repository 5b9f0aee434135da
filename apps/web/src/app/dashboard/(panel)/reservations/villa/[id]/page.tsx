import { Suspense } from 'react';
import { ReservationDetailScreen } from '@/features/reservations/components/screens';

export default function Page() {
  return (
    <Suspense>
      <ReservationDetailScreen />
    </Suspense>
  );
}
