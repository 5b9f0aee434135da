/**
 * Dates carried to the villa page and short-term offers (issue 5, decision
 * 005): a listing searched with dates links to villas with those dates and
 * guests, and the booking panel pre-selects them and quotes; the home page
 * shows the 'Kısa Süreli Fırsatlar' section, the full list is paginated,
 * filterable by region and accessible, and an offer opens its villa with the
 * gap's dates chosen. Held or malformed dates in a link leave the choice
 * empty. The spec makes its own gap (two one-night blockings around one free
 * night) instead of relying on demo data, and removes it afterwards.
 */
import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../dates';
import { expect, test, USERS } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

/** 'YYYY-MM-DD' of today in Istanbul plus `days`. */
function istanbulDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '2026-07-12' → '12 Tem Paz', as the booking panel and the offer cards write a day. */
const short = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

type Villa = { id: number; slug: string; name: string; town: string | null };
type Day = { date: string; free: boolean; priced: boolean; min_nights: number };

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/v1/auth/login', { data: { email: USERS.admin.email, password: USERS.admin.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).content.accessToken as string;
}

/**
 * A villa and a day `d` (from `fromDay` days ahead, within the 60-day window)
 * where d, d+1 and d+2 are free and priced and a stay from d+1 needs at least
 * 2 nights: blocking d and d+2 leaves the one night d+1 as an offer.
 */
async function findGapSlot(request: APIRequestContext, fromDay: number): Promise<{ villa: Villa; d: string }> {
  const villas = (await (await request.get('/v2/search?client=true&take=100')).json()).content.items as Villa[];
  const from = istanbulDay(0);
  for (const villa of villas) {
    const cal = (await (await request.get(`/v1/villas/${villa.slug}/calendar?from=${from}&to=${istanbulDay(61)}`)).json())
      .content as { days: Day[] };
    for (let i = fromDay; i + 2 < Math.min(cal.days.length, 57); i++) {
      const [a, g, b] = [cal.days[i], cal.days[i + 1], cal.days[i + 2]] as [Day, Day, Day];
      if (a.free && g.free && b.free && a.priced && g.priced && b.priced && g.min_nights >= 2) return { villa, d: a.date };
    }
  }
  throw new Error('no villa has three free priced days in the next 60 days');
}

test.describe('dates carried to the villa page, short-term offers @mobile', () => {
  let token: string;
  let villa: Villa;
  let d: string;
  const blockings: number[] = [];

  test.beforeAll(async ({ request }, info) => {
    token = await adminToken(request);
    // Each project makes its own gap, away from the booking spec's dates (16–31 days ahead).
    ({ villa, d } = await findGapSlot(request, info.project.name === 'mobile' ? 46 : 38));
    for (const day of [d, addDays(d, 2)]) {
      const res = await request.post('/v1/admin/external', {
        headers: { authorization: `Bearer ${token}` },
        data: { villa_id: villa.id, started_at: day, finished_at: addDays(day, 1), label: 'E2E kısa süreli fırsat' },
      });
      expect(res.status(), await res.text()).toBe(201);
      blockings.push((await res.json()).content.id as number);
    }
  });

  test.afterAll(async ({ request }) => {
    // This hook's `request` is not beforeAll's: it lacks the session cookie that beforeAll's token is bound to.
    const cleanup = await adminToken(request);
    for (const id of blockings) {
      const res = await request.delete(`/v1/admin/external/${id}`, { headers: { authorization: `Bearer ${cleanup}` } });
      expect(res.status(), await res.text()).toBe(200);
    }
  });

  test('a listing searched with dates opens the villa with those dates, guests and the quote', async ({ page, shoot }, info) => {
    const offset = info.project.name === 'mobile' ? 8 : 0;
    const checkin = istanbulDay(70 + offset);
    const checkout = istanbulDay(77 + offset);
    await page.goto(`/listing?checkin=${checkin}&checkout=${checkout}&guests=3`);
    const card = page.locator('main a[href^="/villa/"]').first();
    await expect(card).toHaveAttribute('href', new RegExp(`\\?checkin=${checkin}&checkout=${checkout}&guests=3$`));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`checkin=${checkin}`));

    const booking = page.locator('#rezervasyon');
    await expect(booking.locator('.rdp-root')).toBeVisible({ timeout: 30_000 });
    await expect(booking.getByTestId('booking-checkin')).toHaveText(short(checkin));
    await expect(booking.getByTestId('booking-checkout')).toHaveText(short(checkout));
    await expect(booking.getByLabel('Yetişkin')).toHaveValue('3');
    await expect(booking.getByTestId('booking-quote')).toContainText('7 gece konaklama');
    await expect(booking.getByTestId('booking-total')).toContainText('₺');
    // The picker opens on the check-in's month.
    await expect(booking.locator(`[data-day="${checkin}"]:not([data-outside])`)).toBeVisible();
    await expect(booking.getByRole('form', { name: 'Rezervasyon talebi' })).toBeVisible();
    await booking.scrollIntoViewIfNeeded();
    await shoot('shortterm-carried-dates');
  });

  test('held or malformed dates in the link leave the choice empty', async ({ page, shoot }) => {
    // The night of d is blocked.
    await page.goto(`/villa/${villa.slug}?checkin=${d}&checkout=${addDays(d, 2)}&guests=2`);
    const booking = page.locator('#rezervasyon');
    // The booking section loads when it comes near the viewport; its calendar decides.
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('.rdp-root')).toBeVisible({ timeout: 30_000 });
    await expect(booking.getByRole('status').filter({ hasText: 'artık müsait değil' })).toContainText(
      `${short(d)} – ${short(addDays(d, 2))}`,
    );
    await expect(booking.getByTestId('booking-checkin')).toHaveText('Tarih seçin');
    await expect(booking.getByTestId('booking-quote')).toHaveCount(0);
    // The picker opens on the wanted month, to show what is free around those dates.
    await expect(booking.locator(`[data-day="${d}"]:not([data-outside])`)).toBeVisible();
    await expect(booking.getByLabel('Yetişkin')).toHaveValue('2');
    await shoot('shortterm-held-dates');

    for (const qs of ['checkin=2020-01-04&checkout=2020-01-11', 'checkin=2031-02-30&checkout=2031-03-04', 'checkin=abc']) {
      await page.goto(`/villa/${villa.slug}?${qs}`);
      await booking.scrollIntoViewIfNeeded();
      await expect(booking.locator('.rdp-root')).toBeVisible({ timeout: 30_000 });
      await expect(booking.getByTestId('booking-checkin')).toHaveText('Tarih seçin');
      await expect(booking.getByText('artık müsait değil')).toHaveCount(0);
    }
  });

  test('home section, the full list (region filter, axe) and an offer opening its villa with the dates', async ({
    page,
    shoot,
  }) => {
    test.setTimeout(120_000);
    const start = addDays(d, 1);
    const end = addDays(d, 2);

    // The home page lists up to 6 offers; the list is cached for at most 60 s.
    const section = page.locator('section[aria-labelledby="kisa-sureli-firsatlar"]');
    await expect(async () => {
      await page.goto('/');
      await expect(section.getByRole('heading', { name: 'Kısa Süreli Fırsatlar' })).toBeVisible();
      await expect(section.getByRole('link', { name: /Tümünü gör \(\d+\)/ })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 75_000, intervals: [2_000, 5_000, 10_000] });
    const cards = section.getByTestId('shortterm-offer');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(6);
    await section.scrollIntoViewIfNeeded();
    await shoot('shortterm-home');

    await section.getByRole('link', { name: /Tümünü gör/ }).click();
    await expect(page).toHaveURL(/\/kisa-sureli-firsatlar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kısa Süreli Fırsatlar' })).toBeVisible();
    await expect(page).toHaveTitle(/Kısa Süreli Fırsatlar/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kisa-sureli-firsatlar$/);
    await expect(page.getByText(/\d+ fırsat bulundu/)).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/kisa-sureli-firsatlar (light)', { soft: false });
    await shoot('shortterm-page-light');

    // Narrow to the villa's region, then find our gap (ordered by start day; a few pages at most).
    const offer = page
      .getByTestId('shortterm-offer')
      .filter({ hasText: villa.name })
      .filter({ has: page.locator(`time[datetime="${start}"]`) });
    if (villa.town) {
      await expect(async () => {
        await page.locator('#shortterm-town').selectOption({ label: villa.town as string });
        await page.getByRole('button', { name: 'Uygula' }).click();
        await expect(page).toHaveURL(/\?town=\d+/, { timeout: 3_000 });
      }).toPass();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kısa Süreli Fırsatlar – ${villa.town}`);
    }
    for (let i = 0; i < 5 && (await offer.count()) === 0; i++) {
      const next = page.getByRole('link', { name: 'Sonraki' });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(/page=\d+/);
    }
    await expect(offer).toHaveCount(1);
    await expect(offer.getByTestId('shortterm-dates')).toHaveText(`${short(start)} – ${short(end)}`);
    await expect(offer).toContainText('1 gece');
    await expect(offer).toContainText(/normalde en az \d+ gece/);

    await offer.getByRole('link', { name: villa.name }).click();
    await expect(page).toHaveURL(new RegExp(`/villa/${villa.slug}\\?checkin=${start}&checkout=${end}$`));
    const booking = page.locator('#rezervasyon');
    await expect(booking.locator('.rdp-root')).toBeVisible({ timeout: 30_000 });
    await expect(booking.getByTestId('booking-checkin')).toHaveText(short(start));
    await expect(booking.getByTestId('booking-checkout')).toHaveText(short(end));
    const quote = booking.getByTestId('booking-quote');
    await expect(quote).toContainText('1 gece konaklama');
    await expect(quote).toContainText('Kısa süreli fırsat: bu tarihler iki rezervasyon arasındaki boşluğu tam dolduruyor.');
    await expect(booking.getByRole('form', { name: 'Rezervasyon talebi' })).toBeVisible();
    await booking.scrollIntoViewIfNeeded();
    await shoot('shortterm-offer-villa');
  });

  test('the full list in dark mode, and its empty state', async ({ page, shoot }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.goto('/kisa-sureli-firsatlar');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kısa Süreli Fırsatlar' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/kisa-sureli-firsatlar (dark)', { soft: false });
    await shoot('shortterm-page-dark');
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="kisa-sureli-firsatlar"]');
    await section.scrollIntoViewIfNeeded();
    await shoot('shortterm-home-dark');

    // A region with no offers (none has this id): the empty state, still accessible.
    await page.goto('/kisa-sureli-firsatlar?town=999999');
    await expect(page.getByText('Şu anda kısa süreli fırsat yok.')).toBeVisible();
    await expect(page.getByText('0 fırsat bulundu')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tüm fırsatlar' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/kisa-sureli-firsatlar?town=999999 (dark)', { soft: false });
    await shoot('shortterm-empty-dark');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));
    await page.reload();
    await shoot('shortterm-empty-light');
  });
});
