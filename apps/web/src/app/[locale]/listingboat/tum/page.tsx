import FilteredBoatListingPage, { generateMetadata as filteredMetadata } from '../(ara)/page';
import type { LocaleParams } from '@/i18n/page-locale';

/**
 * `/listingboat` without a query: the same page as a filtered search, but cached
 * (ISR) and revalidated on demand (DESIGN §4, decision 004). next.config.ts
 * rewrites the bare address here; with a query it is served per request by
 * `../(ara)`.
 */
export const revalidate = 300;

const noQuery = Promise.resolve({});

export const generateMetadata = ({ params }: { params: LocaleParams }) => filteredMetadata({ params, searchParams: noQuery });

export default function BoatListingPage({ params }: { params: LocaleParams }) {
  return <FilteredBoatListingPage params={params} searchParams={noQuery} />;
}
