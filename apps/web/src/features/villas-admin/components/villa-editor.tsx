'use client';
/**
 * `/dashboard/villas/new` and `/dashboard/villas/{id}`: the villa editor with
 * tabs Genel, Özellikler, Fiyatlar, Takvim, Görseller, Yorumlar (ADMIN). An
 * OWNER sees a read-only view of their own villa (another owner's villa is a
 * 404 from the server). The active tab lives in the URL (`?tab=`).
 */
import type { VillaDetail } from '@yali/contract';
import { clsx } from 'clsx';
import { ArrowLeft } from '@/components/icons';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type KeyboardEvent, useRef } from 'react';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
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
] as const;
type TabId = (typeof TABS)[number]['id'];

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
    return (
      <div className="space-y-4" role="status" aria-live="polite">
        <span className="sr-only">Yükleniyor</span>
        <div className="h-8 w-64 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-96 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      </div>
    );
  }
  if (villa.isError || !villa.data) return <Notice text={villa.error?.message ?? 'Villa bulunamadı.'} />;
  if (!isAdmin) return <VillaReadOnly villa={villa.data} />;
  return <AdminTabs villa={villa.data} />;
}

function AdminTabs({ villa }: { villa: VillaDetail }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const current = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'genel') as TabId;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (id: TabId, focus = false) => {
    router.replace(`${pathname}?tab=${id}`, { scroll: false });
    if (focus) refs.current[id]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.id === current);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    select((TABS[next] as (typeof TABS)[number]).id, true);
  };
  const pendingReviews = villa.comments.filter((c) => !c.active).length;

  return (
    <Frame title={villa.name} villa={villa}>
      <div
        role="tablist"
        aria-label="Villa düzenleme bölümleri"
        onKeyDown={onKeyDown}
        className="relative -mx-4 mb-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={current === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={current === t.id ? 0 : -1}
            onClick={() => select(t.id)}
            className={clsx(
              '-mb-px whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-sea-600',
              current === t.id
                ? 'border-brand-500 text-sea-800 dark:text-white'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {t.label}
            {t.id === 'yorumlar' && pendingReviews > 0 && (
              <span className="ml-1.5 rounded-full bg-red-600 px-1.5 text-xs text-white">
                {pendingReviews}
                <span className="sr-only"> onay bekliyor</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`}>
        {current === 'genel' && <GeneralForm villa={villa} />}
        {current === 'ozellikler' && <FeaturesTab villa={villa} />}
        {current === 'fiyatlar' && <PricesTab villa={villa} />}
        {current === 'takvim' && <CalendarTab villa={villa} />}
        {current === 'gorseller' && <ImagesTab villa={villa} />}
        {current === 'yorumlar' && <ReviewsTab villa={villa} />}
      </div>
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
