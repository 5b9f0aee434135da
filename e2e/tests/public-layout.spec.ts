/**
 * The public layout of SPEC §2 and its behaviours (§4, §8, §9): theme and
 * currency persistence, favourites, the mobile tab bar and search overlay,
 * floating buttons, the route progress bar, failure texts, the contact
 * form, SEO tags, and an axe check plus light/dark screenshots of every
 * public page.
 *
 * The header's settings are read on the server (and cached), so a browser
 * route interception cannot make them fail. The part of the header that
 * reads the settings in the browser is the currency selector (it refreshes
 * the exchange rates with `GET /v1/settings` on load); intercepting that call
 * shows the SPEC §8 failure text in its place.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';
import { fillByLabel } from '../forms';
import { expectNoSeriousAxeViolations } from '../page-checks';

const FAILED = 'Failed to load; network/connection error.';

/** The slug of a villa from the public search (the demo data has 37). */
async function aVillaSlug(page: Page): Promise<string> {
  const res = await page.request.get('/v2/search?client=true&take=1');
  const body = await res.json();
  return body.content.items[0].slug as string;
}

const isMobile = (name: string) => name === 'mobile';

test.describe('public layout @mobile', () => {
  test('theme persists across reload with no flash (dark class before paint)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Koyu tema' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('yali_theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Koyu tema' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Koyu tema' }).click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('currency: EURO converts every price with € and persists across reload', async ({ page, shoot }) => {
    const slug = await aVillaSlug(page);
    await page.goto('/listing');
    const firstPrice = page.locator('main [data-money]').first().locator('..');
    await expect(firstPrice.locator('[data-money="TL"]')).toBeVisible();
    await expect(firstPrice.locator('[data-money="TL"]')).toContainText('₺');

    await page.getByRole('button', { name: 'Para birimi: TL' }).click();
    await page.getByRole('button', { name: /EURO/ }).click();
    await expect(page.getByRole('button', { name: 'Para birimi: EURO' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'EURO');
    await expect(firstPrice.locator('[data-money="EURO"]')).toBeVisible();
    await expect(firstPrice.locator('[data-money="EURO"]')).toContainText('€');
    await expect(firstPrice.locator('[data-money="TL"]')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('yali_currency'))).toBe('EURO');

    // The euro amount follows the rate of the settings (TL per euro).
    const settings = (await (await page.request.get('/v1/settings')).json()).content as { key: string; value: string }[];
    const rate = Number(settings.find((e) => e.key === 'euro_exchange_rate')?.value);
    const tlText = (await firstPrice.locator('[data-money="TL"]').textContent()) ?? '';
    const euroText = (await firstPrice.locator('[data-money="EURO"]').textContent()) ?? '';
    const tl = Number(tlText.replace(/[^\d]/g, ''));
    expect(Number(euroText.replace(/[^\d]/g, ''))).toBe(Math.round(tl / rate));

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'EURO');
    await expect(page.locator('main [data-money="EURO"]').first()).toBeVisible();
    await expect(page.locator('main [data-money="EURO"]').first()).toContainText('€');

    // The villa page's price table converts too.
    await page.goto(`/villa/${slug}`);
    const visiblePrices = page.locator('main [data-money="EURO"]:visible');
    await expect(visiblePrices.first()).toContainText('€');
    expect(await page.locator('main [data-money="TL"]:visible').count()).toBe(0);
    await shoot('villa-euro');

    await page.getByRole('button', { name: 'Para birimi: EURO' }).click();
    await page.getByRole('button', { name: /^TL Türk lirası/ }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-currency', /.+/);
  });

  test('favourites: add on a card and on the villa page, remove from the dropdown, exact messages', async ({ page, shoot }) => {
    await page.goto('/listing');
    const menuButton = page.getByRole('button', { name: /^Favorilerim/ });
    await menuButton.click();
    await expect(page.getByText('Favorilere eklenmiş villanız yok.')).toBeVisible();
    await shoot('favourites-empty');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Favorilere eklenmiş villanız yok.')).toBeHidden();

    const addButton = page.getByRole('button', { name: / favorilere ekle$/ }).first();
    const label = (await addButton.getAttribute('aria-label')) ?? '';
    const name = label.replace(/ favorilere ekle$/, '');
    await addButton.click();
    await expect(page.getByText('Villa favorilere eklendi.')).toBeVisible();
    await expect(page.getByRole('button', { name: `${name} favorilerden çıkar` })).toBeVisible();

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('yali_favourites') ?? '[]'));
    expect(stored).toEqual([
      // Keyed by kind since boats can be favourites too (issue 23).
      {
        kind: 'villa',
        id: expect.any(Number),
        slug: expect.any(String),
        name,
        thumbnail: expect.stringMatching(/^\/v1\/media\//),
      },
    ]);

    await menuButton.click();
    const entry = page.getByRole('list', { name: 'Favori villalar' }).getByRole('link', { name });
    await expect(entry).toBeVisible();
    const thumb = entry.locator('img');
    await expect(thumb).toHaveAttribute('width', '40');
    await expect(thumb).toHaveAttribute('height', '40');
    expect(await thumb.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual([40, 40]);
    await shoot('favourites-one');

    // Persisted: still there after a reload, and on the villa page the toggle shows it.
    await page.reload();
    await page.getByRole('button', { name: /^Favorilerim/ }).click();
    await page.getByRole('list', { name: 'Favori villalar' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const pageToggle = page.getByRole('button', { name: `${name} favorilerden çıkar` });
    await expect(pageToggle).toBeVisible();
    await pageToggle.click();
    await expect(page.getByText('Villa favorilerden kaldırıldı.')).toBeVisible();
    await page.getByRole('button', { name: `${name} favorilere ekle` }).click();
    await expect(page.getByText('Villa favorilere eklendi.').first()).toBeVisible();

    // The heart in the dropdown removes it.
    await page.getByRole('button', { name: /^Favorilerim/ }).click();
    await page.getByRole('button', { name: `${name} favorilerden kaldır` }).click();
    await expect(page.getByText('Villa favorilerden kaldırıldı.').first()).toBeVisible();
    await expect(page.getByText('Favorilere eklenmiş villanız yok.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('yali_favourites'))).toBe('[]');
  });

  test('mobile search overlay opens, closes on outside click, Escape and route change', async ({ page }, info) => {
    test.skip(!isMobile(info.project.name), 'the tab bar is a mobile element');
    await page.goto('/listing');
    const tabBar = page.getByRole('navigation', { name: 'Hızlı erişim' });
    const dialog = page.getByRole('dialog', { name: 'Villanızı Arayın' });

    // The button is server-rendered: a click before hydration does nothing, so try until it opens.
    await expect(async () => {
      await tabBar.getByRole('button', { name: 'Villa Ara' }).click();
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(dialog.getByRole('searchbox', { name: 'Villa ara' })).toBeFocused();
    await page.mouse.click(10, 780); // the backdrop, outside the panel
    await expect(dialog).toBeHidden();

    await tabBar.getByRole('button', { name: 'Villa Ara' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tabBar.getByRole('button', { name: 'Villa Ara' })).toBeFocused();

    await tabBar.getByRole('button', { name: 'Villa Ara' }).click();
    await dialog.getByRole('searchbox', { name: 'Villa ara' }).pressSequentially('ışık', { delay: 50 });
    const result = dialog.getByRole('link', { name: /Villa Işık/ });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/villa\/villa-isik$/);
    await expect(dialog).toBeHidden();
  });

  test("'Rezervasyon Yap' shows only on villa pages and scrolls to the booking section; phone links are clean", async ({
    page,
    shoot,
  }, info) => {
    test.skip(!isMobile(info.project.name), 'the tab bar is a mobile element');
    const tabBar = page.getByRole('navigation', { name: 'Hızlı erişim' });
    for (const path of ['/', '/listing', '/contact']) {
      await page.goto(path);
      await expect(tabBar.getByRole('link', { name: 'Ana Sayfa' })).toBeVisible();
      await expect(tabBar.getByRole('button', { name: 'Rezervasyon Yap' })).toHaveCount(0);
    }
    const wa = await tabBar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    const tel = await tabBar.getByRole('link', { name: 'Telefon' }).getAttribute('href');
    expect(wa).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(tel).toMatch(/^tel:\d+$/);

    await page.goto(`/villa/${await aVillaSlug(page)}`);
    const book = tabBar.getByRole('button', { name: 'Rezervasyon Yap' });
    await expect(book).toBeVisible();
    await shoot('tab-bar-villa');
    await book.click();
    await expect(page.locator('#rezervasyon')).toBeInViewport();
  });

  test('scroll-to-top appears after more than 50 px and returns to the top', async ({ page }) => {
    await page.goto('/listing');
    const top = page.getByRole('button', { name: 'Sayfanın başına dön' });
    await expect(top).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(150);
    await expect(top).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(top).toHaveCount(0);
  });

  test('desktop floating phone and WhatsApp buttons; hidden on mobile', async ({ page }, info) => {
    await page.goto('/');
    const phone = page.getByRole('link', { name: 'Bizi arayın' });
    const whatsapp = page.getByRole('link', { name: 'WhatsApp ile yazın' });
    if (isMobile(info.project.name)) {
      await expect(phone).toBeHidden();
      await expect(whatsapp).toBeHidden();
    } else {
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute('href', /^tel:\d+$/);
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    }
  });

  test('a failing settings call shows the failure text in place of the header element', async ({ page, shoot }) => {
    await page.route('**/v1/settings', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/');
    await expect(page.getByRole('banner').getByText(FAILED)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Para birimi/ })).toHaveCount(0);
    await shoot('header-failed');
  });

  test('the progress bar shows in #daa106 and the spinner while a route change loads', async ({ page }) => {
    await page.goto('/');
    // Slow down the router's requests (RSC payloads) so that the bar is visible long enough to see.
    await page.route('**/*', async (route) => {
      const h = route.request().headers();
      if (h.rsc === '1' || route.request().url().includes('_rsc=')) await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'S.S.S.' }).click();
    const bar = page.getByTestId('route-progress');
    await expect(bar).toBeVisible();
    expect(await bar.locator('div').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(218, 161, 6)');
    // A change that takes longer than 400 ms also shows the loading spinner (SPEC §2).
    const spinner = page.getByRole('status').filter({ hasText: 'Yükleniyor…' });
    await expect(spinner).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(spinner).toBeHidden();
  });

  test('contact form validates in Turkish and sends a message', async ({ page, shoot }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
    await expect(page.getByText('Çalışma saatleri')).toBeVisible();
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Lütfen adınızı ve soyadınızı yazın.')).toBeVisible();
    await expect(page.getByText('Geçerli bir e-posta adresi yazın.')).toBeVisible();
    await expect(page.getByLabel('Ad soyad')).toBeFocused();
    await shoot('contact-errors');

    await fillByLabel(page, {
      'Ad soyad': 'Deniz Kaya',
      'E-posta': 'deniz.kaya@example.com',
      Telefon: '+90 532 111 22 33',
      Mesajınız: 'Temmuz başı için 6 kişilik havuzlu bir villa arıyoruz, önerileriniz nelerdir?',
    });
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.')).toBeVisible();
    await shoot('contact-sent');

    // The agency sees it in the back office, with the red badge on the contact form menu.
    await loginAs(page, 'admin');
    if (await page.getByRole('button', { name: 'Menüyü aç' }).isVisible())
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menuLink = page.getByRole('link', { name: /İletişim Formu/ }).last();
    await expect(menuLink).toContainText(/\d+\s*okunmamış/);
    await page.goto('/dashboard/contact');
    await expect(page.getByText('Deniz Kaya').first()).toBeVisible();
  });

  test('an unknown or inactive villa answers 404 in Turkish', async ({ page }) => {
    const res = await page.goto('/villa/boyle-bir-villa-yok');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeVisible();
    const other = await page.goto('/website/bilinmeyen');
    expect(other?.status()).toBe(404);
  });
});

test.describe('SEO', () => {
  test('unique titles, descriptions, canonical, Open Graph and JSON-LD; sitemap and robots', async ({ page, request }) => {
    const slug = await aVillaSlug(page);
    const pages = [
      '/',
      '/listing',
      '/listingboat',
      '/kisa-sureli-firsatlar',
      `/villa/${slug}`,
      '/about',
      '/faq',
      '/contact',
      '/car',
      '/transfer',
      '/blog',
      '/website/kvkk',
    ];
    const titles = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      const title = await page.title();
      expect(title.length, path).toBeGreaterThan(3);
      titles.add(title);
      expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toMatch(
        new RegExp(`${path === '/' ? '/?' : path}$`),
      );
      expect(await page.locator('meta[property="og:title"]').getAttribute('content'), path).toBeTruthy();
      expect(await page.locator('meta[property="og:image"]').first().getAttribute('content'), path).toMatch(/^https?:\/\//);
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content'), path).toBe('summary_large_image');
    }
    expect(titles.size).toBe(pages.length);

    await page.goto(`/villa/${slug}`);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => {
      const v = JSON.parse(t);
      return Array.isArray(v) ? v : [v];
    });
    const types = ld.map((d) => d['@type']);
    expect(types).toContain('VacationRental');
    expect(types).toContain('BreadcrumbList');
    const rental = ld.find((d) => d['@type'] === 'VacationRental');
    expect(rental.offers.priceCurrency).toBe('TRY');
    expect(await page.locator('meta[property="og:image"]').first().getAttribute('content')).toContain('/v1/media/');

    await page.goto('/');
    const home = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => {
      const v = JSON.parse(t);
      return Array.isArray(v) ? v : [v];
    });
    const org = home.find((d) => d['@type'] === 'TravelAgency');
    expect(org.identifier.value).toContain('12345');

    // /sitemap.xml is the index of one sitemap per language (issue 18).
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toMatch(/\/sitemaps\/sitemap\/tr\.xml<\/loc>/);
    expect(index).toMatch(/\/sitemaps\/sitemap\/en\.xml<\/loc>/);
    const sitemap = await (await request.get('/sitemaps/sitemap/tr.xml')).text();
    expect(sitemap).toContain(`/villa/${slug}</loc>`);
    expect((sitemap.match(/<loc>[^<]*\/villa\//g) ?? []).length).toBeGreaterThanOrEqual(30);
    expect(sitemap).toContain('/kisa-sureli-firsatlar</loc>');
    expect(sitemap).not.toContain('/en/villa/' + slug + '</loc>');
    const english = await (await request.get('/sitemaps/sitemap/en.xml')).text();
    expect(english).toContain(`/en/villa/${slug}</loc>`);
    expect(english).toContain('/en/last-minute-offers</loc>');
    expect(english).toContain('hreflang="tr"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  test('the revalidation endpoint refuses a missing or wrong secret', async ({ request }) => {
    const res = await request.post('/api/revalidate', {
      data: { tags: ['villas'] },
      headers: { 'x-revalidate-secret': 'wrong-secret' },
    });
    expect([401, 503]).toContain(res.status());
  });
});

test.describe('every public page: axe (serious/critical = 0), light and dark screenshots @mobile', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`all pages (${theme})`, async ({ page, shoot }) => {
      test.setTimeout(300_000);
      const slug = await aVillaSlug(page);
      const pages: [string, string][] = [
        ['home', '/'],
        ['listing', '/listing'],
        ['listing-apart', '/listing?types=18'],
        ['villa', `/villa/${slug}`],
        ['listingboat', '/listingboat'],
        ['shortterm', '/kisa-sureli-firsatlar'],
        ['my-reservations', '/rezervasyonlarim'],
        ['car', '/car'],
        ['transfer', '/transfer'],
        ['contact', '/contact'],
        ['about', '/about'],
        ['faq', '/faq'],
        ['blog', '/blog'],
        ['rental', '/website/rental'],
        ['privacy', '/website/privacy'],
        ['cancel', '/website/cancel'],
        ['kvkk', '/website/kvkk'],
        ['howrent', '/website/howrent'],
        ['not-found', '/bu-sayfa-yok'],
      ];
      await page.goto('/');
      await page.evaluate((t) => localStorage.setItem('yali_theme', t), theme);
      for (const [name, path] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        await expectNoSeriousAxeViolations(page, `${path} (${theme})`);
        await shoot(`page-${name}-${theme}`);
      }
    });
  }

  test('menus and dropdowns work with the keyboard', async ({ page }, info) => {
    test.skip(isMobile(info.project.name), 'desktop menus');
    await page.goto('/');
    const kurumsal = page.getByRole('button', { name: 'Kurumsal' });
    await kurumsal.focus();
    await page.keyboard.press('Enter');
    await expect(kurumsal).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Hakkımızda' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(kurumsal).toHaveAttribute('aria-expanded', 'false');
    await expect(kurumsal).toBeFocused();

    const currency = page.getByRole('button', { name: 'Para birimi: TL' });
    await currency.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // DOLLAR
    await expect(page.getByRole('button', { name: 'Para birimi: DOLLAR' })).toBeFocused();
    await expect(page.locator('main [data-money="DOLLAR"]').first()).toContainText('$');
  });
});
