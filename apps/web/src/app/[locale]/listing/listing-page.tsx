import type { Metadata } from 'next';
import Link from 'next/link';
import { BEDROOM_FILTER_STEPS, MAX_BEDROOMS_FILTER, PAGE_SIZE, TIME_ZONE } from '@yali/contract';
import { getSearchOptions, type SearchOptions, searchVillas, type VillaSort } from '@/features/villas/api';
import { VillaCard } from '@/features/villas/components/villa-card';
import {
  isVillaSort,
  SEA_DISTANCE_CHOICES,
  SORT_OPTIONS,
  seaDistanceLabel,
  todayIso,
  typeHeading,
} from '@/features/villas/lib/labels';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/components/public/breadcrumbs';
import { FilterSelect, filterFieldClass, filterLabelClass } from '@/components/public/filter-form';
import { ListingEmpty, ListingFilters, ListingShell, showAllClass } from '@/components/public/search/listing-shell';
import { PriceRangeFields } from '@/components/public/search/price-range-fields';
import { rangeText, searchSummary } from '@/components/public/search/range-text';
import { isCurrency } from '@/features/currency/rates';
import type { Currency } from '@yali/contract';
import { DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { type ListingRouteProps, listedQuery, readListing } from '@/components/public/search/read-listing';
import type { VillaCard as VillaCardData } from '@yali/contract';
import type { ListingView } from '@/features/villas/components/map/listing-view-switch';
import { pageLocale, type QueryPageProps } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { getLocale, getTranslations } from 'next-intl/server';

export type { SearchParams } from '@/components/public/search/read-listing';

type ListingQuery = {
  types: number[];
  town?: number;
  sort: VillaSort;
  page: number;
  // Stay search (issue 5): both dates or none; guests = adults + children.
  checkin?: string;
  checkout?: string;
  guests?: number;
  // Issue 23's filters: features a villa must all have, a price range in whole units of `currency`.
  features: number[];
  min_price?: number;
  max_price?: number;
  currency?: Currency;
  /** The results as cards or on a map (issue 23); the list is the default. */
  view: ListingView;
  // Issue 23's cards-and-filters part: at least this many bedrooms, the sea within this many metres.
  bedrooms?: number;
  max_sea_m?: number;
};

const isoDay = (v: string | undefined) =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) ? v : undefined;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const ids = (v: string | string[] | undefined) => {
  const values = ([] as string[]).concat(v ?? []).flatMap((x) => x.split(','));
  return [...new Set(values.map((x) => positiveInt(x.trim())).filter((n): n is number => n !== undefined))];
};
const amount = (v: string | undefined) => {
  const n = Number(v);
  return v !== undefined && v.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 1e9 ? Math.floor(n) : undefined;
};
const positiveInt = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the page's query; anything malformed is ignored rather than sent to the API. */
function parseQuery(raw: Record<string, string | string[] | undefined>): ListingQuery {
  const types = ids(raw.types);
  const sort = first(raw.sort);
  const checkin = isoDay(first(raw.checkin));
  const checkout = isoDay(first(raw.checkout));
  const stay = checkin && checkout && checkin >= todayIso(TIME_ZONE) && checkout > checkin ? { checkin, checkout } : {};
  const guests = positiveInt(first(raw.guests));
  const min = amount(first(raw.min_price));
  const max = amount(first(raw.max_price));
  // A reversed range is the API's 400: keep the lower bound only.
  const price = {
    ...(min !== undefined ? { min_price: min } : {}),
    ...(max !== undefined && (min ?? 0) <= max ? { max_price: max } : {}),
  };
  const currency = first(raw.currency);
  const bedrooms = positiveInt(first(raw.bedrooms));
  const sea = first(raw.max_sea_m);
  const seaM = sea !== undefined && /^\d{1,7}$/.test(sea) && Number(sea) <= 1_000_000 ? Number(sea) : undefined;
  return {
    ...(bedrooms && bedrooms <= MAX_BEDROOMS_FILTER ? { bedrooms } : {}),
    ...(seaM !== undefined ? { max_sea_m: seaM } : {}),
    features: ids(raw.features),
    ...price,
    ...(isCurrency(currency) && currency !== 'TL' && (price.min_price ?? price.max_price) !== undefined ? { currency } : {}),
    types,
    town: positiveInt(first(raw.town)),
    sort: isVillaSort(sort) ? sort : 'order',
    page: positiveInt(first(raw.page)) ?? 1,
    view: first(raw.view) === 'map' ? 'map' : 'list',
    ...stay,
    ...(guests && guests <= 50 ? { guests } : {}),
  };
}

/** The listing's heading: the chosen type's ('Lüks Villalar') or `allTitle` ('Kiralık Villalar'), with the region. */
function headingOf(query: ListingQuery, options: SearchOptions, allTitle: string): string {
  const type = query.types.length === 1 ? options.types.find((t) => t.id === query.types[0]) : undefined;
  const town = options.towns.find((t) => t.town_id === query.town);
  const base = type ? typeHeading(type.name) : allTitle;
  return town ? `${base} – ${town.name}` : base;
}

/** Link to this listing in `locale` with some of its query changed (default values left out of the address). */
function hrefOf(locale: Locale, query: ListingQuery, change: Partial<ListingQuery>): string {
  const q = { ...query, ...change };
  return localePath(
    locale,
    paths.listing({
      types: q.types.length > 0 ? q.types.join(',') : undefined,
      town: q.town,
      sort: q.sort === 'order' ? undefined : q.sort,
      checkin: q.checkin,
      checkout: q.checkout,
      guests: q.guests,
      features: q.features.length > 0 ? q.features.join(',') : undefined,
      min_price: q.min_price,
      max_price: q.max_price,
      currency: q.currency,
      bedrooms: q.bedrooms,
      max_sea_m: q.max_sea_m,
      page: q.page > 1 ? q.page : undefined,
      view: q.view === 'map' ? 'map' : undefined,
    }),
  );
}

/** The page's title, description and canonical address (the list's, whatever the view). */
export async function listingMetadata({ params, searchParams }: QueryPageProps): Promise<Metadata> {
  const query = parseQuery(await searchParams);
  const locale = await pageLocale(params);
  const [options, t] = [await getSearchOptions(locale), await getTranslations({ locale, namespace: 'Listing' })];
  const heading = headingOf(query, options, t('villasTitle'));
  return pageMetadata({
    locale,
    title: query.page > 1 ? t('pageTitle', { heading, page: query.page }) : heading,
    description: t('villasDescription', { heading }),
    // The page folder's address: pageMetadata gives it each language's prefix.
    path: hrefOf(DEFAULT_LOCALE, query, { view: 'list' }),
  });
}

/** What the map view gets: the page's cards, the link's stay and the tile server of the settings. */
export type ListingMapProps = {
  villas: VillaCardData[];
  stayLink: { checkin?: string | undefined; checkout?: string | undefined; guests?: number | undefined };
  tiles: { url: string; attribution: string };
};

/**
 * The listing for a query. `map` renders the map view: only the `harita` route passes it, so that the
 * map's client code is in that route's bundle alone and the list's JavaScript does not grow (decision 024).
 */
export async function ListingPage({ searchParams, map }: ListingRouteProps<ListingMapProps>) {
  const query = listedQuery(parseQuery(await searchParams), map);
  const pageSize = PAGE_SIZE.villas;
  const [locale, t] = [(await getLocale()) as Locale, await getTranslations('Listing')];
  const { options, result, settings } = await readListing(query, pageSize, getSearchOptions(locale), (page) =>
    // searchVillas sends the API only the search's own keys (not the view or the page number).
    searchVillas({ ...query, ...page }, locale),
  );
  const heading = headingOf(query, options, t('villasTitle'));
  const priced = query.min_price !== undefined || query.max_price !== undefined;
  const active = [
    query.types.length > 0,
    query.town !== undefined,
    query.checkin !== undefined,
    query.guests !== undefined,
    query.features.length > 0,
    priced,
    query.bedrooms !== undefined,
    query.max_sea_m !== undefined,
  ].filter(Boolean).length;
  const filtered = active > 0;
  const townName = options.towns.find((t) => t.town_id === query.town)?.name;
  const summary =
    searchSummary([
      townName ?? t('allRegions'),
      query.checkin && query.checkout ? rangeText(query.checkin, query.checkout, locale) : t('noDates'),
      query.guests ? t('guests', { count: query.guests }) : undefined,
    ]) || t('allVillas');
  const guestsMax = Math.max(16, options.guests_max ?? 0);
  const features = (options.features ?? []).filter((f) => f.count > 0 || query.features.includes(f.id));
  const bedroomCounts = new Map((options.bedrooms ?? []).map((b) => [b.min, b.count]));
  // A minimum outside the choices (a hand-written address) stays selectable, so that the form keeps it.
  const bedroomChoices = [...new Set([...BEDROOM_FILTER_STEPS, ...(query.bedrooms ? [query.bedrooms] : [])])].sort(
    (a, b) => a - b,
  );
  const seaChoices = [...new Set([...SEA_DISTANCE_CHOICES, ...(query.max_sea_m !== undefined ? [query.max_sea_m] : [])])].sort(
    (a, b) => a - b,
  );

  return (
    <ListingShell
      top={<Breadcrumbs current={t('villasBreadcrumb')} />}
      heading={heading}
      found={t('villasFound', { count: result.total })}
      query={query}
      hrefWith={(change) => hrefOf(locale, query, change)}
      filters={
        <ListingFilters
          panel={{
            action: localePath(locale, paths.listing()),
            label: t('filterVillas'),
            summary,
            active,
            query: hrefOf(locale, query, {}),
          }}
          idPrefix="listing"
          dates={{ mode: 'nights', today: todayIso(TIME_ZONE), start: query.checkin, end: query.checkout }}
          guestsMax={guestsMax}
          query={query}
          sortOptions={SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        >
          <FilterSelect
            id="listing-town"
            name="town"
            label={t('region')}
            defaultValue={query.town ? String(query.town) : ''}
            anyLabel={t('allRegions')}
            options={options.towns.map((t) => ({ value: t.town_id, label: t.name }))}
          />
          <FilterSelect
            id="listing-types"
            name="types"
            label={t('villaType')}
            defaultValue={query.types.length === 1 ? String(query.types[0]) : ''}
            anyLabel={t('allVillas')}
            options={options.types.map((t) => ({ value: t.id, label: `${t.name} (${t.count})` }))}
          />
          <FilterSelect
            id="listing-bedrooms"
            name="bedrooms"
            label={t('bedrooms')}
            defaultValue={query.bedrooms ? String(query.bedrooms) : ''}
            anyLabel={t('any')}
            options={bedroomChoices.map((n) => {
              const count = bedroomCounts.get(n);
              return { value: n, label: count === undefined ? `${n}+` : `${n}+ (${count})` };
            })}
          />
          <FilterSelect
            id="listing-sea"
            name="max_sea_m"
            label={t('seaDistance')}
            defaultValue={query.max_sea_m !== undefined ? String(query.max_sea_m) : ''}
            anyLabel={t('any')}
            options={seaChoices.map((m) => ({ value: m, label: seaDistanceLabel(m, t) }))}
          />
          <PriceRangeFields
            dated={query.checkin !== undefined}
            min={query.min_price}
            max={query.max_price}
            currency={query.currency}
            legendClassName={filterLabelClass}
            fieldClassName={filterFieldClass}
          />
          {features.length > 0 && (
            <fieldset>
              <legend className={filterLabelClass}>{t('features')}</legend>
              <ul className="grid gap-1">
                {features.map((f) => (
                  <li key={f.id}>
                    <label className="filter-check">
                      <input
                        type="checkbox"
                        name="features"
                        value={f.id}
                        defaultChecked={query.features.includes(f.id)}
                        className="size-4 accent-sea-700 dark:accent-brand-500"
                      />
                      <span className="flex-1">{f.name}</span>
                      <span className="text-xs text-slate-500 dark:text-slate-400">{f.count}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </ListingFilters>
      }
      result={result}
      // The first cards are the phone's first screen now (issue 23): their images load at once.
      card={(villa, i) => (
        <VillaCard
          eager={i < 1}
          villa={villa}
          stayLink={{ checkin: query.checkin, checkout: query.checkout, guests: query.guests }}
        />
      )}
      empty={
        <ListingEmpty title={t('noVillasFound')}>
          {(filtered || query.page > 1) && (
            <Link className={showAllClass} href={localePath(locale, paths.listing())}>
              {t('showAllVillas')}
            </Link>
          )}
        </ListingEmpty>
      }
      map={
        map &&
        ((villas, tiles) =>
          map({ villas, stayLink: { checkin: query.checkin, checkout: query.checkout, guests: query.guests }, tiles }))
      }
      settings={settings}
      pageSize={pageSize}
    />
  );
}
