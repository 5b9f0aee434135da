'use client';
/**
 * `/dashboard/villas/new` and `/dashboard/villas/{id}`: the villa editor with
 * tabs Genel, Özellikler, Fiyatlar, Takvim, Görseller, Yorumlar (ADMIN). An
 * OWNER sees a read-only view of their own villa (another owner's villa is a
 * 404 from the server). The active tab lives in the URL (`?tab=`).
 */
import type { VillaDetail } from '@yali/contract';
import { ArrowLeft } from '@/components/icons';
import Link from 'next/link';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { EditorLoading } from '@/features/unit-editor/editor-frame';
import { RecordHistory } from '@/features/audit/components/record-history';
import { EditorTabs } from '@/features/unit-editor/editor-tabs';
import { paths } from '@/lib/paths';
import { useVilla } from '../api/queries';
import { Frame } from './editor-frame';
import { CalendarTab } from './calendar-tab';
import { FeaturesTab } from './features-tab';
import { GeneralForm } from './general-form';
import { ImagesTab } from './images-tab';
import { PricesTab } from './prices-tab';
import { ReviewsTab } from './reviews-tab';
import { VillaReadOnly } from './villa-read-only';

const TABS = [
  { id: 'genel', label: 'Genel' },
  { id: 'ozellikler', label: 'Özellikler' },
  { id: 'fiyatlar', label: 'Fiyatlar' },
  { id: 'takvim', label: 'Takvim' },
  { id: 'gorseller', label: 'Görseller' },
  { id: 'yorumlar', label: 'Yorumlar' },
  { id: 'gecmis', label: 'Geçmiş' },
] as const;

export function VillaEditor({ villaId }: { villaId: number | null }) {
  const session = useAdminSession();
  const isAdmin = session.user_role === 'ADMIN';
  const villa = useVilla(villaId);

  if (villaId === null) {
    if (!isAdmin) return <Notice text="Villa ekleme yetkiniz yok." />;
    return (
      <Frame title="Yeni Villa">
        <GeneralForm />
      </Frame>
    );
  }
  if (villa.isPending) {
    return <EditorLoading />;
  }
  if (villa.isError || !villa.data) return <Notice text={villa.error?.message ?? 'Villa bulunamadı.'} />;
  if (!isAdmin) return <VillaReadOnly villa={villa.data} />;
  return <AdminTabs villa={villa.data} />;
}

function AdminTabs({ villa }: { villa: VillaDetail }) {
  const pendingReviews = villa.comments.filter((c) => !c.active).length;
  return (
    <Frame title={villa.name} unit={villa}>
      <EditorTabs
        tabs={TABS}
        label="Villa düzenleme bölümleri"
        mark={(id) =>
          id === 'yorumlar' &&
          pendingReviews > 0 && (
            <span className="ml-1.5 rounded-full bg-red-600 px-1.5 text-xs text-white">
              {pendingReviews}
              <span className="sr-only"> onay bekliyor</span>
            </span>
          )
        }
      >
        {(current) => (
          <>
            {current === 'genel' && <GeneralForm villa={villa} />}
            {current === 'ozellikler' && <FeaturesTab villa={villa} />}
            {current === 'fiyatlar' && <PricesTab villa={villa} />}
            {current === 'takvim' && <CalendarTab villa={villa} />}
            {current === 'gorseller' && <ImagesTab villa={villa} />}
            {current === 'yorumlar' && <ReviewsTab villa={villa} />}
            {current === 'gecmis' && <RecordHistory recordPath={`/v1/admin/villas/${villa.id}`} />}
          </>
        )}
      </EditorTabs>
    </Frame>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div className="space-y-4">
      <Link
        href={paths.dashboard.villas}
        className="inline-flex items-center gap-1 text-sm font-medium text-sea-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Villalar
      </Link>
      <p
        role="alert"
        className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
      >
        {text}
      </p>
    </div>
  );
}
