'use client';
/**
 * The tab bar of a rental unit's editor (WAI-ARIA tabs): the active tab lives
 * in the URL (`?tab=`, the first tab when absent or unknown); arrow keys,
 * Home and End move between tabs and focus the new one. `children(current)`
 * renders the open panel.
 */
import { clsx } from 'clsx';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export type EditorTab<Id extends string> = { id: Id; label: string };

export function EditorTabs<Id extends string>({
  tabs,
  label,
  mark,
  children,
}: {
  tabs: readonly EditorTab<Id>[];
  /** The tablist's aria-label, e.g. 'Villa düzenleme bölümleri'. */
  label: string;
  /** What follows a tab's label (a count, a badge), if anything. */
  mark?: (id: Id) => ReactNode;
  children: (current: Id) => ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const first = (tabs[0] as EditorTab<Id>).id;
  const current = tabs.find((t) => t.id === params.get('tab'))?.id ?? first;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (id: Id, focus = false) => {
    router.replace(`${pathname}?tab=${id}`, { scroll: false });
    if (focus) refs.current[id]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === current);
    const keys: Record<string, number> = {
      ArrowRight: (i + 1) % tabs.length,
      ArrowLeft: (i - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = keys[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select((tabs[next] as EditorTab<Id>).id, true);
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="relative -mx-4 mb-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
      >
        {tabs.map((t) => (
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
            {mark?.(t.id)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`}>
        {children(current)}
      </div>
    </>
  );
}
