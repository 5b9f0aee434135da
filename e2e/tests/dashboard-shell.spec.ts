/**
 * The dashboard frame (issue 24): every screen says where it is — window
 * title "<screen> · Yalı Yönetim" and a breadcrumb trail from the menu,
 * ending with the record on a detail page — while the top bar keeps the
 * specification's 'Admin Paneli' and 'Welcome, {name}'. An OWNER who opens
 * an admin-only screen by its URL gets "Bu sayfaya erişim yetkiniz yok" with
 * a way back, no admin-only read is made, and the session stays.
 */
import type { Page } from '@playwright/test';
import { adminApi, expect, loginAs, SESSION_KEY, test, USERS } from '../fixtures';

const trail = (page: Page) => page.getByRole('navigation', { name: 'Sayfa konumu' });

/** Asserts the trail's crumbs, in order, the last one being the current page. */
async function expectTrail(page: Page, labels: string[]) {
  const items = trail(page).getByRole('listitem');
  await expect(items).toHaveText(labels);
  await expect(trail(page).locator('[aria-current="page"]')).toHaveText(labels[labels.length - 1] as string);
}

test.describe('page titles and breadcrumbs @mobile', () => {
  test('ADMIN: list, detail and back by the trail; the top bar is unchanged', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    await expect(page.getByText('Admin Paneli', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Panel · Yalı Yönetim');
    await expectTrail(page, ['Panel']);

    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: 'Kullanıcılar', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Kullanıcılar · Yalı Yönetim');
    await expectTrail(page, ['Panel', 'Kullanıcılar']);

    await page.goto('/dashboard/settings/exchange');
    await expect(page).toHaveTitle('Döviz Kurları · Yalı Yönetim');
    await expectTrail(page, ['Panel', 'Ayarlar', 'Döviz Kurları']);

    const list = await adminApi<{ items: { id: number; reservation_id: string }[] }>(
      page,
      'GET',
      '/v1/admin/reservations?take=1',
    );
    const r = list.items[0];
    if (!r) throw new Error('the demo data has no reservation');
    await page.goto(`/dashboard/reservations/villa/${r.id}`);
    await expect(page.getByRole('heading', { name: new RegExp(r.reservation_id) })).toBeVisible();
    await expectTrail(page, ['Panel', 'Rezervasyon Yönetimi', 'Villa Rezervasyonları', r.reservation_id]);
    await expect(page).toHaveTitle(`${r.reservation_id} · Yalı Yönetim`);
    await expect(page.getByText(`Welcome, ${USERS.admin.name}`)).toBeVisible();
    await shoot('shell-trail-reservation-admin');

    // Back by the trail, without a page load: title and trail follow.
    await trail(page).getByRole('link', { name: 'Villa Rezervasyonları' }).click();
    await expect(page).toHaveURL(/\/dashboard\/reservations\/villa$/);
    await expectTrail(page, ['Panel', 'Rezervasyon Yönetimi', 'Villa Rezervasyonları']);
    await expect(page).toHaveTitle('Villa Rezervasyonları · Yalı Yönetim');
    await trail(page).getByRole('link', { name: 'Panel' }).click();
    await expect(page).toHaveTitle('Panel · Yalı Yönetim');
    await expectTrail(page, ['Panel']);

    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.goto(`/dashboard/reservations/villa/${r.id}`);
    await expect(page.getByRole('heading', { name: new RegExp(r.reservation_id) })).toBeVisible();
    await shoot('shell-trail-reservation-admin-dark');
  });

  test('OWNER: own menu words in the trail', async ({ page }) => {
    await loginAs(page, 'owner1');
    await page.goto('/dashboard/villas');
    await expect(page.getByRole('heading', { name: 'Villalarım' })).toBeVisible();
    await expect(page).toHaveTitle('Villalarım · Yalı Yönetim');
    await expectTrail(page, ['Panel', 'Villalarım']);
    await page.goto('/dashboard/reservations');
    await expect(page).toHaveTitle('Rezervasyonlarım · Yalı Yönetim');
    await expectTrail(page, ['Panel', 'Rezervasyonlarım']);
  });
});

test.describe('an OWNER on an admin-only link @mobile', () => {
  test('sees the message with a way back, stays logged in, and no admin-only read is made', async ({ page, shoot }) => {
    await loginAs(page, 'owner1');
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/v1/admin/') && [401, 403].includes(res.status())) refused.push(res.url());
    });
    const adminReads: string[] = [];
    page.on('request', (req) => {
      if (/\/v1\/admin\/(users|audit|logins)/.test(req.url())) adminReads.push(req.url());
    });

    for (const path of ['/dashboard/users', '/dashboard/audit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Bu sayfaya erişim yetkiniz yok' })).toBeVisible();
      await expect(page).toHaveTitle('Erişim yok · Yalı Yönetim');
      await expect(page.getByText(`Welcome, ${USERS.owner1.name}`)).toBeVisible();
    }
    await shoot('shell-no-access-owner');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bu sayfaya erişim yetkiniz yok' })).toBeVisible();
    await shoot('shell-no-access-owner-dark');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));

    await page.getByRole('link', { name: 'Panel ana sayfasına dön' }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${USERS.owner1.name}` })).toBeVisible();
    // Still signed in: the session is in storage and no admin read was refused or even made.
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).not.toBeNull();
    expect(refused).toEqual([]);
    expect(adminReads).toEqual([]);
  });
});
