'use client';

import { usePathname } from 'next/navigation';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * Closes an open dropdown, menu or overlay on a click or tap outside `root`,
 * on Escape (focus goes back to `returnFocus`) and on route change (SPEC §4).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    close();
  }, [pathname]);

  useClickOutside(open, root, close);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, returnFocus]);
}

/** While `open`, calls `close` on a click or tap outside `root` (menus that handle Escape themselves). */
export function useClickOutside(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, root]);
}

/**
 * A top-bar dropdown's state (currency, favourites): `open` / `setOpen`, the `root` and `button`
 * refs, the panel's `id`, and `toggle`, the props of the button that opens and closes it (spread on a
 * `<button>`: its ref, type, `aria-expanded`, `aria-controls`, onClick); dismissed as `useDismiss`
 * says, focus going back to the button on Escape.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);
  const toggle = {
    ref: button,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen((o) => !o),
  } as const;
  return { open, setOpen, root, button, id, toggle };
}
