/**
 * "E-posta yaz" on a reservation (issue 24, a mail composed from a
 * template): the admin picks "Banka havale bilgileri", finds it filled with
 * the reservation's code and the guest's name, edits it, is told in Turkish
 * when the subject is too short, sends it, and sees it under "E-postalar"
 * and in the status history; a boat reservation offers its boat templates
 * and sends alike. The dialog passes axe, light and dark, phone and desktop.
 */
import type { Page } from '@playwright/test';
import { addDays } from '../dates';
import { adminApi, expect, loginAs, test } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
/** A day far enough ahead and spread by the clock, so that reruns do not meet each other's boat days. */
const farDay = () => addDays(today(), 500 + (Math.floor(Date.now() / 1000) % 300));

async function openCompose(page: Page) {
  await page.getByRole('button', { name: 'E-posta yaz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Misafire e-posta' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('a mail to the guest from a template @mobile', () => {
  test('villa: pick a template, edit it, send it; it is in the mails and the history', async ({ page, shoot }) => {
    test.slow();
    await loginAs(page, 'admin');
    const villas = await adminApi<{ items: { id: number }[] }>(page, 'GET', '/v1/admin/villas?take=1');
    const villaId = villas.items[0]?.id ?? 0;
    const start = addDays(today(), 40);
    const { id } = await adminApi<{ id: number }>(page, 'POST', '/v1/admin/reservations', {
      villa_id: villaId,
      status: 'pending',
      started_at: start,
      finished_at: addDays(start, 5),
      adults: 2,
      guest_name: 'Selin Mektupçu',
      guest_email: 'selin@example.com',
      guest_phone: '+90 532 222 33 44',
      total_price_kurus: 5_000_000,
    });
    const detail = await adminApi<{ reservation_id: string }>(page, 'GET', `/v1/admin/reservations/${id}`);
    const code = detail.reservation_id;

    const dialog = page.getByRole('dialog', { name: 'Misafire e-posta' });
    const template = dialog.getByRole('combobox', { name: 'Şablon' });
    const subject = dialog.getByRole('textbox', { name: 'Konu' });
    const body = dialog.getByRole('textbox', { name: 'İleti metni' });
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((t) => localStorage.setItem('yali_theme', t), theme);
      await page.goto(`/dashboard/reservations/villa/${id}`);
      await openCompose(page);
      await expect(dialog.getByText('Alıcı: selin@example.com')).toBeVisible();
      await expect(template.locator('option', { hasText: 'Banka havale bilgileri' })).toHaveCount(1);
      await template.selectOption({ label: 'Banka havale bilgileri' });
      await expect(subject).toHaveValue(new RegExp(code));
      await expect(body).toHaveValue(/Selin Mektupçu/);
      await expect(body).not.toHaveValue(/\{\{/);
      await expectNoSeriousAxeViolations(page, `guest mail dialog (${theme})`);
      await shoot(`guest-mail-dialog-${theme}`);
    }

    await subject.fill('Ha');
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await expect(dialog.getByText('Konu en az 3 karakter olmalı.')).toBeVisible();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');

    const newSubject = `Havale bilgileri ve transfer — ${code}`;
    await subject.fill(newSubject);
    await body.fill(`${await body.inputValue()}\n\nHavalimanı transferiniz 15:00’te sizi bekliyor olacak.`);
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('E-posta kuyruğa alındı.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const mails = page.getByRole('region', { name: 'E-postalar', exact: true });
    await expect(mails.getByText(newSubject)).toBeVisible();
    await mails.getByText(newSubject).click();
    await expect(mails.getByText(/Havalimanı transferiniz 15:00’te/)).toBeVisible();
    const history = page.getByRole('region', { name: 'Durum geçmişi', exact: true });
    await expect(history.getByText(`E-posta gönderildi: ${newSubject}`)).toBeVisible();
  });

  test('boat: the dialog offers boat templates and sends the mail', async ({ page }) => {
    await loginAs(page, 'admin');
    const boats = await adminApi<{ id: number }[]>(page, 'GET', '/v1/admin/boatallactive');
    const start = farDay();
    const { id } = await adminApi<{ id: number }>(page, 'POST', '/v1/admin/boatreservations', {
      boat_id: boats[0]?.id ?? 0,
      status: 'pending',
      started_at: start,
      finished_at: addDays(start, 1),
      guests: 4,
      guest_name: 'Tekin Denizci',
      guest_email: 'tekin@example.com',
      guest_phone: '+90 532 555 66 77',
    });
    await page.goto(`/dashboard/reservations/boat/${id}`);
    const dialog = await openCompose(page);
    const template = dialog.getByRole('combobox', { name: 'Şablon' });
    await expect(template.locator('option', { hasText: 'Tekne kiralama banka havale bilgileri' })).toHaveCount(1);
    await expect(template.locator('option', { hasText: /^Banka havale bilgileri$/ })).toHaveCount(0);
    await template.selectOption({ label: 'Tekne kiralama banka havale bilgileri' });
    await expect(dialog.getByRole('textbox', { name: 'İleti metni' })).toHaveValue(/Tekin Denizci/);
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('E-posta kuyruğa alındı.')).toBeVisible();
    const mails = page.getByRole('region', { name: 'E-postalar', exact: true });
    await expect(mails.locator('summary')).toHaveCount(1);
  });
});
