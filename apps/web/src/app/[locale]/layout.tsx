import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { PROGRESS_BAR_COLOUR, STORAGE_KEYS } from '@yali/contract';
import { Document } from '@/app/document';
import { PublicProviders } from '@/components/public/public-providers';
import { RouteProgress } from '@/components/public/route-progress';
import { ShellContact, ShellContactFallback } from '@/components/public/shell-contact';
import { FooterSkeleton, SiteFooter } from '@/components/public/site-footer';
import { SiteHeader } from '@/components/public/site-header';
import { getSiteSettings } from '@/components/public/site-settings';
import { currencyScript, MONEY_CSS } from '@/features/currency/rates';
import { clientMessages } from '@/i18n/client-messages';
import { LOCALE_CURRENCY } from '@/i18n/paths';
import { routing } from '@/i18n/routing';

const storageKeys = { currency: STORAGE_KEYS.currency, favourites: STORAGE_KEYS.favourites };

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * Every language's pages are built ahead. Not `dynamicParams = false`: a layout's segment config holds for every
 * page below it, and the villa pages are rendered on their first visit; an unknown first segment 404s below.
 */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The site's title and description in the page's language (the root layout's are Turkish). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Site' });
  return { title: { default: t('title'), template: `%s | ${t('title')}` }, description: t('description') };
}

/**
 * Header, footer, tab bar and floating buttons around every public page
 * (SPEC §2 "Public layout"), in the address's language (issue 18). The layout
 * does not wait for the settings: the parts that show them stream in behind
 * skeletons. No `force-dynamic` here — each page chooses how it is cached
 * (docs/decisions/004). Client islands get only their own messages.
 */
export default async function PublicLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const settings = getSiteSettings();
  const t = await getTranslations('Layout');
  // SPEC §8's texts in Turkish; each language's own elsewhere.
  const fav = await getTranslations('FavouriteTexts');
  const favouriteTexts = {
    added: { villa: fav('villaAdded'), boat: fav('boatAdded') },
    removed: { villa: fav('villaRemoved'), boat: fav('boatRemoved') },
    empty: fav('empty'),
  };
  return (
    <Document lang={locale}>
      <NextIntlClientProvider messages={clientMessages(await getMessages())}>
        <PublicProviders storageKeys={storageKeys} favouriteTexts={favouriteTexts}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant inline script, no user input; sets the stored currency before paint */}
          <script dangerouslySetInnerHTML={{ __html: currencyScript(STORAGE_KEYS.currency, LOCALE_CURRENCY[locale]) }} />
          <style>{MONEY_CSS}</style>
          <div className="flex min-h-screen flex-col">
            <a
              href="#icerik"
              className="sr-only z-50 rounded-lg bg-brand-500 px-4 py-2 font-semibold text-sea-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
            >
              {t('skipToContent')}
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
      </NextIntlClientProvider>
    </Document>
  );
}
