import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ChevronDown, LayoutDashboard, Mail, Menu, Moon, Phone, Search, Sun, X } from '@/components/icons';
import { clsx } from 'clsx';
import { Suspense } from 'react';
import { DEBOUNCE_MS, phoneLink, STORAGE_KEYS, THUMBNAIL } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { CurrencySelect } from '@/features/currency/currency-select';
import { FavouritesMenu } from '@/features/favourites/favourites-menu';
import { localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';
import type { HeaderSearchConfig } from './header-search';
import { searchIconClass } from './header-search-style';
import { LazyHeaderSearch } from './lazy-header-search';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { CONTACT_LINK, CORPORATE_LINKS, localiseLinks, MAIN_LINKS, type NavLink } from './nav-links';
import { otherPageLinks, otherPagesBuiltIn, type SiteSettings } from './site-settings';
import { SocialLinks } from './social-icons';
import { ThemeToggle } from './theme-toggle';

const topBarItem =
  'h-9 items-center gap-1.5 rounded-full text-sm font-medium whitespace-nowrap text-white/90 transition hover:bg-white/10 hover:text-white';

/** The header search's settings in the page's language (SPEC §8's texts in Turkish); `t` reads the `Nav` messages. */
export function searchConfig(t: (key: 'searchPlaceholder' | 'searchFailed') => string): HeaderSearchConfig {
  return {
    placeholder: t('searchPlaceholder'),
    failedText: t('searchFailed'),
    debounceMs: DEBOUNCE_MS.headerSearch,
    thumbnail: THUMBNAIL.search,
  };
}

// Rendered here, on the server: the navigation's client code carries no icon code.
const navIcons = {
  chevron: <ChevronDown aria-hidden="true" className="size-4 transition group-aria-expanded:rotate-180" />,
  menu: <Menu aria-hidden="true" className="size-6" />,
  close: <X aria-hidden="true" className="size-6" />,
};

/** Phone, e-mail and social icons of the top bar: settings-driven, streamed in behind a skeleton. */
async function TopBarContact({ settings }: { settings: Promise<SiteSettings | null> }) {
  const s = await settings;
  if (s === null) {
    const t = await getTranslations('Nav');
    return (
      <p role="status" data-testid="header-failed" className="text-xs text-amber-200">
        {t('loadFailed')}
      </p>
    );
  }
  return (
    <>
      {s.site_phone && (
        <a href={`tel:${phoneLink(s.site_phone)}`} className={clsx(topBarItem, 'inline-flex px-2 sm:px-3')}>
          <Phone aria-hidden="true" className="size-4 text-brand-400" />
          {/* Narrow screens show the icon only; the tab bar carries the phone link too. */}
          <span className="sr-only sm:not-sr-only">{s.site_phone}</span>
        </a>
      )}
      {s.site_email && (
        <a href={`mailto:${s.site_email}`} className={clsx(topBarItem, 'hidden px-3 xl:inline-flex')}>
          <Mail aria-hidden="true" className="size-4 text-brand-400" />
          {s.site_email}
        </a>
      )}
      <SocialLinks
        settings={s}
        className="hidden items-center sm:flex"
        linkClassName={clsx(topBarItem, 'inline-flex w-9 justify-center')}
      />
    </>
  );
}

function TopBarSkeleton() {
  return (
    <span aria-hidden="true" data-testid="header-skeleton" className="flex items-center gap-2">
      <span className="h-4 w-32 animate-pulse rounded-full bg-white/15" />
      <span className="hidden h-4 w-24 animate-pulse rounded-full bg-white/10 sm:block" />
    </span>
  );
}

/** The main navigation; 'Kurumsal' also lists the car and transfer pages the agency shows (SPEC §1, decision 022). */
async function SiteNav({ settings }: { settings: Promise<SiteSettings | null> }) {
  const [locale, t] = [(await getLocale()) as Locale, await getTranslations('Nav')];
  const localised = localiseLinks(locale, t);
  const corporate = [
    ...localised(CORPORATE_LINKS),
    ...otherPageLinks(await settings, locale, await otherPagesBuiltIn(locale)).map((l) => ({
      ...l,
      href: localePath(locale, l.href),
    })),
  ];
  return (
    <MainNav
      links={{ main: localised(MAIN_LINKS), corporate, contact: localised([CONTACT_LINK])[0] as NavLink }}
      icons={navIcons}
    />
  );
}

async function SiteLogo({ settings }: { settings: Promise<SiteSettings | null> }) {
  return <Logo siteName={(await settings)?.site_name} />;
}

/**
 * Top bar (contact and social links, villa search, favourites, currency,
 * theme, dashboard link) and the main bar (logo, navigation) of SPEC §2.
 * The settings-driven parts stream in behind skeletons.
 */
export async function SiteHeader({ settings }: { settings: Promise<SiteSettings | null> }) {
  const t = await getTranslations('Nav');
  return (
    <header className="relative z-30">
      <div className="bg-sea-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:px-6 lg:px-8">
          <div className="flex min-w-0 flex-1 items-center gap-1 text-sm">
            <Suspense fallback={<TopBarSkeleton />}>
              <TopBarContact settings={settings} />
            </Suspense>
          </div>
          <LazyHeaderSearch
            config={searchConfig(t)}
            className="order-last w-full md:order-none md:w-52 lg:w-64"
            icon={<Search aria-hidden="true" className={searchIconClass} />}
          />
          <div className="flex shrink-0 items-center gap-0.5">
            <FavouritesMenu
              thumbnail={THUMBNAIL.favourite}
              className={clsx(topBarItem, 'relative inline-flex w-9 justify-center')}
            />
            <LanguageSwitch className={clsx(topBarItem, 'inline-flex px-2.5')} />
            <CurrencySelect failedText={t('loadFailed')} className={clsx(topBarItem, 'inline-flex px-2.5')} />
            <ThemeToggle storageKey={STORAGE_KEYS.theme} className={clsx(topBarItem, 'inline-flex w-9 justify-center')}>
              <Moon aria-hidden="true" className="size-4 dark:hidden" />
              <Sun aria-hidden="true" className="hidden size-4 dark:block" />
            </ThemeToggle>
            <Link href={paths.dashboard.root} prefetch={false} className={clsx(topBarItem, 'inline-flex px-2 sm:px-3')}>
              <LayoutDashboard aria-hidden="true" className="size-4 text-brand-400" />
              <span className="sm:hidden">{t('ownerLoginShort')}</span>
              <span className="hidden sm:inline">{t('ownerLogin')}</span>
            </Link>
          </div>
        </div>
      </div>
      <div className="border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
          <Suspense fallback={<Logo />}>
            <SiteLogo settings={settings} />
          </Suspense>
          <Suspense fallback={null}>
            <SiteNav settings={settings} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
