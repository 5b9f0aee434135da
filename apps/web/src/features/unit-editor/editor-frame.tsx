'use client';
/**
 * Heading of a rental unit's editor screens (villa or boat): back link to the
 * units list, title, and for a saved unit its number, status badges and a
 * link to its public page while it is active.
 */
import { ArrowLeft, ExternalLink } from '@/components/icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/form-fields';
import { useRecordCrumb } from '@/features/dashboard/components/page-trail';

/** What the heading shows of a saved unit; `before`/`after` are the kind's extra badges around Aktif/Pasif. */
export type FrameUnit = { id: number; active: boolean; publicHref: string; before?: ReactNode; after?: ReactNode };

export function EditorFrame({
  back,
  title,
  unit,
  children,
}: {
  /** The list's link: href and label ('Villalar', 'Tekneler'). */
  back: { href: string; label: string };
  title: string;
  unit?: FrameUnit;
  children: ReactNode;
}) {
  useRecordCrumb(title);
  return (
    <div className="space-y-4">
      <Link
        href={back.href}
        className="inline-flex items-center gap-1 text-sm font-medium text-sea-700 hover:underline dark:text-sea-100"
      >
        <ArrowLeft className="size-4" aria-hidden /> {back.label}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {unit && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-600 dark:text-slate-400">#{unit.id}</span>
            {unit.before}
            {unit.active ? <Badge tone="green">Aktif</Badge> : <Badge tone="slate">Pasif</Badge>}
            {unit.after}
            {unit.active && (
              <Link
                href={unit.publicHref}
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

/**
 * A kind's editor heading as a component: EditorFrame with the kind's list
 * link (`back`) and, for a saved `unit`, what `describe(unit)` says of it
 * (number, public page, the kind's badges). Renders `<Frame title unit?>`.
 */
export function kindEditorFrame<U>(back: { href: string; label: string }, describe: (unit: U) => FrameUnit) {
  return function KindEditorFrame({ title, unit, children }: { title: string; unit?: U; children: ReactNode }) {
    return (
      <EditorFrame back={back} title={title} unit={unit && describe(unit)}>
        {children}
      </EditorFrame>
    );
  };
}

/** The skeleton while a unit loads. */
export function EditorLoading() {
  return (
    <div className="space-y-4" role="status" aria-live="polite">
      <span className="sr-only">Yükleniyor</span>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-96 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
