import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import {
  Anchor,
  BadgeCheck,
  Banknote,
  BedDouble,
  Check,
  Clock,
  ImageOff,
  MapPin,
  Ruler,
  Ship,
  Users,
  UserRound,
  CalendarRange,
} from '@/components/icons';
import { type PublicBoatDetail, TIME_ZONE, truncate } from '@yali/contract';
import { getBoat, getBoatCalendar } from '@/components/public/boats/api';
import { BoatAvailabilityCalendar, monthStart } from '@/components/public/boats/boat-calendar';
import { BoatFacts } from '@/components/public/boats/boat-facts';
import { boatLd } from '@/components/public/boats/boat-ld';
import { BoatPrice } from '@/components/public/boats/boat-price';
import { BoatPriceTable } from '@/components/public/boats/boat-price-table';
import { boatListingHref, lengthLabel } from '@/components/public/boats/labels';
import { MarinaLocation } from '@/components/public/boats/marina-location';
import { getSiteSettings } from '@/components/public/site-settings';
import { DeferredBoatBookingForm } from './deferred';
import { DeferredReviewForm } from '@/features/reviews/deferred-review-form';
import { UnitReviews } from '@/features/reviews/unit-reviews';
import { breadcrumbLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata, plainText } from '@/features/seo/metadata';
import { VillaGallery } from '@/features/villas/components/villa-gallery';
import { imageSrc } from '@/features/villas/lib/images';
import { todayIso } from '@/features/villas/lib/labels';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/components/public/breadcrumbs';
import { BookingAside, FactTiles, FeatureTiles, UnitLayout } from '@/components/public/unit-page';
import { minimumLabel } from '@/features/booking/min-stay';
import { StayPrice } from '@/features/booking/stay-price';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';
import { contentLang, localePath } from '@/i18n/paths';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@yali/contract/locales';

// Cached and rebuilt on demand like the villa pages (decision 004): nothing is rendered at build time (the API is
// not running then); each boat is rendered on its first visit and served from the cache until the `boats` tag,
// which the API revalidates after every back-office boat write, or 300 s pass.
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Params = LocaleParams<{ slug: string }>;

const listingOf = (query: { types?: number[]; marina?: number }) =>
  boatListingHref({ types: query.types ?? [], marina: query.marina, sort: 'order', page: 1, view: 'list' });

/** The page's description: the boat's own text, else one written from its facts in `locale`. */
async function describe(boat: PublicBoatDetail, locale: Locale): Promise<string> {
  const text = plainText(boat.description);
  if (text) return truncate(text, 160);
  const t = await getTranslations({ locale, namespace: 'UnitPage' });
  return t('boatDescribe', {
    name: boat.name,
    capacity: boat.capacity,
    kind: boat.type?.name ?? t('boatKind'),
    cabins: boat.cabins,
    length: lengthLabel(boat.length_m, locale),
    from: boat.marina ? t('departsFrom', { marina: boat.marina.name }) : '',
  });
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'UnitPage' });
  const boat = await getBoat((await params).slug, locale);
  if (!boat) return { title: t('boatNotFound') };
  const first = boat.images[0];
  const image = first && imageSrc(first, 1280);
  const place = [boat.type?.name, boat.marina?.name].filter(Boolean).join(', ');
  return pageMetadata({
    locale,
    title: place ? `${boat.name} – ${place}` : t('boatRental', { name: boat.name }),
    description: await describe(boat, locale),
    path: paths.boat(boat.slug),
    image: image ? { url: image, width: 1280, alt: first.alt || boat.name } : undefined,
  });
}

const h2 = 'text-xl font-bold text-slate-900 dark:text-white';

/** `/boat/{slug}` (SPEC §2): an active boat's page; unknown or inactive → the Turkish 404. */
export default async function BoatPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [t, crumbs] = await Promise.all([
    getTranslations({ locale, namespace: 'UnitPage' }),
    getTranslations({ locale, namespace: 'Breadcrumbs' }),
  ]);
  const at = (path: string) => localePath(locale, path);
  const { slug } = await params;
  const today = todayIso(TIME_ZONE);
  const [boat, settings, calendar] = await Promise.all([
    getBoat(slug, locale),
    getSiteSettings(),
    getBoatCalendar(slug, today, monthStart(today, 12)),
  ]);
  if (!boat) notFound();

  const phone = settings?.site_phone;
  // One minimum on the whole page: the terms and the booking section agree (features/booking/min-stay.ts).
  const minDaysLabel = minimumLabel(
    boat.prices.map((p) => p.min_days),
    boat.min_days,
    'gün',
    { one: (count) => t('days', { count }), range: (low, high) => t('daysRange', { low, high }) },
  );
  const place = boat.marina ? [boat.marina.name, boat.marina.location].filter(Boolean).join(', ') : null;
  const specs = [
    { icon: Ship, label: t('boatType'), value: boat.type?.name ?? t('notGiven') },
    { icon: Anchor, label: t('marina'), value: boat.marina?.name ?? t('notGiven') },
    { icon: Ruler, label: t('length'), value: lengthLabel(boat.length_m, locale) },
    { icon: BedDouble, label: t('cabin'), value: boat.cabins > 0 ? t('cabins', { count: boat.cabins }) : t('noCabins') },
    { icon: Users, label: t('capacity'), value: t('guests', { count: boat.capacity }) },
    { icon: UserRound, label: t('crew'), value: boat.crew > 0 ? t('crewCount', { count: boat.crew }) : t('noCrew') },
  ];
  const terms = [
    { icon: Clock, label: t('departure'), value: boat.departure_time },
    { icon: Clock, label: t('return'), value: boat.return_time },
    { icon: CalendarRange, label: t('minRental'), value: minDaysLabel },
    { icon: Banknote, label: t('prepayment'), value: t('percent', { value: boat.prepayment_percent }) },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <JsonLd
        data={[
          boatLd(boat, { path: at(paths.boat(boat.slug)), description: await describe(boat, locale), locale }),
          breadcrumbLd([
            { name: crumbs('home'), path: at(paths.home) },
            { name: t('boats'), path: at(paths.listingBoat) },
            ...(boat.type ? [{ name: boat.type.name, path: at(listingOf({ types: [boat.type.id] })) }] : []),
            { name: boat.name, path: at(paths.boat(boat.slug)) },
          ]),
        ]}
      />
      <Breadcrumbs
        trail={[
          { name: t('boats'), href: at(paths.listingBoat) },
          { name: boat.type?.name, href: at(listingOf({ types: boat.type ? [boat.type.id] : [] })) },
        ]}
        current={boat.name}
      />

      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          {boat.type && (
            <Link
              href={listingOf({ types: [boat.type.id] })}
              className="mb-2 inline-flex items-center gap-1 rounded-full bg-sea-50 px-2.5 py-0.5 text-xs font-semibold text-sea-800 hover:bg-sea-100 dark:bg-sea-900 dark:text-sea-100 dark:hover:bg-sea-800"
            >
              <Anchor aria-hidden="true" className="size-3" />
              {boat.type.name}
            </Link>
          )}
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{boat.name}</h1>
          {place && boat.marina && (
            <p className="mt-2 inline-flex items-center gap-1.5 text-slate-600 dark:text-slate-300">
              <MapPin aria-hidden="true" className="size-4" />
              <Link
                href={at(listingOf({ marina: boat.marina.marina_id }))}
                className="hover:text-sea-700 hover:underline dark:hover:text-white"
              >
                {place}
              </Link>
            </p>
          )}
        </div>
        <BoatFacts capacity={boat.capacity} cabins={boat.cabins} lengthM={boat.length_m} className="text-base" />
      </div>

      <UnitLayout
        gallery={
          boat.images.length > 0 ? (
            <VillaGallery images={boat.images} villaName={boat.name} />
          ) : (
            <div className="flex aspect-[16/9] items-center justify-center rounded-2xl bg-slate-100 text-slate-600 lg:aspect-[2/1] dark:bg-slate-800 dark:text-slate-400">
              <ImageOff aria-hidden="true" className="mr-2 size-6" />
              {t('noBoatPhotos')}
            </div>
          )
        }
        aside={
          <BookingAside
            price={
              <StayPrice stayKey={`boat:${boat.slug}`}>
                <BoatPrice fromKurus={boat.from_price_kurus} size="lg" />
              </StayPrice>
            }
            phone={phone}
          >
            <div className="mt-3">
              <DeferredBoatBookingForm
                boat={{ slug: boat.slug, name: boat.name, capacity: boat.capacity, min_days: boat.min_days }}
                minDaysLabel={minDaysLabel}
              />
            </div>
          </BookingAside>
        }
      >
        <section aria-labelledby="ozellikler-teknik">
          <h2 id="ozellikler-teknik" className={h2}>
            {t('specs')}
          </h2>
          <FactTiles items={specs} />
          {boat.permit_number && (
            <p className="mt-4 inline-flex items-center gap-2 rounded-xl bg-sea-50 px-4 py-3 text-sm text-sea-900 dark:bg-sea-950 dark:text-sea-100">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
              <span>
                {t('boatPermit')} <strong className="font-semibold">{boat.permit_number}</strong>
              </span>
            </p>
          )}
        </section>

        {boat.description && (
          <section aria-labelledby="aciklama">
            <h2 id="aciklama" className={h2}>
              {t('aboutBoat')}
            </h2>
            <div
              className="mt-4 text-slate-700 dark:text-slate-300 [&_a]:text-sea-700 [&_a]:underline dark:[&_a]:text-brand-400 [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5"
              // A description without a translation is the agency's Turkish text (issue 18).
              {...(boat.untranslated?.includes('description') ? contentLang(locale) : {})}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sends the description as sanitised HTML (allow-listed tags, see get-public-boat.ts)
              dangerouslySetInnerHTML={{ __html: boat.description }}
            />
          </section>
        )}

        {boat.features.length > 0 && (
          <section aria-labelledby="donanim">
            <h2 id="donanim" className={h2}>
              {t('equipment')}
            </h2>
            <FeatureTiles
              items={boat.features.map((f) => ({
                key: f,
                name: f,
                icon: <Check aria-hidden="true" className="size-5 shrink-0 text-sea-600 dark:text-brand-400" />,
              }))}
            />
          </section>
        )}

        <section aria-labelledby="fiyatlar">
          <h2 id="fiyatlar" className={h2}>
            {t('prices')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('boatPricesNote')}</p>
          <BoatPriceTable periods={boat.prices} />
        </section>

        <section aria-labelledby="takvim">
          <h2 id="takvim" className={h2}>
            {t('calendar')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('boatCalendarNote')}</p>
          <BoatAvailabilityCalendar calendar={calendar} today={today} />
        </section>

        <section aria-labelledby="kiralama">
          <h2 id="kiralama" className={h2}>
            {t('rentalInfo')}
          </h2>
          <FactTiles items={terms} wide={4} />
        </section>

        {boat.marina && (
          <section aria-labelledby="konum">
            <h2 id="konum" className={h2}>
              {t('location')}
            </h2>
            <div className="mt-4">
              <MarinaLocation marina={boat.marina} departure={boat.departure_time} returnTime={boat.return_time} />
            </div>
          </section>
        )}

        <UnitReviews unit="boat" comments={boat.comments} headingId="yorumlar" agencyName={settings?.site_name || 'Yalı'} />
        <DeferredReviewForm unit="boat" slug={boat.slug} />
      </UnitLayout>
    </div>
  );
}
