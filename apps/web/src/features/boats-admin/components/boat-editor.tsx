'use client';
/**
 * `/dashboard/boats/new` and `/dashboard/boats/{id}`: the boat editor with
 * tabs Genel, Fiyatlar and Görseller (ADMIN; the API answers 403 to anyone
 * else). A new boat shows only the general form; prices and images follow
 * once it is saved. The active tab lives in the URL (`?tab=`); arrow keys,
 * Home and End move between tabs.
 */
import type { BoatDetail } from '@yali/contract';
import { Badge } from '@/components/ui/form-fields';
import { RecordHistory } from '@/features/audit/components/record-history';
import { EditorLoading, kindEditorFrame } from '@/features/unit-editor/editor-frame';
import { EditorTabs } from '@/features/unit-editor/editor-tabs';
import { paths } from '@/lib/paths';
import { useBoat } from '../api/boats';
import { BoatGeneralForm } from './general-form';
import { BoatImagesTab } from './images-tab';
import { BoatPricesTab } from './prices-tab';

const TABS = [
  { id: 'genel', label: 'Genel' },
  { id: 'fiyatlar', label: 'Fiyatlar' },
  { id: 'gorseller', label: 'Görseller' },
  { id: 'gecmis', label: 'Geçmiş' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export function BoatEditor({ boatId }: { boatId: number | null }) {
  const boat = useBoat(boatId);
  if (boatId === null) {
    return (
      <Frame title="Yeni Tekne">
        <BoatGeneralForm />
      </Frame>
    );
  }
  if (boat.isPending) {
    return <EditorLoading />;
  }
  if (boat.isError || !boat.data) {
    return (
      <Frame title="Tekne">
        <p
          role="alert"
          className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
        >
          {boat.error?.message ?? 'Tekne bulunamadı.'}
        </p>
      </Frame>
    );
  }
  return <Tabs boat={boat.data} />;
}

function Tabs({ boat }: { boat: BoatDetail }) {
  const counts: Partial<Record<TabId, number>> = { fiyatlar: boat.prices.length, gorseller: boat.images.length };
  return (
    <Frame title={boat.name} unit={boat}>
      <EditorTabs
        tabs={TABS}
        label="Tekne düzenleme bölümleri"
        mark={(id) =>
          counts[id] !== undefined && (
            <span className="ml-1.5 text-xs font-normal text-slate-500 dark:text-slate-400">({counts[id]})</span>
          )
        }
      >
        {(current) => (
          <>
            {current === 'genel' && <BoatGeneralForm boat={boat} />}
            {current === 'fiyatlar' && <BoatPricesTab boat={boat} />}
            {current === 'gorseller' && <BoatImagesTab boat={boat} />}
            {current === 'gecmis' && <RecordHistory recordPath={`/v1/admin/boats/${boat.id}`} />}
          </>
        )}
      </EditorTabs>
    </Frame>
  );
}

/** Heading of the boat editor: the shared unit editor frame with the boat's type badge and public page. */
const Frame = kindEditorFrame<BoatDetail>({ href: paths.dashboard.boats, label: 'Tekneler' }, (boat) => ({
  id: boat.id,
  active: boat.active,
  publicHref: paths.boat(boat.slug),
  before: boat.type && <Badge tone="sea">{boat.type.name}</Badge>,
}));
