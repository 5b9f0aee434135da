import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { BadgeCheck, Banknote, Clock, House, MapPin, ShieldCheck, Sparkles, Waves } from '@/components/icons';
import { CACHE_TAGS, INFANTS_IN_CAPACITY_KEY, TIME_ZONE, truncate } from '@yali/contract';
import { AvailabilityCalendar, monthStart } from '@/components/public/availability-calendar';
import { LocationCard } from '@/components/public/location-card';
import { getSiteSettings } from '@/components/public/site-settings';
import { Money } from '@/features/currency/money';
import { FavouriteButton } from '@/features/favourites/favourite-button';
import { breadcrumbLd, JsonLd, villaLd } from '@/features/seo/json-ld';
import { pageMetadata, plainText } from '@/features/seo/metadata';
import { getVilla } from '@/features/villas/api';
import { getVillaCalendar } from '@/features/villas/calendar';
import { FeatureIcon } from '@/features/villas/components/feature-icon';
import { FromPrice } from '@/features/villas/components/from-price';
import { PriceTable } from '@/features/villas/components/price-table';
import { VillaFacts } from '@/features/villas/components/villa-facts';
import { VillaGallery } from '@/features/villas/components/villa-gallery';
import { DeferredReviewForm } from '@/features/reviews/deferred-review-form';
import { UnitReviews } from '@/features/reviews/unit-reviews';
import { apiGet } from '@/lib/api.server';
import { distanceLabel, todayIso } from '@/features/villas/lib/labels';
import { imageSrc } from '@/features/villas/lib/images';
import { paths } from '@/lib/paths';
import { DeferredBookingPanel } from './deferred';
import { Breadcrumbs } from '@/components/public/breadcrumbs';
import { BookingAside, FactTiles, FeatureTiles, UnitLayout } from '@/components/public/unit-page';
import { minimumLabel } from '@/features/booking/min-stay';
import { StayPrice } from '@/features/booking/stay-price';
import { VillaDistances } from '@/features/villas/components/villa-distances';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';
import { contentLang, localePath } from '@/i18n/paths';
import { getTranslations } from 'next-intl/server';

// Cached and rebuilt on demand (decision 004): no villa is rendered at build time (the API is not running then);
// each is rendered on its first visit, then served from the cache until its tags are revalidated.
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Params = LocaleParams<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const villa = await getVilla((await params).slug, locale);
  if (!villa) return { title: (await getTranslations({ locale, namespace: 'UnitPage' }))('villaNotFound') };
  const first = villa.images[0];
  const image = first && imageSrc(first, 1280);
  const place = [villa.town?.name, villa.district?.name].filter(Boolean).join(', ');
  return pageMetadata({
    locale,
    title: place ? `${villa.name} – ${place}` : villa.name,
    description: truncate(plainText(villa.description), 160),
    path: paths.villa(villa.slug),
    image: image ? { url: image, width: 1280, alt: first.alt || villa.name } : undefined,
  });
}

export default async function VillaPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [t, crumbs] = await Promise.all([
    getTranslations({ locale, namespace: 'UnitPage' }),
    getTranslations({ locale, namespace: 'Breadcrumbs' }),
  ]);
  const at = (path: string) => localePath(locale, path);
  const { slug } = await params;
  const today = todayIso(TIME_ZONE);
  const [villa, settings, calendar] = await Promise.all([
    getVilla(slug, locale),
    getSiteSettings(),
    getVillaCalendar(slug, today, monthStart(today, 12)),
  ]);
  if (!villa) {
    // An old slug (the villa was renamed) moves permanently to the current one.
    // Cached like the villa itself: a no-store read would make this ISR page fail (decision 004).
    const moved = await apiGet<{ slug: string }>(`/v1/villas/redirect/${encodeURIComponent(slug)}`, {
      tags: [CACHE_TAGS.villas, CACHE_TAGS.villa(slug)],
    });
    if (moved) permanentRedirect(at(paths.villa(moved.slug)));
    notFound();
  }

  const coming = villa.prices.filter((p) => p.end_date >= today);
  // One minimum stay on the whole page: the facts, the price table and the booking section agree (min-stay.ts).
  const minStayLabel = minimumLabel(
    coming.map((p) => p.min_nights),
    villa.min_stay,
    'gece',
    { one: (count) => t('nights', { count }), range: (low, high) => t('nightsRange', { low, high }) },
  );
  const fromPrice = coming.length > 0 ? Math.min(...coming.map((p) => p.nightly_price_kurus)) : null;
  const place = [villa.town?.name, villa.district?.name].filter(Boolean).join(' / ');
  const phone = settings?.site_phone;
  const hasDistances = [
    villa.sea_distance_m,
    villa.centre_distance_m,
    villa.market_distance_m,
    villa.airport_distance_m,
    villa.airport_transfer_min,
  ].some((m) => m !== null);

  const details = [
    { icon: Clock, label: t('checkIn'), value: villa.check_in_time },
    { icon: Clock, label: t('checkOut'), value: villa.check_out_time },
    {
      icon: Sparkles,
      label: t('cleaningFee'),
      value: villa.cleaning_fee_kurus > 0 ? <Money kurus={villa.cleaning_fee_kurus} /> : t('free'),
    },
    {
      icon: ShieldCheck,
      label: t('damageDeposit'),
      value: villa.damage_deposit_kurus > 0 ? <Money kurus={villa.damage_deposit_kurus} /> : t('noDeposit'),
    },
    { icon: Banknote, label: t('prepayment'), value: t('percent', { value: villa.prepayment_percent }) },
    { icon: BadgeCheck, label: t('minStay'), value: minStayLabel },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <JsonLd
        data={[
          villaLd(villa, {
            path: at(paths.villa(villa.slug)),
            description: truncate(plainText(villa.description), 300),
            fromPriceKurus: fromPrice,
            locale,
          }),
          breadcrumbLd([
            { name: crumbs('home'), path: at(paths.home) },
            { name: t('villas'), path: at(paths.listing()) },
            ...(villa.town ? [{ name: villa.town.name, path: at(paths.listing({ town: villa.town.town_id })) }] : []),
            { name: villa.name, path: at(paths.villa(villa.slug)) },
          ]),
        ]}
      />
      <Breadcrumbs
        trail={[
          { name: t('villas'), href: at(paths.listing()) },
          { name: villa.town?.name, href: at(paths.listing({ town: villa.town?.town_id })) },
        ]}
        current={villa.name}
      />

      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <div className="mb-2 flex flex-wrap gap-1.5">
            {villa.types.map((type) => (
              <Link
                key={type.id}
                href={at(paths.listing({ types: type.id }))}
                className="rounded-full bg-sea-50 px-2.5 py-0.5 text-xs font-semibold text-sea-800 hover:bg-sea-100 dark:bg-sea-900 dark:text-sea-100 dark:hover:bg-sea-800"
              >
                {type.name}
              </Link>
            ))}
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{villa.name}</h1>
          {(place || villa.sea_distance_m !== null) && (
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 dark:text-slate-300">
              {place && (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" />
                  {place}
                </span>
              )}
              {villa.sea_distance_m !== null && (
                <span className="inline-flex items-center gap-1 rounded-full bg-sea-50 px-2.5 py-0.5 text-sm font-medium text-sea-800 dark:bg-sea-900 dark:text-sea-100">
                  <Waves aria-hidden="true" className="size-4" />
                  {t('seaDistance', { distance: distanceLabel(villa.sea_distance_m, locale) })}
                </span>
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <VillaFacts capacity={villa.capacity} bedrooms={villa.bedrooms} bathrooms={villa.bathrooms} className="text-base" />
          <FavouriteButton
            unit={{ kind: 'villa', id: villa.id, slug: villa.slug, name: villa.name, thumbnail: villa.thumbnail }}
            variant="page"
          />
        </div>
      </div>

      <UnitLayout
        gallery={<VillaGallery images={villa.images} villaName={villa.name} />}
        aside={
          <BookingAside
            price={
              <StayPrice stayKey={`villa:${villa.slug}`}>
                <FromPrice kurus={fromPrice} size="lg" />
              </StayPrice>
            }
            phone={phone}
          >
            <DeferredBookingPanel
              slug={villa.slug}
              capacity={villa.capacity}
              minStay={villa.min_stay}
              minStayLabel={minStayLabel}
              infantsCounted={settings?.[INFANTS_IN_CAPACITY_KEY] === 'true'}
            />
          </BookingAside>
        }
      >
        <section aria-labelledby="aciklama">
          <h2 id="aciklama" className="text-xl font-bold text-slate-900 dark:text-white">
            {t('aboutVilla')}
          </h2>
          <div
            className="prose-villa mt-4 text-slate-700 dark:text-slate-300 [&_a]:text-sea-700 [&_a]:underline dark:[&_a]:text-brand-400 [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5"
            // A description without a translation is the agency's Turkish text (issue 18).
            {...(villa.untranslated?.includes('description') ? contentLang(locale) : {})}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: admin-written description HTML; the API owns sanitising it (allow-listed tags) before it reaches the page
            dangerouslySetInnerHTML={{ __html: villa.description }}
          />
        </section>

        {villa.features.length > 0 && (
          <section aria-labelledby="ozellikler">
            <h2 id="ozellikler" className="text-xl font-bold text-slate-900 dark:text-white">
              {t('features')}
            </h2>
            <FeatureTiles
              items={villa.features.map((f) => ({
                key: f.id,
                name: f.name,
                icon: <FeatureIcon name={f.icon} className="size-5 shrink-0 text-sea-600 dark:text-brand-400" />,
              }))}
            />
          </section>
        )}

        {hasDistances && (
          <section aria-labelledby="mesafeler">
            <h2 id="mesafeler" className="text-xl font-bold text-slate-900 dark:text-white">
              {t('distances')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('distancesNote')}</p>
            <VillaDistances distances={villa} />
          </section>
        )}

        <section aria-labelledby="fiyatlar">
          <h2 id="fiyatlar" className="text-xl font-bold text-slate-900 dark:text-white">
            {t('prices')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('villaPricesNote')}</p>
          <PriceTable periods={villa.prices} today={today} minStay={villa.min_stay} />
        </section>

        <section aria-labelledby="takvim">
          <h2 id="takvim" className="text-xl font-bold text-slate-900 dark:text-white">
            {t('calendar')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('calendarNote')}</p>
          <AvailabilityCalendar days={calendar?.days ?? null} today={today} />
        </section>

        <section aria-labelledby="bilgiler">
          <h2 id="bilgiler" className="text-xl font-bold text-slate-900 dark:text-white">
            {t('stayInfo')}
          </h2>
          <FactTiles items={details} />
          <p className="mt-4 inline-flex items-center gap-2 rounded-xl bg-sea-50 px-4 py-3 text-sm text-sea-900 dark:bg-sea-950 dark:text-sea-100">
            <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
            <span>
              {t('permit')} <strong className="font-semibold">{villa.permit_number}</strong>
            </span>
          </p>
        </section>

        {place && (
          <section aria-labelledby="konum">
            <h2 id="konum" className="text-xl font-bold text-slate-900 dark:text-white">
              {t('location')}
            </h2>
            <div className="mt-4">
              <LocationCard icon={<House className="size-7" />} title={villa.name} region={place} lat={villa.lat} lng={villa.lng}>
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('addressNote')}</p>
              </LocationCard>
            </div>
          </section>
        )}

        <UnitReviews unit="villa" comments={villa.comments} headingId="yorumlar" agencyName={settings?.site_name || 'Yalı'} />
        <DeferredReviewForm unit="villa" slug={villa.slug} />
      </UnitLayout>
    </div>
  );
}
