/**
 * The listing's map view (issue 23, decision 024) as the API serves it: a
 * searched villa's card carries its coordinates (null when not set), and the
 * tile server setting (`map_tile_url`, `map_tile_attribution` on
 * `PUT /v1/admin/site/edit`) is validated with Turkish 400s, refused to an
 * OWNER before the body is read, and published by `GET /v1/settings`.
 */
import { describe, expect, it } from 'vitest';
import { mapTilesFromSettings, type SettingEntry, type VillaCard } from '@yali/contract';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { adminSuite } from '../helpers/catalogue-suite.ts';
import { addDays } from '../helpers/dates.ts';
import { createPricedVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const s = adminSuite();
const asMap = (entries: SettingEntry[]) => Object.fromEntries(entries.map((e) => [e.key, e.value]));

describe('search cards carry the villa coordinates', () => {
  it('answers lat/lng on the card of a listed and of a dated search, null for a villa without a position', async () => {
    const today = todayInIstanbul();
    const placed = await createPricedVilla(s.t.db, { name: 'Villa Konumlu', lat: 36.2018, lng: 29.6393, capacity: 4 });
    const unplaced = await createPricedVilla(s.t.db, { name: 'Villa Konumsuz', lat: null, lng: null, capacity: 4 });
    await s.t.app.villaIndex.sync();
    const checkin = addDays(today, 30);
    for (const url of [
      '/v2/search?take=100',
      `/v2/search?checkin=${checkin}&checkout=${addDays(checkin, 7)}&guests=2&take=100`,
    ]) {
      const res = await s.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      const items = contentOf<Page<VillaCard>>(res).items;
      expect(
        items.find((v) => v.id === placed.id),
        url,
      ).toMatchObject({ lat: 36.2018, lng: 29.6393 });
      expect(
        items.find((v) => v.id === unplaced.id),
        url,
      ).toMatchObject({ lat: null, lng: null });
    }
  });
});

describe('the map tile setting', () => {
  const save = (body: object, token = s.adminToken) => s.call('PUT', '/v1/admin/site/edit', token, body);

  it('saves a tile URL and attribution with the site settings and GET /v1/settings publishes them', async () => {
    const url = 'https://tiles.example.com/{z}/{x}/{y}.png';
    const saved = asMap(
      contentOf<SettingEntry[]>(await save({ map_tile_url: ` ${url} `, map_tile_attribution: '© Örnek Harita' })),
    );
    expect(saved).toMatchObject({ map_tile_url: url, map_tile_attribution: '© Örnek Harita' });
    const pub = asMap(contentOf<SettingEntry[]>(await s.call('GET', '/v1/settings')));
    expect(pub).toMatchObject({ map_tile_url: url, map_tile_attribution: '© Örnek Harita' });
    // A local tile server (the tests' stub) is accepted over http; '' restores the default on the site.
    expect((await save({ map_tile_url: 'http://127.0.0.1:4555/{z}/{x}/{y}.png' })).statusCode).toBe(200);
    expect((await save({ map_tile_url: 'http://localhost/tiles/{z}/{x}/{y}.png?k=1' })).statusCode).toBe(200);
    expect((await save({ map_tile_url: '' })).statusCode).toBe(200);
    const cleared = asMap(contentOf<SettingEntry[]>(await s.call('GET', '/v1/settings')));
    expect(cleared.map_tile_url).toBe('');
    expect(mapTilesFromSettings((key) => cleared[key])).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap katkıcıları',
    });
  });

  it('refuses a tile URL that is not https (or local http) or lacks {z}, {x}, {y}, in Turkish, and keeps the saved one', async () => {
    const good = 'https://a.tile.example.org/{z}/{x}/{y}.png';
    expect((await save({ map_tile_url: good })).statusCode).toBe(200);
    for (const bad of [
      'http://tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com/{z}/{x}.png',
      'javascript:alert(1)//{z}{x}{y}',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com/{z}/{x}/{y}.png?key={apikey}',
      'http://localhost.evil.com/{z}/{x}/{y}.png',
      `https://tiles.example.com/${'a'.repeat(500)}/{z}/{x}/{y}.png`,
    ]) {
      const res = await save({ map_tile_url: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(
        errorOf(res)
          .issues?.map((i) => i.message)
          .join(' '),
        bad,
      ).toMatch(/Harita katman adresi/);
    }
    const long = await save({ map_tile_attribution: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).issues?.[0]?.message).toBe('Harita kaynak notu en fazla 300 karakter olabilir.');
    const typed = await save({ map_tile_url: 42 });
    expect(typed.statusCode).toBe(400);
    expect(errorOf(typed).issues?.[0]?.message).toBe('Harita katman adresi metin olmalı.');
    expect(asMap(contentOf<SettingEntry[]>(await s.call('GET', '/v1/admin/settings/site', s.adminToken))).map_tile_url).toBe(
      good,
    );
  });

  it('answers an OWNER 403 before reading the body, and anonymous 401', async () => {
    const owner = await save({ map_tile_url: 'not a url' }, s.ownerToken);
    expect(owner.statusCode).toBe(403);
    expect(errorOf(owner).code).toBe('FORBIDDEN');
    expect((await s.call('PUT', '/v1/admin/site/edit', undefined, { map_tile_url: 'x' })).statusCode).toBe(401);
  });
});
