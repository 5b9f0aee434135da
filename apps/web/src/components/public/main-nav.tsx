'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { clsx } from 'clsx';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { NavLink } from './nav-links';
import { useClickOutside } from './use-dismiss';

/** Whether a link is the current page; /listing links also compare their villa type (Apart, Bungalov). */
function isCurrent(pathname: string, search: URLSearchParams | null, link: NavLink): boolean {
  const [path, query = ''] = link.href.split('?');
  if (pathname !== path) return false;
  return (new URLSearchParams(query).get('types') ?? '') === (search?.get('types') ?? '');
}

/** Where the visitor is: the path and the query (for isCurrent). */
type Here = { pathname: string; search: URLSearchParams | null };

/** A menu link that says so when it is the current page (`aria-current`, see isCurrent). */
function MenuLink({ link, here, className, onClick }: { link: NavLink; here: Here; className: string; onClick?: () => void }) {
  return (
    <Link
      href={link.href}
      aria-current={isCurrent(here.pathname, here.search, link) ? 'page' : undefined}
      lang={link.lang}
      onClick={onClick}
      className={className}
    >
      {link.label}
    </Link>
  );
}

/** `links` as list items of MenuLink. */
function MenuItems({ links, ...rest }: { links: NavLink[] } & Omit<Parameters<typeof MenuLink>[0], 'link'>) {
  return links.map((link) => (
    <li key={link.href}>
      <MenuLink link={link} {...rest} />
    </li>
  ));
}

const desktopLink =
  'inline-flex items-center rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition hover:bg-sea-50 hover:text-sea-800 lg:px-3 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white aria-[current=page]:text-sea-700 dark:aria-[current=page]:text-brand-400';

/** 'Kurumsal' dropdown: a disclosure button; Escape or a click elsewhere closes it. */
function CorporateMenu({
  links,
  pathname,
  search,
  chevron,
}: {
  links: NavLink[];
  pathname: string;
  search: URLSearchParams | null;
  chevron: ReactNode;
}) {
  const t = useTranslations('Client.Nav');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  useClickOutside(open, root, close);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the dropdown
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className={clsx(desktopLink, 'group gap-1')}
      >
        {t('corporate')}
        {chevron}
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <MenuItems
          links={links}
          here={{ pathname, search }}
          onClick={() => setOpen(false)}
          className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-sea-50 hover:text-sea-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white aria-[current=page]:font-semibold"
        />
      </ul>
    </div>
  );
}

/**
 * Main navigation: links and the 'Kurumsal' dropdown from md up, a hamburger menu below.
 * `icons` come rendered from the server header (the chevron turns with `group-aria-expanded:`).
 */
export function MainNav({
  links,
  icons,
}: {
  links: { main: NavLink[]; corporate: NavLink[]; contact: NavLink };
  icons: { chevron: ReactNode; menu: ReactNode; close: ReactNode };
}) {
  const pathname = usePathname();
  const search = useSearchParams();
  const here = { pathname, search };
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const burger = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname, search]);

  // Escape closes the open mobile menu wherever the focus is, and hands the focus back to its button.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMobileOpen(false);
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  const t = useTranslations('Client.Nav');
  const mobileLink =
    'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-sea-50 dark:text-slate-100 dark:hover:bg-slate-800 aria-[current=page]:text-sea-700 dark:aria-[current=page]:text-brand-400';

  return (
    <>
      <nav aria-label={t('mainMenu')} className="hidden md:block">
        <ul className="flex items-center gap-0.5 lg:gap-1">
          <MenuItems links={links.main} here={here} className={desktopLink} />
          <li>
            <CorporateMenu links={links.corporate} pathname={pathname} search={search} chevron={icons.chevron} />
          </li>
          <MenuItems links={[links.contact]} here={here} className={desktopLink} />
        </ul>
      </nav>

      <button
        ref={burger}
        type="button"
        aria-expanded={mobileOpen}
        aria-controls={mobileId}
        aria-label={mobileOpen ? t('closeMenu') : t('openMenu')}
        onClick={() => setMobileOpen((o) => !o)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {mobileOpen ? icons.close : icons.menu}
      </button>

      <nav
        id={mobileId}
        aria-label={t('mobileMenu')}
        hidden={!mobileOpen}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-8rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-5 shadow-xl md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="flex flex-col">
          <MenuItems links={links.main} here={here} className={mobileLink} />
          <li className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-800">
            <p className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {t('corporate')}
            </p>
            <ul>
              <MenuItems links={links.corporate} here={here} className={mobileLink} />
            </ul>
          </li>
          <li className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-800">
            <MenuLink link={links.contact} here={here} className={mobileLink} />
          </li>
        </ul>
      </nav>
    </>
  );
}
