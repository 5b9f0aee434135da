import { ListingPage as FilteredListingPage, listingMetadata as filteredMetadata } from '../listing-page';

/**
 * `/listing` without a query: the same page as a filtered search, but cached
 * (ISR) and revalidated on demand (DESIGN §4, decision 004). next.config.ts
 * rewrites the bare address here; with a query it is served per request by
 * `../(ara)`.
 */
export const revalidate = 300;

const noQuery = Promise.resolve({});

export const generateMetadata = () => filteredMetadata({ searchParams: noQuery });

export default function ListingPage() {
  return <FilteredListingPage searchParams={noQuery} />;
}
