/**
 * The reservation lists of issue 24: sorting by amount flips the order,
 * 'Bugün giriş' shows only today's check-ins, a check-in range narrows the
 * list, 'Excel'e aktar' downloads a CSV of exactly the filtered rows, the
 * table fits 1366 px without scrolling sideways and becomes cards on a
 * phone; a boat booking taken by phone is entered by hand and appears in
 * the list and its detail, whose 'Voucher (PDF)' downloads a PDF. Each test
 * seeds its own reservations through the API.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays } from '../dates';
import { adminApi, expect, loginAs, test, tokenOf, USERS } from '../fixtures';
import { expectListFits } from '../page-checks';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/** A pending villa request (it holds no night, so any day is free) on one of owner1's villas; answers its code. */
async function seedRequest(page: Page, o: { start: string; nights: number; total: number; guest: string }) {
  const villas = await adminApi<{ items: { id: number; owner: { name: string } | null }[] }>(
    page,
    'GET',
    '/v1/admin/villas?take=100',
  );
  const villa = villas.items.find((v) => v.owner?.name === USERS.owner1.name);
  if (!villa) throw new Error('owner1 has no villa in the demo data');
  const { id } = await adminApi<{ id: number }>(page, 'POST', '/v1/admin/reservations', {
    villa_id: villa.id,
    status: 'pending',
    started_at: o.start,
    finished_at: addDays(o.start, o.nights),
    adults: 2,
    guest_name: o.guest,
    guest_phone: '+90 532 222 33 44',
    total_price_kurus: o.total,
  });
  return (await adminApi<{ reservation_id: string }>(page, 'GET', `/v1/admin/reservations/${id}`)).reservation_id;
}

const rows = (page: Page) => page.locator('table tbody tr');
const codesOnScreen = async (page: Page) =>
  (await rows(page).locator('td:first-child a').allTextContents()).map((t) => t.replace('Okunmamış:', '').trim());

test.describe('reservation list', () => {
  test('sorts by amount both ways, narrows by a check-in range and exports what it shows', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    // A day of its own, years ahead, so that only this test's requests start there.
    const day = addDays(today(), 2000 + Math.floor(Math.random() * 2000));
    const cheap = await seedRequest(page, { start: day, nights: 3, total: 1_000_000, guest: 'Ucuz Misafir' });
    const dear = await seedRequest(page, { start: addDays(day, 1), nights: 5, total: 9_000_000, guest: 'Pahalı Misafir' });

    await page.goto(`/dashboard/reservations/villa?started_at=${day}`);
    await page.getByLabel('Giriş (bu tarihe kadar)').fill(addDays(day, 1));
    await expect(page).toHaveURL(/started_to=/);
    await expect.poll(() => codesOnScreen(page)).toHaveLength(2);

    const amount = page.getByRole('button', { name: 'Tutar' });
    await amount.click();
    await expect(page).toHaveURL(/sort=total_price_kurus&dir=desc/);
    await expect.poll(() => codesOnScreen(page)).toEqual([dear, cheap]);
    await expect(page.getByRole('columnheader', { name: 'Tutar' })).toHaveAttribute('aria-sort', 'descending');
    await amount.click();
    await expect(page).toHaveURL(/dir=asc/);
    await expect.poll(() => codesOnScreen(page)).toEqual([cheap, dear]);
    await expect(page.getByRole('columnheader', { name: 'Tutar' })).toHaveAttribute('aria-sort', 'ascending');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Excel'e aktar" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^villa-rezervasyonlari-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path()) as string, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toMatch(/^Kod;Villa;Misafir;/);
    expect(csv.slice(1).map((l) => l.split(';')[0])).toEqual([cheap, dear]);
    expect(csv[1]).toContain('Ucuz Misafir');
    expect(csv[1]).toContain('10000,00');
    await shoot('reservation-list-sorted');
  });

  test("'Bugün giriş' shows only today's check-ins", async ({ page }) => {
    await loginAs(page, 'admin');
    const arriving = await seedRequest(page, { start: today(), nights: 2, total: 500_000, guest: 'Bugün Gelen' });
    const later = await seedRequest(page, { start: addDays(today(), 3), nights: 2, total: 500_000, guest: 'Sonra Gelen' });
    await page.goto('/dashboard/reservations/villa');
    const chip = page.getByRole('button', { name: 'Bugün giriş' });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/quick=arrivals_today/);
    const expected = await adminApi<{ items: { reservation_id: string; started_at: string }[] }>(
      page,
      'GET',
      '/v1/admin/reservations?quick=arrivals_today&take=20',
    );
    for (const r of expected.items) expect(r.started_at).toBe(today());
    await expect.poll(() => codesOnScreen(page)).toEqual(expected.items.map((r) => r.reservation_id));
    const shown = await codesOnScreen(page);
    expect(shown).toContain(arriving);
    expect(shown).not.toContain(later);
    await chip.click();
    await expect(page).not.toHaveURL(/quick=/);
  });

  test('fits 1366 px without scrolling sideways, and is cards on a phone @mobile', async ({ page, shoot }, info) => {
    await loginAs(page, 'admin');
    await seedRequest(page, {
      start: addDays(today(), 5),
      nights: 4,
      // The widest a row gets: a ₺20 million amount and a name with a word longer than its column.
      total: 2_000_000_000,
      guest: 'Abdurrahmankaramustafaoğullarıgillerinden Uzunisimlioğlu',
    });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('yali_theme', t), theme);
      await page.goto('/dashboard/reservations/villa');
      await expect(rows(page).nth(1)).toBeVisible();
      // Each row is a card on the phone; on the desktop, nothing to scroll sideways.
      await expectListFits(page, rows(page).first(), info.project.name);
      if (info.project.name !== 'mobile') {
        for (const header of ['Kod', 'Villa', 'Misafir', 'Tutar', 'Durum', 'Kanal']) {
          await expect(page.getByRole('columnheader', { name: header })).toBeInViewport();
        }
      }
      await shoot(`reservation-list-${theme}`);
    }
  });
});

test.describe('boat reservation taken by phone', () => {
  test('the admin enters it; it is in the list and its detail, and its voucher downloads as PDF', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/reservations/boat');
    await page.getByRole('link', { name: 'Yeni tekne rezervasyonu' }).click();
    await expect(page.getByRole('heading', { name: 'Yeni tekne rezervasyonu' })).toBeVisible();
    const boat = page.getByRole('combobox', { name: 'Tekne' });
    await expect(boat.locator('option')).not.toHaveCount(1);
    await boat.selectOption({ index: 1 });
    // A week of its own years ahead: no other booking holds it.
    const first = addDays(today(), 1500 + Math.floor(Math.random() * 3000));
    await page.getByLabel('İlk gün').fill(first);
    await page.getByLabel('Son gün').fill(addDays(first, 6));
    await page.getByLabel('Kişi sayısı').fill('2');
    await page.getByLabel('Ad soyad').fill('Telefon Müşterisi');
    await page.getByLabel('Telefon').fill('+90 532 555 66 77');
    await page.getByLabel('Toplam tutar (TL)').fill('85.000');
    await page.getByLabel('Durum').selectOption('confirmed');
    await shoot('boat-reservation-new');
    await page.getByRole('button', { name: 'Rezervasyonu oluştur' }).click();

    await expect(page).toHaveURL(/\/dashboard\/reservations\/boat\/\d+$/);
    const code = (await page.getByRole('heading', { level: 1 }).locator('.font-mono').textContent())?.trim() ?? '';
    expect(code).toMatch(/^YT/);
    await expect(page.getByText('Acente', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Telefon Müşterisi').first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Voucher (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`voucher-${code}.pdf`);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await shoot('boat-reservation-by-phone-detail');

    await page.goto(`/dashboard/reservations/boat?code=${code}`);
    await expect.poll(() => codesOnScreen(page)).toEqual([code]);
    await expect(rows(page).first()).toContainText('Acente');
    expect(await tokenOf(page)).not.toBe('');
  });
});
