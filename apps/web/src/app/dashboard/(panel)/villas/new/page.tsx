import { Suspense } from 'react';
import { VillaEditor } from '@/features/villas-admin/components/villa-editor';

export default function NewVillaPage() {
  return (
    <Suspense>
      <VillaEditor villaId={null} />
    </Suspense>
  );
}
