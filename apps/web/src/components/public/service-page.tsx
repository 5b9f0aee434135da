import type { Metadata } from 'next';
import Link from 'next/link';
import { Mail, Phone } from '@/components/icons';
import type { LucideIcon } from '@/components/icon-core';
import { notFound } from 'next/navigation';
import { type OtherPage, otherPageFromSettings, phoneLink } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { ContentPage } from './content-page';
import { getSiteSettings } from './site-settings';
import { WhatsappIcon } from './social-icons';

/**
 * The tab title and description of service page `page`: the title the back office gave it (so the tab,
 * the heading and the menus say the same), the lead as description, else `description`.
 */
export async function servicePageMetadata(page: OtherPage, description: string, locale: Locale): Promise<Metadata> {
  const { title, path, lead } = otherPageFromSettings(page, (await getSiteSettings()) ?? {});
  return pageMetadata({ title, description: lead || description, path, locale });
}

/**
 * A service page (/car, /transfer): what the service offers and a call to action to reach the agency. Title,
 * lead and visibility are the back office's (`/dashboard/website/other`, decision 022); a hidden page is a 404.
 */
export async function ServicePage({
  page,
  points,
  ctaTitle,
  whatsappText,
}: {
  page: OtherPage;
  /** What the service offers: each point's icon (drawn at the card's size), title and line. */
  points: { icon: LucideIcon; title: string; text: string }[];
  ctaTitle: string;
  whatsappText: string;
}) {
  const settings = await getSiteSettings();
  const { title, path, lead, visible } = otherPageFromSettings(page, settings ?? {});
  if (!visible) notFound();
  const phone = settings?.site_phone;
  const whatsapp = settings?.site_whatsapp ?? phone;
  return (
    <ContentPage title={title} path={path} lead={lead} wide>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {points.map((p) => (
          <li key={p.title} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-sea-50 text-sea-700 dark:bg-sea-950 dark:text-brand-400">
              <p.icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{p.title}</h2>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{p.text}</p>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="hizmet-iletisim"
        className="mt-10 rounded-3xl bg-gradient-to-br from-sea-950 to-sea-800 px-6 py-10 text-white sm:px-10"
      >
        <h2 id="hizmet-iletisim" className="text-2xl font-bold">
          {ctaTitle}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-200">
          Tarihlerinizi, kişi sayınızı ve nereden nereye gideceğinizi yazın; size aynı gün içinde fiyat verelim.
        </p>
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
              href={`https://wa.me/${phoneLink(whatsapp)}?text=${encodeURIComponent(whatsappText)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-sea-950 transition hover:bg-slate-100"
            >
              <WhatsappIcon className="size-5 text-[#1f8f4e]" />
              WhatsApp ile yazın
            </a>
          )}
          <Link
            href={paths.contact}
            className="inline-flex items-center gap-2 rounded-full border border-white/40 px-5 py-3 font-semibold text-white transition hover:border-brand-400 hover:text-brand-400"
          >
            <Mail aria-hidden="true" className="size-5" />
            İletişim formu
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
