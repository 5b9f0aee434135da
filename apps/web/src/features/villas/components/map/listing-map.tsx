import type { ReactNode } from 'react';
import type { BoatCard, VillaCard } from '@yali/contract';
import { BoatPrice } from '@/components/public/boats/boat-price';
import { StayTotal } from '@/features/booking/stay-total';
import { paths } from '@/lib/paths';
import { FromPrice } from '../from-price';
import { ListingMapCanvas, type MapMarker } from './listing-map-canvas';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';

/** One result on the map: its name, place line, card price, the card's link, and its position (degrees, or none). */
export type MapPlace = {
  id: number;
  name: string;
  place: string;
  lat: number | null;
  lng: number | null;
  price: ReactNode;
  href: string;
};

type Tiles = { url: string; attribution: string };

/** What the map of each kind of rental unit says: keys of the `Map` messages. */
const WORDS = {
  villa: { count: 'villaCount', unmapped: 'villaUnmapped', list: 'villaList', link: 'villaLink' },
  boat: { count: 'boatCount', unmapped: 'boatUnmapped', list: 'boatList', link: 'boatLink' },
} as const;

/**
 * A listing's map view (issue 23, decision 024): the page's results as
 * markers, in a region named "Harita". Results without a position are left
 * off and counted ("3 villanın konumu haritada yok"). Results at one position
 * share a marker — boats stand at their marina — named by the place and the
 * count ("Göcek Marina: 4 tekne"), whose popup lists them all.
 *
 * Each marker's popup — per result its name, place, the card's price in the
 * visitor's currency (server-rendered Money: CSS picks the currency), and
 * the card's link with the searched dates and guests — is rendered here as a
 * visually hidden list, which is also the screen readers' equivalent of the
 * map; the map (loaded on the client only, ListingMapCanvas) copies each item
 * into its marker's popup. `tiles`: the tile server of the settings.
 */
export function UnitsMap({ kind, places, tiles }: { kind: keyof typeof WORDS; places: MapPlace[]; tiles: Tiles }) {
  const words = WORDS[kind];
  const t = useTranslations('Map');
  const groups = new Map<string, (MapPlace & { lat: number; lng: number })[]>();
  for (const p of places) {
    if (p.lat === null || p.lng === null) continue;
    const key = `${p.lat},${p.lng}`;
    groups.set(key, [...(groups.get(key) ?? []), { ...p, lat: p.lat, lng: p.lng }]);
  }
  const stops = [...groups.values()].map((at) => {
    const [head] = at as [MapPlace & { lat: number; lng: number }];
    return {
      at,
      marker: {
        popup: `map-${kind}-${head.id}`,
        name: at.length === 1 ? head.name : t(words.count, { place: head.place, count: at.length }),
        lat: head.lat,
        lng: head.lng,
      } satisfies MapMarker,
    };
  });
  const unmapped = places.length - stops.reduce((n, s) => n + s.at.length, 0);
  return (
    <section aria-label={t('region')} className="mt-4 lg:mt-0">
      {unmapped > 0 && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" data-testid="map-unmapped">
          {t(words.unmapped, { count: unmapped })}
        </p>
      )}
      {/* Full width on phones; `isolate` keeps Leaflet's z-indices below the sticky summary bar. */}
      <div className="isolate -mx-4 h-[65vh] min-h-80 overflow-hidden bg-sea-50 sm:mx-0 sm:rounded-2xl lg:h-[70vh] dark:bg-slate-900">
        <ListingMapCanvas markers={stops.map((s) => s.marker)} tiles={tiles} />
      </div>
      {/* Visually hidden until a link in it is focused: the map's content for screen readers (decision 024). */}
      <ul
        aria-label={t(words.list)}
        className="sr-only focus-within:not-sr-only focus-within:mt-4 focus-within:grid focus-within:gap-3"
      >
        {stops.map(({ at, marker }) => (
          // The item's content is its marker's popup: every result at that position.
          <li key={marker.popup} id={marker.popup} className="grid gap-3">
            {at.map((p) => (
              <div key={p.id} className="grid gap-1">
                <p className="font-semibold text-slate-900 dark:text-white">{p.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{p.place}</p>
                {p.price}
                <a
                  href={p.href}
                  aria-label={`${t(words.link)}: ${p.name}`}
                  className="font-semibold text-sea-800 underline underline-offset-2 dark:text-brand-400"
                >
                  {t(words.link)}
                </a>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The villa listing's map: its cards as places (decision 024). */
export function ListingMap({
  villas,
  stayLink,
  tiles,
}: {
  villas: VillaCard[];
  stayLink: { checkin?: string | undefined; checkout?: string | undefined; guests?: number | undefined };
  tiles: Tiles;
}) {
  const locale = useLocale() as Locale;
  const places = villas.map((v) => ({
    id: v.id,
    name: v.name,
    place: [v.town, v.district].filter(Boolean).join(' / '),
    lat: v.lat,
    lng: v.lng,
    price: v.stay ? <StayTotal nights={v.stay.nights} kurus={v.stay.total_kurus} /> : <FromPrice kurus={v.from_price_kurus} />,
    href: localePath(locale, paths.villa(v.slug, stayLink)),
  }));
  return <UnitsMap kind="villa" places={places} tiles={tiles} />;
}

/** The boat listing's map: each boat at its marina (issue 23). */
export function BoatsMap({
  boats,
  stay,
  tiles,
}: {
  boats: BoatCard[];
  stay: { checkin?: string | undefined; days?: number | undefined; guests?: number | undefined };
  tiles: Tiles;
}) {
  const locale = useLocale() as Locale;
  const places = boats.map((b) => ({
    id: b.id,
    name: b.name,
    place: b.marina?.name ?? '',
    lat: b.lat,
    lng: b.lng,
    price: <BoatPrice fromKurus={b.from_price_kurus} rental={b.rental} />,
    href: localePath(locale, paths.boatStay(b.slug, stay)),
  }));
  return <UnitsMap kind="boat" places={places} tiles={tiles} />;
}
