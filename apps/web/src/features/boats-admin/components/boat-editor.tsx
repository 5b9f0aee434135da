'use client';
/**
 * `/dashboard/boats/new` and `/dashboard/boats/{id}`: the boat editor with
 * tabs Genel, Fiyatlar and Görseller (ADMIN; the API answers 403 to anyone
 * else). A new boat shows only the general form; prices and images follow
 * once it is saved. The active tab lives in the URL (`?tab=`); arrow keys,
 * Home and End move between tabs.
 */
import type { BoatDetail } from '@yali/contract';
import { clsx } from 'clsx';
import { ArrowLeft, ExternalLink } from '@/components/icons';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Badge } from '@/components/ui/form-fields';
import { paths } from '@/lib/paths';
import { useBoat } from '../api/boats';
import { BoatGeneralForm } from './general-form';
import { BoatImagesTab } from './images-tab';
import { BoatPricesTab } from './prices-tab';

const TABS = [
  { id: 'genel', label: 'Genel' },
  { id: 'fiyatlar', label: 'Fiyatlar' },
  { id: 'gorseller', label: 'Görseller' },
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
    return (
      <div className="space-y-4" role="status" aria-live="polite">
        <span className="sr-only">Yükleniyor</span>
        <div className="h-8 w-64 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-96 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      </div>
    );
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
    const keys: Record<string, number> = {
      ArrowRight: (i + 1) % TABS.length,
      ArrowLeft: (i - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = keys[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select((TABS[next] as (typeof TABS)[number]).id, true);
  };
  const counts: Partial<Record<TabId, number>> = { fiyatlar: boat.prices.length, gorseller: boat.images.length };

  return (
    <Frame title={boat.name} boat={boat}>
      <div
        role="tablist"
        aria-label="Tekne düzenleme bölümleri"
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
            {counts[t.id] !== undefined && (
              <span className="ml-1.5 text-xs font-normal text-slate-500 dark:text-slate-400">({counts[t.id]})</span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`}>
        {current === 'genel' && <BoatGeneralForm boat={boat} />}
        {current === 'fiyatlar' && <BoatPricesTab boat={boat} />}
        {current === 'gorseller' && <BoatImagesTab boat={boat} />}
      </div>
    </Frame>
  );
}

function Frame({ title, boat, children }: { title: string; boat?: BoatDetail; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <Link
        href={paths.dashboard.boats}
        className="inline-flex items-center gap-1 text-sm font-medium text-sea-700 hover:underline dark:text-sea-100"
      >
        <ArrowLeft className="size-4" aria-hidden /> Tekneler
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {boat && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-500 dark:text-slate-400">#{boat.id}</span>
            {boat.type && <Badge tone="sea">{boat.type.name}</Badge>}
            {boat.active ? <Badge tone="green">Aktif</Badge> : <Badge tone="slate">Pasif</Badge>}
            {boat.active && (
              <Link
                href={paths.boat(boat.slug)}
                // No prefetch: it would render (and cache) the public page before the edits made here.
                prefetch={false}
                target="_blank"
                className="inline-flex items-center gap-1 font-medium text-sea-700 hover:underline dark:text-sea-100"
              >
                Sitede gör <ExternalLink className="size-3.5" aria-hidden />
                <span className="sr-only">(yeni sekmede açılır)</span>
              </Link>
            )}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
