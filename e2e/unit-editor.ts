/**
 * Helpers of the unit editor suites (villa editor, boat catalogue): a PNG
 * made on the fly, the session's API token, opening an editor tab, and the
 * 'Görseller' check both kinds share — a non-image fails before upload, two
 * PNGs upload, the first moves right by its button and the order survives a
 * reload.
 */
import { type Page, expect } from '@playwright/test';
import sharp from 'sharp';
import { SESSION_KEY } from './fixtures';

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
