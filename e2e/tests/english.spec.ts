/**
 * An English visitor books (issue 18): on /en/villa/<slug> the dates are
 * picked in an English calendar, the quote reads "nights" and "Total", the
 * request form answers an invalid e-mail in English, the request succeeds with
 * the English success screen, and /en/my-reservations finds it in English;
 * the language switch ("Türkçe") lands on the villa's Turkish address with
 * the dates kept. The same for a boat (two days, an English quote and
 * success screen, the switch to its Turkish address). Axe on the English villa
 * and boat pages, light and dark; screenshots of the English villa page and
 * the success screen.
 */
import type { Locator, Page } from '@playwright/test';
import { turkishLeftOn } from '../english-check';
import { expect, loginAs, test } from '../fixtures';
import { fillByLabel } from '../forms';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { freeBoatDays, istanbulDay } from '../boat-days';

/** Opens the first English villa listed as free for `checkin`…`checkout`; answers its address (no query). */
async function openFreeVilla(page: Page, checkin: string, checkout: string): Promise<string> {
  await page.goto(`/en/listing?checkin=${checkin}&checkout=${checkout}&guests=2`);
  const first = page.locator('main a[href^="/en/villa/"]').first();
  const href = (await first.getAttribute('href')) as string;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return href.split('?')[0] as string;
}

/** Picks `iso` in the booking section's calendar, moving on a month at a time. */
async function pick(booking: Locator, iso: string) {
  const day = booking.locator(`[data-day="${iso}"]:not([data-outside]) button`);
  for (let i = 0; i < 6 && !(await day.isVisible()); i++)
    await booking.getByRole('button', { name: 'Go to the next month' }).click();
  await day.click();
}

/** The agency's outbox (as the admin) holds the guest's mail of reservation `code`, in English: `subject` and `words`. */
async function englishMailInOutbox(page: Page, code: string, subject: string, words: string) {
  await loginAs(page, 'admin');
  await page.goto(`/dashboard/reservations/mails?code=${code}`);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').click();
  await expect(page.getByRole('dialog')).toContainText(words);
}

test.describe('English villa booking @mobile', () => {
  test('an English visitor picks dates, gets an English quote, sends a request and finds it', async ({ page, shoot }, info) => {
    test.slow();
    // Dates of their own per project, past the weeks booking.spec books.
    const offset = info.project.name === 'mobile' ? 10 : 0;
    const checkin = istanbulDay(45 + offset);
    const checkout = istanbulDay(52 + offset);
    const villaPath = await openFreeVilla(page, checkin, checkout);
    expect(villaPath).toMatch(/^\/en\/villa\//);

    // The page's own words are English; the Turkish ones are gone.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'About the villa' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Availability calendar' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Stay details' })).toBeVisible();
    await expect(main.getByText('Check-in time')).toBeVisible();
    await expect(main.getByText('Villa Hakkında')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/en',
    );

    const booking = page.locator('#rezervasyon');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('.rdp-root')).toBeVisible();
    // react-day-picker in English (date-fns enGB): English weekday names in the grid.
    await expect(booking.locator('.rdp-weekday').first()).toHaveText(/^(Mo|Mon)$/);
    await pick(booking, checkin);
    await expect(booking.getByText(/Choose your check-out date \(at least \d+ nights?\)/)).toBeVisible();
    await pick(booking, checkout);
    await booking.getByLabel('Adults').selectOption('2');

    const quote = booking.getByTestId('booking-quote');
    await expect(quote).toContainText('7 nights');
    await expect(quote).toContainText('Total');
    await expect(quote).toContainText('Prepayment (deposit');
    // English visitors see euros unless they chose otherwise (issue 18).
    await expect(booking.getByTestId('booking-total')).toContainText('€');
    await expect(booking.getByTestId('quote-fx-note')).toContainText('Payment is taken in Turkish lira');
    await shoot('english-villa-quote');

    // An invalid e-mail is answered in English before anything is sent.
    await fillByLabel(booking, {
      'Full name': 'Emily Carter',
      'E-mail': 'emily.carter@',
      Phone: '+44 7700 900123',
      'Your note': 'We arrive late in the evening.',
    });
    await booking.getByLabel(/privacy notice/).check();
    await booking.getByRole('button', { name: 'Send booking request' }).click();
    await expect(booking.getByText('Please enter a valid e-mail address.')).toBeVisible();
    const email = `emily.${info.project.name}.${Date.now()}@example.com`;
    await booking.getByLabel('E-mail').fill(email);
    await booking.getByRole('button', { name: 'Send booking request' }).click();

    const code = booking.getByTestId('reservation-code');
    await expect(code).toHaveText(/^YL[A-Z2-9]{6}$/);
    const reservationCode = (await code.textContent()) as string;
    await expect(booking.getByRole('heading', { name: 'Your request has been received' })).toBeVisible();
    const success = booking.getByTestId('booking-success');
    await expect(success).toContainText('Check-in');
    await expect(success).toContainText('7 nights');
    await expect(success).toContainText('2 adults');
    await expect(success.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    await expect(success).not.toContainText('Talebiniz alındı');
    await shoot('english-booking-success');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot('english-villa-dark');

    // 'My reservations' in English finds the request by its code and the guest's e-mail.
    await page.goto(`/en/my-reservations?kod=${reservationCode}`);
    await expect(page.getByLabel('Reservation code')).toHaveValue(reservationCode);
    await page.getByLabel('E-mail or phone').fill(email);
    await page.getByRole('button', { name: 'Look up' }).click();
    const result = page.getByTestId('lookup-result');
    await expect(result).toContainText(reservationCode);
    await expect(result).toContainText('7 nights');

    // A change request, checked and answered in English.
    await result.getByRole('button', { name: 'Request a change' }).click();
    const form = result.getByRole('form', { name: 'Change request' });
    await form.getByLabel('Your message').fill('Later?');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your message must be at least 10 characters long.');
    await form.getByLabel('Your message').fill('Could we arrive one day later, please?');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(result.getByText(/^Change request sent · /)).toBeVisible();
    expect(await turkishLeftOn(page)).toEqual([]);
    // The guest's mail went out in English (the language stored with the request).
    await englishMailInOutbox(page, reservationCode, 'We have received your booking request', 'has reached us');
  });

  test('the language switch lands on the Turkish address of the same villa with the dates kept', async ({ page }) => {
    const checkin = istanbulDay(75);
    const checkout = istanbulDay(82);
    const villaPath = await openFreeVilla(page, checkin, checkout);
    const slug = villaPath.replace('/en/villa/', '');
    await page.goto(`${villaPath}?checkin=${checkin}&checkout=${checkout}&guests=2`);
    const booking = page.locator('#rezervasyon');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.getByTestId('booking-quote')).toContainText('7 nights');

    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(new RegExp(`/villa/${slug}\\?checkin=${checkin}&checkout=${checkout}`));
    expect(new URL(page.url()).pathname).toBe(`/villa/${slug}`);
    await expect(page.getByRole('heading', { name: 'Villa Hakkında' })).toBeVisible();
    await page.locator('#rezervasyon').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('booking-quote')).toContainText('7 gece konaklama');
  });

  test('the English villa page passes axe, light and dark', async ({ page, shoot }) => {
    const villaPath = await openFreeVilla(page, istanbulDay(90), istanbulDay(97));
    await page.goto(villaPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('#rezervasyon').scrollIntoViewIfNeeded();
    await expect(page.locator('#rezervasyon .rdp-root')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'English villa page (light)');
    await shoot('english-villa-page');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await page.locator('#rezervasyon').scrollIntoViewIfNeeded();
    await expect(page.locator('#rezervasyon .rdp-root')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'English villa page (dark)');
    await shoot('english-villa-page-dark');
  });

  test('an English visitor hires a boat for two days and switches to Turkish', async ({ page }, info) => {
    test.slow();
    const { slug, first, last } = await freeBoatDays(page, info.project.name === 'mobile' ? 140 : 110, [
      'aqua-vita',
      'poyraz',
      'lodos',
      'yunus',
    ]);
    await page.goto(`/en/boat/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hire details' })).toBeVisible();
    const booking = page.locator('#rezervasyon');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('.rdp-root')).toBeVisible({ timeout: 20_000 });
    await pick(booking, first);
    await expect(booking.getByTestId('boat-booking-quote')).toContainText('Day hire');
    await pick(booking, last);
    const quote = booking.getByTestId('boat-booking-quote');
    await expect(quote).toContainText('2 days of hire');
    await expect(quote).toContainText('Total');
    await expectNoSeriousAxeViolations(page, 'English boat page');

    await fillByLabel(booking, { 'Full name': 'Tom Baker', 'E-mail': 'tom.baker@example.com', Phone: '+44 7700 900456' });
    await booking.getByRole('button', { name: 'Send booking request' }).click();
    await expect(booking.getByText('Please accept the privacy notice to continue.')).toBeVisible();
    await booking.getByLabel(/privacy notice/).check();
    await booking.getByRole('button', { name: 'Send booking request' }).click();
    await expect(booking.getByTestId('reservation-code')).toHaveText(/^YT[A-Z2-9]{6}$/);
    await expect(booking.getByRole('heading', { name: 'Your request has been received' })).toBeVisible();
    await expect(booking.getByTestId('boat-booking-success')).toContainText('2 days');
    const code = (await booking.getByTestId('reservation-code').textContent()) ?? '';

    await page.goto(`/en/boat/${slug}?checkin=${first}&days=2`);
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(new RegExp(`/boat/${slug}\\?checkin=${first}&days=2`));
    expect(new URL(page.url()).pathname).toBe(`/boat/${slug}`);
    await expect(page.getByRole('heading', { name: 'Teknik Özellikler' })).toBeVisible();
    await englishMailInOutbox(page, code, 'We have received your boat rental request', '2 days');
  });
});
