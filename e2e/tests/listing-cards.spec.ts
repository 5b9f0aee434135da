/**
 * Result cards and filters (issue 23): a villa card shows its published reviews' score and
 * count; a boat card has the favourite heart, the boat goes into the favourites menu with a
 * link to its page, next to a villa of the same id kept from before boats could be
 * favourites, and stays there after a reload; the listing's "Yatak odası" and "Denize
 * uzaklık" filters narrow the results to what the API finds and are kept in the address.
 * Expectations come from the API, not from counts of the demo data. Screenshots: phone and
 * desktop, light and dark.
 */
import type { Locator, Page } from '@playwright/test';
import { adminSession, expect, test } from '../fixtures';
import type { VillaDetail } from '@yali/contract';
import { expectNoSeriousAxeViolations, revealLazyImages } from '../page-checks';
import { villaWriteBody } from '../villa-write';

type Card = { id: number; slug: string; name: string; rating: number | null; review_count: number };
type BoatCard = { id: number; slug: string; name: string };
type SearchPage<T> = { items: T[]; total: number };

const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const search = async (page: Page, query: string): Promise<SearchPage<Card>> =>
  (await (await page.request.get(`/v2/search?client=true&take=100&${query}`)).json()).content;

const countOnPage = async (page: Page) => Number((await page.getByText(/\d+ villa bulundu/).textContent())?.match(/\d+/)?.[0]);

/** The listing's filter form: the phone's sheet (opened) or the desktop's side bar. */
async function openFilters(page: Page): Promise<Locator> {
  const opener = page.getByRole('button', { name: /^Filtrele/ });
  if (await opener.isVisible()) {
    await opener.click();
    return page.getByRole('dialog', { name: 'Filtrele' });
  }
  return page.getByRole('form', { name: 'Villaları filtrele ve sırala' });
}

async function shootBoth(page: Page, shoot: (name: string) => Promise<void>, name: string) {
  await revealLazyImages(page);
  await shoot(`${name}-light`);
  await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
  await page.reload();
  await revealLazyImages(page);
  await expectNoSeriousAxeViolations(page, `${name} (dark)`);
  await shoot(`${name}-dark`);
  await page.evaluate(() => localStorage.removeItem('yali_theme'));
}

test.describe('listing cards and filters @mobile', () => {
  test('a villa card shows its review score and count', async ({ page, shoot }) => {
    const { items } = await search(page, '');
    const scored = items.find((c) => c.rating !== null) as Card;
    expect(scored, 'a demo villa with a published review').toBeTruthy();
    await page.goto('/listing');
    const card = page.locator('main article', { has: page.getByRole('link', { name: scored.name, exact: true }) });
    await expect(
      card.getByRole('img', {
        name: `5 üzerinden ${oneDecimal.format(scored.rating as number)} puan, ${scored.review_count} yorum`,
      }),
    ).toBeVisible();
    await expect(card).toContainText(`${scored.review_count} yorum`);
    // A villa without a published review shows no score at all, never "0".
    for (const c of items.filter((i) => i.rating === null).slice(0, 3)) {
      const other = page.locator('main article', { has: page.getByRole('link', { name: c.name, exact: true }) });
      await expect(other.getByRole('img', { name: /puan/ })).toHaveCount(0);
    }
    await expectNoSeriousAxeViolations(page, 'listing');
    await shootBoth(page, shoot, 'listing-cards');
  });

  test("a boat's heart keeps it in the favourites, beside an earlier villa favourite of the same id", async ({ page, shoot }) => {
    const boats = (await (await page.request.get('/v1/searchboats?client=true&take=20')).json()).content as SearchPage<BoatCard>;
    const boat = boats.items[0] as BoatCard;
    // A villa favourite in the shape stored before boats could be favourites (no kind), with the boat's id.
    const villa = (await search(page, '')).items[0] as Card;
    await page.goto('/listingboat');
    await page.evaluate(
      ([v, id]) => localStorage.setItem('yali_favourites', JSON.stringify([{ id, slug: v.slug, name: v.name, thumbnail: null }])),
      [villa, boat.id] as const,
    );
    await page.reload();

    const card = page.locator('main article', { has: page.getByRole('link', { name: boat.name, exact: true }) });
    const heart = card.getByRole('button', { name: `${boat.name} favorilere ekle` });
    await heart.click();
    await expect(page.getByText('Tekne favorilere eklendi.')).toBeVisible();
    await expect(card.getByRole('button', { name: `${boat.name} favorilerden çıkar` })).toHaveAttribute('data-favourite', 'on');

    await page.reload();
    await expect(card.getByRole('button', { name: `${boat.name} favorilerden çıkar` })).toHaveAttribute('data-favourite', 'on');
    await page.getByRole('button', { name: 'Favorilerim (2)' }).first().click();
    const boatList = page.getByRole('list', { name: 'Favori tekneler' });
    await expect(boatList.getByRole('link', { name: boat.name })).toHaveAttribute('href', `/boat/${boat.slug}`);
    const villaList = page.getByRole('list', { name: 'Favori villalar' });
    await expect(villaList.getByRole('link', { name: villa.name })).toHaveAttribute('href', `/villa/${villa.slug}`);
    await expectNoSeriousAxeViolations(page, 'favourites menu with a boat');
    await shoot('listing-cards-favourites');

    // Removing the boat leaves the villa of the same id.
    await boatList.getByRole('button', { name: `${boat.name} favorilerden kaldır` }).click();
    await expect(page.getByText('Tekne favorilerden kaldırıldı.')).toBeVisible();
    await expect(boatList).toHaveCount(0);
    await expect(villaList.getByRole('link', { name: villa.name })).toBeVisible();
    await expect(card.getByRole('button', { name: `${boat.name} favorilere ekle` })).toHaveAttribute('data-favourite', 'off');
  });

  test('the bedrooms and sea-distance filters narrow the results and stay in the address', async ({ page, request, shoot }) => {
    test.slow();
    // Bedrooms: the smallest "n+" choice that leaves out some villas but not all.
    const all = await search(page, '');
    let bedrooms = 0;
    let expected: SearchPage<Card> = all;
    for (let n = 2; n <= 6; n++) {
      expected = await search(page, `bedrooms=${n}`);
      if (expected.total > 0 && expected.total < all.total) {
        bedrooms = n;
        break;
      }
    }
    expect(bedrooms, 'a bedrooms choice that narrows the demo villas').toBeGreaterThan(0);

    await page.goto('/listing');
    let filters = await openFilters(page);
    await filters.getByLabel('Yatak odası').selectOption(String(bedrooms));
    await expect(filters.getByLabel('Yatak odası').locator('option:checked')).toHaveText(`${bedrooms}+ (${expected.total})`);
    await expectNoSeriousAxeViolations(page, 'filters with the new fields');
    await filters.getByRole('button', { name: 'Uygula' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]bedrooms=${bedrooms}(&|$)`));
    await expect.poll(() => countOnPage(page)).toBe(expected.total);

    // Sea distance: two villas given distances through the back office's API, one near and one far.
    const admin = await adminSession(request);
    const [near, far] = expected.items as [Card, Card];
    for (const [card, metres] of [
      [near, 250],
      [far, 900],
    ] as const) {
      const v = await admin.get<VillaDetail>(`/v1/admin/villas/${card.id}`);
      const body = villaWriteBody(v, { sea_distance_m: metres });
      const res = await request.put(`/v1/admin/villas/${card.id}`, { headers: admin.headers, data: body });
      expect(res.status(), await res.text()).toBe(200);
    }
    const nearby = await search(page, `bedrooms=${bedrooms}&max_sea_m=500`);
    expect(nearby.items.map((c) => c.id)).toContain(near.id);
    expect(nearby.items.map((c) => c.id)).not.toContain(far.id);

    await page.reload();
    filters = await openFilters(page);
    await expect(filters.getByLabel('Yatak odası')).toHaveValue(String(bedrooms));
    await filters.getByLabel('Denize uzaklık').selectOption({ label: "500 m'ye kadar" });
    await filters.getByRole('button', { name: 'Uygula' }).click();
    await expect(page).toHaveURL(/[?&]max_sea_m=500(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]bedrooms=${bedrooms}(&|$)`));
    await expect.poll(() => countOnPage(page)).toBe(nearby.total);
    await expect(page.locator('main article h2 a')).toHaveText(nearby.items.slice(0, 20).map((c) => c.name));
    // The phone's "Filtrele" button counts both filters.
    const opener = page.getByRole('button', { name: /^Filtrele/ });
    if (await opener.isVisible()) await expect(opener).toContainText('2');
    await expectNoSeriousAxeViolations(page, 'listing filtered by bedrooms and sea distance');
    await shootBoth(page, shoot, 'listing-cards-filtered');
  });
});
