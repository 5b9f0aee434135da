import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { MESSAGES, PROGRESS_BAR_COLOUR, STORAGE_KEYS } from '@yali/contract';
import { PublicProviders } from '@/components/public/public-providers';
import { RouteProgress } from '@/components/public/route-progress';
import { ShellContact, ShellContactFallback } from '@/components/public/shell-contact';
import { FooterSkeleton, SiteFooter } from '@/components/public/site-footer';
import { SiteHeader } from '@/components/public/site-header';
import { getSiteSettings } from '@/components/public/site-settings';
import { currencyScript, MONEY_CSS } from '@/features/currency/rates';

const favouriteTexts = {
  added: { villa: MESSAGES.favouriteAdded, boat: MESSAGES.boatFavouriteAdded },
  removed: { villa: MESSAGES.favouriteRemoved, boat: MESSAGES.boatFavouriteRemoved },
  empty: MESSAGES.favouritesEmpty,
};
const storageKeys = { currency: STORAGE_KEYS.currency, favourites: STORAGE_KEYS.favourites };

/**
 * Header, footer, tab bar and floating buttons around every public page
 * (SPEC §2 "Public layout"). The layout does not wait for the settings: the
 * parts that show them stream in behind skeletons. No `force-dynamic` here —
 * each page chooses how it is cached (docs/decisions/004).
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  const settings = getSiteSettings();
  return (
    <PublicProviders storageKeys={storageKeys} favouriteTexts={favouriteTexts}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant inline script, no user input; sets the stored currency before paint */}
      <script dangerouslySetInnerHTML={{ __html: currencyScript(STORAGE_KEYS.currency) }} />
      <style>{MONEY_CSS}</style>
      <div className="flex min-h-screen flex-col">
        <a
          href="#icerik"
          className="sr-only z-50 rounded-lg bg-brand-500 px-4 py-2 font-semibold text-sea-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          İçeriğe geç
        </a>
        <Suspense fallback={null}>
          <RouteProgress colour={PROGRESS_BAR_COLOUR} />
        </Suspense>
        <SiteHeader settings={settings} />
        <main id="icerik" className="flex-1">
          {children}
        </main>
        <Suspense fallback={<FooterSkeleton />}>
          <SiteFooter settings={settings} />
        </Suspense>
        <Suspense fallback={<ShellContactFallback />}>
          <ShellContact settings={settings} />
        </Suspense>
      </div>
    </PublicProviders>
  );
}
