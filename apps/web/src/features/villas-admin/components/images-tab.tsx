'use client';
/** 'Görseller' tab of the villa editor: the shared unit image manager on the villa image endpoints (read-only for an owner). */
import { useQueryClient } from '@tanstack/react-query';
import type { VillaDetail } from '@yali/contract';
import { ImagesManager } from '@/features/unit-editor/images-manager';

/** The villa editor's tab (read-only for an owner). */
export function ImagesTab({ villa, readOnly }: { villa: VillaDetail; readOnly?: boolean }) {
  const qc = useQueryClient();
  return (
    <ImagesManager
      owner={{ id: villa.id, name: villa.name, images: villa.images }}
      api={{ path: '/v1/admin/villas/image', idField: 'villa_id' }}
      emptyText="Bu villanın görseli yok."
      readOnly={readOnly}
      refresh={() => qc.invalidateQueries({ queryKey: ['admin'] })}
    />
  );
}
