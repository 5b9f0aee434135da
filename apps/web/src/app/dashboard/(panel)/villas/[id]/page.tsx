import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { VillaEditor } from '@/features/villas-admin/components/villa-editor';

export default async function VillaEditPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return (
    <Suspense>
      <VillaEditor villaId={id} />
    </Suspense>
  );
}
