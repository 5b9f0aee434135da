import { Suspense } from 'react';
import { StatementsScreen } from '@/features/owner-statements/components/statements-screen';

export default function StatementsPage() {
  return (
    <Suspense>
      <StatementsScreen />
    </Suspense>
  );
}
