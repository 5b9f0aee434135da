/**
 * Helpers of the unit editor suites (villa editor, boat catalogue): a PNG
 * made on the fly, the session's API token, opening an editor tab, the
 * price period that overlaps another, and the 'Görseller' check both kinds
 * share — a non-image fails before upload, two PNGs upload, the first moves
 * right by its button and the order survives a reload.
 */
import { type Page, expect } from '@playwright/test';
import sharp from 'sharp';
import { SESSION_KEY } from './fixtures';
import { fillByLabel } from './forms';

/** A PNG of `colour`, generated here so the tests need no fixture files. */
export const png = (colour: { r: number; g: number; b: number }, width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The logged-in admin's bearer token, for API calls beside the screens. */
export const tokenOf = (page: Page) =>
  page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? 'null') as { token: string } | null)?.token ?? '', SESSION_KEY);

/** A toast with `text` (the first, if several stack). */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** Opens the editor tab `name`, retrying the click until the tab says it is selected. */
export async function openTab(page: Page, name: string) {
  await expect(async () => {
    await page.getByRole('tab', { name, exact: false }).click();
    await expect(page.getByRole('tab', { name, exact: false })).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass();
}

/**
 * On the open 'Fiyatlar' tab: saves a new price period with `fields` (label
 * → value, the kind's own labels) and the weekday boxes `checks` ticked.
 */
export async function addPricePeriod(page: Page, fields: Record<string, string>, checks: string[] = []) {
  await page.getByRole('button', { name: 'Dönem ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fiyat dönemi ekle' });
  await fillByLabel(dialog, fields);
  for (const name of checks) await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Fiyat dönemi eklendi.')).toBeVisible();
}

/**
 * On the open 'Fiyatlar' tab, with a period of 1–30 June 2027 saved: a new
 * period with `fields` (label → value, the kind's own labels) that overlaps
 * it is refused in the dialog, naming the first; screenshot `shot`, then
 * 'Vazgeç'.
 */
export async function expectOverlappingPriceRefused(
  page: Page,
  fields: Record<string, string>,
  shoot: (name: string) => Promise<void>,
  shot: string,
) {
  await page.getByRole('button', { name: 'Dönem ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fiyat dönemi ekle' });
  await fillByLabel(dialog, fields);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bu fiyat dönemi 1 Haziran 2027 – 30 Haziran 2027 dönemiyle çakışıyor.');
  await shoot(shot);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
}

/**
 * On the open 'Görseller' tab: a text file is refused before any `POST
 * {uploadPath}`; `files` (two PNGs) upload; 'Görsel 1 sağa taşı' swaps them,
 * saved at once and still swapped after a reload. Answers the image items and
 * their ids in upload order.
 */
export async function uploadAndReorderImages(page: Page, uploadPath: string, files: { name: string; buffer: Buffer }[]) {
  const input = page.getByLabel('Görsel yükle');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(uploadPath) && r.method() === 'POST') uploads++;
  });
  await input.setInputFiles({ name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('görsel değil') });
  await expect(page.getByText('Yalnızca görsel dosyaları yüklenebilir.').first()).toBeVisible();
  expect(uploads).toBe(0);
  await input.setInputFiles(files.map((f) => ({ ...f, mimeType: 'image/png' })));
  await expect(page.getByText('2 görsel yüklendi.').first()).toBeVisible();
  const items = page.locator('ol[aria-label="Görsel sırası"] > li');
  await expect(items).toHaveCount(2);
  const before = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-image-id')));
  await page.getByRole('button', { name: 'Görsel 1 sağa taşı' }).click();
  await expect(toast(page, 'Görsel sırası kaydedildi.')).toBeVisible();
  const order = () => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-image-id')));
  await expect.poll(order).toEqual([before[1], before[0]]);
  await page.reload();
  await expect.poll(order).toEqual([before[1], before[0]]);
  return { items, before };
}
