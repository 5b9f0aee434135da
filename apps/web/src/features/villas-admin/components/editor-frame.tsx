'use client';
/** Heading of the villa editor screens: the shared unit editor frame with the villa's badges (Popüler) and public page. */
import type { VillaDetail } from '@yali/contract';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/form-fields';
import { EditorFrame } from '@/features/unit-editor/editor-frame';
import { paths } from '@/lib/paths';

export function Frame({ title, villa, children }: { title: string; villa?: VillaDetail; children: ReactNode }) {
  return (
    <EditorFrame
      back={{ href: paths.dashboard.villas, label: 'Villalar' }}
      title={title}
      unit={
        villa && {
          id: villa.villa_id,
          active: villa.active,
          publicHref: paths.villa(villa.slug),
          after: villa.popular && <Badge tone="gold">Popüler</Badge>,
        }
      }
    >
      {children}
    </EditorFrame>
  );
}
