import { Suspense } from 'react';
import { AuditScreen } from '@/features/audit/components/audit-screen';

export default function AuditPage() {
  return (
    <Suspense>
      <AuditScreen />
    </Suspense>
  );
}
