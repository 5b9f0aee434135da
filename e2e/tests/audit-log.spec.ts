/**
 * The audit log (issue 20) in the back office: the admin changes a reservation's dates,
 * opens its Geçmiş and sees Giriş old → new with their name; the global log filters by
 * record type; owner1 reads the history of their own reservation (on a phone too) and
 * cannot open the global log (no menu entry, the server refuses).
 */
import type { Page } from '@playwright/test';
import { addDays } from '../dates';
import { adminApi, expect, loginAs, test, tokenOf, USERS } from '../fixtures';
import { postUntilFree, randomStarts, reservationCodeOf } from '../seed';

const trDate = (day: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** 'Giriş: 11 Aralık 2032 → 12 Aralık 2032' as shown (a screen reader also hears 'yeni değer' before the new value). */
const movedText = (from: string, to: string) => new RegExp(`Giriş: ${trDate(from)} →.*${trDate(to)}`);

/** As the signed-in admin: a confirmed week on one of owner1's villas, seven to twelve years ahead. */
async function seedReservation(page: Page): Promise<{ id: number; start: string; code: string; villaName: string }> {
  const villas = await adminApi<{ items: { id: number; name: string; owner: { name: string } | null }[] }>(
    page,
    'GET',
    '/v1/admin/villas?take=100',
  );
  const villa = villas.items.find((v) => v.owner?.name === USERS.owner1.name);
  if (!villa) throw new Error('owner1 has no villa in the demo data');
  // Past the fixed far-future weeks other tests hold (years +1, +3 and +5: guest search, external blocking,
  // price tools, the occupancy timeline), which a random week here once landed on.
  const { id, candidate: start } = await postUntilFree(page, '/v1/admin/reservations', randomStarts(2400, 600, 3), (start) => ({
    villa_id: villa.id,
    status: 'confirmed',
    started_at: start,
    finished_at: addDays(start, 7),
    adults: 2,
    children: 0,
    guest_name: 'Geçmiş Testi Misafiri',
    guest_email: '',
    guest_phone: '',
    total_price_kurus: 1_500_000,
  }));
  return { id, start, code: await reservationCodeOf(page, id), villaName: villa.name };
}

/** As the signed-in admin, through the edit dialog: the check-in moves one day later. */
async function moveCheckIn(page: Page, r: { id: number; start: string }) {
  await page.goto(`/dashboard/reservations/villa/${r.id}`);
  await page.getByRole('button', { name: 'Düzenle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Giriş tarihi').fill(addDays(r.start, 1));
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('audit log', () => {
  test('the admin changes a reservation’s dates and sees it in its Geçmiş with their name', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const r = await seedReservation(page);
    await moveCheckIn(page, r);
    const history = page.getByRole('region', { name: 'Geçmiş', exact: true });
    const change = history.getByTestId('history-item').filter({ hasText: 'Giriş:' }).first();
    await expect(change).toContainText(USERS.admin.name);
    await expect(change).toContainText(movedText(r.start, addDays(r.start, 1)));
    // The creation is there too, below the change, naming the villa rather than its number.
    const created = history.getByTestId('history-item').filter({ hasText: 'eklendi' });
    await expect(created).toHaveCount(1);
    await expect(created).toContainText(`Villa: ${r.villaName}`);
    await change.scrollIntoViewIfNeeded();
    await shoot('audit-reservation-history');
  });

  test('the global log filters by record type', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const r = await seedReservation(page);
    await moveCheckIn(page, r);
    await page.goto('/dashboard/audit');
    await expect(page.getByRole('heading', { name: 'İşlem Geçmişi' })).toBeVisible();
    await page.getByLabel('Kayıt türü').selectOption({ label: 'Rezervasyon' });
    await expect(page).toHaveURL(/entity=reservations/);
    const table = page.getByRole('table', { name: 'İşlem geçmişi' });
    const row = table
      .getByRole('row')
      .filter({ hasText: `Rezervasyon: ${r.code}` })
      .first();
    await expect(row).toContainText('Giriş:');
    await expect(row).toContainText(USERS.admin.name);
    const links = table.getByRole('link');
    await expect(links.first()).toBeVisible();
    // Each record is named by its code (a number only for one deleted since).
    for (const text of await links.allTextContents()) expect(text).toMatch(/^Rezervasyon(: [A-Z0-9]+| #\d+)$/);
    await shoot('audit-log');
    await page.getByLabel('Kayıt türü').selectOption({ label: 'Fiyat dönemi (villa)' });
    await expect(page).toHaveURL(/entity=villa_prices/);
    await expect(table.getByRole('link', { name: /^Rezervasyon/ })).toHaveCount(0);
  });

  test('the admin sets how long the log keeps its records, and sees the change in the log', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    // From the default, so that saving always changes the value and writes a record.
    await adminApi(page, 'PUT', '/v1/admin/audit/edit', { audit_retention_days: '365' });
    await page.goto('/dashboard/settings/audit');
    await expect(page.getByRole('heading', { name: 'Kayıt Saklama' })).toBeVisible();
    const days = page.getByLabel('Saklama süresi (gün)');
    await expect(days).toHaveValue('365');
    await days.fill('10');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Saklama süresi 30 ile 3650 arasında bir gün sayısı olmalı.')).toBeVisible();
    // Each project saves its own value, so that the two never read each other's.
    const wanted = test.info().project.name.includes('mobile') ? '181' : '180';
    await days.fill(wanted);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();
    await shoot('audit-settings-retention');
    await page.goto('/dashboard/audit?entity=settings');
    // The newest record of the setting: the first save adds it ('Değer: 180'), a later one changes it ('… → 180').
    const row = page
      .getByRole('table', { name: 'İşlem geçmişi' })
      .getByRole('row')
      .filter({ hasText: 'Ayar: Kayıt Saklama › Saklama süresi (gün)' })
      .first();
    await expect(row).toContainText(USERS.admin.name);
    await expect(row).toContainText(new RegExp(`Değer: (.*yeni değer: )?${wanted}$`));
    await adminApi(page, 'PUT', '/v1/admin/audit/edit', { audit_retention_days: '365' });
  });

  test('owner1 reads their own reservation’s history and cannot open the global log @mobile', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const r = await seedReservation(page);
    await moveCheckIn(page, r);
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await loginAs(page, 'owner1');
    await page.goto(`/dashboard/reservations/${r.id}`);
    const history = page.getByRole('region', { name: 'Geçmiş', exact: true });
    await expect(history.getByTestId('history-item').filter({ hasText: 'Giriş:' }).first()).toContainText(
      movedText(r.start, addDays(r.start, 1)),
    );
    await history.scrollIntoViewIfNeeded();
    await shoot('audit-reservation-history-owner');
    // No menu entry, a placeholder on the screen, and the server refuses the data.
    await expect(page.getByRole('link', { name: 'İşlem Geçmişi' })).toHaveCount(0);
    await page.goto('/dashboard/audit');
    await expect(page.getByRole('heading', { name: 'Bu sayfaya erişim yetkiniz yok' })).toBeVisible();
    const res = await page.request.get('/v1/admin/audit', { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
    expect(res.status()).toBe(403);
  });
});
