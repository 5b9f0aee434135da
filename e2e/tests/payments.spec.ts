/**
 * Payments (issue 19) in the back office: the admin records a kapora by
 * havale on an option (it becomes confirmed), the balance and the damage
 * deposit at arrival, is asked before an overpayment, returns part of the
 * deposit after check-out with a reason and takes a wrong entry back; the
 * payments page lists the entries with totals and downloads them as an
 * Excel-friendly CSV. owner1 reads the ledger of their villa's reservation
 * and its payments, without the write buttons; owner2 sees none of it.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays } from '../dates';
import { adminApi, expect, loginAs, test, tokenOf, USERS } from '../fixtures';
import { postUntilFree, randomStarts, reservationCodeOf } from '../seed';

const api = adminApi;

/** An option on one of owner1's villas, 20.000 TL, on free nights two to three years ahead. */
async function createOption(page: Page): Promise<{ id: number; code: string }> {
  const villas = await api<{ items: { id: number; owner: { name: string } | null }[] }>(page, 'GET', '/v1/admin/villas?take=100');
  const villa = villas.items.find((v) => v.owner?.name === USERS.owner1.name);
  if (!villa) throw new Error('owner1 has no villa in the demo data');
  const { id } = await postUntilFree(page, '/v1/admin/reservations', randomStarts(730, 300, 7), (start) => ({
    villa_id: villa.id,
    status: 'option',
    started_at: start,
    finished_at: addDays(start, 7),
    adults: 2,
    children: 0,
    guest_name: 'Ödeme Testi Misafiri',
    guest_email: 'odeme.testi@example.com',
    guest_phone: '+90 532 111 22 33',
    total_price_kurus: 2_000_000,
  }));
  return { id, code: await reservationCodeOf(page, id) };
}

async function recordPayment(
  page: Page,
  fill: { kind?: string; amount?: string; method?: string; reference?: string; note?: string },
) {
  await page.getByRole('button', { name: 'Ödeme ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ödeme ekle' });
  await expect(dialog).toBeVisible();
  if (fill.kind) await dialog.getByLabel('Tür').selectOption({ label: fill.kind });
  if (fill.method) await dialog.getByLabel('Yöntem').selectOption({ label: fill.method });
  if (fill.amount) await dialog.getByLabel(/^Tutar/).fill(fill.amount);
  if (fill.reference) await dialog.getByLabel('Dekont / referans no').fill(fill.reference);
  if (fill.note) await dialog.getByLabel(/^Açıklama/).fill(fill.note);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
}

/** As the signed-in admin: an option on owner1's villa with its kapora by havale (reference 'DEKONT-2027-01') and balance recorded. */
async function seedPaidReservation(page: Page): Promise<{ id: number; code: string }> {
  const r = await createOption(page);
  const { summary } = await api<{ summary: { kapora_kurus: number; total_kurus: number } }>(
    page,
    'GET',
    `/v1/admin/reservations/${r.id}/payments`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const pay = (body: object) => api(page, 'POST', `/v1/admin/reservations/${r.id}/payments`, { paid_on: today, ...body });
  await pay({ kind: 'kapora', amount_minor: summary.kapora_kurus, method: 'bank_transfer', reference: 'DEKONT-2027-01' });
  await pay({ kind: 'balance', amount_minor: summary.total_kurus - summary.kapora_kurus, method: 'cash' });
  return r;
}

const panel = (page: Page) => page.getByRole('region', { name: /Ödemeler/ });

test.describe('payments', () => {
  test('the admin records kapora, balance and deposit, returns part of it and takes a wrong entry back', async ({
    page,
    shoot,
  }) => {
    await loginAs(page, 'admin');
    const reservation = await createOption(page);
    await page.goto(`/dashboard/reservations/villa/${reservation.id}`);
    const p = panel(page);
    await expect(p.getByText('Ödenmedi')).toBeVisible();
    await expect(p.getByText('Henüz ödeme kaydı yok.')).toBeVisible();

    // Kapora by havale: the form suggests the kapora; the option becomes confirmed.
    await recordPayment(page, { kind: 'Kapora', method: 'Havale/EFT', reference: 'DEKONT-2027-01' });
    await expect(page.getByText('Ödeme kaydedildi; rezervasyon onaylandı.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).getByText('Onaylı')).toBeVisible();
    await expect(p.getByText('Kapora alındı')).toBeVisible();
    await expect(p.getByRole('cell', { name: /DEKONT-2027-01/ })).toBeVisible();

    // Balance and the damage deposit at arrival, in cash: the suggested amounts.
    await recordPayment(page, { kind: 'Kalan ödeme', method: 'Nakit' });
    await expect(p.getByText('Ödendi', { exact: true })).toBeVisible();
    const deposit = await api<{ summary: { deposit_kurus: number } }>(
      page,
      'GET',
      `/v1/admin/reservations/${reservation.id}/payments`,
    );
    if (deposit.summary.deposit_kurus > 0) {
      await recordPayment(page, { kind: 'Hasar depozitosu alındı', method: 'Nakit' });
      await expect(p.getByText(/tutuluyor/)).toContainText(
        `${(deposit.summary.deposit_kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 })} tutuluyor`,
      );
    }

    // One more balance would be an overpayment: asked, and left alone.
    await recordPayment(page, { kind: 'Kalan ödeme', amount: '500' });
    const ask = page.getByRole('alertdialog', { name: 'Fazla ödeme' });
    await expect(ask).toContainText('Yine de kaydetmek için onaylayın.');
    await ask.getByRole('button', { name: 'Vazgeç' }).click();
    await page.getByRole('dialog', { name: 'Ödeme ekle' }).getByRole('button', { name: 'Vazgeç' }).click();

    // Part of the deposit back after check-out, with the reason.
    if (deposit.summary.deposit_kurus > 0) {
      await recordPayment(page, { kind: 'Hasar depozitosu iade', amount: '1000', note: 'Kırık bardak ve ek temizlik kesildi.' });
      await expect(p.getByRole('table').getByText('Kırık bardak ve ek temizlik kesildi.')).toBeVisible();
    }

    // An extra entered by mistake is taken back with a reversing entry, never deleted.
    await recordPayment(page, { kind: 'Ekstra', amount: '750', note: 'Havalimanı transferi' });
    await expect(p.getByRole('table').getByText('Havalimanı transferi')).toBeVisible();
    await p.getByRole('button', { name: 'Ekstra kaydını geri al' }).click();
    const reverse = page.getByRole('dialog', { name: 'Ödeme kaydını geri al' });
    await reverse.getByLabel('Geri alma nedeni').fill('Transfer iptal edildi');
    await reverse.getByRole('button', { name: 'Geri al' }).click();
    await expect(p.getByText('Geri alındı: Transfer iptal edildi')).toBeVisible();
    await expect(p.getByText('Geri alındı', { exact: true })).toBeVisible();

    const ledger = await api<{
      entries: { kind: string; amount_kurus: number }[];
      summary: { paid_kurus: number; state: string };
    }>(page, 'GET', `/v1/admin/reservations/${reservation.id}/payments`);
    expect(ledger.summary).toMatchObject({ paid_kurus: 2_000_000, state: 'paid' });
    expect(ledger.entries.filter((e) => e.kind === 'extra').map((e) => e.amount_kurus)).toEqual([75_000, -75_000]);
    await shoot('payments-panel');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(panel(page).getByText('Ödendi', { exact: true })).toBeVisible();
    await shoot('payments-panel-dark');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));

    // The reservation list shows the payment state and filters by it.
    await page.goto(`/dashboard/reservations/villa?payment_state=paid&code=${reservation.code}`);
    await expect(page.getByRole('link', { name: reservation.code })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(reservation.code) }).getByText('Ödendi')).toBeVisible();
  });

  test('the payments page lists the entries with totals and downloads them as CSV', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const reservation = await seedPaidReservation(page);
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('heading', { name: 'Ödemeler', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Gecikmiş kaporalar/ })).toBeVisible();
    await page.getByLabel('Yöntem').selectOption({ label: 'Havale/EFT' });
    await expect(page).toHaveURL(/method=bank_transfer/);
    const row = page.getByRole('row', { name: new RegExp(reservation.code) }).filter({ hasText: 'DEKONT-2027-01' });
    await expect(row).toContainText('Kapora');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^odemeler-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.startsWith('\uFEFFTarih;Rezervasyon;')).toBe(true);
    const { summary } = await api<{ summary: { kapora_kurus: number } }>(
      page,
      'GET',
      `/v1/admin/reservations/${reservation.id}/payments`,
    );
    const tl = `${Math.floor(summary.kapora_kurus / 100)},${String(summary.kapora_kurus % 100).padStart(2, '0')}`;
    const line = csv.split('\r\n').find((l) => l.includes(reservation.code) && l.includes('DEKONT-2027-01'));
    expect(line).toContain(`;Kapora;Havale/EFT;${tl};TL;1,0000;${tl};DEKONT-2027-01;`);
    await shoot('payments-page');
  });

  test('owner1 reads the ledger of their villa, without writing, on a phone; owner2 sees none of it', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const reservation = await seedPaidReservation(page);
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'owner1');
    await page.goto(`/dashboard/reservations/${reservation.id}`);
    const p = panel(page);
    await expect(p.getByText('Ödendi', { exact: true })).toBeVisible();
    await expect(p.getByText('Havale/EFT · DEKONT-2027-01')).toBeVisible();
    await expect(p.getByRole('button', { name: 'Ödeme ekle' })).toHaveCount(0);
    await expect(p.getByRole('button', { name: /geri al/ })).toHaveCount(0);
    await shoot('payments-panel-owner');
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('link', { name: reservation.code }).first()).toBeVisible();
    await shoot('payments-page-owner');

    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await loginAs(page, 'owner2');
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('heading', { name: 'Ödemeler', level: 1 })).toBeVisible();
    await expect(page.getByText(/Henüz ödeme kaydı yok|Süzgeçlere uyan/).or(page.getByRole('table'))).toBeVisible();
    await expect(page.getByRole('link', { name: reservation.code })).toHaveCount(0);
    const res = await page.request.get(`/v1/admin/reservations/${reservation.id}/payments`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(res.status()).toBe(404);
  });
});
