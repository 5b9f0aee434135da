import { ListingPage as FilteredListingPage, listingMetadata as filteredMetadata } from '../listing-page';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

/**
 * `/listing` without a query: the same page as a filtered search, but cached
 * (ISR) and revalidated on demand (DESIGN §4, decision 004). next.config.ts
 * rewrites the bare address here; with a query it is served per request by
 * `../(ara)`.
 */
export const revalidate = 300;

const noQuery = Promise.resolve({});

export const generateMetadata = ({ params }: { params: LocaleParams }) => filteredMetadata({ params, searchParams: noQuery });

export default async function ListingPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <FilteredListingPage searchParams={noQuery} />;
}
