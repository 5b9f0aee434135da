import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { BoatEditor } from '@/features/boats-admin/components/boat-editor';

export default async function BoatEditPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return (
    <Suspense>
      <BoatEditor boatId={id} />
    </Suspense>
  );
}
