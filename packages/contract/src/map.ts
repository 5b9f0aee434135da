/**
 * The listing's map view (issue 23, decision 024): the tile server is an
 * agency setting, kept with the site settings (`/dashboard/settings/site`,
 * `PUT /v1/admin/site/edit`) and published by `GET /v1/settings`.
 */
import { z } from 'zod';

export const MAP_TILE_URL_KEY = 'map_tile_url';
export const MAP_TILE_ATTRIBUTION_KEY = 'map_tile_attribution';
export const MAP_SETTING_KEYS = [MAP_TILE_URL_KEY, MAP_TILE_ATTRIBUTION_KEY] as const;

/** A key never saved (or saved empty) reads as these: OpenStreetMap's own tiles and the credit its licence asks for. */
export const MAP_SETTING_DEFAULTS = {
  [MAP_TILE_URL_KEY]: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  [MAP_TILE_ATTRIBUTION_KEY]: '© OpenStreetMap katkıcıları',
} as const;

/**
 * The map's tile source from the public settings (`key → value`). Without a saved URL (missing or empty) both
 * defaults apply: OpenStreetMap's tiles always carry the credit its licence asks for, whatever note was saved
 * for another server.
 */
export function mapTilesFromSettings(get: (key: string) => string | undefined): { url: string; attribution: string } {
  const url = get(MAP_TILE_URL_KEY)?.trim();
  if (!url) return { url: MAP_SETTING_DEFAULTS[MAP_TILE_URL_KEY], attribution: MAP_SETTING_DEFAULTS[MAP_TILE_ATTRIBUTION_KEY] };
  return { url, attribution: get(MAP_TILE_ATTRIBUTION_KEY)?.trim() || MAP_SETTING_DEFAULTS[MAP_TILE_ATTRIBUTION_KEY] };
}

/**
 * A tile URL template: https (any host), or http only to this machine (localhost, 127.0.0.1: a test's stub
 * server), with `{z}`, `{x}` and `{y}` in it; '' restores the default. Any other `{…}` placeholder is refused:
 * Leaflet would fail on it tile by tile ('{s}' subdomains and '{r}' retina are Leaflet's own and allowed).
 */
export function isTileUrlTemplate(v: string): boolean {
  if (v === '') return true;
  if (!/^(https:\/\/[^\s/?#]+|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)\/\S*$/i.test(v)) return false;
  if (!['{z}', '{x}', '{y}'].every((p) => v.includes(p))) return false;
  return (v.match(/\{[^}]*\}/g) ?? []).every((p) => ['{z}', '{x}', '{y}', '{s}', '{r}'].includes(p));
}

/** The site form's map fields (merged into `siteSettingsBody`). */
export const mapSettingsFields = {
  [MAP_TILE_URL_KEY]: z
    .string({ error: 'Harita katman adresi metin olmalı.' })
    .trim()
    .max(500, 'Harita katman adresi en fazla 500 karakter olabilir.')
    .refine(
      isTileUrlTemplate,
      'Harita katman adresi https:// ile başlamalı (testte http://localhost) ve {z}, {x}, {y} yer tutucularını içermeli; boş bırakılırsa OpenStreetMap kullanılır.',
    )
    .optional(),
  [MAP_TILE_ATTRIBUTION_KEY]: z
    .string({ error: 'Harita kaynak notu metin olmalı.' })
    .trim()
    .max(300, 'Harita kaynak notu en fazla 300 karakter olabilir.')
    .optional(),
};
