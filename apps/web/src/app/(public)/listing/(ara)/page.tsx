import { PageLinks } from '@/components/public/page-links';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchX, SlidersHorizontal } from '@/components/icons';
import { PAGE_SIZE, TIME_ZONE } from '@yali/contract';
import { getSearchOptions, type SearchOptions, searchVillas, type VillaSort } from '@/features/villas/api';
import { VillaCard } from '@/features/villas/components/villa-card';
import { isVillaSort, SORT_OPTIONS, todayIso, typeHeading } from '@/features/villas/lib/labels';
import { StayFields } from '@/features/booking/stay-fields';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

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

const selectClass =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white';
const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

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
      <nav aria-label="Sayfa yolu" className="text-sm text-slate-500 dark:text-slate-400">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href={paths.home} className="rounded hover:text-sea-700 dark:hover:text-white">
              Ana Sayfa
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-700 dark:text-slate-200">
            Villalar
          </li>
        </ol>
      </nav>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{heading}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400" aria-live="polite">
            {result.total} villa bulundu
          </p>
        </div>
      </div>

      <form
        action={paths.listing()}
        method="get"
        aria-label="Villaları filtrele ve sırala"
        className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end dark:border-slate-800 dark:bg-slate-900"
      >
        <StayFields checkin={query.checkin} checkout={query.checkout} guests={query.guests} today={todayIso(TIME_ZONE)} />
        <div>
          <label htmlFor="listing-types" className={labelClass}>
            Villa tipi
          </label>
          <select
            id="listing-types"
            name="types"
            defaultValue={query.types.length === 1 ? String(query.types[0]) : ''}
            className={selectClass}
          >
            <option value="">Tüm villalar</option>
            {options.types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="listing-town" className={labelClass}>
            Bölge
          </label>
          <select id="listing-town" name="town" defaultValue={query.town ? String(query.town) : ''} className={selectClass}>
            <option value="">Tüm bölgeler</option>
            {options.towns.map((t) => (
              <option key={t.town_id} value={t.town_id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="listing-sort" className={labelClass}>
            Sıralama
          </label>
          <select id="listing-sort" name="sort" defaultValue={query.sort} className={selectClass}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-500 px-6 text-sm font-semibold text-sea-950 transition hover:bg-brand-400"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Uygula
        </button>
      </form>

      {result.items.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
          <SearchX aria-hidden="true" className="size-10 text-slate-400 dark:text-slate-500" />
          <p className="text-lg font-medium text-slate-800 dark:text-slate-100">Aramanıza uygun villa bulunamadı</p>
          {(filtered || query.page > 1) && (
            <Link
              href={paths.listing()}
              className="rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-sea-950 transition hover:bg-brand-400"
            >
              Tüm villaları göster
            </Link>
          )}
        </div>
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
