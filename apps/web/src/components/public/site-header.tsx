import Link from 'next/link';
import { LayoutDashboard, Mail, Phone } from 'lucide-react';
import { clsx } from 'clsx';
import { DEBOUNCE_MS, MESSAGES, phoneLink, STORAGE_KEYS, THUMBNAIL } from '@yali/contract';
import { paths } from '@/lib/paths';
import { HeaderSearch, type HeaderSearchConfig } from './header-search';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { CONTACT_LINK, CORPORATE_LINKS, MAIN_LINKS } from './nav-links';
import type { SiteSettings } from './site-settings';
import { ThemeToggle } from './theme-toggle';

const topBarItem =
  'h-9 items-center gap-1.5 rounded-full text-sm font-medium whitespace-nowrap text-white/90 transition hover:bg-white/10 hover:text-white';

const searchConfig: HeaderSearchConfig = {
  placeholder: MESSAGES.searchPlaceholder,
  failedText: MESSAGES.searchFailed,
  debounceMs: DEBOUNCE_MS.headerSearch,
  thumbnail: THUMBNAIL.search,
};

const navLinks = { main: MAIN_LINKS, corporate: CORPORATE_LINKS, contact: CONTACT_LINK };

/** Top bar (contact, search, theme, dashboard link) and the main bar (logo, navigation). */
export function SiteHeader({ settings }: { settings: SiteSettings | null }) {
  const phone = settings?.site_phone;
  const email = settings?.site_email;
  return (
    <header className="relative z-30">
      <div className="bg-sea-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:px-6 lg:px-8">
          <div className="flex min-w-0 flex-1 items-center gap-1 text-sm">
            {settings === null ? (
              <p role="status" className="text-xs text-amber-200">
                {MESSAGES.shellLoadFailed}
              </p>
            ) : (
              <>
                {phone && (
                  <a href={`tel:${phoneLink(phone)}`} className={clsx(topBarItem, 'inline-flex px-2 sm:px-3')}>
                    <Phone aria-hidden="true" className="size-4 text-brand-400" />
                    {phone}
                  </a>
                )}
                {email && (
                  <a href={`mailto:${email}`} className={clsx(topBarItem, 'hidden px-3 lg:inline-flex')}>
                    <Mail aria-hidden="true" className="size-4 text-brand-400" />
                    {email}
                  </a>
                )}
              </>
            )}
          </div>
          <HeaderSearch config={searchConfig} className="order-last w-full md:order-none md:w-56 lg:w-72" />
          <div className="flex items-center gap-1">
            <ThemeToggle storageKey={STORAGE_KEYS.theme} className={clsx(topBarItem, 'inline-flex w-9 justify-center')} />
            <Link href={paths.dashboard.root} prefetch={false} className={clsx(topBarItem, 'inline-flex px-2 sm:px-3')}>
              <LayoutDashboard aria-hidden="true" className="size-4 text-brand-400" />
              <span className="sm:hidden">Panel</span>
              <span className="hidden sm:inline">Ev Sahibi Girişi</span>
            </Link>
          </div>
        </div>
      </div>
      <div className="border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
          <Logo siteName={settings?.site_name} />
          <MainNav links={navLinks} />
        </div>
      </div>
    </header>
  );
}
