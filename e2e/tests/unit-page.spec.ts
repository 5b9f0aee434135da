/**
 * The villa and boat pages of issue 23, on a villa made for the test (two
 * seasons: ₺6.000 a night with 5 nights minimum until June, ₺14.250 with 7 in
 * July–August; cleaning fee, damage deposit and distances) and a demo boat:
 *
 * - desktop at 1366×800: the price and the booking box are in the first
 *   screen, beside the photos, and stay in view (sticky) when scrolling; the
 *   phone keeps its bottom bar;
 * - one minimum stay on the page ("5–7 gece (döneme göre)") and the distances;
 * - July dates in the link: the box's header shows the stay's total and its
 *   nightly average instead of the winter "from" price;
 * - with EUR chosen every amount of the quote — cleaning fee and deposit too —
 *   is in €, with one note that payment is in TL;
 * - a second request offers the guest details of the first (this device only),
 *   which "Bilgilerimi unut" forgets;
 * - a boat link with check-in, days and guests pre-selects them and the
 *   calendar opens on that month.
 * axe on both pages; light and dark screenshots, desktop and phone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../dates';
import { adminSession, expect, test } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { png } from '../unit-editor';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
/** The next July (and August) that is wholly ahead. */
const Y = Number(today.slice(0, 4)) + (today.slice(5, 7) >= '07' ? 1 : 0);
const shortDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', weekday: 'short', timeZone: 'UTC' });
const formatShort = (iso: string) => shortDay.format(new Date(`${iso}T00:00:00Z`));
const tag = () => Math.random().toString(36).slice(2, 7);

/** A villa with two seasons, fees, one photo and distances, through the back-office API; answers its slug. */
async function seedVilla(request: APIRequestContext): Promise<string> {
  const { headers } = await adminSession(request);
  const post = async <T>(url: string, data: object): Promise<T> => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()).content as T;
  };
  const villa = await post<{ id: number; slug: string }>('/v1/admin/villas', {
    name: `Villa Rüzgârgülü ${tag()}`,
    capacity: 6,
    bedrooms: 3,
    bathrooms: 2,
    min_stay: 3,
    prepayment_percent: 30,
    cleaning_fee_kurus: 150_000,
    damage_deposit_kurus: 500_000,
    permit_number: '48-E2E-2323',
    description: '<p>Koya yürüme mesafesinde, bahçeli bir villa.</p>',
    sea_distance_m: 350,
    centre_distance_m: 1_200,
    market_distance_m: 400,
    airport_distance_m: 95_000,
    airport_name: 'Dalaman',
    airport_transfer_min: 75,
  });
  const period = (start_date: string, end_date: string, tl: number, min_nights: number) =>
    post('/v1/admin/villas/price', {
      villa_id: villa.id,
      start_date,
      end_date,
      nightly_price_kurus: tl * 100,
      min_nights,
      checkin_weekdays: null,
    });
  await period(today, `${Y}-06-30`, 6_000, 5);
  await period(`${Y}-07-01`, `${Y}-08-31`, 14_250, 7);
  const image = await request.post('/v1/admin/villas/image', {
    headers,
    multipart: {
      villa_id: String(villa.id),
      'files[]': { name: 'bahce.png', mimeType: 'image/png', buffer: await png({ r: 40, g: 130, b: 170 }) },
    },
  });
  expect(image.status(), await image.text()).toBe(201);
  return villa.slug;
}

/** A demo boat with `days` consecutive free, priced days from `offset` days ahead that it rents for `days`. */
async function freeBoatDays(request: APIRequestContext, offset: number, days: number) {
  const boats = (await (await request.get('/v1/searchboats?client=true&take=50')).json()).content.items as { slug: string }[];
  for (const { slug } of boats) {
    const res = await request.get(`/v1/boats/${slug}/calendar?from=${addDays(today, offset)}&to=${addDays(today, offset + 90)}`);
    if (!res.ok()) continue;
    const cal = (await res.json()).content as { days: { date: string; free: boolean; priced: boolean; min_days: number }[] };
    for (let i = 0; i + days <= cal.days.length; i++) {
      const run = cal.days.slice(i, i + days);
      if (run.every((d) => d.free && d.priced) && (run[0]?.min_days ?? 99) <= days)
        return { slug, first: run[0]?.date as string };
    }
  }
  throw new Error('No demo boat with free days');
}

async function darkShot(page: Page, shoot: (name: string) => Promise<void>, name: string) {
  await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await shoot(name);
  await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));
}

test.describe('villa and boat pages (issue 23) @mobile', () => {
  test.describe.configure({ timeout: 120_000 });

  test('villa: first screen, the stay’s price in the header, one currency, remembered details', async ({
    page,
    request,
    shoot,
  }, testInfo) => {
    const desktop = testInfo.project.name === 'desktop';
    if (desktop) await page.setViewportSize({ width: 1366, height: 800 });
    const slug = await seedVilla(request);

    await page.goto(`/villa/${slug}`);
    const aside = page.getByTestId('booking-aside');
    const booking = page.locator('#rezervasyon');
    await expect(aside).toContainText('₺6.000’den');
    await expect(aside).toContainText('başlayan');
    // One minimum stay on the page, the distances.
    await expect(page.getByText('5–7 gece (döneme göre)').first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Denize 350 m');
    const distances = page.getByTestId('villa-distances');
    await expect(distances).toContainText('Dalaman Havalimanı');
    await expect(distances).toContainText('95 km · transfer ~75 dk');

    if (desktop) {
      // The price and the booking box in the first screen, beside the photos.
      const box = await aside.boundingBox();
      const section = await booking.boundingBox();
      expect(box && section, 'booking box laid out').toBeTruthy();
      expect(box?.x ?? 0).toBeGreaterThan(900);
      expect((section?.y ?? 900) + 120).toBeLessThan(800);
      await expect(booking.getByTestId('booking-checkin')).toBeInViewport();
      // Still in view far down the page.
      await page.locator('#takvim').scrollIntoViewIfNeeded();
      await expect.poll(async () => (await aside.boundingBox())?.y ?? -1).toBeLessThan(40);
      await expect(aside).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
    } else {
      // The phone keeps its bottom bar, whose 'Rezervasyon Yap' brings the booking section.
      await page.getByRole('navigation', { name: 'Hızlı erişim' }).getByRole('button', { name: 'Rezervasyon Yap' }).click();
      await expect(booking).toBeInViewport();
    }
    await expect(booking.locator('.rdp-root')).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousAxeViolations(page, 'villa page');
    await shoot('unit-page-villa');

    // July from the link, in euros.
    await page.evaluate(() => localStorage.setItem('yali_currency', 'EURO'));
    const checkin = `${Y}-07-10`;
    const checkout = `${Y}-07-17`;
    await page.goto(`/villa/${slug}?checkin=${checkin}&checkout=${checkout}&guests=4`);
    // The panel loads once in view, then its calendar, then the quote: slow on a busy machine.
    await expect(booking.getByTestId('booking-checkin')).toHaveText(formatShort(checkin), { timeout: 30_000 });
    const quote = booking.getByTestId('booking-quote');
    await expect(quote).toContainText('7 gece konaklama', { timeout: 20_000 });
    await expect(page.getByTestId('stay-price')).toContainText(/7 gece toplam\s*€/);
    await expect(page.getByTestId('stay-price-average')).toContainText(/gecelik ortalama\s*€/);
    await expect(aside).not.toContainText('başlayan');
    // Every amount in €; the one note names the TL payment.
    const lines = quote.locator('dl');
    await expect(lines).toContainText(/Temizlik ücreti\s*€/);
    await expect(lines).toContainText(/Hasar depozitosu[\s\S]*€/);
    expect(await lines.innerText()).not.toContain('₺');
    await expect(quote.getByTestId('quote-fx-note')).toContainText(/Ödeme Türk lirası ile alınır: toplam ₺[\d.]+, kapora ₺/);
    await expect(booking).toContainText('En az konaklama: 7 gece');
    await shoot('unit-page-villa-quote');
    if (desktop) {
      // With the quote and the form the box is taller than the screen: it scrolls inside itself, so that
      // its button is reachable far down the page without leaving the page's place.
      await page.locator('#takvim').scrollIntoViewIfNeeded();
      await expect.poll(async () => (await aside.boundingBox())?.height ?? 9999).toBeLessThanOrEqual(800 - 16);
      const send = booking.getByRole('button', { name: 'Rezervasyon Talebi Gönder' });
      await send.scrollIntoViewIfNeeded();
      await expect(send).toBeInViewport();
      await expect(page.locator('#takvim')).toBeInViewport();
    }

    await booking.getByLabel('Ad Soyad').fill('Deniz Arslan');
    await booking.getByLabel('E-posta').fill('deniz.arslan@example.com');
    await booking.getByLabel('Telefon').fill('0532 765 43 21');
    await booking.getByLabel(/KVKK aydınlatma metni/).check();
    await booking.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }).click();
    await expect(booking.getByTestId('reservation-code')).toHaveText(/^YL[A-Z2-9]{6}$/);

    // The next request on this device offers the same details, and forgets them when asked.
    await page.goto(`/villa/${slug}?checkin=${Y}-08-07&checkout=${Y}-08-14&guests=2`);
    await expect(booking.getByTestId('saved-guest')).toBeVisible({ timeout: 20_000 });
    await expect(booking.getByLabel('Ad Soyad')).toHaveValue('Deniz Arslan');
    await expect(booking.getByLabel('E-posta')).toHaveValue('deniz.arslan@example.com');
    await expect(booking.getByLabel('Telefon')).toHaveValue('0532 765 43 21');
    await expect(booking.getByLabel(/KVKK aydınlatma metni/)).not.toBeChecked();
    await shoot('unit-page-villa-saved-guest');
    await booking.getByRole('button', { name: 'Bilgilerimi unut' }).click();
    await expect(booking.getByLabel('Ad Soyad')).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('yali_guest'))).toBeNull();

    await darkShot(page, shoot, 'unit-page-villa-dark');
  });

  test('boat: a link with check-in, days and guests pre-selects them, the calendar on that month', async ({
    page,
    request,
    shoot,
  }) => {
    // Months ahead, so that "the calendar opens on the chosen month" means something.
    const { slug, first } = await freeBoatDays(request, 150, 3);
    await page.goto(`/boat/${slug}?checkin=${first}&days=3&guests=3`);
    const booking = page.locator('#rezervasyon');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.getByTestId('boat-booking-first')).toHaveText(formatShort(first), { timeout: 20_000 });
    await expect(booking.getByTestId('boat-booking-last')).toHaveText(formatShort(addDays(first, 2)));
    await expect(booking.getByLabel(/Kişi sayısı/)).toHaveValue('3');
    // The picker shows that month without a tap on "next".
    await expect(booking.locator(`[data-day="${first}"]:not([data-outside]) button`)).toBeVisible();
    await expect(booking.getByTestId('boat-booking-quote')).toContainText('3 gün kiralama');
    await expect(page.getByTestId('stay-price')).toContainText(/3 gün toplam\s*₺/);
    await expectNoSeriousAxeViolations(page, 'boat page');
    await shoot('unit-page-boat');
    await darkShot(page, shoot, 'unit-page-boat-dark');
  });
});
