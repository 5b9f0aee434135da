/**
 * Guest search (issue 23): the home page's search (region, one Turkish date
 * range picker, guests, villa/boat switch) lands on the listing filtered by
 * availability; on a phone the listing opens on a one-line summary with a
 * "Filtrele" sheet (price range, features) that keeps the scroll position;
 * the boat listing's dates travel in its result links; on a desktop the
 * filters stand beside the results and a dated card shows the nightly price
 * beside the stay's total. Expectations come from the API, not from counts
 * of the demo data.
 */
import path from 'node:path';
import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

type Options = {
  towns: { town_id: number; name: string }[];
  features: { id: number; name: string; count: number }[];
};
type Card = { slug: string; features: { id: number }[]; stay?: { nights: number; total_kurus: number } | null };
type SearchPage = { items: Card[]; total: number };

/** The coming July (next year's once July has begun): the season guests search. */
function july(day: number): string {
  const now = new Date();
  const year = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-07-${String(day).padStart(2, '0')}`;
}

const search = async (page: Page, query: string): Promise<SearchPage> =>
  (await (await page.request.get(`/v2/search?client=true&take=100&${query}`)).json()).content;

const countOnPage = async (page: Page) => Number((await page.getByText(/\d+ villa bulundu/).textContent())?.match(/\d+/)?.[0]);

/** Picks [first, last] in the open date dialog, moving month by month with its Turkish "next month" button. */
async function pickRange(dialog: Locator, first: string, last: string) {
  await expect(dialog.getByRole('button', { name: /Go to/ })).toHaveCount(0);
  const day = (iso: string) => dialog.locator(`[data-day="${iso}"]:not([data-outside]) button`);
  for (const iso of [first, last]) {
    for (let i = 0; i < 14 && !(await day(iso).isVisible()); i++) {
      await dialog.getByRole('button', { name: 'Sonraki aya git' }).click();
    }
    await day(iso).click();
  }
  // The second day closes the dialog.
  await expect(dialog).toBeHidden();
}

test.describe('guest search on a phone', () => {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel, viewport: { width: 390, height: 844 } });

  test('home search → listing filtered by availability → filter sheet keeps the scroll', async ({ page, shoot }) => {
    test.setTimeout(120_000);
    const checkin = july(10);
    const checkout = july(17);
    const options = (await (await page.request.get('/v1/search/options')).json()).content as Options;
    // The region with the most villas free for that week and six guests.
    let town = options.towns[0] as Options['towns'][number];
    let best = -1;
    for (const t of options.towns) {
      const { total } = await search(page, `town=${t.town_id}&checkin=${checkin}&checkout=${checkout}&guests=6`);
      if (total > best) [town, best] = [t, total];
    }
    expect(best).toBeGreaterThan(0);

    await page.goto('/');
    const form = page.getByRole('form', { name: 'Villa arama' });
    await form.getByLabel('Bölge').selectOption({ label: town.name });
    await form.getByRole('button', { name: /Tarihler/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Giriş ve çıkış tarihi' });
    await expect(dialog.getByRole('button', { name: 'Önceki aya git' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'home with the date dialog');
    await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screenshots/guest-search-phone-dates.png') });
    await pickRange(dialog, checkin, checkout);
    await expect(form.getByRole('button', { name: /Tarihler/ })).toContainText('10–17 Tem · 7 gece');
    await form.getByLabel('Kişi sayısı').selectOption('6');
    await expectNoSeriousAxeViolations(page, 'home');
    await shoot('guest-search-phone-home');
    await form.getByRole('button', { name: 'Villa Bul' }).click();

    await expect(page).toHaveURL(new RegExp(`/listing\\?town=${town.town_id}&checkin=${checkin}&checkout=${checkout}&guests=6$`));
    await expect(page.getByTestId('search-summary')).toHaveText(`${town.name} · 10–17 Tem · 6 kişi`);
    // Only the villas the API finds free and bookable for that stay, in its order.
    const free = await search(page, `town=${town.town_id}&checkin=${checkin}&checkout=${checkout}&guests=6`);
    expect(await countOnPage(page)).toBe(free.total);
    const slugs = await page
      .locator('main article h2 a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(slugs).toEqual(free.items.slice(0, 20).map((v) => `/villa/${v.slug}`));
    // The phone opens on results: the first card starts on the first screen.
    const firstCard = page.locator('main article').first();
    expect((await firstCard.boundingBox())?.y ?? 9999).toBeLessThan(844);
    await expectNoSeriousAxeViolations(page, 'listing');
    await shoot('guest-search-phone-listing');

    // The sheet: a price bound under the dearest stay and a feature the search's villas have.
    const totals = free.items.map((v) => Math.round((v.stay?.total_kurus ?? 0) / 100)).sort((a, b) => a - b);
    const maxPrice = totals.length > 1 ? (totals[Math.floor(totals.length / 2)] as number) : (totals[0] as number);
    // The feature most of the villas within that price have: the bound and the feature leave some results.
    const within = free.items.filter((v) => Math.round((v.stay?.total_kurus ?? 0) / 100) <= maxPrice);
    const tally = new Map<number, number>();
    for (const v of within) for (const f of v.features) tally.set(f.id, (tally.get(f.id) ?? 0) + 1);
    const featureId = [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (options.features[0]?.id as number);
    const feature = options.features.find((f) => f.id === featureId) as Options['features'][number];
    const expected = await search(
      page,
      `town=${town.town_id}&checkin=${checkin}&checkout=${checkout}&guests=6&max_price=${maxPrice}&features=${feature.id}`,
    );
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(free.total);

    await page.evaluate(() => window.scrollTo(0, 500));
    await page.getByRole('button', { name: /Filtrele/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtrele' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('group', { name: 'Konaklama toplamı (₺)' })).toBeVisible();
    await sheet.getByLabel('En yüksek fiyat (₺)').fill(String(maxPrice));
    await sheet.getByRole('checkbox', { name: new RegExp(`^${feature.name}`) }).check();
    await expectNoSeriousAxeViolations(page, 'filter sheet');
    await sheet.getByRole('button', { name: 'Uygula' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`max_price=${maxPrice}`));
    await expect(page).toHaveURL(new RegExp(`features=${feature.id}`));
    await expect(page).toHaveURL(new RegExp(`checkin=${checkin}&checkout=${checkout}`));
    await expect.poll(() => countOnPage(page)).toBe(expected.total);
    // Applying kept the visitor where they were.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test('boat listing: the same picker, and the dates travel in the result links; dark screenshots', async ({ page, shoot }) => {
    test.setTimeout(120_000);
    // Boats: the same picker (first and last day), and the dates travel in the result links.
    await page.goto('/listingboat');
    await page.getByRole('button', { name: /Filtrele/ }).click();
    const boatSheet = page.getByRole('dialog', { name: 'Filtrele' });
    await boatSheet.getByRole('button', { name: /Tarihler/ }).click();
    await pickRange(page.getByRole('dialog', { name: 'Kiralama tarihleri' }), july(12), july(14));
    await boatSheet.getByLabel('Kişi sayısı').selectOption('4');
    await boatSheet.getByRole('button', { name: 'Uygula' }).click();
    await expect(page).toHaveURL(new RegExp(`/listingboat\\?checkin=${july(12)}&days=3&guests=4$`));
    await expect(page.getByTestId('search-summary')).toHaveText('Tüm marinalar · 12–14 Tem (3 gün) · 4 kişi');
    const boatLink = page.locator('main article h2 a').first();
    await expect(boatLink).toHaveAttribute('href', new RegExp(`^/boat/[^?]+\\?checkin=${july(12)}&days=3&guests=4$`));

    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    for (const [name, path] of [
      ['home', '/'],
      ['listing', `/listing?checkin=${july(10)}&checkout=${july(17)}&guests=6`],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await shoot(`guest-search-phone-${name}-dark`);
    }
  });
});

test.describe('guest search on a desktop', () => {
  test('the filter bar stands beside the results; a dated card shows the nightly price beside the total', async ({
    page,
    shoot,
  }) => {
    test.setTimeout(120_000);
    const checkin = july(10);
    const checkout = july(17);
    await page.goto(`/listing?checkin=${checkin}&checkout=${checkout}`);
    await expect(page.getByRole('form', { name: 'Villaları filtrele ve sırala' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Filtrele/ })).toBeHidden();
    const { items } = await search(page, `checkin=${checkin}&checkout=${checkout}`);
    const first = items[0] as Card;
    const stay = first.stay as { nights: number; total_kurus: number };
    const tl = (kurus: number) => `₺${new Intl.NumberFormat('tr-TR').format(Math.round(kurus / 100))}`;
    const card = page.locator('main article').filter({ has: page.locator(`a[href^="/villa/${first.slug}?"]`) });
    await expect(card.getByTestId('stay-total')).toContainText(`7 gece toplam ${tl(stay.total_kurus)}`, { useInnerText: true });
    await expect(card.getByTestId('stay-nightly')).toContainText(`gecelik ${tl(stay.total_kurus / stay.nights)}`, {
      useInnerText: true,
    });

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('yali_theme', t), theme);
      for (const [name, path] of [
        ['home', '/'],
        ['listing', `/listing?checkin=${checkin}&checkout=${checkout}&guests=6`],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(`guest-search-${name}-${theme}`);
      }
    }
    await expectNoSeriousAxeViolations(page, 'listing (dark, desktop)');
  });
});
