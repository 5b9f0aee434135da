'use client';
import dynamic from 'next/dynamic';
import type { MapMarker } from './leaflet-map';
import { useTranslations } from 'next-intl';

export type { MapMarker } from './leaflet-map';

// Leaflet (≈ 45 kB gzip with its CSS) is fetched only when the map view is shown: never with the list (decision 024).
const LeafletMap = dynamic(() => import('./leaflet-map'), {
  ssr: false,
  loading: () => <MapLoading />,
});

function MapLoading() {
  const t = useTranslations('Client.Map');
  return <p className="flex h-full items-center justify-center text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>;
}

/** The map of ListingMap, rendered in the browser only. */
export function ListingMapCanvas(props: { markers: MapMarker[]; tiles: { url: string; attribution: string } }) {
  return <LeafletMap {...props} />;
}
