/**
 * Owner statements (issue 19): the admin opens owner1's statement for a
 * month with a checked-out stay (seeded through the API: a confirmed stay
 * two years back, or right after the last closed month when the database is
 * reused, and a %20 commission from that month), records a payout, closes
 * the month and downloads the PDF, whose text carries the figures; owner1
 * sees the closed statement and downloads it too; owner2 sees none of it.
 * Screenshots on a desktop and a 390 px phone, light and dark.
 */
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { adminSession, expect, loginAs, seedBeforeAll, SESSION_KEY, switchUser, test, USERS } from '../fixtures';

const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
const monthLabel = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;
const nextMonth = (m: string) => {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
};
/** 1234567 kuruş → '12.345,67 ₺' (the statement's format). */
const tl = (k: number) => {
  const lira = Math.floor(Math.abs(k) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${k < 0 ? '-' : ''}${lira},${String(Math.abs(k) % 100).padStart(2, '0')} ₺`;
};

const TOTAL = 4_200_000; // 42.000,00 ₺
const COMMISSION = 840_000; // %20
const PAYOUT = 1_000_000; // 10.000,00 ₺

type Seeded = { owner1: number; month: string; code: string; opening: number };

async function seed(request: APIRequestContext): Promise<Seeded> {
  const { headers, get } = await adminSession(request);
  const owners = await get<{ id: number; email: string }[]>('/v1/admin/users/select?role=OWNER');
  const owner1 = owners.find((o) => o.email === USERS.owner1.email)!.id;
  const villas = await get<{ items: { id: number; owner: { id: number } | null; active: boolean }[] }>(
    '/v1/admin/villas?take=100',
  );
  const villa = villas.items.find((v) => v.owner?.id === owner1 && v.active)!.id;
  // Two years back (before every demo stay), or the month after the last one closed when the database is reused.
  const year = new Date().getFullYear();
  const list = await get<{ last_closed_month: string | null }>(`/v1/admin/owner-statements?owner_id=${owner1}&year=${year}`);
  const month = list.last_closed_month ? nextMonth(list.last_closed_month) : `${year - 2}-07`;
  const rate = await request.post(`/v1/admin/owners/${owner1}/commission-rates`, {
    headers,
    data: { rate_bp: 2000, effective_from: `${month}-01` },
  });
  expect([201, 409]).toContain(rate.status());
  const stay = await request.post('/v1/admin/reservations', {
    headers,
    data: {
      villa_id: villa,
      started_at: `${month}-10`,
      finished_at: `${month}-17`,
      adults: 2,
      guest_name: 'Gülşen Ağaoğlu',
      total_price_kurus: TOTAL,
      status: 'confirmed',
    },
  });
  expect(stay.status(), await stay.text()).toBe(201);
  const { id } = (await stay.json()).content as { id: number };
  const { reservation_id: code } = await get<{ reservation_id: string }>(`/v1/admin/reservations/${id}`);
  const open = await get<{ totals: { opening_balance_kurus: number } }>(`/v1/admin/owner-statements/${owner1}/${month}`);
  return { owner1, month, code, opening: open.totals.opening_balance_kurus };
}

async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function downloadPdf(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF indir' }).click()]);
  return { name: download.suggestedFilename(), text: await pdfText(download) };
}

/** Status of `GET url` for the signed-in user of `page`, with the session's token (as the dashboard calls it). */
const apiStatus = (page: Page, url: string) =>
  page.evaluate(
    async ([u, key]) => {
      const token = JSON.parse(localStorage.getItem(key as string) ?? '{}').token as string;
      return (await fetch(u as string, { headers: { authorization: `Bearer ${token}` } })).status;
    },
    [url, SESSION_KEY],
  );

test.describe('owner statements', () => {
  const seeded = seedBeforeAll(seed);

  test('admin records a payout, closes the month, downloads the PDF; owner1 sees it; owner2 does not', async ({
    page,
    shoot,
  }) => {
    test.setTimeout(120_000);
    const { owner1, month, code, opening } = seeded();
    const label = monthLabel(month);
    const share = TOTAL - COMMISSION;
    const closing = opening + share - PAYOUT;

    await test.step('admin opens owner1’s open statement', async () => {
      await loginAs(page, 'admin');
      await page.getByRole('link', { name: 'Muhasebe' }).first().click();
      await page.getByRole('link', { name: 'Ev Sahibi Hesap Dökümleri' }).first().click();
      await expect(page.getByRole('heading', { name: 'Ev Sahibi Hesap Dökümleri' })).toBeVisible();
      await expect(page.getByText('Hesap dökümlerini görmek için bir ev sahibi seçin.')).toBeVisible();
      await page.getByLabel('Ev sahibi').selectOption(String(owner1));
      await page.goto(`/dashboard/statements?owner=${owner1}&month=${month}`);
      await expect(page.getByRole('heading', { name: `${label} hesap dökümü` })).toBeVisible();
      const statement = page.getByRole('region', { name: `${label} hesap dökümü` });
      await expect(statement.getByText('Taslak (kapanmadı)')).toBeVisible();
      const row = page
        .getByRole('table', { name: `${label} konaklamaları` })
        .getByRole('row')
        .filter({ hasText: code });
      await expect(row).toContainText('Gülşen Ağaoğlu');
      await expect(row).toContainText(tl(TOTAL));
      await expect(row).toContainText('%20');
      await expect(row).toContainText(tl(COMMISSION));
      await expect(row).toContainText(tl(share));
    });

    await test.step('records a payout', async () => {
      await page.getByRole('button', { name: 'Ödeme ekle' }).click();
      const panel = page.getByRole('dialog', { name: 'Ev sahibine ödeme kaydet' });
      await panel.getByLabel('Tutar (TL)').fill('abc');
      await panel.getByRole('button', { name: 'Kaydet' }).click();
      await expect(panel.getByText('Tutarı TL olarak girin (ör. 1.250,50).')).toBeVisible();
      await panel.getByLabel('Tutar (TL)').fill('10.000');
      await panel.getByLabel('IBAN / dekont referansı').fill('TR33 0006 1005 1978 6457 8413 26 · dekont 7781');
      await panel.getByLabel('Not').fill('Kira payı ödemesi');
      await panel.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Ödeme kaydedildi.')).toBeVisible();
      await expect(page.getByRole('table', { name: `${label} ödemeleri` })).toContainText('Kira payı ödemesi');
      await expect(page.getByLabel('Özet')).toContainText(tl(closing));
      await shoot('owner-statement-open');
    });

    await test.step('closes the month after confirming', async () => {
      await page.getByRole('button', { name: 'Ayı kapat' }).click();
      const dialog = page.getByRole('alertdialog', { name: `${label} ayını kapat` });
      await expect(dialog).toContainText(tl(closing));
      await dialog.getByRole('button', { name: 'Ayı kapat' }).click();
      await expect(page.getByText(`${label} hesap dökümü kapatıldı.`)).toBeVisible();
      const statement = page.getByRole('region', { name: `${label} hesap dökümü` });
      await expect(statement.getByText('Kapalı', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ayı kapat' })).toHaveCount(0);
      // A payout on a closed statement cannot be deleted any more.
      await expect(page.getByRole('button', { name: /tarihli ödemeyi sil/ })).toHaveCount(0);
    });

    await test.step('downloads the PDF with its figures', async () => {
      const { name, text } = await downloadPdf(page);
      expect(name).toBe(`hesap-dokumu-mehmet-ozturk-${month}.pdf`);
      for (const s of [
        'Mehmet Öztürk',
        label,
        'Kapalı',
        code,
        'Gülşen Ağaoğlu',
        tl(TOTAL),
        tl(COMMISSION),
        tl(share),
        tl(PAYOUT),
        tl(closing),
      ]) {
        expect(text, s).toContain(s);
      }
      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV indir' }).click()]);
      expect(csv.suggestedFilename()).toBe(`hesap-dokumu-mehmet-ozturk-${month}.csv`);
    });

    await test.step('screenshots: desktop and phone, light and dark', async () => {
      await shoot('owner-statement-closed');
      await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.getByRole('heading', { name: `${label} hesap dökümü` })).toBeVisible();
      await shoot('owner-statement-closed-dark');
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot('owner-statement-phone-dark');
      await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));
      await page.reload();
      await expect(page.getByRole('heading', { name: `${label} hesap dökümü` })).toBeVisible();
      await shoot('owner-statement-phone');
      await page.getByRole('button', { name: 'Ödeme ekle' }).click();
      await shoot('owner-statement-payout-form-phone');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1366, height: 900 });
    });

    await test.step('owner1 sees the closed statement and downloads it', async () => {
      await switchUser(page, 'owner1');
      await page.getByRole('link', { name: 'Hesap Dökümlerim' }).first().click();
      await expect(page.getByRole('heading', { name: 'Hesap Dökümlerim' })).toBeVisible();
      await expect(page.getByLabel('Ev sahibi')).toHaveCount(0);
      await page.goto(`/dashboard/statements?month=${month}`);
      const statement = page.getByRole('region', { name: `${label} hesap dökümü` });
      await expect(statement.getByText('Kapalı', { exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: `${label} konaklamaları` })).toContainText(code);
      await expect(page.getByLabel('Özet')).toContainText(tl(closing));
      // Read-only: no write buttons, no rates.
      for (const name of ['Ödeme ekle', 'Gider ekle', 'Ayı kapat'])
        await expect(page.getByRole('button', { name })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Komisyon oranları' })).toHaveCount(0);
      const { text } = await downloadPdf(page);
      expect(text).toContain(tl(closing));
      expect(text).toContain('Mehmet Öztürk');
      await shoot('owner-statement-owner1');
    });

    await test.step('owner2 sees none of it', async () => {
      await switchUser(page, 'owner2');
      await page.goto(`/dashboard/statements?month=${month}`);
      await expect(page.getByRole('heading', { name: `${label} hesap dökümü` })).toBeVisible();
      await expect(page.getByText('Bu ay için kayda geçen konaklama yok.')).toBeVisible();
      await expect(page.getByText(code)).toHaveCount(0);
      await expect(page.getByText('Mehmet Öztürk')).toHaveCount(0);
      // owner1's statement, its PDF and payouts answer 404 to owner2; the owner param is ignored for an OWNER.
      expect(await apiStatus(page, `/v1/admin/owner-statements/${owner1}/${month}`)).toBe(404);
      expect(await apiStatus(page, `/v1/admin/owner-statements/${owner1}/${month}.pdf`)).toBe(404);
      expect(await apiStatus(page, `/v1/admin/owner-payouts?owner_id=${owner1}`)).toBe(404);
      await page.goto(`/dashboard/statements?owner=${owner1}&month=${month}`);
      await expect(page.getByText('Bu ay için kayda geçen konaklama yok.')).toBeVisible();
      await expect(page.getByText(code)).toHaveCount(0);
    });
  });
});
