import type { Metadata } from 'next';
import Link from 'next/link';
import { Mail, Phone } from '@/components/icons';
import type { LucideIcon } from '@/components/icon-core';
import { notFound } from 'next/navigation';
import { type OtherPage, phoneLink } from '@yali/contract';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/paths';
import type { Locale } from '@yali/contract/locales';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { ContentPage } from './content-page';
import { getSiteSettings, otherPageIn, otherPagesBuiltIn } from './site-settings';
import { WhatsappIcon } from './social-icons';

/** A service page's messages: its description, each point's title (`key`) and line (`keyText`), the call to action. */
type ServiceMessages = 'CarPage' | 'TransferPage';

/**
 * The tab title and description of service page `page` in `locale`: its title as the page shows it (so the
 * tab, the heading and the menus say the same), the lead as description, else the page's own description.
 */
export async function servicePageMetadata(page: OtherPage, messages: ServiceMessages, locale: Locale): Promise<Metadata> {
  const [settings, builtIn, t] = await Promise.all([
    getSiteSettings(),
    otherPagesBuiltIn(locale),
    getTranslations({ locale, namespace: messages }),
  ]);
  const { title, path, lead } = otherPageIn(page, settings, locale, builtIn);
  return pageMetadata({ title, description: lead || t('description'), path, locale });
}

/**
 * A service page (/car, /transfer) in `locale`: what the service offers (`points`: an icon and the key of its
 * texts in `messages`) and a call to action to reach the agency. Title, lead and visibility are the back
 * office's (`/dashboard/website/other`, decision 022; in another language the built-in texts unless the agency
 * wrote its own); a hidden page is a 404.
 */
export async function ServicePage({
  page,
  messages,
  locale,
  points,
}: {
  page: OtherPage;
  messages: ServiceMessages;
  locale: Locale;
  points: { icon: LucideIcon; key: string }[];
}) {
  const [settings, t, own] = await Promise.all([
    getSiteSettings(),
    getTranslations({ locale, namespace: 'ServicePage' }),
    getTranslations({ locale, namespace: messages }),
  ]);
  const { title, path, lead, visible, titleLang, leadLang } = otherPageIn(
    page,
    settings,
    locale,
    await otherPagesBuiltIn(locale),
  );
  if (!visible) notFound();
  const phone = settings?.site_phone;
  const whatsapp = settings?.site_whatsapp ?? phone;
  return (
    <ContentPage
      title={title}
      titleUntranslated={'lang' in titleLang}
      path={path}
      lead={lead && <span {...leadLang}>{lead}</span>}
      wide
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {points.map((p) => (
          <li key={p.key} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-sea-50 text-sea-700 dark:bg-sea-950 dark:text-brand-400">
              <p.icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{own(p.key)}</h2>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{own(`${p.key}Text`)}</p>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="hizmet-iletisim"
        className="mt-10 rounded-3xl bg-gradient-to-br from-sea-950 to-sea-800 px-6 py-10 text-white sm:px-10"
      >
        <h2 id="hizmet-iletisim" className="text-2xl font-bold">
          {own('ctaTitle')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-200">{t('ctaText')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {phone && (
            <a
              href={`tel:${phoneLink(phone)}`}
              className="inline-flex items-center gap-2 rounded-full bg-brand-500 px-5 py-3 font-semibold text-sea-950 transition hover:bg-brand-400"
            >
              <Phone aria-hidden="true" className="size-5" />
              {phone}
            </a>
          )}
          {whatsapp && (
            <a
              href={`https://wa.me/${phoneLink(whatsapp)}?text=${encodeURIComponent(own('whatsappText'))}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-sea-950 transition hover:bg-slate-100"
            >
              <WhatsappIcon className="size-5 text-[#1f8f4e]" />
              {t('whatsapp')}
            </a>
          )}
          <Link
            href={localePath(locale, paths.contact)}
            className="inline-flex items-center gap-2 rounded-full border border-white/40 px-5 py-3 font-semibold text-white transition hover:border-brand-400 hover:text-brand-400"
          >
            <Mail aria-hidden="true" className="size-5" />
            {t('contactForm')}
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
