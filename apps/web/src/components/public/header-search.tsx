'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ImageOff, LoaderCircle, Search } from '@/components/public-icons';
import { clsx } from 'clsx';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { VillaSearchResult } from '@yali/contract';
import { apiFetch } from '@/lib/api.client';
import { paths } from '@/lib/paths';
import { useClickOutside } from './use-dismiss';
import { searchIconClass, searchInputClass } from './header-search-style';

/** Results per input string, for the whole page life (SPEC §7: results are cached per input). */
const cache = new Map<string, VillaSearchResult[]>();

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; results: VillaSearchResult[] } | { status: 'error' };

/**
 * The texts and numbers of SPEC §8 and §9, handed over by the server header so
 * that this client component does not pull the whole contract package (and zod)
 * into the browser bundle.
 */
export type HeaderSearchConfig = {
  placeholder: string;
  failedText: string;
  debounceMs: number;
  thumbnail: { width: number; height: number };
};

/**
 * Villa name search of the header (SPEC §2 "Public layout", §7, §9). The header
 * mounts it through LazyHeaderSearch, which hands over what was typed meanwhile
 * (`initialQuery`) and the focus (`autoFocus`).
 */
export function HeaderSearch({
  config,
  className,
  initialQuery = '',
  autoFocus = false,
}: {
  config: HeaderSearchConfig;
  className?: string;
  initialQuery?: string;
  autoFocus?: boolean;
}) {
  const thumbSize = { width: config.thumbnail.width, height: config.thumbnail.height };
  const t = useTranslations('Client.Search');
  const locale = useLocale() as Locale;
  const [query, setQuery] = useState(initialQuery);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const pathname = usePathname();

  // Debounced search; a cached input answers at once without a second request.
  useEffect(() => {
    const term = query.trim();
    if (term === '') {
      setState({ status: 'idle' });
      return;
    }
    const cached = cache.get(term);
    if (cached) {
      setState({ status: 'done', results: cached });
      return;
    }
    setState({ status: 'loading' });
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const results = await apiFetch<VillaSearchResult[]>(`/v1/search/input?searchString=${encodeURIComponent(term)}`);
        cache.set(term, results);
        if (live) setState({ status: 'done', results });
      } catch {
        if (live) setState({ status: 'error' });
      }
    }, config.debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, config.debounceMs]);

  // Close when the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // Taking over from the header's placeholder input (after the effect above, which also runs on mount):
  // show the results of what was typed meanwhile, keep the focus, caret at the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (initialQuery.trim() !== '') setOpen(true);
    if (!autoFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(initialQuery.length, initialQuery.length);
  }, []);

  // Close on a click or tap outside.
  useClickOutside(open, root, close);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('[data-search-result]') ?? []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        input.current?.focus();
      }
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    if (!open) {
      // The first arrow press re-opens the closed result list.
      if (e.key === 'ArrowDown' && query.trim() !== '') {
        e.preventDefault();
        setOpen(true);
      }
      return;
    }
    const items = links();
    if (items.length === 0) return;
    e.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown') items[at + 1 < items.length ? at + 1 : 0]?.focus();
    else if (at <= 0) input.current?.focus();
    else items[at - 1]?.focus();
  };

  const showPanel = open && query.trim() !== '';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling for the input and its result links
    <div ref={root} className={clsx('relative', className)} onKeyDown={onKeyDown}>
      <Search aria-hidden="true" className={searchIconClass} />
      <input
        ref={input}
        id={`${listId}-input`}
        type="search"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        placeholder={config.placeholder}
        aria-label="Villa ara"
        aria-controls={showPanel ? listId : undefined}
        autoComplete="off"
        maxLength={100}
        className={searchInputClass}
      />
      {state.status === 'loading' && (
        <LoaderCircle
          aria-hidden="true"
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-slate-400 dark:text-slate-500"
        />
      )}
      {showPanel && (
        <div
          id={listId}
          className="absolute top-full right-0 left-0 z-50 mt-2 min-w-72 overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl sm:left-auto sm:w-96 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <div aria-live="polite" className="max-h-[70vh] overflow-y-auto">
            {state.status === 'loading' && (
              <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">{t('searching')}</p>
            )}
            {state.status === 'error' && (
              <p role="alert" className="px-4 py-3 text-sm font-medium text-red-700 dark:text-red-300">
                {config.failedText}
              </p>
            )}
            {state.status === 'done' && state.results.length === 0 && (
              <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">{t('noResults')}</p>
            )}
            {state.status === 'done' && state.results.length > 0 && (
              <ul aria-label={t('results')} className="divide-y divide-slate-100 py-1 dark:divide-slate-800">
                {state.results.map((r) => (
                  <li key={r.slug}>
                    <Link
                      href={localePath(locale, paths.villa(r.slug))}
                      data-search-result
                      onClick={() => setOpen(false)}
                      className="flex items-center gap-3 px-3 py-2 outline-none hover:bg-sea-50 focus-visible:bg-sea-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                    >
                      {r.thumbnail ? (
                        // biome-ignore lint/performance/noImgElement: search thumbnails are the API's own small WebP variants
                        <img
                          src={r.thumbnail}
                          width={config.thumbnail.width}
                          height={config.thumbnail.height}
                          alt=""
                          loading="lazy"
                          style={thumbSize}
                          className="shrink-0 rounded-md object-cover"
                        />
                      ) : (
                        <span
                          style={thumbSize}
                          className="flex shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500"
                        >
                          <ImageOff aria-hidden="true" className="size-5" />
                        </span>
                      )}
                      <span className="text-sm font-medium">{r.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
