/**
 * The public site in English (issue 18), the part of it that is the site's
 * frame and its search: `/en` addresses with their own words, `<html lang>`,
 * hreflang alternates, the home search landing on the English listing, the
 * listing's filters and counts, the language switch keeping the page and its
 * query, English visitors seeing euros until they choose, and axe on the
 * English pages. The villa and boat pages and the booking request in English
 * are english.spec.ts.
 */
import { turkishLeftOn } from '../english-check';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { OTHER_PAGE_DEFAULTS } from '@yali/contract';
import { adminSession, expect, test } from '../fixtures';

test.describe('the site in English @mobile', () => {
  test('home: English frame, alternates, euros by default, and the search lands on the English listing', async ({
    page,
    shoot,
  }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your dream holiday');
    await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', /\/$|:\d+$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
    // No currency chosen yet: an English visitor reads euros.
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'EURO');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await shoot('en-home');

    await page.getByRole('combobox', { name: 'Region' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Find a villa' }).click();
    await expect(page).toHaveURL(/\/en\/listing\?town=\d+/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/^\d+ villas? found$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Villas for rent –');
    // Every card links to the English villa page.
    const hrefs = await page.locator('main a[href*="/villa/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/en\/villa\//);
  });

  test('the language switch keeps the page and its query; Turkish keeps its own addresses', async ({ page }) => {
    await page.goto('/en/listing?town=1&sort=popular');
    await expect(page.getByText(/^\d+ villas? found$/)).toBeVisible();
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/\/listing\?town=1&sort=popular$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByText(/^\d+ villa bulundu$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kiralık Villalar');

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/listing\?town=1&sort=popular$/);

    // Addresses with Turkish words have English ones, and /tr/… is the bare Turkish address.
    await page.goto('/en/last-minute-offers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Last-minute offers');
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/\/kisa-sureli-firsatlar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kısa Süreli Fırsatlar');
    const res = await page.goto('/tr/listing');
    expect(res?.url()).toMatch(/\/listing$/);
  });

  test('boat listing, filters and the empty state in English', async ({ page }) => {
    await page.goto('/en/listingboat');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boats for rent');
    await expect(page.getByText(/^\d+ boats? found/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Boat types' })).toBeVisible();
    await page.goto('/en/listingboat?type=999999');
    await expect(page.getByRole('heading', { name: 'No boats match your search' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all boats' }).click();
    await expect(page).toHaveURL(/\/en\/listingboat$/);
  });

  test('an unknown English address is the English 404', async ({ page }) => {
    const res = await page.goto('/en/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all villas' })).toHaveAttribute('href', '/en/listing');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe on the English home, listings and offers (${theme})`, async ({ page, shoot }) => {
      test.slow();
      if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('yali_theme', 'dark'));
      for (const [name, url] of [
        ['en-home', '/en'],
        ['en-listing', '/en/listing'],
        ['en-listingboat', '/en/listingboat'],
        ['en-offers', '/en/last-minute-offers'],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page, `${name} (${theme})`);
        await shoot(`${name}-${theme}`);
      }
    });
  }
});

test.describe('no Turkish of the site on English pages', () => {
  test('home, listings, offers, a villa, a boat and the 404 show no Turkish message and no message key', async ({
    page,
    request,
  }) => {
    test.slow();
    const villa = (await (await request.get('/v2/search?client=true&take=1')).json()).content.items[0].slug as string;
    const boat = (await (await request.get('/v1/searchboats?client=true&take=1')).json()).content.items[0].slug as string;
    for (const url of [
      `/en/villa/${villa}`,
      `/en/boat/${boat}`,
      '/en/my-reservations',
      '/en/listing',
      '/en/listing?view=map',
      '/en/listingboat',
      '/en/last-minute-offers',
      '/en/no-such-page',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await turkishLeftOn(page), url).toEqual([]);
    }
  });
});

test.describe('no Turkish of the site on English content pages', () => {
  test('about, FAQ, the website pages, the blog, car, transfer and contact are in English', async ({ page, request, shoot }) => {
    test.slow();
    // The car page saved once without a change (as after-request.spec leaves it) still reads in English.
    const car = OTHER_PAGE_DEFAULTS.car;
    const admin = await adminSession(request);
    const saved = await request.put('/v1/admin/other/car', {
      headers: admin.headers,
      data: { title: car.title, lead: car.lead, visible: true },
    });
    expect(saved.ok()).toBe(true);
    const posts = (await (await request.get('/v1/blog?lang=en&take=1')).json()).content.items as { slug: string }[];
    const urls = [
      '/en/about',
      '/en/faq',
      ...['rental', 'privacy', 'cancel', 'kvkk', 'howrent'].map((s) => `/en/website/${s}`),
      '/en/blog',
      ...posts.map((p) => `/en/blog/${p.slug}`),
      '/en/car',
      '/en/transfer',
      '/en/contact',
    ];
    for (const url of urls) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await turkishLeftOn(page), url).toEqual([]);
    }
    // The built-in FAQ answers in English, and a content page's own links stay on the English site.
    await page.goto('/en/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await page.getByText('How do I book?').click();
    await expect(page.getByText('send your booking request')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/en/contact');
    await shoot('en-faq');
    await page.goto('/en/website/howrent');
    const body = page.getByRole('main');
    for (const href of await body.locator('.max-w-3xl a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href, 'a link of the How to rent text').toMatch(/^\/en(\/|$)/);
    }
    await page.goto('/en/contact');
    await expect(page.getByText('Monday – Saturday')).toBeVisible();
    await shoot('en-contact');
  });
});

test('the review form checks and answers in English', async ({ page, request }) => {
  const villa = (await (await request.get('/v2/search?client=true&take=1')).json()).content.items[0].slug as string;
  await page.goto(`/en/villa/${villa}`);
  const form = page.getByRole('form', { name: 'Write a review' });
  // An empty submit first, until its messages show: the island is hydrated (it replaces the server's form).
  await expect(async () => {
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form.getByText('Your name must be at least 2 characters.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(form.getByText('Please choose a rating from 1 to 5.')).toBeVisible();
  await form.getByLabel('Your name').fill('Emma Clarke');
  await form.getByRole('radio', { name: '5 stars – Excellent' }).check({ force: true });
  await form.getByLabel('Your review').fill('A lovely quiet villa with a wonderful view of the bay.');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText('Thank you: your review will be published once it is approved.')).toBeVisible();
});
