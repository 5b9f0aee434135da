/**
 * The agency's day (issue 20) in the browser: the admin opens the dashboard
 * and finds today's arrival with the guest's phone and WhatsApp link, the
 * waiting requests and the 14-night strip; opens the arrivals and departures
 * board for a range, filters it by region, prints it (menus and filters stay
 * off the paper) and downloads its CSV. owner1 sees only their own villas on
 * the home and the board.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, istanbulToday } from '../dates';
import { adminApi, expect, loginAs, test, USERS } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { postUntilFree, reservationCodeOf } from '../seed';

type Villa = { id: number; name: string; owner: { name: string } | null; town: { town_id: number; name: string } | null };

/** A confirmed stay checking in today on one of owner1's villas free tonight (booked by phone), with a unique guest name. */
async function arrivalToday(page: Page): Promise<{ code: string; guest: string; villa: Villa }> {
  const today = istanbulToday();
  const villas = await adminApi<{ items: Villa[] }>(page, 'GET', '/v1/admin/villas?take=100');
  const guest = `Pano Misafiri ${Date.now().toString(36)}`;
  const stays = villas.items
    .filter((v) => v.owner?.name === USERS.owner1.name)
    .flatMap((villa) => [2, 1].map((nights) => ({ villa, nights })));
  const { id, candidate } = await postUntilFree(page, '/v1/admin/reservations', stays, ({ villa, nights }) => ({
    villa_id: villa.id,
    status: 'confirmed',
    started_at: today,
    finished_at: addDays(today, nights),
    adults: 2,
    children: 1,
    guest_name: guest,
    guest_email: 'pano@example.com',
    guest_phone: '05321234567',
    total_price_kurus: 1_500_000,
  }));
  return { code: await reservationCodeOf(page, id), guest, villa: candidate.villa };
}

test.describe('the agency day @mobile', () => {
  test.describe.configure({ mode: 'serial' });
  let seeded: Awaited<ReturnType<typeof arrivalToday>>;

  test("admin sees today's arrival on the home with the guest's phone, the waiting requests and the strip", async ({
    page,
    shoot,
  }) => {
    test.slow(); // two axe runs over a long page
    await loginAs(page, 'admin');
    seeded = await arrivalToday(page);
    await page.goto('/dashboard');
    const today = page.getByRole('region', { name: /^Bugün · / });
    await expect(today).toBeVisible();
    const entry = today.getByRole('listitem').filter({ hasText: seeded.guest });
    await expect(entry).toContainText(seeded.villa.name);
    await expect(entry).toContainText('3 kişi · 2 gece');
    await expect(entry.getByRole('link', { name: '+90 532 123 45 67' })).toHaveAttribute('href', 'tel:+905321234567');
    await expect(entry.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/905321234567\\?text=.*${seeded.code}`),
    );
    await expect(page.getByRole('region', { name: /^Yarın · / })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Yanıt bekleyen talepler \(\d+\)$/ })).toBeVisible();
    const strip = page.getByRole('table', { name: 'Önümüzdeki 14 gece' });
    await expect(strip.getByRole('row', { name: /^Villalar/ }).getByRole('cell')).toHaveCount(14);
    await shoot('dashboard-home');
    await expectNoSeriousAxeViolations(page, 'dashboard home (light)');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(strip).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'dashboard home (dark)');
    await shoot('dashboard-home-dark');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));
    await page.reload();

    await entry.getByRole('link', { name: seeded.code }).click();
    await expect(page.getByRole('heading', { name: new RegExp(seeded.code) })).toBeVisible();
  });

  test('the board covers a range: filters, CSV and print', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const from = istanbulToday();
    await page.goto(`/dashboard/board?from=${from}&to=${addDays(from, 2)}`);
    await expect(page.getByRole('heading', { name: 'Giriş / Çıkış Panosu' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Perşembe|Pazartesi|Salı|Çarşamba|Cuma|Cumartesi|Pazar/ })).toHaveCount(3);
    await expect(page.getByRole('listitem').filter({ hasText: seeded.guest })).toHaveCount(2); // in today, out in two days
    await shoot('board');

    // A region that is not the villa's leaves it out; the villa's own region keeps it.
    if (seeded.villa.town) {
      await page.getByLabel('Bölge').selectOption(String(seeded.villa.town.town_id));
      await expect(page).toHaveURL(new RegExp(`region_id=${seeded.villa.town.town_id}`));
      await expect(page.getByRole('listitem').filter({ hasText: seeded.guest })).toHaveCount(2);
    }
    await page.getByLabel('Durum').selectOption({ label: 'Talep' });
    await expect(page.getByRole('listitem').filter({ hasText: seeded.guest })).toHaveCount(0);
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    await expect(page.getByText('1 gün,', { exact: false })).toBeVisible();

    await page.goto(`/dashboard/board?from=${from}&to=${addDays(from, 2)}`);
    await expect(page.getByRole('listitem').filter({ hasText: seeded.guest }).first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^giris-cikis-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Tarih;Hareket;Tür;Kod;Villa\/Tekne;/);
    expect(csv).toContain(`;Giriş;Villa;${seeded.code};`);
    expect(csv).toContain(`;Çıkış;Villa;${seeded.code};`);

    // On paper: no menu, no header, no filters; the days stay.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('search', { name: 'Pano süzgeçleri' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Yazdır' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Ana Sayfa' })).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: seeded.guest }).first()).toBeVisible();
    await shoot('board-print');
    await page.emulateMedia({ media: 'screen' });
  });

  test('owner1 sees their own villas only, on the home and the board', async ({ page, shoot }) => {
    await loginAs(page, 'owner1');
    const own = await adminApi<{ items: Villa[] }>(page, 'GET', '/v1/admin/villas?take=100');
    const names = new Set(own.items.map((v) => v.name));
    await page.goto('/dashboard');
    const today = page.getByRole('region', { name: /^Bugün · / });
    await expect(today.getByRole('listitem').filter({ hasText: seeded.guest })).toBeVisible();
    await shoot('dashboard-home-owner');

    const from = istanbulToday();
    await page.goto(`/dashboard/board?from=${from}&to=${addDays(from, 6)}`);
    await expect(page.getByRole('heading', { name: 'Giriş / Çıkış Panosu' })).toBeVisible();
    await expect(page.getByLabel('Villa / tekne')).toHaveCount(0);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    // The days' entries (the breadcrumb trail above is a list too).
    const entries = await page.getByRole('main').getByRole('region').getByRole('listitem').allTextContents();
    for (const text of entries)
      expect(
        [...names].some((n) => text.startsWith(n)),
        text,
      ).toBe(true);
  });
});
