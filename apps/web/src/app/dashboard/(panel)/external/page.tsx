import { Suspense } from 'react';
import { ExternalBlockings } from '@/features/external/components/external-blockings';

export default function ExternalPage() {
  return (
    <Suspense>
      <ExternalBlockings />
    </Suspense>
  );
}
