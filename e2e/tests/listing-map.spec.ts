/**
 * The listing's map view (issue 23, decision 024), phone and desktop: a
 * "Liste / Harita" switch shows the page's results as keyboard-reachable
 * markers on tiles from the server of the settings — here a stub tile server
 * started by the test on this machine, which counts its requests. A villa
 * without coordinates is left off and counted; a marker's popup links to the
 * villa page with the dates kept; the view survives reload and back; boats
 * stand at their marinas, one marker a marina listing its boats; the page
 * passes axe with the tile server stopped. Expectations come from the API.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { type BoatCard, PAGE_SIZE, type VillaCard, type VillaDetail } from '@yali/contract';
import { adminSession, expect, test, withRequest } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { villaWriteBody } from '../villa-write';

/** A 1×1 PNG (one blue pixel, stretched to a sea-like tile): every tile the stub serves. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The coming July (next year's once July has begun): boats are out then. */
function july(d: number): string {
  const now = new Date();
  const year = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-07-${String(d).padStart(2, '0')}`;
}
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const checkin = day(45);
const checkout = day(52);
const query = `checkin=${checkin}&checkout=${checkout}&guests=2`;

test.describe('listing map @mobile', () => {
  let tiles: Server;
  let tileRequests = 0;
  let cards: VillaCard[] = [];
  let bareCards: VillaCard[] = [];
  let unplaced: VillaDetail | undefined;

  const setPosition = async (request: APIRequestContext, v: VillaDetail, at: { lat: number | null; lng: number | null }) => {
    const { headers } = await adminSession(request);
    const res = await request.put(`/v1/admin/villas/${v.id}`, { headers, data: villaWriteBody(v, at) });
    expect(res.status(), await res.text()).toBe(200);
  };
  const saveTiles = async (request: APIRequestContext, values: { map_tile_url: string; map_tile_attribution: string }) => {
    const { headers } = await adminSession(request);
    const res = await request.put('/v1/admin/site/edit', { headers, data: values });
    expect(res.status(), await res.text()).toBe(200);
  };

  test.beforeAll(async ({ playwright }, info) => {
    tiles = createServer((req, res) => {
      if (/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) tileRequests += 1;
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(PNG);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const port = (tiles.address() as AddressInfo).port;
    await withRequest(playwright, info, async (request) => {
      await saveTiles(request, {
        map_tile_url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
        map_tile_attribution: '© Test haritası',
      });
      const { get } = await adminSession(request);
      // The second result of the page loses its position for the test (restored afterwards).
      const first = await get<{ items: VillaCard[] }>(`/v2/search?${query}&skip=0&take=${PAGE_SIZE.villas}`);
      const victim = first.items[1];
      expect(victim, 'the search needs two results').toBeDefined();
      unplaced = await get<VillaDetail>(`/v1/admin/villas/${victim?.id}`);
      await setPosition(request, unplaced, { lat: null, lng: null });
      cards = (await get<{ items: VillaCard[] }>(`/v2/search?${query}&skip=0&take=${PAGE_SIZE.villas}`)).items;
      bareCards = (await get<{ items: VillaCard[] }>(`/v2/search?skip=0&take=${PAGE_SIZE.villas}`)).items;
    });
  });

  test.afterAll(async ({ playwright }, info) => {
    await withRequest(playwright, info, async (request) => {
      await saveTiles(request, { map_tile_url: '', map_tile_attribution: '' });
      if (unplaced) await setPosition(request, unplaced, { lat: unplaced.lat, lng: unplaced.lng });
    });
    tiles.closeAllConnections();
    await new Promise((resolve) => tiles.close(resolve));
  });

  test('shows the results as markers, opens a popup by keyboard and keeps the view', async ({ page, shoot }, info) => {
    test.slow();
    const mapped = cards.filter((c) => c.lat !== null && c.lng !== null);
    expect(mapped.length).toBe(cards.length - 1);
    const target = mapped[0];
    if (!target) throw new Error('no mapped villa');

    await page.goto(`/listing?${query}`);
    const listButton = page.getByRole('button', { name: 'Liste', exact: true });
    const mapButton = page.getByRole('button', { name: 'Harita', exact: true });
    await expect(listButton).toHaveAttribute('aria-pressed', 'true');
    // The list view loads no map code.
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    const before = tileRequests;
    await mapButton.click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page).toHaveURL(new RegExp(`checkin=${checkin}`));
    await expect(mapButton).toHaveAttribute('aria-pressed', 'true');

    const region = page.getByRole('region', { name: 'Harita', exact: true });
    const markers = region.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(mapped.length);
    await expect(region.getByText('1 villanın konumu haritada yok')).toBeVisible();
    await expect.poll(() => tileRequests - before).toBeGreaterThan(0);
    await expect(region.getByText('© Test haritası')).toBeVisible();
    // The screen readers' list holds exactly the mapped villas.
    await expect(region.getByRole('list', { name: 'Haritadaki villalar' }).getByRole('listitem')).toHaveCount(mapped.length);

    if (info.project.name === 'mobile') {
      // Full width under the summary bar, and the list one tap away.
      const box = await region.locator('.leaflet-container').boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 1);
      await expect(listButton).toBeInViewport();
    }
    await shoot('listing-map-light');

    // Keyboard: focus the marker, Enter opens its popup and moves focus to its link.
    const marker = region.getByRole('button', { name: target.name, exact: true });
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = region.locator('.leaflet-popup-content');
    await expect(popup.getByText(target.name, { exact: true })).toBeVisible();
    await expect(popup.getByTestId('stay-total')).toBeVisible();
    const link = popup.getByRole('link', { name: `Villayı incele: ${target.name}` });
    await expect(link).toBeFocused();
    await shoot('listing-map-popup');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/villa/${target.slug}\\?checkin=${checkin}&checkout=${checkout}&guests=2$`));

    // Back and reload keep the map.
    await page.goBack();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByRole('region', { name: 'Harita', exact: true }).locator('.leaflet-marker-icon')).toHaveCount(
      mapped.length,
    );
    await page.reload();
    await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(mapped.length);

    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(mapped.length);
    await shoot('listing-map-dark');
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('link')).toBeFocused();
    await shoot('listing-map-popup-dark');
    await expectNoSeriousAxeViolations(page, 'listing map, dark, tiles served');

    // The list is one tap away and keeps the query.
    await listButton.click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page).toHaveURL(new RegExp(`checkin=${checkin}`));
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
  });

  test('maps the boats at their marinas: one marker a marina, its popup listing its boats', async ({ page, shoot }) => {
    test.slow();
    const first = july(12);
    const boats = (
      await (await page.request.get(`/v1/searchboats?checkin=${first}&checkout=${addDays(first, 2)}&take=20`)).json()
    ).content.items as BoatCard[];
    // One marker per marina position among the page's results; the rest are counted.
    const byPlace = new Map<string, BoatCard[]>();
    for (const b of boats.filter((x) => x.lat !== null && x.lng !== null)) {
      byPlace.set(`${b.lat},${b.lng}`, [...(byPlace.get(`${b.lat},${b.lng}`) ?? []), b]);
    }
    const crowded = [...byPlace.values()].sort((a, b) => b.length - a.length)[0];
    if (!crowded || crowded.length < 2) throw new Error('the demo data needs a marina with two boats free that week');

    await page.goto(`/listingboat?checkin=${first}&days=2`);
    await page.getByRole('button', { name: 'Harita', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/listingboat\\?checkin=${first}&days=2&view=map$`));
    const region = page.getByRole('region', { name: 'Harita', exact: true });
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(byPlace.size);
    await expect(region.getByRole('list', { name: 'Haritadaki tekneler' }).getByRole('listitem')).toHaveCount(byPlace.size);
    const marina = crowded[0]?.marina?.name as string;
    const marker = region.getByRole('button', { name: `${marina}: ${crowded.length} tekne`, exact: true });
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = region.locator('.leaflet-popup-content');
    for (const b of crowded) await expect(popup.getByRole('link', { name: `Tekneyi incele: ${b.name}` })).toBeVisible();
    await expect(popup.getByRole('link').first()).toBeFocused();
    await shoot('listing-map-boats');
    await expectNoSeriousAxeViolations(page, 'boat map');
    // A boat's link keeps the rental, as its card does.
    const target = crowded[0] as BoatCard;
    await popup.getByRole('link', { name: `Tekneyi incele: ${target.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/boat/${target.slug}\\?checkin=${first}&days=2$`));
  });

  test('maps the bare listing too, and passes axe with the tile server stopped', async ({ page }) => {
    tiles.closeAllConnections();
    await new Promise((resolve) => tiles.close(resolve));
    // The bare address is the cached list (decision 004); its switch leads to `/listing?view=map`.
    await page.goto('/listing');
    await page.getByRole('button', { name: 'Harita', exact: true }).click();
    await expect(page).toHaveURL(/\/listing\?view=map$/);
    const region = page.getByRole('region', { name: 'Harita', exact: true });
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(bareCards.filter((c) => c.lat !== null).length);
    await expect(region.locator('.leaflet-tile-loaded')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'listing map without tiles', { soft: false });
    // Restarted for the other project's run of this file (its own beforeAll makes a new one).
    tiles = createServer((_req, res) => res.end(PNG));
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  });
});
