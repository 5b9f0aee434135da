/**
 * Price tools (issue 24, "Prices"): the admin raises the prices of the two
 * villas of a fresh region by 10 % for ten nights — the preview shows the
 * new prices, nothing is saved until "Uygula", and the villa's prices tab
 * shows them after, the nights around the range unchanged; copies a villa's
 * seasons to the next year (and is refused when the year already has them);
 * finds the villas with unpriced days in their list and on their prices tab.
 * owner1 gets the no-access notice on the screen, and the API refuses their
 * writes and shows them no one else's villa. Screenshots at 1366 px and on a
 * 390 px phone, light and dark.
 */
import type { Page } from '@playwright/test';
import { adminApi, expect, loginAs, test, tokenOf } from '../fixtures';
import { openTab, toast } from '../unit-editor';

type Period = { id: number; start_date: string; end_date: string; nightly_price_kurus: number };

/** Three years ahead: no demo price, no "today" cutting into the range. */
const Y = new Date().getUTCFullYear() + 3;

/** As the signed-in admin: a fresh town and two villas in it, priced for June of year Y (10.000 and 8.000 TL a night). */
async function seedRegion(page: Page) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const town = await adminApi<{ town_id: number; name: string }>(page, 'POST', '/v1/admin/towns', {
    name: `Fiyat Koyu ${stamp}`,
  });
  const villa = async (name: string, priceTl: number) => {
    const v = await adminApi<{ id: number; name: string }>(page, 'POST', '/v1/admin/villas', {
      name,
      town_id: town.town_id,
      capacity: 6,
      bedrooms: 3,
      bathrooms: 2,
      min_stay: 3,
      prepayment_percent: 30,
    });
    await adminApi(page, 'POST', '/v1/admin/villas/price', {
      villa_id: v.id,
      start_date: `${Y}-06-01`,
      end_date: `${Y}-06-30`,
      nightly_price_kurus: priceTl * 100,
      min_nights: 7,
      checkin_weekdays: [6],
    });
    return v;
  };
  return { town, a: await villa(`Villa Lodos ${stamp}`, 10_000), b: await villa(`Villa Poyraz ${stamp}`, 8_000) };
}

const pricesOf = async (page: Page, id: number) =>
  (await adminApi<{ prices: Period[] }>(page, 'GET', `/v1/admin/villas/${id}`)).prices.map((p) => [
    p.start_date,
    p.end_date,
    p.nightly_price_kurus,
  ]);

/** Light and dark at 1366 px, then the same on a 390 px phone; back to light desktop after. */
async function shootBoth(page: Page, shoot: (name: string) => Promise<void>, name: string, ready: () => Promise<void>) {
  await shoot(name);
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await shoot(`${name}-phone`);
  await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await ready();
  await shoot(`${name}-phone-dark`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await ready();
  await shoot(`${name}-dark`);
  await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));
  await page.reload();
  await ready();
}

test.describe('price tools (admin)', () => {
  test('bulk +10 % on the two villas of a region: preview, apply, the prices tab shows the new prices', async ({
    page,
    shoot,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'admin');
    const { town, a, b } = await seedRegion(page);

    await page.goto('/dashboard/prices');
    await expect(page.getByRole('heading', { name: 'Toplu Fiyat İşlemleri' })).toBeVisible();
    await page.getByLabel('İlçe').selectOption({ label: town.name });
    await expect(page.getByText('Tümünü seç (2 villa)')).toBeVisible();
    await page.getByLabel('Tümünü seç (2 villa)').check();
    await expect(page.getByText('2 villa seçili')).toBeVisible();
    await page.getByLabel('İlk gece').fill(`${Y}-06-11`);
    await page.getByLabel('Son gece').fill(`${Y}-06-20`);
    await page.getByLabel('Değişiklik (%)').fill('10');
    await page.getByRole('button', { name: 'Önizle' }).click();

    const preview = page.getByRole('table', { name: 'Fiyat değişikliği: eski ve yeni gecelik fiyatlar' });
    await expect(page.getByText('2 villada 2 fiyat dönemi değişecek')).toBeVisible();
    const row = (name: string | RegExp) => preview.getByRole('row', { name });
    await expect(row(new RegExp(`11 Haziran ${Y} – 20 Haziran ${Y} ₺10\\.000 ₺11\\.000`))).toBeVisible();
    await expect(row(new RegExp(`11 Haziran ${Y} – 20 Haziran ${Y} ₺8\\.000 ₺8\\.800`))).toBeVisible();
    await expect(row(new RegExp(`1 Haziran ${Y} – 10 Haziran ${Y} ₺10\\.000 ₺10\\.000 Değişmez`))).toBeVisible();
    // Nothing is saved by the preview.
    expect(await pricesOf(page, a.id)).toEqual([[`${Y}-06-01`, `${Y}-06-30`, 1_000_000]]);
    await shootBoth(page, shoot, 'price-tools-preview', async () => {
      // A reload forgets the form: fill it again for the picture.
      const previewCard = page.getByRole('heading', { name: '3. Önizleme' });
      if (await previewCard.isVisible()) return;
      await page.getByLabel('İlçe').selectOption({ label: town.name });
      await page.getByLabel('Tümünü seç (2 villa)').check();
      await page.getByLabel('İlk gece').fill(`${Y}-06-11`);
      await page.getByLabel('Son gece').fill(`${Y}-06-20`);
      await page.getByLabel('Değişiklik (%)').fill('10');
      await page.getByRole('button', { name: 'Önizle' }).click();
      await expect(previewCard).toBeVisible();
    });

    await page.getByRole('button', { name: 'Uygula' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Fiyatlar değiştirilsin mi?' });
    await expect(confirm).toContainText('2 villada 2 fiyat dönemi');
    await confirm.getByRole('button', { name: 'Uygula' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 villada 2 fiyat dönemi güncellendi' })).toBeVisible();
    await shoot('price-tools-applied');

    expect(await pricesOf(page, a.id)).toEqual([
      [`${Y}-06-01`, `${Y}-06-10`, 1_000_000],
      [`${Y}-06-11`, `${Y}-06-20`, 1_100_000],
      [`${Y}-06-21`, `${Y}-06-30`, 1_000_000],
    ]);
    expect((await pricesOf(page, b.id))[1]).toEqual([`${Y}-06-11`, `${Y}-06-20`, 880_000]);

    await page.goto(`/dashboard/villas/${a.id}?tab=fiyatlar`);
    const periods = page.getByRole('table', { name: 'Fiyat dönemleri' });
    await expect(periods.getByRole('row', { name: new RegExp(`11 Haziran ${Y} – 20 Haziran ${Y} ₺11\\.000 7`) })).toBeVisible();
    await expect(
      periods.getByRole('row', { name: new RegExp(`21 Haziran ${Y} – 30 Haziran ${Y} ₺10\\.000 7 Cumartesi`) }),
    ).toBeVisible();

    // The change is in the audit log under the admin's name (the period keeps its id for the changed nights).
    const { prices } = await adminApi<{ prices: Period[] }>(page, 'GET', `/v1/admin/villas/${a.id}`);
    const changed = prices.find((p) => p.start_date === `${Y}-06-11`);
    const audit = await adminApi<{ items: { actor_label: string; changes: Record<string, unknown> }[] }>(
      page,
      'GET',
      `/v1/admin/audit?entity=villa_prices&entity_id=${changed?.id}`,
    );
    expect(audit.items[0]).toMatchObject({
      actor_label: 'Ayşe Yılmaz',
      changes: { nightly_price_kurus: [1_000_000, 1_100_000] },
    });
  });

  test('copies a villa’s seasons to the next year with +5 %, then is refused when the year already has them', async ({
    page,
    shoot,
  }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'admin');
    const { a } = await seedRegion(page);

    await page.goto(`/dashboard/villas/${a.id}`);
    await openTab(page, 'Fiyatlar');
    // No price in the coming year at all: the whole window is unpriced.
    await expect(page.getByRole('status').filter({ hasText: 'Önümüzdeki 365 günde 365 gün fiyatsız' })).toBeVisible();
    await page.getByRole('button', { name: 'Sezonları sonraki yıla kopyala' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sezonları başka yıla kopyala' });
    await expect(dialog.getByLabel('Kaynak yıl')).toHaveValue(String(Y));
    await expect(dialog.getByLabel('Hedef yıl')).toHaveValue(String(Y + 1));
    await dialog.getByLabel('Fiyat değişikliği (%)').fill('5');
    await dialog.getByRole('button', { name: 'Önizle' }).click();
    await expect(dialog.getByText(`1 dönem ${Y + 1} yılına kopyalanacak`)).toBeVisible();
    await expect(
      dialog.getByRole('row', { name: new RegExp(`1 Haziran ${Y + 1} – 30 Haziran ${Y + 1} ₺10\\.000 ₺10\\.500`) }),
    ).toBeVisible();
    await shoot('price-tools-copy-year');
    await dialog.getByRole('button', { name: 'Kopyala' }).click();
    await expect(toast(page, `1 fiyat dönemi ${Y + 1} yılına kopyalandı.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('table', { name: 'Fiyat dönemleri' })
        .getByRole('row', { name: new RegExp(`1 Haziran ${Y + 1} .+ ₺10\\.500`) }),
    ).toBeVisible();

    // Again: the year has that season now — the server refuses and nothing is written.
    await page.getByRole('button', { name: 'Sezonları sonraki yıla kopyala' }).click();
    await dialog.getByLabel('Kaynak yıl').selectOption(String(Y));
    await dialog.getByRole('button', { name: 'Önizle' }).click();
    await expect(dialog.getByText(`${Y + 1} yılında çakışan dönemler`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Kopyala' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`${Y + 1} yılında çakışan fiyat dönemleri var`);
    await shootBoth(page, shoot, 'price-tools-copy-year-conflict', async () => {
      if (await dialog.isVisible()) return;
      await openTab(page, 'Fiyatlar');
      await page.getByRole('button', { name: 'Sezonları sonraki yıla kopyala' }).click();
      await dialog.getByLabel('Kaynak yıl').selectOption(String(Y));
      await dialog.getByRole('button', { name: 'Önizle' }).click();
      await expect(dialog.getByText(`${Y + 1} yılında çakışan dönemler`)).toBeVisible();
    });
    expect(await pricesOf(page, a.id)).toEqual([
      [`${Y}-06-01`, `${Y}-06-30`, 1_000_000],
      [`${Y + 1}-06-01`, `${Y + 1}-06-30`, 1_050_000],
    ]);
  });

  test('lists villas with unpriced bookable days and links to their prices tab', async ({ page, shoot }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'admin');
    const { a } = await seedRegion(page);
    await page.goto('/dashboard/prices?tab=eksik');
    const item = page.getByRole('listitem').filter({ hasText: a.name });
    await expect(item).toContainText('365 gün fiyatsız');
    await shootBoth(page, shoot, 'price-tools-missing', async () => {
      await expect(page.getByRole('listitem').filter({ hasText: a.name })).toBeVisible();
    });
    await item.getByRole('link', { name: a.name }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/villas/${a.id}\\?tab=fiyatlar`));
    // The editor loads the villa first (slow while the machine is busy), then the warning.
    await expect(page.getByRole('heading', { name: a.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Önümüzdeki 365 günde 365 gün fiyatsız' })).toBeVisible();
  });
});

test('owner1: no access to the price tools; the API refuses their writes and shows only their own villas', async ({ page }) => {
  await loginAs(page, 'admin');
  const { a } = await seedRegion(page);
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  await loginAs(page, 'owner1');
  await page.goto('/dashboard/prices');
  await expect(page.getByRole('heading', { name: 'Bu sayfaya erişim yetkiniz yok' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Toplu Fiyat İşlemleri' })).toHaveCount(0);
  await expect(page.getByText('Welcome, Mehmet Öztürk')).toBeVisible();

  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const body = { villa_ids: [a.id], from: `${Y}-06-01`, to: `${Y}-06-30`, change: { kind: 'percent', value: 50 } };
  for (const path of ['/v1/admin/prices/bulk/preview', '/v1/admin/prices/bulk']) {
    const res = await page.request.post(path, { headers, data: body });
    expect(res.status(), path).toBe(403);
  }
  const copy = await page.request.post(`/v1/admin/villas/${a.id}/prices/copy-year`, { headers, data: { from_year: Y } });
  expect(copy.status()).toBe(403);
  // The missing-price list holds owner1's own villas only; another villa is a 404.
  const own = (await (await page.request.get('/v1/admin/villas/all', { headers })).json()).content as { id: number }[];
  const missing = (await (await page.request.get('/v1/admin/prices/missing', { headers })).json()).content as {
    villas: { villa_id: number }[];
  };
  for (const v of missing.villas) expect(own.map((o) => o.id)).toContain(v.villa_id);
  expect((await page.request.get(`/v1/admin/villas/${a.id}`, { headers })).status()).toBe(404);
  const probe = await page.request.get(`/v1/admin/prices/missing?villa_id=${a.id}`, { headers });
  expect(((await probe.json()).content as { villas: unknown[] }).villas).toEqual([]);
});
