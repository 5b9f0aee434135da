/**
 * After the request (issue 23): a guest's villa request on a phone ends on a
 * confirmation that says what happens now — answer time, option, kapora,
 * the agency's IBAN with the code as description, WhatsApp with the code —
 * and the floating scroll-to-top button covers none of it; the header and
 * the footer link the car and transfer pages; the footer shows only the
 * payment methods the agency configured. In the back office the admin edits
 * the footer's links and payment methods and the "other" (car, transfer)
 * pages, and the public site follows.
 */
import type { Locator, Page } from '@playwright/test';
import { adminApi, expect, loginAs, test } from '../fixtures';
import AxeBuilder from '@axe-core/playwright';

/** 'YYYY-MM-DD' of today in Istanbul plus `days`. */
function istanbulDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The demo agency's contact settings (apps/api/src/seed/demo-data.ts). */
const DEMO_IBAN = 'TR12 0006 4000 0011 2345 6789 01';
const DEMO_WHATSAPP = '905320001234';

/** Whether two boxes overlap. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls each part into the middle of the screen and checks the scroll-to-top button (when shown) is not on it. */
async function expectNotCovered(page: Page, parts: Locator[]) {
  const top = page.getByRole('button', { name: 'Sayfanın başına dön' });
  for (const part of parts) {
    await part.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.evaluate(() => window.scrollBy(0, 1));
    if (!(await top.isVisible())) continue;
    const [button, box] = [await top.boundingBox(), await part.boundingBox()];
    if (button && box) expect(overlaps(button, box), `scroll-to-top covers ${await part.textContent()}`).toBe(false);
  }
}

/** axe (WCAG 2.1 A/AA) over the booking section that holds the confirmation: no serious or critical finding. */
async function expectConfirmationAccessible(page: Page, theme: string) {
  const results = await new AxeBuilder({ page })
    .include('#rezervasyon')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `confirmation (${theme})`,
  ).toEqual([]);
}

test.describe('after the request @mobile', () => {
  // A request, two axe runs and screenshots on a busy machine; about 25 s when it is idle.
  test.describe.configure({ timeout: 90_000 });
  test('a villa request ends with the next steps: kapora, IBAN, code and WhatsApp, uncovered; car and transfer are linked', async ({
    page,
    shoot,
  }, info) => {
    const mobile = info.project.name === 'mobile';
    // Each project books its own week; pending requests hold nothing, so a rerun books the same week again.
    const checkin = istanbulDay(mobile ? 52 : 45);
    const checkout = istanbulDay(mobile ? 59 : 52);
    const search = await page.request.get(`/v2/search?client=true&checkin=${checkin}&checkout=${checkout}&guests=2`);
    const villa = ((await search.json()) as { content: { items: { slug: string }[] } }).content.items[0];
    if (!villa) throw new Error(`no villa free from ${checkin} to ${checkout} in the demo data`);

    // The car and transfer pages are in the header's navigation (the phone's menu, the desktop's Kurumsal).
    await page.goto('/');
    if (mobile) {
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobil menü' });
      await expect(menu.getByRole('link', { name: 'Araç Kiralama' })).toHaveAttribute('href', '/car');
      await expect(menu.getByRole('link', { name: 'Havalimanı Transferi' })).toHaveAttribute('href', '/transfer');
      await page.getByRole('button', { name: 'Menüyü kapat' }).click();
    } else {
      await page.getByRole('button', { name: 'Kurumsal' }).click();
      await expect(page.getByRole('link', { name: 'Araç Kiralama' }).first()).toHaveAttribute('href', '/car');
      await expect(page.getByRole('link', { name: 'Havalimanı Transferi' }).first()).toHaveAttribute('href', '/transfer');
      await page.keyboard.press('Escape');
    }
    // The footer: the lists from the settings (with car and transfer) and bank transfer only — no card logos.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Araç Kiralama' })).toHaveAttribute('href', '/car');
    await expect(footer.getByRole('link', { name: 'Nasıl Kiralarım' })).toHaveAttribute('href', '/website/howrent');
    const methods = footer.getByTestId('payment-methods');
    await expect(methods.getByRole('listitem')).toHaveText(['Havale/EFT']);
    await expect(footer).not.toContainText('VISA');

    await page.goto(`/villa/${villa.slug}?checkin=${checkin}&checkout=${checkout}&guests=2`);
    const booking = page.locator('#rezervasyon');
    await expect(booking.getByTestId('booking-quote')).toContainText('7 gece konaklama');
    const kapora =
      (await booking
        .getByTestId('booking-quote')
        .getByText(/Ön ödeme \(kapora/)
        .locator('..')
        .textContent()) ?? '';
    await booking.getByLabel('Ad Soyad').fill('Ece Demir');
    await booking.getByLabel('E-posta').fill('ece.demir@example.com');
    await booking.getByLabel('Telefon').fill('0532 222 33 44');
    await booking.getByLabel(/KVKK aydınlatma metni/).check();
    await booking.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }).click();

    const code = (await booking.getByTestId('reservation-code').textContent()) ?? '';
    expect(code).toMatch(/^YL[A-Z2-9]{6}$/);
    const steps = booking.getByTestId('request-next-steps');
    await expect(steps.getByRole('heading', { name: 'Şimdi ne olacak?' })).toBeVisible();
    await expect(steps).toContainText('Ekibimiz müsaitliği 24 saat içinde teyit edip size döner.');
    await expect(steps).toContainText('24 saat süreyle sizin için ayrılır');
    // The kapora is the quote's, in TL.
    const amount = (await steps.getByTestId('next-steps-kapora').textContent()) ?? '';
    expect(amount).toMatch(/^₺[\d.]+$/);
    expect(kapora).toContain(amount);
    await expect(steps.getByTestId('next-steps-iban')).toHaveText(DEMO_IBAN);
    await expect(steps.getByTestId('next-steps-description')).toHaveText(code);
    const whatsapp = steps.getByTestId('next-steps-whatsapp');
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${DEMO_WHATSAPP}\\?text=.*${code}`));

    await expectNotCovered(page, [
      steps.getByTestId('next-steps-kapora'),
      steps.getByTestId('next-steps-iban'),
      steps.getByTestId('next-steps-description'),
      whatsapp,
      booking.getByTestId('reservation-code'),
    ]);
    await expectConfirmationAccessible(page, 'light');
    await steps.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot('after-request-confirmation-light');

    // Dark mode without a reload (the confirmation lives in the page's state).
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expectConfirmationAccessible(page, 'dark');
    await shoot('after-request-confirmation-dark');
  });
});

test.describe('after the request: back office', () => {
  test.describe.configure({ timeout: 90_000 });
  test('the admin edits the footer links and payment methods and the car and transfer pages; the site follows', async ({
    page,
    shoot,
  }) => {
    await loginAs(page, 'admin');
    // What the footer shows now (defaults filled in), to put back afterwards: other tests read the footer too.
    const before = await page.request.get('/v1/website/footer');
    const footerData = ((await before.json()) as { content: { footerData: { key: string; value: string }[] } }).content
      .footerData;
    const keys = ['footer_corporate_links', 'footer_help_links', 'payment_methods'];
    const savedFooter = Object.fromEntries(footerData.filter((e) => keys.includes(e.key)).map((e) => [e.key, e.value]));
    try {
      await page.goto('/dashboard/settings/footer');
      await expect(page.getByRole('heading', { name: 'Alt Bilgi ve Ödeme', level: 1 })).toBeVisible();
      const corporate = page.getByLabel('Kurumsal bağlantılar');
      await expect(corporate).toHaveValue(/Araç Kiralama \| \/car/);
      await corporate.fill(`${await corporate.inputValue()}\nKısa Süreli Fırsatlar | /kisa-sureli-firsatlar`);
      await expect(page.getByRole('checkbox', { name: 'Havale/EFT' })).toBeChecked();
      await page.getByRole('checkbox', { name: 'Nakit' }).check();
      await shoot('after-request-admin-footer');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();

      await page.goto('/dashboard/website/other');
      await expect(page.getByRole('heading', { name: 'Araç ve Transfer Sayfaları', level: 1 })).toBeVisible();
      const transfer = page.getByTestId('other-page-transfer');
      await transfer.getByLabel('Başlık').fill('VIP Transfer');
      await transfer.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('VIP Transfer sayfası kaydedildi.')).toBeVisible();
      const car = page.getByTestId('other-page-car');
      await car.getByRole('switch', { name: '/car sitede görünsün' }).click();
      await expect(car.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
      await car.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Araç Kiralama sayfası kaydedildi.')).toBeVisible();
      await shoot('after-request-admin-other');

      // The public pages are rebuilt after the writes (decision 004); read them until they show the change.
      const footer = page.getByRole('contentinfo');
      await expect(async () => {
        await page.goto('/about');
        await expect(footer.getByRole('link', { name: 'Kısa Süreli Fırsatlar' })).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(footer.getByTestId('payment-methods').getByRole('listitem')).toHaveText(['Havale/EFT', 'Nakit']);
      // The footer's labels are its own settings; the menu shows the page's title.
      await expect(footer.getByRole('link', { name: 'Havalimanı Transferi' })).toHaveAttribute('href', '/transfer');
      // The hidden car page leaves the footer and the menu, and answers 404.
      await expect(footer.getByRole('link', { name: 'Araç Kiralama' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Kurumsal' }).click();
      await expect(page.getByRole('link', { name: 'VIP Transfer' }).first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Araç Kiralama' })).toHaveCount(0);
      await page.goto('/transfer');
      await expect(page.getByRole('heading', { name: 'VIP Transfer', level: 1 })).toBeVisible();
      // The tab says what the heading says.
      await expect(page).toHaveTitle(/^VIP Transfer/);
      expect((await page.goto('/car'))?.status()).toBe(404);
    } finally {
      await adminApi(page, 'PUT', '/v1/admin/footer/edit', savedFooter);
      for (const p of ['car', 'transfer'] as const) {
        const title = p === 'car' ? 'Araç Kiralama' : 'Havalimanı Transferi';
        await adminApi(page, 'PUT', `/v1/admin/other/${p}`, { title, lead: '', visible: true });
      }
    }
  });
});
