import type { VillaCard } from '@yali/contract';
import { StayTotal } from '@/features/booking/stay-total';
import { paths } from '@/lib/paths';
import { FromPrice } from '../from-price';
import { ListingMapCanvas, type MapMarker } from './listing-map-canvas';

/**
 * The listing's map view (issue 23, decision 024): the page's results as
 * markers, in a region named "Harita". Villas without coordinates are left
 * off and counted ("3 villanın konumu haritada yok").
 *
 * Each mapped villa's popup — name, place, the card's price in the visitor's
 * currency (server-rendered Money: CSS picks the currency), and the card's
 * link with the searched dates and guests — is rendered here as a visually
 * hidden list, which is also the screen readers' equivalent of the map; the
 * map (loaded on the client only, ListingMapCanvas) copies each item into its
 * marker's popup. `tiles`: the tile server of the settings.
 */
export function ListingMap({
  villas,
  stayLink,
  tiles,
}: {
  villas: VillaCard[];
  stayLink: { checkin?: string | undefined; checkout?: string | undefined; guests?: number | undefined };
  tiles: { url: string; attribution: string };
}) {
  const mapped = villas.filter(
    (v): v is VillaCard & { lat: number; lng: number } => typeof v.lat === 'number' && typeof v.lng === 'number',
  );
  const markers: MapMarker[] = mapped.map((v) => ({ id: v.id, name: v.name, lat: v.lat, lng: v.lng }));
  const unmapped = villas.length - mapped.length;
  return (
    <section aria-label="Harita" className="mt-4 lg:mt-0">
      {unmapped > 0 && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" data-testid="map-unmapped">
          {unmapped} villanın konumu haritada yok
        </p>
      )}
      {/* Full width on phones; `isolate` keeps Leaflet's z-indices below the sticky summary bar. */}
      <div className="isolate -mx-4 h-[65vh] min-h-80 overflow-hidden bg-sea-50 sm:mx-0 sm:rounded-2xl lg:h-[70vh] dark:bg-slate-900">
        <ListingMapCanvas markers={markers} tiles={tiles} />
      </div>
      {/* Visually hidden until a link in it is focused: the map's content for screen readers (decision 024). */}
      <ul
        aria-label="Haritadaki villalar"
        className="sr-only focus-within:not-sr-only focus-within:mt-4 focus-within:grid focus-within:gap-3"
      >
        {mapped.map((v) => (
          <li key={v.id} id={`map-villa-${v.id}`} className="grid gap-1">
            <p className="font-semibold text-slate-900 dark:text-white">{v.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{[v.town, v.district].filter(Boolean).join(' / ')}</p>
            {v.stay ? <StayTotal nights={v.stay.nights} kurus={v.stay.total_kurus} /> : <FromPrice kurus={v.from_price_kurus} />}
            <a
              href={paths.villa(v.slug, stayLink)}
              aria-label={`Villayı incele: ${v.name}`}
              className="font-semibold text-sea-800 underline underline-offset-2 dark:text-brand-400"
            >
              Villayı incele
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
