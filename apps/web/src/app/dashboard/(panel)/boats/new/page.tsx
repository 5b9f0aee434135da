import { Suspense } from 'react';
import { BoatEditor } from '@/features/boats-admin/components/boat-editor';

export default function NewBoatPage() {
  return (
    <Suspense>
      <BoatEditor boatId={null} />
    </Suspense>
  );
}
