'use client';
/** Heading of the villa editor screens: the shared unit editor frame with the villa's badges (Popüler) and public page. */
import type { VillaDetail } from '@yali/contract';
import { Badge } from '@/components/ui/form-fields';
import { kindEditorFrame } from '@/features/unit-editor/editor-frame';
import { paths } from '@/lib/paths';

export const Frame = kindEditorFrame<VillaDetail>({ href: paths.dashboard.villas, label: 'Villalar' }, (villa) => ({
  id: villa.villa_id,
  active: villa.active,
  publicHref: paths.villa(villa.slug),
  after: villa.popular && <Badge tone="gold">Popüler</Badge>,
}));
