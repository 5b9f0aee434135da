/**
 * Reports (issue 20): the admin opens Raporlar for a period that holds only
 * this test's stay (seeded through the API in a year no one else books: a
 * confirmed week over a month end on owner1's villa), reads the figures,
 * switches the revenue chart to its table, downloads the CSV and groups by
 * villa; owner1 sees only their own villas. Screenshots on a desktop and a
 * 390 px phone, light and dark.
 */
import type { APIRequestContext } from '@playwright/test';
import { adminSession, expect, loginAs, seedBeforeAll, switchUser, test, USERS } from '../fixtures';

const TOTAL = 700_000; // ₺7.000 over 7 nights: 4 in March, 3 in April

type Villa = { id: number; name: string; owner: { id: number } | null; active: boolean };
type Seeded = { year: number; villa: Villa; owner1Villas: string[]; otherVillas: string[] };

async function seed(request: APIRequestContext): Promise<Seeded> {
  const { headers, get } = await adminSession(request);
  const owners = await get<{ id: number; email: string }[]>('/v1/admin/users/select?role=OWNER');
  const owner1 = owners.find((o) => o.email === USERS.owner1.email)?.id;
  const villas = (await get<{ items: Villa[] }>('/v1/admin/villas?take=100')).items;
  const villa = villas.find((v) => v.owner?.id === owner1 && v.active);
  if (!villa) throw new Error('owner1 has no active villa');
  // A year far ahead that holds no sale yet (a reused database may have one from an earlier run).
  for (let attempt = 0; attempt < 20; attempt++) {
    const year = 2060 + Math.floor(Math.random() * 40);
    const empty = await get<{ totals: { current: { nights_sold: number } } }>(
      `/v1/admin/reports?from=${year}-01-01&to=${year}-12-31`,
    );
    if (empty.totals.current.nights_sold !== 0) continue;
    const stay = await request.post('/v1/admin/reservations', {
      headers,
      data: {
        villa_id: villa.id,
        started_at: `${year}-03-28`,
        finished_at: `${year}-04-04`,
        adults: 2,
        guest_name: 'Rapor Testi Misafiri',
        total_price_kurus: TOTAL,
        status: 'confirmed',
      },
    });
    expect(stay.status(), await stay.text()).toBe(201);
    const mine = villas.filter((v) => v.owner?.id === owner1 && v.active).map((v) => v.name);
    const others = villas.filter((v) => v.owner?.id !== owner1 && v.active).map((v) => v.name);
    return { year, villa, owner1Villas: mine, otherVillas: others };
  }
  throw new Error('no empty year found');
}

test.describe('reports', () => {
  const seeded = seedBeforeAll(seed);

  test('admin reads the figures, switches a chart to its table, exports CSV, groups by villa; owner1 sees own villas', async ({
    page,
    shoot,
  }) => {
    test.setTimeout(120_000);
    const { year, villa, owner1Villas, otherVillas } = seeded();
    const period = `from=${year}-03-01&to=${year}-04-30`;

    await test.step('admin opens Raporlar from the menu', async () => {
      await loginAs(page, 'admin');
      await page.getByRole('link', { name: 'Raporlar', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: 'Raporlar', level: 1 })).toBeVisible();
      await expect(page.getByText('Satılan gece ÷ müsait gece.', { exact: false })).toBeVisible();
    });

    await test.step('reads the period’s figures', async () => {
      await page.goto(`/dashboard/reports?${period}`);
      await expect(page.locator('[data-figure="nights_sold"]')).toHaveText('7');
      await expect(page.locator('[data-figure="revenue"]')).toHaveText('₺7.000');
      await expect(page.locator('[data-figure="adr"]')).toHaveText('₺1.000');
      await expect(page.locator('[data-figure="alos"]')).toHaveText('7');
      await shoot('reports-admin');
    });

    await test.step('switches the revenue chart to its table', async () => {
      const chart = page.getByRole('region', { name: 'Aylık gelir' });
      const toggle = chart.getByRole('button', { name: 'Tablo' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const table = chart.getByRole('table', { name: 'Aylık gelir' });
      await expect(table.getByRole('row', { name: new RegExp(`^Mart ${year}`) })).toContainText('₺4.000');
      await expect(table.getByRole('row', { name: new RegExp(`^Nisan ${year}`) })).toContainText('₺3.000');
      await shoot('reports-admin-chart-table');
    });

    await test.step('downloads the CSV', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV indir' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`rapor-villa-month-${year}-03-01-${year}-04-30.csv`);
      const { readFile } = await import('node:fs/promises');
      const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]?.startsWith('Ay;Satılan gece;Satılan gece (geçen yıl);Müsait gece;')).toBe(true);
      expect(lines[1]?.startsWith(`Mart ${year};4;0;`)).toBe(true);
      expect(lines.at(-1)?.startsWith('Toplam;7;0;')).toBe(true);
    });

    await test.step('groups by villa', async () => {
      await page.getByLabel('Gruplama').selectOption('unit');
      await expect(page).toHaveURL(/group=unit/);
      const table = page.getByRole('table', { name: /Villa bazında rapor/ });
      await expect(table.getByRole('row', { name: new RegExp(villa.name) })).toContainText('₺7.000');
    });

    await test.step('reads the figures in euros at today’s rate', async () => {
      await page.goto(`/dashboard/reports?${period}`);
      await page.getByLabel('Para birimi').selectOption('EUR');
      await expect(page).toHaveURL(/currency=EUR/);
      const note = page.getByText(/Tutarlar bugünkü kurla çevrildi \(1 EUR = [\d,]+ TL\)/);
      await expect(note).toBeVisible();
      const rate = Number((/1 EUR = ([\d,]+) TL/.exec(await note.innerText())?.[1] ?? '').replace(',', '.'));
      expect(rate).toBeGreaterThan(0);
      const revenue = page.locator('[data-figure="revenue"]');
      await expect(revenue).toHaveText(/^€[\d.]+$/);
      // ₺7.000 at that rate, to the euro.
      const euros = Number((await revenue.innerText()).replace(/[€.]/g, ''));
      expect(Math.abs(euros - 7000 / rate)).toBeLessThanOrEqual(1);
      await page.getByLabel('Para birimi').selectOption('');
      await expect(page.locator('[data-figure="revenue"]')).toHaveText('₺7.000');
    });

    await test.step('screenshots: dark, and a phone', async () => {
      await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
      await page.goto(`/dashboard/reports?${period}`);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.locator('[data-figure="nights_sold"]')).toHaveText('7');
      await shoot('reports-admin-dark');
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot('reports-admin-phone-dark');
      await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));
      await page.reload();
      await expect(page.locator('[data-figure="nights_sold"]')).toHaveText('7');
      await shoot('reports-admin-phone');
      await page.setViewportSize({ width: 1366, height: 900 });
    });

    await test.step('owner1 sees only their own villas', async () => {
      await switchUser(page, 'owner1');
      await page.getByRole('link', { name: 'Raporlarım' }).first().click();
      await expect(page.getByRole('heading', { name: 'Raporlarım', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tekneler' })).toHaveCount(0);
      await page.goto(`/dashboard/reports?${period}&group=unit`);
      await expect(page.getByLabel('Gruplama').locator('option[value="owner"]')).toHaveCount(0);
      const table = page.getByRole('table', { name: /Villa bazında rapor/ });
      await expect(table.getByRole('row', { name: new RegExp(villa.name) })).toContainText('₺7.000');
      const names = await table.locator('tbody th[scope="row"]').allTextContents();
      expect(names.sort()).toEqual([...owner1Villas].sort());
      for (const other of otherVillas) expect(names).not.toContain(other);
      await shoot('reports-owner');
    });
  });
});
