import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { clsx } from 'clsx';
import { type BoatCard as BoatCardData, type BoatSearchOptions, PAGE_SIZE, TIME_ZONE } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { getLocale, getTranslations } from 'next-intl/server';
import { getBoatSearchOptions, searchBoats } from '@/components/public/boats/api';
import { BoatCard } from '@/components/public/boats/boat-card';
import {
  addDays,
  BOAT_SORT_OPTIONS,
  type BoatListingQuery,
  boatListingHref,
  parseBoatQuery,
  typeHeading,
} from '@/components/public/boats/labels';
import { type ListingRouteProps, listedQuery, readListing, type SearchParams } from '@/components/public/search/read-listing';
import { todayIso } from '@/features/villas/lib/labels';
import { breadcrumbLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/components/public/breadcrumbs';
import { FilterSelect } from '@/components/public/filter-form';
import { ListingEmpty, ListingFilters, ListingShell, showAllClass } from '@/components/public/search/listing-shell';
import { rangeText, searchSummary } from '@/components/public/search/range-text';
import { INTL_TAG, localePath } from '@/i18n/paths';
import { dateTimeFormat } from '@/lib/intl';
import { type LocaleParams, pageLocale, type QueryPageProps } from '@/i18n/page-locale';

// A visitor's query: rendered per request from cached reads. The bare address is rewritten to the cached ../tum (decision 004).
export const dynamic = 'force-dynamic';

function headingOf(query: BoatListingQuery, options: BoatSearchOptions, t: ListingT): string {
  const type = query.types.length === 1 ? options.types.find((o) => o.id === query.types[0]) : undefined;
  const marina = options.marinas.find((m) => m.marina_id === query.marina);
  const base = typeHeading(type?.name, t);
  return marina ? `${base} – ${marina.name}` : base;
}

export async function generateMetadata({ params, searchParams }: QueryPageProps): Promise<Metadata> {
  const query = parseBoatQuery(await searchParams, todayIso(TIME_ZONE));
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const heading = headingOf(query, await getBoatSearchOptions(locale), t);
  return pageMetadata({
    locale,
    title: query.page > 1 ? t('pageTitle', { heading, page: query.page }) : heading,
    description: t('boatsDescription', { heading }),
    path: boatListingHref(query, { checkin: undefined, days: undefined, guests: undefined, view: 'list' }),
    // A search with dates or guests is one visitor's question, not a page of its own.
    noindex: query.checkin !== undefined || query.guests !== undefined,
  });
}

/** What the boat map view gets: the page's cards, the links' rental and the tile server of the settings. */
export type BoatMapProps = {
  boats: BoatCardData[];
  stay: { checkin?: string | undefined; days?: number | undefined; guests?: number | undefined };
  tiles: { url: string; attribution: string };
};

/** `/listingboat` (SPEC §2): boats with filters in the address, 20 a page (SPEC §9). */
export default async function FilteredBoatListingPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  await pageLocale(params);
  return <BoatListing searchParams={searchParams} />;
}

/**
 * The boat listing for a query. `map` renders the map view (`view=map`): only the `harita` route passes it,
 * so that the map's client code is in that route's bundle alone (decision 024).
 */
export async function BoatListing({ searchParams, map }: ListingRouteProps<BoatMapProps>) {
  const today = todayIso(TIME_ZONE);
  const query = listedQuery(parseBoatQuery(await searchParams, today), map);
  const pageSize = PAGE_SIZE.boats;
  const checkout = query.checkin && query.days ? addDays(query.checkin, query.days) : undefined;
  const [locale, t] = [(await getLocale()) as Locale, await getTranslations('Listing')];
  const { options, result, settings } = await readListing(query, pageSize, getBoatSearchOptions(locale), (page) =>
    // searchBoats sends the API only the search's own keys (not the view, the days or the page number).
    searchBoats({ ...query, checkout, ...page }, locale),
  );
  const href = (change?: Partial<BoatListingQuery>) => localePath(locale, boatListingHref(query, change));
  const heading = headingOf(query, options, t);
  const filtered = query.types.length > 0 || query.marina !== undefined;
  const searched = query.checkin !== undefined || query.guests !== undefined;
  const guestChoices = Math.max(12, options.capacity_max);
  const selectedType = query.types.length === 1 ? query.types[0] : undefined;
  const active = [
    query.types.length > 0,
    query.marina !== undefined,
    query.checkin !== undefined,
    query.guests !== undefined,
  ].filter(Boolean).length;
  const marinaName = options.marinas.find((m) => m.marina_id === query.marina)?.name;
  const summary = searchSummary([
    marinaName ?? t('allMarinas'),
    query.checkin && query.days
      ? t('rentalRange', { range: rangeText(query.checkin, addDays(query.checkin, query.days - 1), locale), count: query.days })
      : t('noDates'),
    query.guests ? t('guests', { count: query.guests }) : undefined,
  ]);

  return (
    <ListingShell
      top={
        <>
          <JsonLd
            data={breadcrumbLd([
              { name: t('home'), path: localePath(locale, paths.home) },
              { name: t('boatsBreadcrumb'), path: localePath(locale, paths.listingBoat) },
            ])}
          />
          <Breadcrumbs current={t('boatsBreadcrumb')} />
        </>
      }
      heading={heading}
      found={
        <>
          {t('boatsFound', { count: result.total })}
          {query.checkin && query.days
            ? ` · ${t('firstDay', { days: rentalLength(query.days, t), date: formatShort(query.checkin, locale) })}`
            : ''}
        </>
      }
      query={query}
      hrefWith={(change) => href(change)}
      below={
        options.types.length > 1 && (
          <nav aria-label={t('boatTypes')} className="mt-5">
            <ul className="flex flex-wrap gap-2">
              <li>
                <TypeChip href={href({ types: [], page: 1 })} current={query.types.length === 0}>
                  {t('allBoats')}
                </TypeChip>
              </li>
              {options.types
                .filter((t) => t.count > 0)
                .map((type) => (
                  <li key={type.id}>
                    <TypeChip href={href({ types: [type.id], page: 1 })} current={selectedType === type.id}>
                      {type.name} <span className="font-normal">({type.count})</span>
                    </TypeChip>
                  </li>
                ))}
            </ul>
          </nav>
        )
      }
      filters={
        <ListingFilters
          panel={{
            action: localePath(locale, paths.listingBoat),
            label: t('filterBoats'),
            summary,
            active,
            query: href(),
          }}
          idPrefix="boat"
          dates={{
            mode: 'days',
            today,
            start: query.checkin,
            end: query.checkin && query.days ? addDays(query.checkin, query.days - 1) : undefined,
          }}
          guestsMax={guestChoices}
          query={query}
          sortOptions={BOAT_SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        >
          <FilterSelect
            id="boat-type"
            name="type"
            label={t('boatType')}
            defaultValue={selectedType ? String(selectedType) : ''}
            anyLabel={t('allTypes')}
            options={options.types.map((type) => ({ value: type.id, label: type.name }))}
          />
          <FilterSelect
            id="boat-marina"
            name="marina"
            label={t('marina')}
            defaultValue={query.marina ? String(query.marina) : ''}
            anyLabel={t('allMarinas')}
            options={options.marinas.map((m) => ({
              value: m.marina_id,
              label: m.location ? `${m.name} (${m.location})` : m.name,
            }))}
          />
        </ListingFilters>
      }
      result={result}
      card={(boat, i) => (
        <BoatCard boat={boat} eager={i < 3} stay={{ checkin: query.checkin, days: query.days, guests: query.guests }} />
      )}
      empty={
        <ListingEmpty title={t('noBoatsFound')}>
          <p className="max-w-md text-slate-600 dark:text-slate-400">
            {query.page > 1 ? t('noMoreBoats') : searched ? t('tryOtherDates') : t('tryOtherType')}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {searched && filtered && (
              <Link
                href={href({ checkin: undefined, days: undefined, guests: undefined, page: 1 })}
                className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 transition hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                {t('clearDates')}
              </Link>
            )}
            {(filtered || searched || query.page > 1) && (
              <Link className={showAllClass} href={localePath(locale, paths.listingBoat)}>
                {t('showAllBoats')}
              </Link>
            )}
          </div>
        </ListingEmpty>
      }
      map={
        map && ((boats, tiles) => map({ boats, stay: { checkin: query.checkin, days: query.days, guests: query.guests }, tiles }))
      }
      settings={settings}
      pageSize={pageSize}
    />
  );
}

/** '12 Temmuz' (en: '12 July'): the rental's first day in the count line. */
const formatShort = (iso: string, locale: Locale) =>
  dateTimeFormat(INTL_TAG[locale], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

type ListingT = Awaited<ReturnType<typeof getTranslations<'Listing'>>>;

/** '1 gün (günübirlik)', '14 gün (2 hafta)', '10 gün' in the page's language. */
const rentalLength = (days: number, t: ListingT) =>
  days % 7 === 0 && days > 1 ? t('rentalWeeks', { count: days, weeks: days / 7 }) : t('rentalDays', { count: days });

function TypeChip({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border px-4 py-1.5 text-sm font-semibold transition',
        current
          ? 'border-sea-900 bg-sea-900 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-sea-950'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
      )}
    >
      {children}
    </Link>
  );
}
