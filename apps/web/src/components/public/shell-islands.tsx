'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { folderPath, localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';
import type { HeaderSearchConfig } from './header-search';

/*
 * The interactive bits of the mobile tab bar and the floating buttons. The bars
 * themselves, their links and all icons are server-rendered (mobile-tab-bar.tsx,
 * floating-buttons.tsx), so the browser bundle holds only this (DESIGN §4).
 */

// The overlay and its search box load on the first tap on 'Villa Ara', not with the page.
const SearchDialog = lazy(async () => {
  const [{ SearchOverlay }, { HeaderSearch }] = await Promise.all([import('./search-overlay'), import('./header-search')]);
  return {
    default: ({ title, config, onClose }: { title: string; config: HeaderSearchConfig; onClose: () => void }) => (
      <SearchOverlay title={title} onClose={onClose}>
        <HeaderSearch config={config} />
      </SearchOverlay>
    ),
  };
});

/** Whether the page is a villa or boat detail page (SPEC §2: 'Rezervasyon Yap' shows only there). */
export const isDetailPage = (pathname: string) => /^\/(villa|boat)\/[^/]+/.test(folderPath(pathname));

/** 'Ana Sayfa' tab, marked as the current page on the home page. */
export function TabHomeLink({ className, children }: { className: string; children: ReactNode }) {
  const pathname = usePathname();
  const locale = useLocale() as Locale;
  return (
    <Link
      href={localePath(locale, paths.home)}
      aria-current={folderPath(pathname) === '/' ? 'page' : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}

/** 'Villa Ara' tab: opens the search overlay titled `overlayTitle` (SPEC §2, §4); a route change closes it. */
export function TabSearchButton({
  searchConfig,
  overlayTitle,
  className,
  children,
}: {
  searchConfig: HeaderSearchConfig;
  overlayTitle: string;
  className: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the overlay on navigation only
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} className={className}>
        {children}
      </button>
      {/* Portalled: the tab bar's backdrop-filter would otherwise be the containing block of the fixed overlay. */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <SearchDialog title={overlayTitle} config={searchConfig} onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}

/** 'Rezervasyon Yap' tab, on detail pages only: scrolls to and focuses the booking section (#rezervasyon). */
export function TabBookingButton({ className, children }: { className: string; children: ReactNode }) {
  const pathname = usePathname();
  if (!isDetailPage(pathname)) return null;
  return (
    <li className="flex flex-1">
      <button
        type="button"
        onClick={() => {
          const target = document.getElementById('rezervasyon');
          target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          target?.focus({ preventScroll: true });
        }}
        className={className}
      >
        {children}
      </button>
    </li>
  );
}

/** Scroll-to-top button, shown once the page is scrolled more than `threshold` px (SPEC §2, §9: 50). */
export function ScrollTopButton({
  threshold,
  className,
  children,
}: {
  threshold: number;
  className: string;
  children: ReactNode;
}) {
  const [show, setShow] = useState(false);

  useEffect(() => {
    const onScroll = () => setShow(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  const t = useTranslations('Client.Shell');
  if (!show) return null;
  return (
    <button
      type="button"
      aria-label={t('backToTop')}
      title={t('backToTopTitle')}
      data-scroll-top
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      className={className}
    >
      {children}
    </button>
  );
}
