import type { Metadata } from 'next';
import { BadgeCheck, Clock, Mail, MapPin, Phone } from '@/components/icons';
import { MESSAGES, phoneLink } from '@yali/contract';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/public/contact-form';
import { ContentPage, HtmlContent } from '@/components/public/content-page';
import { getSiteSettings, licenceText } from '@/components/public/site-settings';
import { getWebsitePage } from '@/components/public/website-content';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';
import { contentLang } from '@/i18n/paths';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    path: paths.contact,
  });
}

type Hours = { days: string; hours: string };
const isHours = (v: unknown): v is Hours =>
  typeof v === 'object' && v !== null && typeof (v as Hours).days === 'string' && typeof (v as Hours).hours === 'string';

export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const [t, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactPage' }),
    getTranslations({ locale, namespace: 'Footer' }),
  ]);
  const [settings, page] = await Promise.all([getSiteSettings(), getWebsitePage('contact', locale)]);
  const turkish = (field: string) => (page?.untranslated?.includes(field) ? contentLang(locale) : {});
  const hours = Array.isArray(page?.data.hours) ? page.data.hours.filter(isHours) : [];
  const hoursNote = typeof page?.data.hours_note === 'string' ? page.data.hours_note : null;
  const item = 'flex items-start gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-sea-700 dark:text-brand-400';
  return (
    <ContentPage
      title={page?.title ?? t('title')}
      titleUntranslated={!!page?.untranslated?.includes('title')}
      path={paths.contact}
      wide
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="iletisim-formu">
          {page && <HtmlContent html={page.content} untranslated={!!page.untranslated?.includes('content')} />}
          <h2 id="iletisim-formu" className="mt-2 mb-5 text-xl font-bold text-slate-900 dark:text-white">
            {t('writeUs')}
          </h2>
          <ContactForm successText={t('sent')} />
        </section>
        <aside
          aria-labelledby="iletisim-bilgileri"
          className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="iletisim-bilgileri" className="text-lg font-bold text-slate-900 dark:text-white">
            {t('details')}
          </h2>
          {settings === null ? (
            <p role="status" className="mt-4 text-sm text-amber-800 dark:text-amber-200">
              {MESSAGES.shellLoadFailed}
            </p>
          ) : (
            <ul className="mt-4 space-y-4 text-sm text-slate-700 dark:text-slate-300">
              {settings.site_address && (
                <li className={item}>
                  <MapPin aria-hidden="true" className={icon} />
                  <address className="not-italic">{settings.site_address}</address>
                </li>
              )}
              {settings.site_phone && (
                <li className={item}>
                  <Phone aria-hidden="true" className={icon} />
                  <a href={`tel:${phoneLink(settings.site_phone)}`} className="font-semibold hover:underline">
                    {settings.site_phone}
                  </a>
                </li>
              )}
              {settings.site_email && (
                <li className={item}>
                  <Mail aria-hidden="true" className={icon} />
                  <a href={`mailto:${settings.site_email}`} className="font-semibold break-all hover:underline">
                    {settings.site_email}
                  </a>
                </li>
              )}
              {settings.site_licence_number && (
                <li className={item}>
                  <BadgeCheck aria-hidden="true" className={icon} />
                  <span>{licenceText(settings.site_licence_number, (number) => footer('licence', { number }))}</span>
                </li>
              )}
            </ul>
          )}
          {hours.length > 0 && (
            <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <Clock aria-hidden="true" className="size-5 text-sea-700 dark:text-brand-400" />
                {t('hours')}
              </h3>
              <dl {...turkish('data.hours')} className="mt-3 space-y-1.5 text-sm">
                {hours.map((h) => (
                  <div key={h.days} className="flex justify-between gap-3">
                    <dt className="text-slate-600 dark:text-slate-400">{h.days}</dt>
                    <dd className="font-medium text-slate-900 dark:text-white">{h.hours}</dd>
                  </div>
                ))}
              </dl>
              {hoursNote && (
                <p {...turkish('data.hours_note')} className="mt-3 text-xs text-slate-600 dark:text-slate-400">
                  {hoursNote}
                </p>
              )}
            </div>
          )}
        </aside>
      </div>
    </ContentPage>
  );
}
