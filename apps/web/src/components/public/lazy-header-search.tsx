'use client';

import { clsx } from 'clsx';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { HeaderSearch, HeaderSearchConfig } from './header-search';
import { searchInputClass } from './header-search-style';

type Search = typeof HeaderSearch extends ComponentType<infer P> ? ComponentType<P> : never;

/**
 * The header's villa search box as a plain input until it is first focused or
 * touched; then the search code (results, keyboard navigation, API calls) loads
 * and takes over with what was typed and the focus (DESIGN §4: it stays out of
 * the first-load JavaScript). `icon` is the magnifier, rendered by the server.
 */
export function LazyHeaderSearch({
  config,
  className,
  icon,
}: {
  config: HeaderSearchConfig;
  className?: string;
  icon: ReactNode;
}) {
  const [Live, setLive] = useState<Search | null>(null);
  const placeholder = useRef<HTMLInputElement>(null);
  const handOver = useRef({ query: '', focused: false });
  const loading = useRef(false);

  const activate = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./header-search').then((m) => {
      // Read what was typed and swap the inputs in one synchronous step: a key pressed
      // between the two (while a deferred render yields) would land in the input being
      // removed and be lost ("IŞIK" arrived as "IIK").
      flushSync(() => {
        handOver.current = {
          query: placeholder.current?.value ?? '',
          focused: document.activeElement === placeholder.current,
        };
        setLive(() => m.HeaderSearch);
      });
    });
  };

  // Focused (or typed into) before the page was hydrated: take over at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    const el = placeholder.current;
    if (el && (document.activeElement === el || el.value !== '')) activate();
  }, []);

  if (Live) {
    return (
      <Live config={config} className={className} initialQuery={handOver.current.query} autoFocus={handOver.current.focused} />
    );
  }
  return (
    <div className={clsx('relative', className)}>
      {icon}
      <input
        ref={placeholder}
        type="search"
        onFocus={activate}
        onPointerDown={activate}
        onInput={activate}
        placeholder={config.placeholder}
        aria-label="Villa ara"
        autoComplete="off"
        maxLength={100}
        className={searchInputClass}
      />
    </div>
  );
}
