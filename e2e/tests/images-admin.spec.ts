/**
 * Photos in the villa editor (issue 24; the manager is the boats' too), on a villa made
 * for the test: a batch of small PNGs and one text file upload file by file with
 * "N / M" progress, the refused file listed with its reason; the alternative text of a
 * photo saved when its field is left and used as the public gallery's `alt`; "Kapak yap"
 * puts a photo first in one click (the public cover); two selected photos deleted after a
 * confirmation. owner1 sees their villa's photos without any control and cannot change
 * one through the API. Desktop and (tagged @mobile) phone, light and dark screenshots.
 */
import type { Page } from '@playwright/test';
import { adminApi, expect, loginAs, test, tokenOf, USERS } from '../fixtures';
import { openTab, png, toast } from '../unit-editor';

const tag = () => Math.random().toString(36).slice(2, 7);

async function seedVilla(page: Page, name: string, ownerName: string | null = null) {
  let owner_id: number | null = null;
  if (ownerName) {
    const villas = await adminApi<{ items: { owner: { id: number; name: string } | null }[] }>(
      page,
      'GET',
      '/v1/admin/villas?take=100',
    );
    owner_id = villas.items.find((v) => v.owner?.name === ownerName)?.owner?.id ?? null;
  }
  return adminApi<{ id: number; slug: string }>(page, 'POST', '/v1/admin/villas', {
    name,
    owner_id,
    capacity: 4,
    bedrooms: 2,
    bathrooms: 1,
    min_stay: 2,
    prepayment_percent: 30,
    permit_number: '48-E2E-FOTO',
    description: 'Görsel testleri için bir villa.',
  });
}

const COLOURS = [
  { r: 20, g: 120, b: 200 },
  { r: 220, g: 170, b: 40 },
  { r: 40, g: 160, b: 90 },
  { r: 190, g: 60, b: 60 },
];

test.describe('villa photos in the back office', () => {
  // Long flows on a shared 2-core machine: the default 45 s is for one screen.
  test.describe.configure({ timeout: 150_000 });

  test('upload progress, alternative text on the site, “Kapak yap”, two deleted at once @mobile', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const villa = await seedVilla(page, `Villa Foto ${tag()}`);
    await page.goto(`/dashboard/villas/${villa.id}`);
    await openTab(page, 'Görseller');

    const files = await Promise.all(
      COLOURS.map(async (c, i) => ({ name: `foto-${i + 1}.png`, mimeType: 'image/png', buffer: await png(c, 320, 240) })),
    );
    await page
      .getByLabel('Görsel yükle')
      .setInputFiles([
        ...files.slice(0, 2),
        { name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('görsel değil') },
        ...files.slice(2),
      ]);
    const progress = page.locator('[data-upload-progress]');
    await expect(progress).toContainText('5 / 5 yüklendi');
    await expect(progress.getByRole('progressbar', { name: 'Yükleme durumu' })).toHaveAttribute('value', '5');
    await expect(progress.getByRole('list', { name: 'Yüklenemeyen dosyalar' })).toContainText(
      'notlar.txt: Yalnızca görsel dosyaları yüklenebilir.',
    );
    await expect(toast(page, '4 görsel yüklendi, 1 görsel yüklenemedi.')).toBeVisible();
    const items = page.locator('ol[aria-label="Görsel sırası"] > li');
    await expect(items).toHaveCount(4);
    await shoot('images-upload-progress');
    const ids = () => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-image-id')));
    const before = await ids();

    // The alternative text of photo 2, saved when the field is left.
    const alt = `Havuz başında gün batımı ${tag()}`;
    const field = page.getByLabel('Alternatif metin (görme engelliler için) – görsel 2');
    await field.fill(alt);
    await field.press('Enter');
    await expect(toast(page, 'Alternatif metin kaydedildi.')).toBeVisible();

    // "Kapak yap": photo 2 becomes the first.
    await page.getByRole('button', { name: 'Görsel 2 kapak yap' }).click();
    await expect(toast(page, 'Görsel sırası kaydedildi.')).toBeVisible();
    await expect.poll(ids).toEqual([before[1], before[0], before[2], before[3]]);
    await expect(items.first()).toContainText('Kapak');
    await expect(page.getByRole('button', { name: 'Görsel 1 kapak yap' })).toHaveCount(0);

    // Select photos 3 and 4 and delete them together, after the confirmation.
    await page.getByRole('checkbox', { name: 'Görsel 3 seç' }).check();
    await page.getByRole('checkbox', { name: 'Görsel 4 seç' }).check();
    await shoot('images-selected');
    await page.getByRole('button', { name: 'Seçilenleri sil (2)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Seçilen görselleri sil' });
    await expect(dialog).toContainText('Seçilen 2 görsel');
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(toast(page, '2 görsel silindi.')).toBeVisible();
    await expect.poll(ids).toEqual([before[1], before[0]]);
    await page.reload();
    await openTab(page, 'Görseller');
    await expect.poll(ids).toEqual([before[1], before[0]]);
    await expect(page.getByLabel('Alternatif metin (görme engelliler için) – görsel 1')).toHaveValue(alt);

    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await openTab(page, 'Görseller');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await shoot('images-editor-dark');

    // The site: the cover is the chosen photo and carries the text as its alt.
    await expect(async () => {
      await page.goto(`/villa/${villa.slug}`);
      await expect(page.locator(`img[alt="${alt}"]`).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await shoot('images-public-gallery');
  });

  test('owner1 sees the photos of their villa without controls and cannot change one @mobile', async ({ page }) => {
    await loginAs(page, 'admin');
    const villa = await seedVilla(page, `Villa Sahip Foto ${tag()}`, USERS.owner1.name);
    const res = await page.request.post('/v1/admin/villas/image', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      multipart: {
        villa_id: String(villa.id),
        'files[]': { name: 'a.png', mimeType: 'image/png', buffer: await png({ r: 10, g: 20, b: 30 }, 200, 150) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const [image] = ((await res.json()) as { content: { id: number }[] }).content;

    await page.evaluate(() => localStorage.clear());
    await loginAs(page, 'owner1');
    await page.goto(`/dashboard/villas/${villa.id}`);
    await expect(page.locator('ol[aria-label="Görsel sırası"] > li')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByLabel(/Alternatif metin/)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /seç$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Seçilenleri sil/ })).toHaveCount(0);
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    expect((await page.request.put(`/v1/admin/villas/image/${image?.id}`, { headers, data: { alt: 'x' } })).status()).toBe(403);
    expect(
      (
        await page.request.post('/v1/admin/villas/image/bulkdelete', {
          headers,
          data: { villa_id: villa.id, ids: [image?.id] },
        })
      ).status(),
    ).toBe(403);
  });
});
