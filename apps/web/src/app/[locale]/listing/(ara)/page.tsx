import { ListingPage, listingMetadata, type SearchParams } from '../listing-page';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// A visitor's query: rendered per request from cached reads. The bare address is rewritten to the cached ../tum (decision 004).
export const dynamic = 'force-dynamic';

export const generateMetadata = listingMetadata;

export default async function FilteredListingPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  await pageLocale(params);
  return <ListingPage searchParams={searchParams} />;
}
