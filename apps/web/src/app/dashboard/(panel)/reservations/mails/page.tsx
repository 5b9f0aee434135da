import { Suspense } from 'react';
import { MailOutboxScreen } from '@/features/reservations/components/screens';

export default function Page() {
  return (
    <Suspense>
      <MailOutboxScreen />
    </Suspense>
  );
}
