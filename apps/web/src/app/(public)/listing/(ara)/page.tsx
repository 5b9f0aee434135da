import { ListingPage, listingMetadata, type SearchParams } from '../listing-page';

// A visitor's query: rendered per request from cached reads. The bare address is rewritten to the cached ../tum (decision 004).
export const dynamic = 'force-dynamic';

export const generateMetadata = listingMetadata;

export default function FilteredListingPage({ searchParams }: { searchParams: SearchParams }) {
  return <ListingPage searchParams={searchParams} />;
}
