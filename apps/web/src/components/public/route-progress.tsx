'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LoadingBadge } from './page-loading';

function clearTimers(list: number[]) {
  for (const t of list.splice(0)) window.clearTimeout(t);
}

/**
 * Thin bar at the top of the page while a route change loads (SPEC §2, §9
 * colour). Starts on a click on an internal link to another page, completes
 * when the new path or query is rendered. No dependency: a capture-phase
 * click listener and the router's pathname/search params. A change that takes
 * longer than 400 ms also shows the loading spinner over the current page.
 */
export function RouteProgress({ colour }: { colour: string }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const [progress, setProgress] = useState<number | null>(null);
  const [slow, setSlow] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || !a.href || a.hasAttribute('download') || (a.target && a.target !== '_self')) return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || /^\/(v1|v2|docs)\//.test(url.pathname)) return;
      if (url.pathname === location.pathname && url.search === location.search) return; // same page or an anchor
      clearTimers(timers.current);
      setProgress(8);
      timers.current.push(window.setTimeout(() => setSlow(true), 400));
      // Creep towards 90 % while the page loads; give up after 15 s.
      for (const [ms, p] of [
        [150, 30],
        [400, 55],
        [900, 72],
        [1800, 84],
        [3500, 90],
      ] as const)
        timers.current.push(window.setTimeout(() => setProgress(p), ms));
      timers.current.push(
        window.setTimeout(() => {
          setProgress(null);
          setSlow(false);
        }, 15_000),
      );
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimers(timers.current);
    };
  }, []);

  // The new route is on screen: fill the bar, then hide it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    clearTimers(timers.current);
    setSlow(false);
    setProgress((p) => (p === null ? null : 100));
    timers.current.push(window.setTimeout(() => setProgress(null), 250));
  }, [pathname, search]);

  if (progress === null) return null;
  return (
    <>
      {slow && <LoadingBadge />}
      <div
        role="progressbar"
        aria-label="Sayfa yükleniyor"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        data-testid="route-progress"
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px]"
      >
        <div
          className="h-full transition-[width] duration-300 ease-out"
          style={{ width: `${progress}%`, backgroundColor: colour, boxShadow: `0 0 8px ${colour}` }}
        />
      </div>
    </>
  );
}
