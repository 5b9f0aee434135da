import type { ComponentProps, ReactNode } from 'react';
import { mapTilesFromSettings } from '@yali/contract';
import type { SiteSettings } from '@/components/public/site-settings';
import { SearchX } from '@/components/icons';
import { FilterSelect, filterLabelClass, GuestsFilter, NoResults } from '@/components/public/filter-form';
import { PageLinks } from '@/components/public/page-links';
import { DateRangeField } from '@/components/public/search/date-range-field';
import { FilterPanel } from '@/components/public/search/filter-panel';
import { ResultsLayout } from '@/components/public/search/results-layout';
import { type ListingView, ListingViewSwitch } from '@/features/villas/components/map/listing-view-switch';
import { useTranslations } from 'next-intl';

/**
 * The frame of a unit listing (SPEC §1 `/listing`, §2 `/listingboat`; issue 23), villas and boats alike:
 * the heading with the count line and the list/map switch, the filter column beside the results, the
 * found units as cards (`card`, one per `<li>`), on the map (`map`, called only in the map view, with the
 * tile server of `settings`) or the `empty` block when nothing was found, and the page links below.
 * Each kind gives its breadcrumbs, texts, filters and cards; the frame has no words of its own.
 */
export function ListingShell<T extends { id: number }>({
  top,
  heading,
  found,
  query,
  hrefWith,
  below,
  filters,
  result,
  card,
  empty,
  map,
  settings,
  pageSize,
}: {
  /** Above the heading: the breadcrumbs (and their JSON-LD). */
  top: ReactNode;
  heading: string;
  /** The live count line under the heading ("12 villa bulundu"). */
  found: ReactNode;
  /** The page's view (list or map) and page number. */
  query: { view: ListingView; page: number };
  /** The listing's address with `change` applied to its query: the list view's, another page's. */
  hrefWith: (change: { view?: ListingView; page?: number }) => string;
  /** Between the heading and the results (the boat type chips). */
  below?: ReactNode;
  filters: ReactNode;
  /** This page's units and how many the search found in all. */
  result: { items: T[]; total: number };
  card: (item: T, index: number) => ReactNode;
  /** Shown instead of the results when the page has none. */
  empty: ReactNode;
  map?: ((items: T[], tiles: { url: string; attribution: string }) => ReactNode) | undefined;
  /** The site settings (the map's tile server); read only for the map view. */
  settings: SiteSettings | null;
  pageSize: number;
}) {
  const { view, page } = query;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {top}
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{heading}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400" aria-live="polite">
            {found}
          </p>
        </div>
        <ListingViewSwitch href={hrefWith({ view: 'list' })} view={view} />
      </div>
      {below}

      <ResultsLayout filters={filters}>
        {result.items.length === 0 ? (
          empty
        ) : view === 'map' ? (
          map?.(
            result.items,
            mapTilesFromSettings((key) => settings?.[key]),
          )
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:mt-0 2xl:grid-cols-3">
            {result.items.map((item, i) => (
              <li key={item.id}>{card(item, i)}</li>
            ))}
          </ul>
        )}

        <PageLinks page={page} last={Math.max(1, Math.ceil(result.total / pageSize))} hrefOf={(p) => hrefWith({ page: p })} />
      </ResultsLayout>
    </div>
  );
}

/** The empty listing's block: the search icon, `title`, and the kind's hints and links (`children`). */
export function ListingEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <NoResults icon={<SearchX aria-hidden="true" className="size-10 text-slate-400 dark:text-slate-500" />} title={title}>
      {children}
    </NoResults>
  );
}

/** The look of the empty listing's way back to every unit of the kind ("Tüm villaları göster"). */
export const showAllClass = 'rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-sea-950 transition hover:bg-brand-400';

/**
 * A listing's filter form in its FilterPanel: the dates and guests first, the kind's own fields
 * (`children`) next, the sort last, and the map view kept when the form is applied on the map.
 * `idPrefix` names the fields' ids (`listing` → `listing-dates`, `listing-guests`, `listing-sort`);
 * `dates` is the DateRangeField's mode and chosen range (nights for villas, rental days for boats).
 */
export function ListingFilters({
  panel,
  idPrefix,
  dates,
  guestsMax,
  query,
  sortOptions,
  children,
}: {
  /** The FilterPanel's address, name, summary line, active count and query. */
  panel: Omit<ComponentProps<typeof FilterPanel>, 'children'>;
  idPrefix: string;
  dates: { mode: 'nights' | 'days'; today: string; start: string | undefined; end: string | undefined };
  guestsMax: number;
  /** The page's chosen guests, sort and view. */
  query: { guests?: number | undefined; sort: string; view: ListingView };
  sortOptions: { value: string; label: string }[];
  children: ReactNode;
}) {
  const t = useTranslations('Listing');
  return (
    <FilterPanel {...panel}>
      <DateRangeField
        mode={dates.mode}
        id={`${idPrefix}-dates`}
        label={t('dates')}
        today={dates.today}
        initialStart={dates.start}
        initialEnd={dates.end}
        labelClassName={filterLabelClass}
      />
      <GuestsFilter id={`${idPrefix}-guests`} max={guestsMax} guests={query.guests} />
      {children}
      <FilterSelect id={`${idPrefix}-sort`} name="sort" label={t('sort')} defaultValue={query.sort} options={sortOptions} />
      {query.view === 'map' && <input type="hidden" name="view" value="map" />}
    </FilterPanel>
  );
}
