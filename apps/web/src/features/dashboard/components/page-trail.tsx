'use client';
/**
 * The breadcrumb trail above every dashboard screen and the window title,
 * both from the menus (page-trail.ts). A detail screen names its record with
 * `useRecordCrumb('RZV-…')`; the trail and the title then end with it.
 */
import type { UserRole } from '@yali/contract';
import { ChevronRight } from '@/components/icons';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type Crumb, titleOf, trailFor } from '../page-trail';

const RecordContext = createContext<((name: string | undefined) => void) | null>(null);

/**
 * Names the record a detail screen shows (a reservation code, a villa's
 * name) as the last crumb and in the window title, while the screen is
 * shown; `undefined` while it loads. Does nothing outside the dashboard shell.
 */
export function useRecordCrumb(name: string | undefined) {
  const set = useContext(RecordContext);
  useEffect(() => {
    set?.(name);
    return () => set?.(undefined);
  }, [set, name]);
}

const TrailContext = createContext<Crumb[]>([]);

/** Holds the current record name for the trail and keeps `document.title` in step with the path. */
export function PageTrailProvider({ role, children }: { role: UserRole; children: ReactNode }) {
  const pathname = usePathname();
  const [record, setRecord] = useState<string | undefined>();
  const crumbs = trailFor(role, pathname, record);
  const title = titleOf(crumbs);

  // The route's own <title> is the dashboard layout's, and Next.js writes it when its metadata arrives,
  // which may be after this effect: whenever the head changes, the screen's title is put back.
  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);

  return (
    <RecordContext.Provider value={setRecord}>
      <TrailContext.Provider value={crumbs}>{children}</TrailContext.Provider>
    </RecordContext.Provider>
  );
}

/** The trail of the current page (aria-label "Sayfa konumu"; the last crumb is aria-current="page"). */
export function Breadcrumbs() {
  const crumbs = useContext(TrailContext);
  return (
    <nav aria-label="Sayfa konumu" className="mb-4 print:hidden">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-sm text-slate-600 dark:text-slate-400">
        {crumbs.map((c, i) => (
          <li key={`${c.label}-${i}`} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRight className="size-3.5 shrink-0 text-slate-400" aria-hidden />}
            {c.href ? (
              <Link href={c.href} className="truncate hover:text-sea-700 hover:underline dark:hover:text-sea-100">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-900 dark:text-slate-100">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
