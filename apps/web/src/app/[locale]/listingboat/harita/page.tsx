import { BoatsMap } from '@/features/villas/components/map/listing-map';
import { BoatListing, generateMetadata as boatListingMetadata } from '../(ara)/page';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

/**
 * `/listingboat?view=map` (issue 23): the boat listing with its results on a
 * map, each boat at its marina. next.config.ts rewrites that address here, so
 * the map's client code belongs to this route only (decision 024). Rendered
 * per request, like ../(ara).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = boatListingMetadata;

export default async function BoatListingMapPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await pageLocale(params);
  return <BoatListing searchParams={searchParams} map={(props) => <BoatsMap {...props} />} />;
}
