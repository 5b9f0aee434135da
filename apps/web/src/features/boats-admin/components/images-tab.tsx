'use client';
/**
 * 'Görseller' tab of the boat editor: the shared unit image manager
 * (unit-editor/images-manager.tsx) on the boat image endpoints
 * (`POST /boat/image`, `PUT /boat/image/updateorder`, `DELETE /boat/image/{id}`).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { BoatDetail } from '@yali/contract';
import { ImagesManager } from '@/features/unit-editor/images-manager';
import { BOATS_PATH } from '../api/boats';

export function BoatImagesTab({ boat }: { boat: BoatDetail }) {
  const qc = useQueryClient();
  return (
    <ImagesManager
      owner={{ id: boat.id, name: boat.name, images: boat.images }}
      api={{ path: `${BOATS_PATH}/image`, idField: 'boat_id' }}
      emptyText="Bu teknenin görseli yok."
      refresh={() =>
        qc.invalidateQueries({
          predicate: (q) => q.queryKey[0] === 'admin' && String(q.queryKey[1]).startsWith(BOATS_PATH),
        })
      }
    />
  );
}
