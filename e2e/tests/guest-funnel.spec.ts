/**
 * The guest's whole way on a phone, counted in taps (issue 23, "Tests and
 * proof"): from the home page, region + dates + 6 guests → the listing
 * filtered by availability → a villa with the dates kept → the request →
 * the confirmation with the payment instructions; then, on the same phone, the
 * same for a boat with the dates carried. Each way must take at most 14 taps.
 *
 * A tap is one touch on a control: a button, a link, a day, a checkbox, a
 * text field (typing itself is the keyboard's), or one choice from a list
 * (the month, region and guest selects). The guest's name, e-mail and phone
 * are typed once: the boat request finds them remembered on the device.
 */
import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

/** At most this many taps from the home page to a sent request (issue 23). */
const MAX_TAPS = 14;

/** The coming July (next year's once July has begun): the season guests search. */
function july(day: number): string {
  const now = new Date();
  const year = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-07-${String(day).padStart(2, '0')}`;
}

/** Drives the page as a guest's finger would, counting each touch. */
class Taps {
  count = 0;
  async tap(target: Locator) {
    await target.click();
    this.count++;
  }
  async choose(select: Locator, option: { label: string } | string) {
    await select.selectOption(option);
    this.count++;
  }
  async type(field: Locator, text: string) {
    await field.click();
    await field.pressSequentially(text);
    this.count++;
  }
}

/** The phone's bottom bar button that brings the booking section. */
const bookNow = (page: Page) =>
  page.getByRole('navigation', { name: 'Hızlı erişim' }).getByRole('button', { name: 'Rezervasyon Yap' });

/** The page is as wide as the phone: nothing pushes it sideways (a picker once did, hiding the bottom bar). */
async function expectNoSideways(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(client);
}

/** The home form's dates: the dialog, July from the month list, the two days (the second closes it). */
async function pickJuly(page: Page, taps: Taps, title: string, first: string, last: string) {
  const form = page.locator('form[aria-label$="arama"]');
  await taps.tap(form.getByRole('button', { name: /Tarihler/ }));
  const dialog = page.getByRole('dialog', { name: title });
  await taps.choose(dialog.getByLabel('Ay', { exact: true }), `${first.slice(0, 7)}-01`);
  for (const iso of [first, last]) await taps.tap(dialog.locator(`[data-day="${iso}"]:not([data-outside]) button`));
  await expect(dialog).toBeHidden();
}

test.describe('the guest funnel on a phone', () => {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel, viewport: { width: 390, height: 844 } });

  test('a villa and then a boat, each from the home page to the confirmation in at most 14 taps', async ({ page, shoot }) => {
    test.setTimeout(180_000);
    const options = (await (await page.request.get('/v1/search/options')).json()).content as {
      towns: { town_id: number; name: string }[];
    };
    // A region with a villa free for six guests that week: the search's own answer decides.
    const [checkin, checkout] = [july(3), july(10)];
    let town: { town_id: number; name: string } | undefined;
    for (const t of options.towns) {
      const found = await (
        await page.request.get(`/v2/search?client=true&town=${t.town_id}&checkin=${checkin}&checkout=${checkout}&guests=6`)
      ).json();
      if (found.content.total > 0) {
        town = t;
        break;
      }
    }
    if (!town) throw new Error('the demo data has no villa free for six guests in July');

    // The villa.
    const villa = new Taps();
    await page.goto('/');
    const villaForm = page.getByRole('form', { name: 'Villa arama' });
    await villa.choose(villaForm.getByLabel('Bölge'), { label: town.name });
    await pickJuly(page, villa, 'Giriş ve çıkış tarihi', checkin, checkout);
    await villa.choose(villaForm.getByLabel('Kişi sayısı'), '6');
    await villa.tap(villaForm.getByRole('button', { name: 'Villa Bul' }));
    await expect(page.getByTestId('search-summary')).toHaveText(`${town.name} · 3–10 Tem · 6 kişi`);
    await expectNoSideways(page);
    await villa.tap(page.locator('main article h2 a').first());
    await expect(page).toHaveURL(new RegExp(`checkin=${checkin}&checkout=${checkout}&guests=6`));
    await expectNoSideways(page);
    await villa.tap(bookNow(page));
    const booking = page.locator('#rezervasyon');
    await expect(booking.getByTestId('booking-quote')).toContainText('7 gece konaklama');
    await villa.type(booking.getByLabel('Ad Soyad'), 'Elif Yılmaz');
    await villa.type(booking.getByLabel('E-posta'), `elif.${Date.now()}@example.com`);
    await villa.type(booking.getByLabel('Telefon'), '0533 111 22 33');
    await villa.tap(booking.getByLabel(/KVKK aydınlatma metni/));
    await villa.tap(booking.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }));
    await expect(booking.getByRole('heading', { name: 'Talebiniz alındı' })).toBeVisible();
    // The next steps: the kapora, the agency's IBAN with the code as the transfer's description.
    const code = (await booking.getByTestId('reservation-code').textContent()) as string;
    await expect(booking).toContainText('IBAN');
    await expect(booking).toContainText(code);
    await expectNoSeriousAxeViolations(page, 'villa confirmation');
    await shoot('guest-funnel-villa-done');
    test.info().annotations.push({ type: 'villa taps', description: String(villa.count) });
    expect(villa.count, 'taps from the home page to the villa request').toBeLessThanOrEqual(MAX_TAPS);

    // The boat, on the same phone: the details typed for the villa are offered again.
    const boat = new Taps();
    const [first, last] = [july(5), july(6)];
    await page.goto('/');
    await boat.tap(page.getByText('Tekne', { exact: true }));
    const boatForm = page.getByRole('form', { name: 'Tekne arama' });
    await pickJuly(page, boat, 'Kiralama tarihleri', first, last);
    await boat.choose(boatForm.getByLabel('Kişi sayısı'), '6');
    await boat.tap(boatForm.getByRole('button', { name: 'Tekne Bul' }));
    await expect(page.getByTestId('search-summary')).toContainText('5–6 Tem (2 gün) · 6 kişi');
    await boat.tap(page.locator('main article h2 a').first());
    await expect(page).toHaveURL(new RegExp(`checkin=${first}&days=2&guests=6`));
    await expectNoSideways(page);
    await boat.tap(bookNow(page));
    const boatBooking = page.locator('#rezervasyon');
    await expect(boatBooking.getByLabel('Ad Soyad')).toHaveValue('Elif Yılmaz');
    await boat.tap(boatBooking.getByLabel(/KVKK aydınlatma metni/));
    await boat.tap(boatBooking.getByRole('button', { name: /Talebi Gönder/ }));
    await expect(boatBooking.getByRole('heading', { name: 'Talebiniz alındı' })).toBeVisible();
    await expect(boatBooking).toContainText('IBAN');
    await expectNoSeriousAxeViolations(page, 'boat confirmation');
    await shoot('guest-funnel-boat-done');
    test.info().annotations.push({ type: 'boat taps', description: String(boat.count) });
    expect(boat.count, 'taps from the home page to the boat request').toBeLessThanOrEqual(MAX_TAPS);
  });
});
