import { PageLinks } from '@/components/public/page-links';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Hourglass } from '@/components/icons';
import { getShorttermOffers, ShorttermOfferGrid } from '@/features/booking/short-term-offers';
import { pageMetadata } from '@/features/seo/metadata';
import { getSearchOptions } from '@/features/villas/api';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from '@/components/public/breadcrumbs';
import { FilterForm, FilterSelect, NoResults } from '@/components/public/filter-form';
import { type LocaleParams, pageLocale, type QueryPageProps } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { getTranslations } from 'next-intl/server';

// A visitor's query: rendered per request from cached reads. The bare address is rewritten to the cached ../tum (decision 004).
export const dynamic = 'force-dynamic';

/** Offers per page: 20, like the villa listing (SPEC §9). */
const PAGE_SIZE = 20;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const positiveInt = (v: string | string[] | undefined) => {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** The page's query; anything malformed is ignored rather than sent to the API. */
function parseQuery(raw: Record<string, string | string[] | undefined>) {
  return { town: positiveInt(raw.town), page: positiveInt(raw.page) ?? 1 };
}

export async function generateMetadata({ params, searchParams }: QueryPageProps): Promise<Metadata> {
  const query = parseQuery(await searchParams);
  const locale = await pageLocale(params);
  const town = query.town ? (await getSearchOptions(locale)).towns.find((o) => o.town_id === query.town) : undefined;
  const [t, listing] = await Promise.all([
    getTranslations({ locale, namespace: 'Offers' }),
    getTranslations({ locale, namespace: 'Listing' }),
  ]);
  const heading = town ? t('titleIn', { town: town.name }) : t('title');
  return pageMetadata({
    locale,
    title: query.page > 1 ? listing('pageTitle', { heading, page: query.page }) : heading,
    description: t('description'),
    path: paths.shortTermOffers({ town: town?.town_id, page: query.page }),
  });
}

export default async function ShortTermOffersPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Offers');
  const to = (path: string) => localePath(locale, path);
  const query = parseQuery(await searchParams);
  const [options, result] = await Promise.all([
    getSearchOptions(locale),
    getShorttermOffers({ skip: (query.page - 1) * PAGE_SIZE, take: PAGE_SIZE, town: query.town }, locale),
  ]);
  const town = options.towns.find((o) => o.town_id === query.town);
  const lastPage = Math.max(1, Math.ceil(result.total / PAGE_SIZE));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumbs current={t('title')} />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {town ? t('titleIn', { town: town.name }) : t('title')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{t('lead')}</p>
      <p className="mt-2 font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
        {t('found', { count: result.total })}
      </p>

      <FilterForm
        action={to(paths.shortTermOffers())}
        label={t('filter')}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <FilterSelect
          id="shortterm-town"
          name="town"
          label={t('region')}
          className="min-w-56 flex-1 sm:flex-none"
          defaultValue={town ? String(town.town_id) : ''}
          anyLabel={t('allRegions')}
          options={options.towns.map((o) => ({ value: o.town_id, label: o.name }))}
        />
      </FilterForm>

      {result.items.length === 0 ? (
        <NoResults
          icon={<Hourglass aria-hidden="true" className="size-10 text-slate-400 dark:text-slate-500" />}
          title={query.page > 1 && result.total > 0 ? t('noMore') : town ? t('noneIn', { town: town.name }) : t('none')}
        >
          <p className="max-w-xl text-slate-600 dark:text-slate-400">{t('hint')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {(query.town || query.page > 1) && (
              <Link
                href={to(paths.shortTermOffers())}
                className="rounded-full border border-sea-800 px-5 py-2.5 font-semibold text-sea-800 hover:bg-sea-50 dark:border-brand-400 dark:text-brand-400 dark:hover:bg-slate-800"
              >
                {t('all')}
              </Link>
            )}
            <Link
              href={to(paths.listing())}
              className="rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-sea-950 transition hover:bg-brand-400"
            >
              {t('searchVillas')}
            </Link>
          </div>
        </NoResults>
      ) : (
        <div className="mt-8">
          <ShorttermOfferGrid offers={result.items} />
        </div>
      )}

      <PageLinks page={query.page} last={lastPage} hrefOf={(p) => to(paths.shortTermOffers({ town: query.town, page: p }))} />
    </div>
  );
}
