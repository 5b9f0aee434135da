import { ListingMap } from '@/features/villas/components/map/listing-map';
import { ListingPage, listingMetadata, type SearchParams } from '../listing-page';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

/**
 * `/listing?view=map` (issue 23): the listing with its results on a map.
 * next.config.ts rewrites that address here, so the map's client code
 * belongs to this route only and the list's first-load JavaScript stays as it
 * was (decision 024). Rendered per request, like ../(ara).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = listingMetadata;

export default async function ListingMapPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  await pageLocale(params);
  return <ListingPage searchParams={searchParams} map={(props) => <ListingMap {...props} />} />;
}
