import { Suspense } from 'react';
import { VillaTable } from '@/features/villas-admin/components/villa-table';

export default function VillasPage() {
  return (
    <Suspense>
      <VillaTable />
    </Suspense>
  );
}
