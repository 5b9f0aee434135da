import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { ArrowRight, BadgeCheck, Building2, Headset, House, MapPin, Sailboat, ShieldCheck, Tent } from '@/components/icons';
import { TIME_ZONE, VILLA_TYPE_ID } from '@yali/contract';
import { getBoatSearchOptions } from '@/components/public/boats/api';
import { HomeSearch } from '@/components/public/search/home-search';
import { getSiteSettings, licenceText } from '@/components/public/site-settings';
import { ShortTermOffers } from '@/features/booking/short-term-offers';
import { getSearchOptions, searchVillas } from '@/features/villas/api';
import { VillaCard } from '@/features/villas/components/villa-card';
import { imageSrc, imageSrcSet } from '@/features/villas/lib/images';
import { todayIso, typeHeading } from '@/features/villas/lib/labels';
import { JsonLd, organizationLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { absoluteUrl } from '@/features/seo/site-url';
import { paths } from '@/lib/paths';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';
import { INTL_TAG, localePath } from '@/i18n/paths';
import { getTranslations } from 'next-intl/server';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return pageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: paths.home,
    absoluteTitle: true,
  });
}

const TYPE_ICONS: Record<number, typeof House> = { [VILLA_TYPE_ID.apart]: Building2, [VILLA_TYPE_ID.bungalov]: Tent };

function SectionHeading({
  id,
  title,
  text,
  href,
  linkText,
}: {
  id: string;
  title: string;
  text?: string;
  href?: string;
  linkText?: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {title}
        </h2>
        {text && <p className="mt-1 text-slate-600 dark:text-slate-400">{text}</p>}
      </div>
      {href && linkText && (
        <Link
          href={href}
          className="inline-flex items-center gap-1 rounded-lg font-semibold text-sea-700 hover:text-sea-900 dark:text-brand-400 dark:hover:text-brand-100"
        >
          {linkText}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const footer = await getTranslations('Footer');
  const t = await getTranslations('Home');
  const to = (path: string) => localePath(locale, path);
  const [options, boatOptions, popularPage, allPage, settings] = await Promise.all([
    getSearchOptions(locale),
    getBoatSearchOptions(locale),
    searchVillas({ sort: 'popular', take: 6 }, locale),
    searchVillas({ take: 1 }, locale),
    getSiteSettings(),
  ]);
  const popularOnly = popularPage.items.filter((v) => v.popular);
  const popular = popularOnly.length > 0 ? popularOnly : popularPage.items;
  const totalVillas = allPage.total;
  const heroVilla = popular.find((v) => v.images.length > 0);
  const heroImage = heroVilla?.images[0];

  return (
    <>
      <JsonLd
        data={[
          organizationLd(settings),
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: settings?.site_name ?? 'Yalı Villa Kiralama',
            url: absoluteUrl(paths.home),
            inLanguage: INTL_TAG[locale],
          },
        ]}
      />
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-sea-950 via-sea-900 to-sea-700 text-white">
        <svg
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 -z-10 h-40 w-full text-white/5"
          viewBox="0 0 1440 160"
          preserveAspectRatio="none"
        >
          <path fill="currentColor" d="M0 96c120-32 240-32 360 0s240 32 360 0 240-32 360 0 240 32 360 0v64H0z" />
          <path fill="currentColor" d="M0 128c120-24 240-24 360 0s240 24 360 0 240-24 360 0 240 24 360 0v32H0z" />
        </svg>
        <div aria-hidden="true" className="absolute -top-24 right-[-6rem] -z-10 size-96 rounded-full bg-brand-500/20 blur-3xl" />
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6 sm:pt-20 lg:px-8 lg:pt-24 lg:pb-32">
          <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/15">
                <BadgeCheck aria-hidden="true" className="size-4 text-brand-400" />
                {t('badge')}
              </p>
              <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                {t.rich('headline', { em: (chunks) => <span className="text-brand-400">{chunks}</span> })}
              </h1>
              <p className="mt-5 max-w-2xl text-lg text-slate-200">{t('lead')}</p>
            </div>
            {heroVilla && heroImage && (
              <Link
                href={to(paths.villa(heroVilla.slug))}
                className="group relative hidden overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/20 lg:block"
              >
                {/* biome-ignore lint/performance/noImgElement: the API serves responsive WebP variants (srcSet); next/image is unoptimised in this app */}
                <img
                  src={imageSrc(heroImage)}
                  srcSet={imageSrcSet(heroImage)}
                  sizes="(min-width: 1280px) 520px, 40vw"
                  // Shown from lg up only: lazy, so phones (display: none) do not download it (issue 4).
                  loading="lazy"
                  width={heroImage.width}
                  height={heroImage.height}
                  alt={heroImage.alt || heroVilla.name}
                  className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-x-3 bottom-3 flex items-center justify-between gap-3 rounded-2xl bg-white/95 px-4 py-3 text-slate-900 shadow-lg backdrop-blur dark:bg-slate-900/90 dark:text-white">
                  <span>
                    <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">
                      {t('featured')}
                    </span>
                    <span className="block font-semibold">{heroVilla.name}</span>
                  </span>
                  {heroVilla.town && <span className="text-sm text-slate-600 dark:text-slate-300">{heroVilla.town}</span>}
                </span>
              </Link>
            )}
          </div>

          <HomeSearch
            today={todayIso(TIME_ZONE)}
            towns={options.towns.map((t) => ({ value: t.town_id, label: t.name }))}
            marinas={boatOptions.marinas
              .filter((m) => m.count > 0)
              .map((m) => ({ value: m.marina_id, label: m.location ? `${m.name} (${m.location})` : m.name }))}
            villaGuestsMax={Math.max(16, options.guests_max ?? 0)}
            boatGuestsMax={Math.max(12, boatOptions.capacity_max)}
          />
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
            <li className="inline-flex items-center gap-1.5">
              <House aria-hidden="true" className="size-4 text-brand-400" />
              {t('villaCount', { count: totalVillas })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <ShieldCheck aria-hidden="true" className="size-4 text-brand-400" />
              {t('securePayment')}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Headset aria-hidden="true" className="size-4 text-brand-400" />
              {t('support')}
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="populer" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
        <SectionHeading
          id="populer"
          title={t('popularTitle')}
          text={t('popularText')}
          href={to(paths.listing({ sort: 'popular' }))}
          linkText={t('seeAll')}
        />
        {popular.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('noVillas')}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {/* Below the hero on every screen size: lazy images, so they do not compete with the first paint. */}
            {popular.map((villa) => (
              <li key={villa.id}>
                <VillaCard villa={villa} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="tipler" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <SectionHeading id="tipler" title={t('typesTitle')} text={t('typesText')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <TypeTile
              href={to(paths.listing())}
              icon={House}
              title={t('allVillas')}
              text={t('villaCount', { count: totalVillas })}
            />
          </li>
          {options.types.map((type) => (
            <li key={type.id}>
              <TypeTile
                href={to(paths.listing({ types: type.id }))}
                icon={TYPE_ICONS[type.id] ?? House}
                title={typeHeading(type.name)}
                text={t('villaCount', { count: type.count })}
              />
            </li>
          ))}
          <li>
            <TypeTile href={to(paths.listingBoat)} icon={Sailboat} title={t('boats')} text={t('boatsText')} />
          </li>
        </ul>
      </section>

      {options.towns.length > 0 && (
        <section aria-labelledby="bolgeler" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
          <SectionHeading id="bolgeler" title={t('regionsTitle')} text={t('regionsText')} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {options.towns.map((town) => (
              <li key={town.town_id}>
                <Link
                  href={to(paths.listing({ town: town.town_id }))}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-gradient-to-br from-sea-50 to-white p-5 transition hover:border-sea-600 hover:shadow-md dark:border-slate-800 dark:from-slate-900 dark:to-slate-950 dark:hover:border-sea-600"
                >
                  <span className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
                    <MapPin aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
                    {town.name}
                  </span>
                  {town.districts.length > 0 && (
                    <span className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                      {town.districts.map((d) => d.name).join(' · ')}
                    </span>
                  )}
                  <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-sea-700 group-hover:gap-2 dark:text-brand-400">
                    {t('seeVillas')}
                    <ArrowRight aria-hidden="true" className="size-4 transition-all" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ShortTermOffers />

      <section aria-labelledby="neden" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-sea-50 px-6 py-10 sm:px-10 dark:bg-slate-900">
          <h2 id="neden" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('whyTitle', { siteName: settings?.site_name ?? 'Yalı' })}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-3">
            <Reason icon={BadgeCheck} title={t('licensedTitle')}>
              {settings?.site_licence_number
                ? t('licensedWith', {
                    licence: licenceText(settings.site_licence_number, (number) => footer('licence', { number })),
                  })
                : t('licensed')}
            </Reason>
            <Reason icon={ShieldCheck} title={t('safeTitle')}>
              {t('safe')}
            </Reason>
            <Reason icon={Headset} title={t('localTitle')}>
              {settings?.site_phone ? t('localWithPhone', { phone: settings.site_phone }) : t('local')}
            </Reason>
          </ul>
        </div>
      </section>
    </>
  );
}

function TypeTile({ href, icon: Icon, title, text }: { href: string; icon: typeof House; title: string; text: string }) {
  return (
    <Link
      href={href}
      className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span>
        <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{text}</span>
      </span>
    </Link>
  );
}

function Reason({ icon: Icon, title, children }: { icon: typeof House; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-sea-700 shadow-sm dark:bg-slate-800 dark:text-brand-400">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span>
        <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{children}</span>
      </span>
    </li>
  );
}
