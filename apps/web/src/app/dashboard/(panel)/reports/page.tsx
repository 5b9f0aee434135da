import { Suspense } from 'react';
import { ReportsScreen } from '@/features/reports/components/reports-screen';

export default function ReportsPage() {
  return (
    <Suspense>
      <ReportsScreen />
    </Suspense>
  );
}
