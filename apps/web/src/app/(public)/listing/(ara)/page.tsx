import { PageLinks } from '@/components/public/page-links';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchX } from '@/components/icons';
import { PAGE_SIZE, TIME_ZONE } from '@yali/contract';
import { getSearchOptions, type SearchOptions, searchVillas, type VillaSort } from '@/features/villas/api';
import { VillaCard } from '@/features/villas/components/villa-card';
import { isVillaSort, SORT_OPTIONS, todayIso, typeHeading } from '@/features/villas/lib/labels';
import { StayFields } from '@/features/booking/stay-fields';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/components/public/breadcrumbs';
import { FilterForm, FilterSelect, NoResults } from '@/components/public/filter-form';

// A visitor's query: rendered per request from cached reads. The bare address is rewritten to the cached ../tum (decision 004).
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

type ListingQuery = {
  types: number[];
  town?: number;
  sort: VillaSort;
  page: number;
  // Stay search (issue 5): both dates or none; guests = adults + children.
  checkin?: string;
  checkout?: string;
  guests?: number;
};

const isoDay = (v: string | undefined) =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) ? v : undefined;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const positiveInt = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the page's query; anything malformed is ignored rather than sent to the API. */
function parseQuery(raw: Record<string, string | string[] | undefined>): ListingQuery {
  const typeValues = ([] as string[]).concat(raw.types ?? []).flatMap((v) => v.split(','));
  const types = [...new Set(typeValues.map((v) => positiveInt(v.trim())).filter((n): n is number => n !== undefined))];
  const sort = first(raw.sort);
  const checkin = isoDay(first(raw.checkin));
  const checkout = isoDay(first(raw.checkout));
  const stay = checkin && checkout && checkin >= todayIso(TIME_ZONE) && checkout > checkin ? { checkin, checkout } : {};
  const guests = positiveInt(first(raw.guests));
  return {
    types,
    town: positiveInt(first(raw.town)),
    sort: isVillaSort(sort) ? sort : 'order',
    page: positiveInt(first(raw.page)) ?? 1,
    ...stay,
    ...(guests && guests <= 50 ? { guests } : {}),
  };
}

function headingOf(query: ListingQuery, options: SearchOptions): string {
  const type = query.types.length === 1 ? options.types.find((t) => t.id === query.types[0]) : undefined;
  const town = options.towns.find((t) => t.town_id === query.town);
  const base = type ? typeHeading(type.name) : 'Kiralık Villalar';
  return town ? `${base} – ${town.name}` : base;
}

/** Link to this listing with some of its query changed (default values left out of the address). */
function hrefOf(query: ListingQuery, change: Partial<ListingQuery>): string {
  const q = { ...query, ...change };
  return paths.listing({
    types: q.types.length > 0 ? q.types.join(',') : undefined,
    town: q.town,
    sort: q.sort === 'order' ? undefined : q.sort,
    checkin: q.checkin,
    checkout: q.checkout,
    guests: q.guests,
    page: q.page > 1 ? q.page : undefined,
  });
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = parseQuery(await searchParams);
  const options = await getSearchOptions();
  const heading = headingOf(query, options);
  return pageMetadata({
    title: query.page > 1 ? `${heading} – Sayfa ${query.page}` : heading,
    description: `${heading}: özel havuzlu, lisanslı kiralık tatil villaları. Fotoğraflar, fiyatlar ve müsaitlik takvimi.`,
    path: hrefOf(query, {}),
  });
}

export default async function ListingPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseQuery(await searchParams);
  const pageSize = PAGE_SIZE.villas;
  const [options, result] = await Promise.all([
    getSearchOptions(),
    searchVillas({
      types: query.types,
      town: query.town,
      sort: query.sort,
      checkin: query.checkin,
      checkout: query.checkout,
      guests: query.guests,
      skip: (query.page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  const heading = headingOf(query, options);
  const lastPage = Math.max(1, Math.ceil(result.total / pageSize));
  const filtered =
    query.types.length > 0 || query.town !== undefined || query.checkin !== undefined || query.guests !== undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumbs current="Villalar" />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{heading}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400" aria-live="polite">
            {result.total} villa bulundu
          </p>
        </div>
      </div>

      <FilterForm
        action={paths.listing()}
        label="Villaları filtrele ve sırala"
        className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end dark:border-slate-800 dark:bg-slate-900"
      >
        <StayFields checkin={query.checkin} checkout={query.checkout} guests={query.guests} today={todayIso(TIME_ZONE)} />
        <FilterSelect
          id="listing-types"
          name="types"
          label="Villa tipi"
          defaultValue={query.types.length === 1 ? String(query.types[0]) : ''}
          anyLabel="Tüm villalar"
          options={options.types.map((t) => ({ value: t.id, label: t.name }))}
        />
        <FilterSelect
          id="listing-town"
          name="town"
          label="Bölge"
          defaultValue={query.town ? String(query.town) : ''}
          anyLabel="Tüm bölgeler"
          options={options.towns.map((t) => ({ value: t.town_id, label: t.name }))}
        />
        <FilterSelect id="listing-sort" name="sort" label="Sıralama" defaultValue={query.sort} options={SORT_OPTIONS} />
      </FilterForm>

      {result.items.length === 0 ? (
        <NoResults
          icon={<SearchX aria-hidden="true" className="size-10 text-slate-400 dark:text-slate-500" />}
          title="Aramanıza uygun villa bulunamadı"
        >
          {(filtered || query.page > 1) && (
            <Link
              href={paths.listing()}
              className="rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-sea-950 transition hover:bg-brand-400"
            >
              Tüm villaları göster
            </Link>
          )}
        </NoResults>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {/* Lazy images: on phones the filters fill the first screen; in view on desktop, they load right after layout. */}
          {result.items.map((villa) => (
            <li key={villa.id}>
              <VillaCard villa={villa} stayLink={{ checkin: query.checkin, checkout: query.checkout, guests: query.guests }} />
            </li>
          ))}
        </ul>
      )}

      <PageLinks page={query.page} last={lastPage} hrefOf={(p) => hrefOf(query, { page: p })} />
    </div>
  );
}
