import Link from 'next/link';
import { LayoutDashboard, Mail, Phone } from 'lucide-react';
import { MESSAGES, phoneLink } from '@yali/contract';
import { paths } from '@/lib/paths';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import type { SiteSettings } from './site-settings';
import { ThemeToggle } from './theme-toggle';

const topBarButton =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-white/90 transition hover:bg-white/10 hover:text-white';

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
              <p role="status" className="truncate text-xs text-amber-200">
                {MESSAGES.shellLoadFailed}
              </p>
            ) : (
              <>
                {phone && (
                  <a href={`tel:${phoneLink(phone)}`} className={topBarButton}>
                    <Phone aria-hidden="true" className="size-4 text-brand-400" />
                    <span className="sr-only sm:not-sr-only">{phone}</span>
                    <span className="sm:hidden">Ara</span>
                  </a>
                )}
                {email && (
                  <a href={`mailto:${email}`} className={`${topBarButton} hidden lg:inline-flex`}>
                    <Mail aria-hidden="true" className="size-4 text-brand-400" />
                    {email}
                  </a>
                )}
              </>
            )}
          </div>
          <div className="flex items-center gap-1">
            <HeaderSearch className="hidden w-56 md:block lg:w-72" />
            <ThemeToggle className={`${topBarButton} w-9 justify-center px-0`} />
            <Link href={paths.dashboard.root} className={topBarButton}>
              <LayoutDashboard aria-hidden="true" className="size-4 text-brand-400" />
              Ev Sahibi Girişi
            </Link>
          </div>
        </div>
      </div>
      <div className="border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
          <Logo siteName={settings?.site_name} />
          <MainNav />
        </div>
      </div>
    </header>
  );
}
