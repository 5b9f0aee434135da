import { Suspense } from 'react';
import { LoginsScreen } from '@/features/audit/components/logins-screen';

export default function LoginsPage() {
  return (
    <Suspense>
      <LoginsScreen />
    </Suspense>
  );
}
