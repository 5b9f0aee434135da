import { Suspense } from 'react';
import { PaymentsScreen } from '@/features/payments/components/payments-screen';

export default function Page() {
  return (
    <Suspense>
      <PaymentsScreen />
    </Suspense>
  );
}
