'use client';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

/**
 * A marker: `popup`, the id of the element whose content its popup copies;
 * `name`, what it is called (its title and accessible name); its position in degrees.
 */
export type MapMarker = { popup: string; name: string; lat: number; lng: number };

/** Where the map opens when no result has a position: the Turquoise Coast. */
const COAST: L.LatLngTuple = [36.8, 29.2];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const icon = L.divIcon({
  className: 'yali-map-marker',
  html: '<span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});

/**
 * The Leaflet map of the listing (issue 23): tiles from `tiles.url`, one
 * keyboard-focusable marker per place, named by it (Enter opens its
 * popup and moves focus to the popup's link; Escape closes it and returns
 * focus to the marker). Leaflet's English control texts are replaced by
 * the page's language's. The attribution is the agency's plain text, escaped (Leaflet
 * writes it as HTML).
 */
export default function LeafletMap({ markers, tiles }: { markers: MapMarker[]; tiles: { url: string; attribution: string } }) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useTranslations('Client.Map');
  const [zoomIn, zoomOut] = [t('zoomIn'), t('zoomOut')];
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const map = L.map(el, { zoomControl: false, scrollWheelZoom: false });
    map.attributionControl.setPrefix(false);
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
    for (const m of markers) {
      const content = document.createElement('div');
      content.className = 'grid gap-3 text-slate-900';
      const source = document.getElementById(m.popup);
      if (source) content.append(...Array.from(source.childNodes, (n) => n.cloneNode(true)));
      const marker = L.marker([m.lat, m.lng], { icon, title: m.name, keyboard: true, riseOnHover: true })
        .bindPopup(content, { minWidth: 200, maxWidth: 260, maxHeight: 320 })
        .addTo(map);
      marker.getElement()?.setAttribute('aria-label', m.name);
      marker.on('popupopen', (e) => {
        const popup = (e as L.PopupEvent).popup.getElement();
        popup?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', 'Kapat');
        popup?.querySelector<HTMLAnchorElement>('.leaflet-popup-content a')?.focus({ preventScroll: true });
      });
      marker.on('popupclose', (e) => {
        const popup = (e as L.PopupEvent).popup.getElement();
        if (popup?.contains(document.activeElement) || document.activeElement === document.body) marker.getElement()?.focus();
      });
    }
    if (markers.length > 0) {
      map.fitBounds(L.latLngBounds(markers.map((m) => [m.lat, m.lng] as L.LatLngTuple)), { padding: [36, 36], maxZoom: 13 });
    } else {
      map.setView(COAST, 7);
    }
    return () => {
      map.remove();
    };
  }, [markers, tiles, zoomIn, zoomOut]);
  return <div ref={ref} className="h-full w-full" data-testid="listing-map" />;
}
