import Link from 'next/link';
import { BadgeCheck, LayoutDashboard, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { MESSAGES, phoneLink } from '@yali/contract';
import { paths } from '@/lib/paths';
import { Logo } from './logo';
import { CORPORATE_LINKS, HELP_LINKS, type NavLink } from './nav-links';
import { licenceText, type SiteSettings } from './site-settings';

const SOCIAL_KEYS = [
  { key: 'facebook_link', label: 'Facebook' },
  { key: 'instagram_link', label: 'Instagram' },
  { key: 'twitter_link', label: 'X (Twitter)' },
  { key: 'youtube_link', label: 'YouTube' },
] as const;

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="rounded text-slate-300 transition hover:text-brand-400">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer: text and contact data from the site settings, corporate and help links, licence number. */
export function SiteFooter({ settings }: { settings: SiteSettings | null }) {
  const year = new Date().getFullYear();
  const siteName = settings?.site_name ?? 'Yalı Villa Kiralama';
  const phone = settings?.site_phone;
  const socials = SOCIAL_KEYS.flatMap(({ key, label }) => {
    const href = settings?.[key];
    return href ? [{ href, label }] : [];
  });
  return (
    <footer className="mt-16 bg-sea-950 text-slate-300 dark:border-t dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo siteName={siteName} tone="light" />
          {settings?.site_footer_text && <p className="text-sm leading-relaxed">{settings.site_footer_text}</p>}
          {socials.length > 0 && (
            <ul className="flex flex-wrap gap-2 text-sm">
              {socials.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-block rounded-full border border-white/20 px-3 py-1 text-slate-200 transition hover:border-brand-400 hover:text-brand-400"
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkColumn title="Kurumsal" links={CORPORATE_LINKS} />
        <LinkColumn title="Yardım" links={HELP_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Destek</h2>
          {settings === null ? (
            <p role="status" className="mt-4 text-sm text-amber-200">
              {MESSAGES.shellLoadFailed}
            </p>
          ) : (
            <ul className="mt-4 space-y-3 text-sm">
              {phone && (
                <li>
                  <a href={`tel:${phoneLink(phone)}`} className="inline-flex items-start gap-2 rounded hover:text-brand-400">
                    <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
                    <span>
                      <span className="block text-xs text-slate-400">Destek hattı</span>
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
                  <span className="font-semibold text-white">{licenceText(settings.site_licence_number)}</span>
                </li>
              )}
            </ul>
          )}
          <div className="mt-6 flex flex-wrap gap-2">
            <Link
              href={paths.dashboard.root}
              prefetch={false}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-sea-950 transition hover:bg-brand-400"
            >
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Ev Sahibi Girişi
            </Link>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {siteName}. Tüm hakları saklıdır.
          </p>
          <p className="inline-flex items-center gap-1.5">
            <ShieldCheck aria-hidden="true" className="size-4 text-emerald-400" />
            Bu sitedeki tüm bağlantılar 256 bit SSL ile korunmaktadır.
          </p>
        </div>
      </div>
    </footer>
  );
}
