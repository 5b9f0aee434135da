'use client';
/**
 * Back-office frame (SPEC §2 "Dashboard layout"): sidebar with the role's
 * menu (SPEC §6) and red unread badges, top bar 'Admin Paneli' with
 * 'Welcome, {name}', mobile menu, logout to '/'. Shows 'Loading' until a
 * session token exists; without a valid session it goes to the login page.
 * Above each screen a breadcrumb trail, and the window title, name the
 * screen (page-trail.ts). An OWNER on a screen whose menu entry is ADMIN-only
 * gets the no-access message instead of the screen, which so never makes
 * its admin-only reads (issue 24).
 */
import type { AdminSession, UnreadCount } from '@yali/contract';
import { MESSAGES } from '@yali/contract';
import { clsx } from 'clsx';
import { LogOut, Menu, X } from '@/components/icons';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { logout as endSession } from '@/features/auth/api/logout';
import { useSession } from '@/features/auth/hooks/use-session';
import { paths } from '@/lib/paths';
import { clearSession } from '@/lib/session';
import { useAdminQuery } from '../api/admin-fetch';
import { BADGE_MEANING, type MenuItem, menuFor } from '../menu';
import { isAdminOnlyPath } from '../page-trail';
import { NoAccess } from './no-access';
import { Breadcrumbs, PageTrailProvider } from './page-trail';

const SessionContext = createContext<AdminSession | null>(null);

/** The signed-in user's session inside the dashboard frame. */
export function useAdminSession(): AdminSession {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useAdminSession outside DashboardShell');
  return s;
}

export function DashboardShell({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const router = useRouter();

  useEffect(() => {
    if (state.status === 'anonymous') router.replace(paths.dashboard.login);
  }, [state.status, router]);

  if (state.status !== 'authenticated') {
    return (
      <output className="flex min-h-screen items-center justify-center" aria-live="polite">
        <span className="animate-pulse text-lg text-slate-600 dark:text-slate-300">Loading</span>
      </output>
    );
  }

  // End the session on the server first (SPEC §2), then clear storage and leave without switching to
  // 'anonymous' first, which would redirect to the login page instead of '/'.
  const logout = async () => {
    await endSession(state.session.token);
    clearSession(window.localStorage);
    router.replace('/');
  };

  return (
    <SessionContext.Provider value={state.session}>
      <PageTrailProvider role={state.session.user_role}>
        <Frame session={state.session} onLogout={logout}>
          {children}
        </Frame>
      </PageTrailProvider>
    </SessionContext.Provider>
  );
}

function Frame({ session, onLogout, children }: { session: AdminSession; onLogout: () => Promise<void>; children: ReactNode }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const pathname = usePathname();
  const counts = useAdminQuery<UnreadCount>('/v1/admin/unreadcount', { refetchInterval: 60_000 });
  const menu = menuFor(session.user_role);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on every navigation
  useEffect(() => setMobileOpen(false), [pathname]);

  const nav = <SideNav menu={menu} pathname={pathname} counts={counts.data} countsFailed={counts.isError} />;
  const blocked = session.user_role !== 'ADMIN' && isAdminOnlyPath(pathname);

  return (
    <div className="min-h-screen bg-slate-100 print:bg-white dark:bg-slate-950">
      <aside
        className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col bg-sea-950 text-slate-100 lg:flex print:!hidden"
        aria-label="Panel menüsü"
      >
        <Brand />
        {nav}
      </aside>

      {mobileOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label="Menüyü kapat"
            className="absolute inset-0 bg-black/50"
            onClick={() => setMobileOpen(false)}
          />
          <aside
            id="mobile-menu"
            className="relative flex h-full w-72 flex-col bg-sea-950 text-slate-100"
            aria-label="Panel menüsü"
          >
            <div className="flex items-center justify-between pr-3">
              <Brand />
              <button
                type="button"
                aria-label="Menüyü kapat"
                onClick={() => setMobileOpen(false)}
                className="rounded p-2 hover:bg-white/10"
              >
                <X className="size-5" aria-hidden />
              </button>
            </div>
            {nav}
          </aside>
        </div>
      )}

      <div className="lg:pl-64 print:!pl-0">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 print:hidden border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900 sm:px-6">
          <button
            type="button"
            className="rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800 lg:hidden"
            aria-label="Menüyü aç"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen(true)}
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <p className="shrink-0 font-semibold sm:text-lg">{MESSAGES.dashboardTitle}</p>
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
            <span className="truncate text-xs text-slate-600 sm:text-sm dark:text-slate-300">Welcome, {session.user_name}</span>
            <span className="hidden rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700 sm:inline">
              {session.user_role === 'ADMIN' ? 'Yönetici' : 'Ev Sahibi'}
            </span>
            <button
              type="button"
              onClick={onLogout}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <LogOut className="size-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">Çıkış</span>
            </button>
          </div>
        </header>
        <main className="p-4 sm:p-6 print:p-0">
          <Breadcrumbs />
          {blocked ? <NoAccess /> : children}
        </main>
      </div>
    </div>
  );
}

function Brand() {
  return (
    <Link href={paths.dashboard.root} className="block px-6 py-5 text-2xl font-bold tracking-tight text-white">
      Yalı<span className="text-brand-500">.</span>
      <span className="ml-2 align-middle text-xs font-medium uppercase tracking-widest text-slate-400">Panel</span>
    </Link>
  );
}

function SideNav({
  menu,
  pathname,
  counts,
  countsFailed,
}: {
  menu: MenuItem[];
  pathname: string;
  counts: UnreadCount | undefined;
  countsFailed: boolean;
}) {
  const isActive = (href: string) =>
    href === paths.dashboard.root ? pathname === href || pathname === `${href}/` : pathname.startsWith(href);
  return (
    <nav className="flex-1 overflow-y-auto px-3 pb-6" aria-label="Panel">
      {countsFailed && <p className="px-3 pb-2 text-xs text-red-300">{MESSAGES.shellLoadFailed}</p>}
      <ul className="space-y-1">
        {menu.map((item) => {
          const active = isActive(item.href) || item.children?.some((c) => isActive(c.href));
          return (
            <li key={item.label}>
              <Link
                href={item.href}
                aria-current={isActive(item.href) && !item.children ? 'page' : undefined}
                className={clsx(
                  'flex items-center justify-between rounded-lg px-3 py-2 text-sm font-medium',
                  active ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
                )}
              >
                {item.label}
                <MenuBadge item={item} counts={counts} />
              </Link>
              {item.children && active && (
                <ul className="mt-1 space-y-0.5 border-l border-white/10 pl-3 ml-4">
                  {item.children.map((c) => (
                    <li key={c.href}>
                      <Link
                        href={c.href}
                        aria-current={isActive(c.href) ? 'page' : undefined}
                        className={clsx(
                          'flex items-center justify-between rounded px-2 py-1.5 text-sm',
                          isActive(c.href) ? 'text-brand-400' : 'text-slate-400 hover:text-white',
                        )}
                      >
                        {c.label}
                        <MenuBadge item={c} counts={counts} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The red count beside a menu entry, when above 0, with what it counts for screen readers. */
function MenuBadge({ item, counts }: { item: MenuItem; counts: UnreadCount | undefined }) {
  const n = item.badge ? (counts?.[item.badge] ?? 0) : 0;
  if (!item.badge || n <= 0) return null;
  return (
    <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
      {n}
      <span className="sr-only"> {BADGE_MEANING[item.badge]}</span>
    </span>
  );
}
