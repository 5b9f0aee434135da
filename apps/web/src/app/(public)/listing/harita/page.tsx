import { ListingMap } from '@/features/villas/components/map/listing-map';
import { ListingPage, listingMetadata, type SearchParams } from '../listing-page';

/**
 * `/listing?view=map` (issue 23): the listing with its results on a map.
 * next.config.ts rewrites that address here, so the map's client code
 * belongs to this route only and the list's first-load JavaScript stays as it
 * was (decision 024). Rendered per request, like ../(ara).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = listingMetadata;

export default function ListingMapPage({ searchParams }: { searchParams: SearchParams }) {
  return <ListingPage searchParams={searchParams} map={(props) => <ListingMap {...props} />} />;
}
