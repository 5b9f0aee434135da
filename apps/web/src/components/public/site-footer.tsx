import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { BadgeCheck, CalendarSearch, LayoutDashboard, Lock, Mail, MapPin, Phone, ShieldCheck } from '@/components/icons';
import {
  FOOTER_SETTING_DEFAULTS,
  type FooterPaymentMethod,
  parseFooterLinks,
  parsePaymentMethods,
  phoneLink,
} from '@yali/contract';
import { DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { contentLang, localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';
import { Logo } from './logo';
import type { NavLink } from './nav-links';
import { getFooterData, isHiddenOtherPage, licenceText, type SiteSettings } from './site-settings';
import { SocialLinks } from './social-icons';

/** A footer column of the settings' links; `lang`: their labels' language when it is not the page's. */
function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={`${link.href} ${link.label}`} lang={link.lang}>
            {link.href.startsWith('/') ? (
              <Link href={link.href} className="rounded text-slate-300 transition hover:text-brand-400">
                {link.label}
              </Link>
            ) : (
              <a href={link.href} rel="noopener noreferrer" className="rounded text-slate-300 transition hover:text-brand-400">
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The payment methods the agency configured (settings › footer, issue 23), drawn as text badges (no remote
 * images); the card brands only when card payment is one of them.
 */
function PaymentBadges({
  methods,
  t,
}: {
  methods: FooterPaymentMethod[];
  t: (key: 'paymentMethods' | 'bankTransfer' | 'cash') => string;
}) {
  const badge = 'inline-flex h-8 items-center rounded-md bg-white px-2.5 text-xs font-extrabold tracking-tight shadow-sm';
  return (
    <ul aria-label={t('paymentMethods')} data-testid="payment-methods" className="flex flex-wrap items-center gap-2">
      {methods.includes('card') && (
        <>
          <li className={`${badge} text-[#1a1f71] italic`}>VISA</li>
          <li className={badge}>
            <svg viewBox="0 0 36 22" width="30" height="18" aria-hidden="true">
              <circle cx="13" cy="11" r="9" fill="#eb001b" />
              <circle cx="23" cy="11" r="9" fill="#f79e1b" fillOpacity=".9" />
            </svg>
            <span className="ml-1 text-slate-800">Mastercard</span>
          </li>
          <li className={`${badge} text-[#006ba6]`}>troy</li>
        </>
      )}
      {methods.includes('bank_transfer') && <li className={`${badge} text-sea-900`}>{t('bankTransfer')}</li>}
      {methods.includes('cash') && <li className={`${badge} text-sea-900`}>{t('cash')}</li>}
    </ul>
  );
}

/** The built-in footer links by address: their Turkish label and their `Footer.links` message (the address's last word). */
const BUILT_IN_LINKS = new Map(
  [FOOTER_SETTING_DEFAULTS.footer_corporate_links, FOOTER_SETTING_DEFAULTS.footer_help_links]
    .flatMap(parseFooterLinks)
    .map((link) => [link.href, { label: link.label, key: link.href.split('/').at(-1) ?? '' }]),
);

const footerButton =
  'inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

/** Footer (SPEC §2): text and contact data from the site settings, corporate and help links, payment, licence number. */
export async function SiteFooter({ settings: settingsPromise }: { settings: Promise<SiteSettings | null> }) {
  const [settings, footer] = await Promise.all([settingsPromise, getFooterData()]);
  const [locale, t, nav] = [(await getLocale()) as Locale, await getTranslations('Footer'), await getTranslations('Nav')];
  // Link lists from the settings (SPEC §2); a hidden car or transfer page is left out; the site's own in the page's language.
  const links = (key: 'footer_corporate_links' | 'footer_help_links'): NavLink[] =>
    parseFooterLinks(footer[key] ?? '')
      .filter((link) => !isHiddenOtherPage(link.href, settings))
      .map((link) => {
        const address = link.href.startsWith('/') ? localePath(locale, link.href) : link.href;
        if (locale === DEFAULT_LOCALE) return { ...link, href: address };
        // A built-in link still labelled as built in reads in the page's language; the agency's own label is Turkish.
        const builtIn = BUILT_IN_LINKS.get(link.href);
        return builtIn?.label === link.label
          ? { href: address, label: t(`links.${builtIn.key}`) }
          : { ...link, href: address, ...contentLang(locale) };
      });
  const paymentMethods = parsePaymentMethods(footer.payment_methods ?? '');
  const year = new Date().getFullYear();
  const siteName = settings?.site_name ?? 'Yalı Villa Kiralama';
  const phone = settings?.site_phone;
  return (
    <footer className="mt-16 bg-sea-950 text-slate-300 dark:border-t dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo siteName={siteName} tone="light" />
          {settings === null ? (
            <p role="status" data-testid="footer-failed" className="text-sm text-amber-200">
              {nav('loadFailed')}
            </p>
          ) : (
            settings.site_footer_text && (
              <p {...contentLang(locale)} className="text-sm leading-relaxed">
                {settings.site_footer_text}
              </p>
            )
          )}
          <SocialLinks
            settings={settings}
            className="flex flex-wrap gap-2"
            linkClassName="inline-flex size-10 items-center justify-center rounded-full border border-white/20 text-slate-200 transition hover:border-brand-400 hover:text-brand-400"
          />
        </div>
        <LinkColumn title={t('corporate')} links={links('footer_corporate_links')} />
        <LinkColumn title={t('help')} links={links('footer_help_links')} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('support')}</h2>
          {settings === null ? (
            <p role="status" className="mt-4 text-sm text-amber-200">
              {nav('loadFailed')}
            </p>
          ) : (
            <ul className="mt-4 space-y-3 text-sm">
              {phone && (
                <li>
                  <a href={`tel:${phoneLink(phone)}`} className="inline-flex items-start gap-2 rounded hover:text-brand-400">
                    <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
                    <span>
                      <span className="block text-xs text-slate-400">{t('supportLine')}</span>
                      <span className="font-semibold text-white">{phone}</span>
                    </span>
                  </a>
                </li>
              )}
              {settings.site_email && (
                <li>
                  <a
                    href={`mailto:${settings.site_email}`}
                    className="inline-flex items-center gap-2 rounded hover:text-brand-400"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
                    {settings.site_email}
                  </a>
                </li>
              )}
              {settings.site_address && (
                <li className="flex items-start gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <address className="not-italic">{settings.site_address}</address>
                </li>
              )}
              {settings.site_licence_number && (
                <li className="flex items-start gap-2">
                  <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <span className="font-semibold text-white">
                    {licenceText(settings.site_licence_number, (number) => t('licence', { number }))}
                  </span>
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 pb-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="flex flex-wrap gap-2">
          <Link
            href={localePath(locale, paths.myReservations)}
            className={`${footerButton} border border-white/25 text-white hover:border-brand-400 hover:text-brand-400`}
          >
            <CalendarSearch aria-hidden="true" className="size-4" />
            {t('myReservations')}
          </Link>
          <Link
            href={paths.dashboard.root}
            prefetch={false}
            className={`${footerButton} bg-brand-500 text-sea-950 hover:bg-brand-400`}
          >
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('ownerLogin')}
          </Link>
          {paymentMethods.length > 0 && (
            <Link
              href={localePath(locale, paths.website('howrent'))}
              className={`${footerButton} border border-emerald-400/40 text-emerald-300 hover:border-emerald-300 hover:text-emerald-200`}
            >
              <Lock aria-hidden="true" className="size-4" />
              {t('securePayment')}
            </Link>
          )}
        </div>
        {paymentMethods.length > 0 && <PaymentBadges methods={paymentMethods} t={t} />}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t('rights', { year, siteName })}</p>
          <p className="inline-flex items-center gap-1.5">
            <ShieldCheck aria-hidden="true" className="size-4 text-emerald-400" />
            {t('ssl')}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** Placeholder of the footer while the settings load (SPEC §2 skeletons). */
export function FooterSkeleton() {
  return (
    <div aria-hidden="true" data-testid="footer-skeleton" className="mt-16 bg-sea-950 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-3">
            <div className="h-5 w-28 animate-pulse rounded bg-white/15" />
            <div className="h-3 w-40 animate-pulse rounded bg-white/10" />
            <div className="h-3 w-32 animate-pulse rounded bg-white/10" />
            <div className="h-3 w-36 animate-pulse rounded bg-white/10" />
          </div>
        ))}
      </div>
    </div>
  );
}
