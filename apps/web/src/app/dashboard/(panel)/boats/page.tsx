import { Suspense } from 'react';
import { BoatTable } from '@/features/boats-admin/components/boat-table';

export default function BoatsPage() {
  return (
    <Suspense>
      <BoatTable />
    </Suspense>
  );
}
