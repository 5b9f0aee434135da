/**
 * Boat booking (issue 7): a visitor opens a boat page, picks rental days in
 * the booking panel, sees the live quote in TL and EURO, sends a request and
 * gets a 'YT…' code (also found on 'Rezervasyonlarım'); the admin finds it in
 * /dashboard/reservations/boat, opens it and confirms it; the outbox shows the
 * boat mails in boat words linked to the reservation; those days are then
 * held on the boat page's picker. Plus the admin list: 20 a page, filters by
 * status, boat, days and code; light and dark screenshots.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';
import { expectQuoteInEuro, sendBookingRequest } from '../booking-panel';
import { freeBoatDays, istanbulDay } from '../boat-days';

/** Demo boats that rent by the single day (speed boats, motor yachts). */
const CANDIDATE_SLUGS = ['yunus', 'firtina', 'kas-mavisi', 'aqua-vita', 'poyraz', 'lodos'];

/** A boat and two consecutive free, priced days (one-day minimum) from `offset` days ahead: never assumes untouched data. */
const freeDays = (page: Page, offset: number) => freeBoatDays(page, offset, CANDIDATE_SLUGS);

test.describe('boat booking @mobile', () => {
  test('a visitor requests two days, the admin confirms them, the days are held on the boat page', async ({
    page,
    shoot,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { slug, first, last } = await freeDays(page, testInfo.project.name === 'mobile' ? 70 : 25);

    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('yali_currency', 'EURO'));
    await page.goto(`/boat/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const booking = page.locator('#rezervasyon');
    await booking.scrollIntoViewIfNeeded();
    // The panel is loaded lazily once it comes into view.
    await expect(booking.locator('.rdp-root')).toBeVisible({ timeout: 20_000 });

    const day = (iso: string) => booking.locator(`[data-day="${iso}"]:not([data-outside]) button`);
    /** Moves the calendar on until the month of `iso` shows (one month at a time on phones). */
    const show = async (iso: string) => {
      for (let i = 0; i < 6 && !(await day(iso).isVisible()); i++) await booking.locator('.rdp-button_next').click();
    };
    const pick = async (iso: string) => {
      await show(iso);
      await day(iso).click();
    };
    await expect(async () => {
      await pick(first);
      await expect(booking.getByTestId('boat-booking-first')).not.toContainText('Tarih seçin', { timeout: 1000 });
    }).toPass();
    // A first click is already a one-day trip; the second click extends it.
    await expect(booking.getByTestId('boat-booking-quote')).toContainText('Günübirlik kiralama');
    await pick(last);
    await booking.getByLabel(/Kişi sayısı/).selectOption('2');
    const quote = booking.getByTestId('boat-booking-quote');
    await expectQuoteInEuro(booking, quote, 'boat-booking-total', '2 gün kiralama', 2);
    await booking.scrollIntoViewIfNeeded();
    await shoot('boat-booking-quote');

    const guest = {
      name: 'Derya Aksoy',
      email: 'derya.aksoy@example.com',
      phone: '+44 20 7946 0958',
      note: 'Öğle yemeği teknede olsun.',
    };
    const code = await sendBookingRequest(booking, guest, /^YT[A-Z2-9]{6}$/);
    await expect(booking.getByTestId('boat-booking-success')).toContainText('2 gün');
    // And villas near the marina free on the boat's first night, linked with that day (issue 23).
    const nearby = booking.getByTestId('nearby-suggestions');
    await expect(nearby.getByRole('heading', { name: /yakındaki villalar/ })).toBeVisible();
    await expect(nearby.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/villa/[^?]+\\?.*checkin=${first}`));
    await shoot('boat-booking-success');

    // 'Rezervasyonlarım' finds it with the boat's name.
    await booking.getByRole('link', { name: 'Rezervasyonlarım' }).click();
    await expect(page.getByLabel('Rezervasyon kodu')).toHaveValue(code);
    await page.getByLabel('E-posta veya telefon').fill('derya.aksoy@example.com');
    await page.getByRole('button', { name: 'Sorgula' }).click();
    const result = page.getByTestId('lookup-result');
    await expect(result).toContainText(code);
    await expect(result).toContainText('Tekne');
    await expect(result).toContainText('2 gün');
    await expect(result).toContainText('Talep alındı');
    await expect(result).toContainText('Tekne kiralama talebiniz bize ulaştı');
    await shoot('boat-booking-lookup');

    // The admin finds the request by its code, opens it and confirms it.
    await loginAs(page, 'admin');
    await page.goto('/dashboard/reservations/boat');
    await expect(page.getByRole('heading', { name: 'Tekne Rezervasyonları' })).toBeVisible();
    await page.getByLabel('Rezervasyon kodu').fill(code.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`code=${code.toLowerCase()}`));
    const link = page.getByRole('link', { name: new RegExp(code) });
    await expect(link).toHaveCount(1);
    await expect(page.getByText('1 rezervasyon')).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
    await expect(page.getByText('Derya Aksoy').first()).toBeVisible();
    await expect(page.getByText('Oluşturuldu: Talep')).toBeVisible();
    await page.getByRole('button', { name: 'Onayla' }).click();
    await page.getByRole('alertdialog', { name: 'Tekne rezervasyonunu onayla' }).getByRole('button', { name: 'Onayla' }).click();
    await expect(page.getByText('Tekne rezervasyonu onaylandı.')).toBeVisible();
    await expect(page.getByText('Talep → Onaylı')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Onaylı');
    await expect(page.getByText('Onay e-postası kuyruğa alındı.')).toBeVisible();
    await expect(page.getByText(/tekne kiralamanız onaylanmıştır/).first()).toBeAttached();
    await shoot('boat-reservation-detail');

    // The outbox lists the boat mails in boat words, each linked to this boat reservation.
    await page.goto(`/dashboard/reservations/mails?code=${code}`);
    await expect(page.getByRole('heading', { name: 'Gönderilen E-postalar' })).toBeVisible();
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(code) }) });
    await expect(rows.filter({ hasText: 'Tekne kiralamanız onaylandı' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Tekne kiralama talebiniz alındı' })).toHaveCount(1);
    await expect(rows.first()).toContainText('Tekne:');
    await expect(page.getByRole('table')).not.toContainText('Villa:');
    await shoot('boat-booking-outbox');
    await rows.filter({ hasText: 'Tekne kiralama talebiniz alındı' }).getByRole('button').click();
    const mail = page.getByRole('dialog');
    await expect(mail).toContainText('2 gün');
    await expect(mail).toContainText('Kişi: 2 kişi');
    await expect(mail).not.toContainText('Villa:');
    await expect(mail).not.toContainText('gece');
    await shoot('boat-booking-outbox-mail');
    await mail.getByRole('button', { name: 'Kapat' }).first().click();
    await rows
      .first()
      .getByRole('link', { name: new RegExp(code) })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/reservations\/boat\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(code);

    // Back on the boat page, the two days are held.
    await page.goto(`/boat/${slug}`);
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('.rdp-root')).toBeVisible({ timeout: 20_000 });
    await show(first);
    await expect(day(first)).toBeDisabled();
    await expect(day(first)).toHaveAttribute('aria-label', /dolu/);
    // The two days may straddle a month end (say 31 January and 1 February): the phone shows one month.
    await show(last);
    await expect(day(last)).toBeDisabled();
  });
});

test.describe('boat reservations back office @mobile', () => {
  test('20 a page, filters by status, boat, days and code; light and dark', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/reservations/boat');
    await expect(page.getByRole('heading', { name: 'Tekne Rezervasyonları' })).toBeVisible();
    const rows = page.locator('table tbody tr');
    await expect(rows).toHaveCount(20);
    const total = Number((/(\d+) rezervasyon/.exec((await page.getByText(/\d+ rezervasyon/).textContent()) ?? '') ?? [])[1]);
    expect(total).toBeGreaterThan(20);
    await shoot('boat-reservations-list-light');

    await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(Math.min(20, total - 20));

    // Status: every row says Onaylı.
    await page.getByLabel('Durum').selectOption({ label: 'Onaylı' });
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/status=confirmed/);
    // The previous page stays on screen until the new one arrives.
    await expect(async () => {
      const texts = await rows.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain('Onaylı');
    }).toPass();

    // Boat: every row names that boat.
    const boatSelect = page.getByRole('combobox', { name: 'Tekne', exact: true });
    await expect(boatSelect.locator('option')).not.toHaveCount(1);
    const boatName = (await boatSelect.evaluate((s: HTMLSelectElement) => s.options[1]?.text ?? '')).replace(' (pasif)', '');
    await boatSelect.selectOption({ index: 1 });
    await expect(page).toHaveURL(/boat_id=\d+/);
    await expect(async () => {
      const texts = await rows.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text.includes(boatName) || text.includes('Süzgeçlere uyan')).toBe(true);
    }).toPass();

    // Days far in the past: nothing matches, with an empty state.
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    await expect(page).toHaveURL(/\/dashboard\/reservations\/boat$/);
    await page.getByLabel('Son gün (bu tarihe kadar)').fill('2001-01-01');
    await expect(page).toHaveURL(/last_day=2001-01-01/);
    await expect(page.getByText('Süzgeçlere uyan tekne rezervasyonu yok.')).toBeVisible();
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    await page.getByLabel('İlk gün (bu tarihten)').fill(istanbulDay(0));
    await expect(page).toHaveURL(/started_at=/);
    await expect(rows.first()).toBeVisible();

    // A partial code finds its reservation.
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    const firstCode = ((await rows.first().locator('a').first().textContent()) ?? '').replace('Okunmamış:', '').trim();
    await page.getByLabel('Rezervasyon kodu').fill(firstCode.slice(2, 6));
    await expect(page.getByRole('link', { name: new RegExp(firstCode) })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.goto('/dashboard/reservations/boat');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(rows).toHaveCount(20);
    await shoot('boat-reservations-list-dark');
    await rows.first().locator('a').first().click();
    await expect(page.getByRole('heading', { name: 'Durum geçmişi' })).toBeVisible();
    await shoot('boat-reservation-detail-dark');
    // The edit form shows the rental as first and last day.
    await page.getByRole('button', { name: 'Düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tekne rezervasyonunu düzenle' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('İlk gün')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(dialog.getByLabel('Son gün')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByLabel('Kişi sayısı').fill('99');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText(/En az 1, en fazla \d+ kişi\./)).toBeVisible();
    await shoot('boat-reservation-edit-dark');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(dialog).toBeHidden();
    await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));
  });

  test('the public booking panel in dark mode', async ({ page, shoot }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('yali_theme', 'dark');
      localStorage.setItem('yali_currency', 'TL');
    });
    await page.goto('/boat/yunus');
    await expect(page.locator('html')).toHaveClass(/dark/);
    const booking = page.locator('#rezervasyon');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('.rdp-root')).toBeVisible({ timeout: 20_000 });
    await shoot('boat-booking-panel-dark');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));
  });
});
