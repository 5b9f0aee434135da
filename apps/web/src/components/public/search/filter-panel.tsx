'use client';

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { SlidersHorizontal } from '@/components/public-icons';
import { ApplyButton } from '../filter-form';
import { CloseButton } from './close-button';

/** Where the listing was scrolled when filters were applied, restored once the new results render. */
const SCROLL_KEY = 'yali_filter_scroll';

/**
 * The address of a filter form's choice: its fields without the empty ones
 * (and without `currency` when no price bound is set, or when it is TL, the
 * API's default, nor the default sort), so that the address stays short and every existing link
 * shape keeps working.
 */
export function filterHref(action: string, data: FormData): string {
  const qs = new URLSearchParams();
  for (const [key, value] of data) if (typeof value === 'string' && value.trim() !== '') qs.append(key, value.trim());
  const priced = qs.has('min_price') || qs.has('max_price');
  if (!priced || qs.get('currency') === 'TL') qs.delete('currency');
  // 'order' (the agency's order) is every listing's default sort.
  if (qs.get('sort') === 'order') qs.delete('sort');
  const s = qs.toString();
  return s ? `${action}?${s}` : action;
}

/**
 * The filters of a public results page (issue 23). On phones the page opens
 * on its results: a one-line summary of the search ("Kaş · 10–17 Tem · 6
 * kişi") and a "Filtrele" button opening the form as a full-screen sheet; from
 * `lg` up the same form stands beside the results. The form is a plain GET
 * form (it works before scripts load); with scripts, applying it updates the
 * address without jumping to the top, and the scroll position is kept.
 * `children`: the server-rendered fields; `active`: how many filters are set;
 * `query`: the page's current query string (the scroll is restored when it
 * changes — a prop rather than useSearchParams, which would opt the cached
 * bare listing out of static rendering).
 */
export function FilterPanel({
  action,
  label,
  summary,
  active,
  query,
  children,
}: {
  action: string;
  label: string;
  summary: string;
  active: number;
  query: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const t = useTranslations('Client.Filters');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);

  // The new results are in: go back to where the visitor was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address's query changes
  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = sessionStorage.getItem(SCROLL_KEY);
      sessionStorage.removeItem(SCROLL_KEY);
    } catch {
      // storage unavailable: the page stays where the browser leaves it
    }
    if (saved !== null) window.scrollTo(0, Number(saved));
  }, [query]);

  useEffect(() => {
    if (!open) return;
    closer.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // An open date dialog handles its own Escape.
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    try {
      sessionStorage.setItem(SCROLL_KEY, String(window.scrollY));
    } catch {
      // storage unavailable: the results still update
    }
    setOpen(false);
    router.push(filterHref(action, new FormData(e.currentTarget)), { scroll: false });
  };

  return (
    <>
      <div className="sticky top-0 z-20 -mx-4 mt-4 flex items-center gap-3 border-y border-slate-200 bg-white/95 px-4 py-2.5 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95">
        <p
          className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800 dark:text-slate-100"
          data-testid="search-summary"
        >
          {summary}
        </p>
        <button
          ref={opener}
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={open}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('filter')}
          {active > 0 && (
            <span className="inline-flex size-5 items-center justify-center rounded-full bg-sea-900 text-xs text-white dark:bg-brand-500 dark:text-sea-950">
              <span className="sr-only">, etkin filtre: </span>
              {active}
            </span>
          )}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the form is a modal dialog (the phone's sheet) exactly while aria-modal is set */}
      <form
        action={action}
        method="get"
        aria-label={open ? undefined : label}
        aria-labelledby={open ? titleId : undefined}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        onSubmit={submit}
        className={
          open
            ? 'fixed inset-0 z-[70] flex flex-col bg-white lg:static lg:z-auto dark:bg-slate-950'
            : 'hidden lg:block lg:self-start lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-slate-50 lg:dark:border-slate-800 lg:dark:bg-slate-900'
        }
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('filter')}
          </h2>
          <CloseButton ref={closer} label={t('close')} onClick={close} />
        </div>
        <div className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">{children}</div>
        <div className="border-t border-slate-200 p-4 dark:border-slate-800">
          <ApplyButton className="w-full" />
        </div>
      </form>
    </>
  );
}
