import { PageLinks } from '@/components/public/page-links';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Hourglass, SlidersHorizontal } from '@/components/icons';
import { getShorttermOffers, ShorttermOfferGrid } from '@/features/booking/short-term-offers';
import { pageMetadata } from '@/features/seo/metadata';
import { getSearchOptions } from '@/features/villas/api';
import { paths } from '@/lib/paths';

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

const TITLE = 'Kısa Süreli Fırsatlar';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = parseQuery(await searchParams);
  const town = query.town ? (await getSearchOptions()).towns.find((t) => t.town_id === query.town) : undefined;
  const heading = town ? `${TITLE} – ${town.name}` : TITLE;
  return pageMetadata({
    title: query.page > 1 ? `${heading} – Sayfa ${query.page}` : heading,
    description:
      'Rezervasyonlar arasında kalan kısa boşluklar: özel havuzlu villalarda en az konaklama şartı olmadan kısa tatil fırsatları.',
    path: paths.shortTermOffers({ town: town?.town_id, page: query.page }),
  });
}

export default async function ShortTermOffersPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseQuery(await searchParams);
  const [options, result] = await Promise.all([
    getSearchOptions(),
    getShorttermOffers({ skip: (query.page - 1) * PAGE_SIZE, take: PAGE_SIZE, town: query.town }),
  ]);
  const town = options.towns.find((t) => t.town_id === query.town);
  const lastPage = Math.max(1, Math.ceil(result.total / PAGE_SIZE));

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
            {TITLE}
          </li>
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {town ? `${TITLE} – ${town.name}` : TITLE}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        İki rezervasyon arasında kalan, villanın olağan en az konaklama süresinden kısa boşluklar. Bu tarihleri olduğu gibi
        seçtiğinizde en az konaklama ve giriş günü şartı aranmaz; fiyat, villanın gecelik fiyatları ve temizlik ücretidir.
      </p>
      <p className="mt-2 font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
        {result.total} fırsat bulundu
      </p>

      <form
        action={paths.shortTermOffers()}
        method="get"
        aria-label="Fırsatları bölgeye göre süz"
        className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="min-w-56 flex-1 sm:flex-none">
          <label
            htmlFor="shortterm-town"
            className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            Bölge
          </label>
          <select
            id="shortterm-town"
            name="town"
            defaultValue={town ? String(town.town_id) : ''}
            className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          >
            <option value="">Tüm bölgeler</option>
            {options.towns.map((t) => (
              <option key={t.town_id} value={t.town_id}>
                {t.name}
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
          <Hourglass aria-hidden="true" className="size-10 text-slate-400 dark:text-slate-500" />
          <p className="text-lg font-medium text-slate-800 dark:text-slate-100">
            {query.page > 1 && result.total > 0
              ? 'Bu sayfada fırsat kalmadı.'
              : town
                ? `${town.name} bölgesinde şu anda kısa süreli fırsat yok.`
                : 'Şu anda kısa süreli fırsat yok.'}
          </p>
          <p className="max-w-xl text-slate-600 dark:text-slate-400">
            Fırsatlar rezervasyonlar değiştikçe oluşur; daha sonra yeniden bakın ya da tarihlerinize uygun villaları arayın.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {(query.town || query.page > 1) && (
              <Link
                href={paths.shortTermOffers()}
                className="rounded-full border border-sea-800 px-5 py-2.5 font-semibold text-sea-800 hover:bg-sea-50 dark:border-brand-400 dark:text-brand-400 dark:hover:bg-slate-800"
              >
                Tüm fırsatlar
              </Link>
            )}
            <Link
              href={paths.listing()}
              className="rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-sea-950 transition hover:bg-brand-400"
            >
              Villa ara
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-8">
          <ShorttermOfferGrid offers={result.items} />
        </div>
      )}

      <PageLinks page={query.page} last={lastPage} hrefOf={(p) => paths.shortTermOffers({ town: query.town, page: p })} />
    </div>
  );
}
