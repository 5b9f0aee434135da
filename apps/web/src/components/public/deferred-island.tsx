'use client';

import { type ComponentType, lazy, Suspense, startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;
const noSubscribe = () => () => {};
// One object, so that a re-render never looks like new HTML to React (which would clear the server's).
const KEEP_SERVER_HTML = { __html: '' };

/**
 * Wraps a heavy client component so that its code stays out of the page's
 * first-load JavaScript (DESIGN §4) while its HTML is still server-rendered:
 *
 * - on the server the component renders normally (inside a plain <div>);
 * - in the browser the server HTML is kept as it is, not hydrated, until the
 *   browser is idle after hydrating the rest of the page, or earlier when the
 *   island comes within `rootMargin` of the viewport or is touched, focused or
 *   typed into; then the code loads and the component mounts in its place, with
 *   the same markup (it must render the same HTML on its first render, which a
 *   component that reads browser state only in effects does); a focused
 *   element keeps the focus;
 * - on a client-side navigation (no server HTML) the code loads at once.
 *
 * `load` resolves to the component; call `deferredIsland` at module level of a
 * client module. Returns a component with the same props.
 *
 * `staticHtml: true` makes a static island: for markup that needs no script
 * (a native <details> at most), the server HTML is final and the code is never
 * loaded for it — only a client-side navigation renders the component.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { rootMargin = '200px', staticHtml = false }: { rootMargin?: string; staticHtml?: boolean } = {},
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () => {
    loading ??= load();
    return loading;
  };
  const Lazy = lazy(() => get().then((Component) => ({ default: Component })));

  function DeferredIsland(props: P) {
    // True only while hydrating server HTML (and on the server); remembered for the island's life.
    const hydrating = useSyncExternalStore(
      noSubscribe,
      () => false,
      () => true,
    );
    const [frozen] = useState(hydrating);
    const [Live, setLive] = useState<ComponentType<P> | null>(null);
    const root = useRef<HTMLDivElement>(null);
    const focusAt = useRef(-1);

    useEffect(() => {
      const el = root.current;
      if (!frozen || !el || staticHtml) return;
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        stop();
        void get().then((Component) => {
          const active = document.activeElement;
          focusAt.current = active && el.contains(active) ? Array.from(el.querySelectorAll(FOCUSABLE)).indexOf(active) : -1;
          // A transition, so that React renders the live component in slices and input stays responsive.
          startTransition(() => setLive(() => Component));
        });
      };
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
        rootMargin,
      });
      observer.observe(el);
      for (const type of INTERACTIONS) el.addEventListener(type, start, { capture: true, passive: true });
      // Safari has no requestIdleCallback.
      const idle = window.requestIdleCallback
        ? window.requestIdleCallback(start, { timeout: 2_000 })
        : window.setTimeout(start, 200);
      function stop() {
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
        observer.disconnect();
        for (const type of INTERACTIONS) el?.removeEventListener(type, start, { capture: true });
      }
      return stop;
    }, [frozen, rootMargin, staticHtml]);

    // The live component replaced the server HTML: give the focus back to the same control.
    useEffect(() => {
      if (!Live || focusAt.current < 0) return;
      root.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusAt.current]?.focus();
      focusAt.current = -1;
    }, [Live]);

    if (typeof window === 'undefined') {
      return (
        <div>
          <Lazy {...props} />
        </div>
      );
    }
    if (Live) {
      return (
        <div key="live" ref={root}>
          <Live {...props} />
        </div>
      );
    }
    if (frozen) {
      // Keeps the server's HTML untouched (React does not hydrate inside innerHTML).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty string; the content is the server HTML already in the DOM
      return <div key="server" ref={root} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
    }
    return (
      <div>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return DeferredIsland;
}
