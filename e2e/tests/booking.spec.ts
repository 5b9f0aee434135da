/**
 * A visitor books a villa (issue 5): searches dates and guests on /listing,
 * opens a villa, sees the total in EURO, sends a booking request with a baby
 * (issue 23), gets the code, and looks it up on 'Rezervasyonlarım'.
 */
import { expect, test } from '../fixtures';
import { expectQuoteInEuro, sendBookingRequest } from '../booking-panel';

/** 'YYYY-MM-DD' of today in Istanbul plus `days`. */
function istanbulDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test.describe('booking @mobile', () => {
  test('search dates and guests, see the total in EURO, send a request, look it up', async ({ page, shoot }, testInfo) => {
    // Different dates per project so that each run books its own stay.
    const offset = testInfo.project.name === 'mobile' ? 8 : 0;
    const checkin = istanbulDay(16 + offset);
    const checkout = istanbulDay(23 + offset);

    // The search form itself (date picker, filter sheet) is guest-search.spec.ts's; here the searched address.
    await page.goto(`/listing?checkin=${checkin}&checkout=${checkout}&guests=4`);
    await expect(page).toHaveURL(new RegExp(`checkin=${checkin}.*checkout=${checkout}.*guests=4`));
    const totals = page.getByTestId('stay-total');
    await expect(totals.first()).toContainText('7 gece toplam');
    const found = Number(
      (
        await page
          .getByText(/\d+ villa bulundu/)
          .first()
          .textContent()
      )?.match(/\d+/)?.[0],
    );
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(37);
    await shoot('booking-listing-dates');

    // The visitor's currency (the header's selector stores it here).
    await page.evaluate(() => localStorage.setItem('yali_currency', 'EURO'));
    await page.reload();
    await expect(totals.first()).toContainText('€');

    await page.locator('main a[href^="/villa/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const booking = page.locator('#rezervasyon');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('.rdp-root')).toBeVisible();

    const day = (iso: string) => booking.locator(`[data-day="${iso}"]:not([data-outside]) button`);
    const pick = async (iso: string) => {
      for (let i = 0; i < 3 && !(await day(iso).isVisible()); i++) await booking.locator('.rdp-button_next').click();
      await day(iso).click();
    };
    await pick(checkin);
    await expect(booking.getByTestId('booking-checkin')).not.toContainText('Tarih seçin');
    await expect(booking.getByText(/Çıkış tarihini seçin \(en az \d+ gece\)/)).toBeVisible();
    await pick(checkout);
    await page.getByLabel('Yetişkin').selectOption('2');
    await page.getByLabel('Çocuk').selectOption('1');
    // A baby does not take a bed by default (issue 23): up to four on top of the capacity.
    await expect(booking.getByText('Bebekler (0–2 yaş) kişi sayısına dahil değildir.')).toBeVisible();
    await page.getByLabel(/^Bebek/).selectOption('1');

    const quote = booking.getByTestId('booking-quote');
    await expect(quote).toContainText('Temizlik ücreti');
    await expectQuoteInEuro(booking, quote, 'booking-total', '7 gece konaklama', 7);
    await shoot('booking-quote');

    const guest = {
      name: 'Deniz Arslan',
      email: 'deniz.arslan@example.com',
      phone: '0532 765 43 21',
      note: 'Bebek yatağı rica ederiz.',
    };
    const reservationCode = await sendBookingRequest(booking, guest, /^YL[A-Z2-9]{6}$/);
    // The confirmation offers boats near the villa on days of the stay, in the visitor's currency (issue 23).
    const nearby = booking.getByTestId('nearby-suggestions');
    await expect(nearby.getByRole('heading', { name: /yakındaki tekneler/ })).toBeVisible();
    const offer = nearby.getByRole('link').first();
    await expect(offer).toHaveAttribute('href', /^\/boat\/[^?]+\?.*checkin=\d{4}-\d{2}-\d{2}/);
    await expect(offer).toContainText('€');
    await shoot('booking-success');

    await booking.getByRole('link', { name: 'Rezervasyonlarım' }).click();
    await expect(page).toHaveURL(/\/rezervasyonlarim\?kod=/);
    await expect(page.getByLabel('Rezervasyon kodu')).toHaveValue(reservationCode);
    // A wrong contact gets the generic message.
    await page.getByLabel('E-posta veya telefon').fill('baska@example.com');
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Bu bilgilerle eşleşen bir rezervasyon bulunamadı');
    await page.getByLabel('E-posta veya telefon').fill('+90 532 765 43 21');
    await page.getByRole('button', { name: 'Sorgula' }).click();
    const result = page.getByTestId('lookup-result');
    await expect(result).toContainText(reservationCode);
    await expect(result).toContainText('Talep alındı');
    await expect(result).toContainText('7 gece');
    await expect(result).toContainText('2 yetişkin, 1 çocuk, 1 bebek');
    await shoot('booking-lookup');
  });
});
