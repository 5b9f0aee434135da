/**
 * Issue 18 in the back office: the mail template editor's language switch
 * (Türkçe / English). A guest template without English is marked "çeviri
 * eksik" in the list and on its English tab (its English guests get the
 * Turkish mail); the English version is edited, previewed and saved with
 * the same variables, and the Turkish one stays as it was.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

/** Opens template `name` of list `group` and its `language` tab (clicks retried until the app has hydrated). */
async function openTemplate(page: Page, group: string, name: string, language: 'Türkçe' | 'English') {
  await expect(async () => {
    await page
      .getByRole('list', { name: group })
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible({ timeout: 1000 });
    await page.getByRole('tab', { name: new RegExp(language) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(language) })).toHaveAttribute('aria-selected', 'true', {
      timeout: 1000,
    });
  }).toPass();
}

test.describe('mail template languages @mobile', () => {
  test('guest templates without English are marked; the English tab shows the English version; light and dark', async ({
    page,
    shoot,
  }) => {
    // Two axe runs and two themes on a busy machine: more than the default 45 s.
    test.slow();
    await loginAs(page, 'admin');
    await page.goto('/dashboard/templates/mailtemplates');
    // The demo leaves both kapora reminders without English (no test writes one): marked in the list.
    const reminder = page.getByRole('list', { name: 'Tekne kiralama' }).getByRole('button', { name: /^Tekne kapora hatırlatma/ });
    await expect(reminder).toContainText('çeviri eksik');
    // A staff template never wants one; a guest template with English has no marker.
    await expect(page.getByRole('button', { name: /^Rezervasyon talebi alındı \(acente\)/ })).not.toContainText('çeviri eksik');
    const confirmation = page
      .getByRole('list', { name: 'Villa rezervasyonu' })
      .getByRole('button', { name: /^Rezervasyon onayı/ });
    await expect(confirmation).not.toContainText('çeviri eksik');

    await openTemplate(page, 'Villa rezervasyonu', 'Rezervasyon onayı', 'English');
    await expect(page.getByRole('textbox', { name: 'Konu' })).toHaveValue('Your booking is confirmed — {{reservation_code}}');
    await expect(page.getByTestId('mail-preview')).toContainText('Your booking is confirmed');
    await expectNoSeriousAxeViolations(page, 'mail templates, English tab');
    await shoot('mailtemplates-english');

    await openTemplate(page, 'Tekne kiralama', 'Tekne kapora hatırlatma', 'English');
    await expect(page.getByRole('tab', { name: /English/ })).toContainText('çeviri eksik');
    await expect(page.getByText(/İngilizce sürümü yok/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Konu' })).toHaveValue('');
    await shoot('mailtemplates-english-missing');

    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await openTemplate(page, 'Tekne kiralama', 'Tekne kapora hatırlatma', 'English');
    await expect(page.getByText(/İngilizce sürümü yok/)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'mail templates, English tab (dark)');
    await shoot('mailtemplates-english-dark');
  });

  test('an English version is saved beside the Turkish one and clears the marker', async ({ page }, testInfo) => {
    // Each browser project writes its own template, so that the two runs never save over each other.
    const template = testInfo.project.name === 'mobile' ? 'Rezervasyon iptali' : 'Kapora hatırlatma';
    await loginAs(page, 'admin');
    await page.goto('/dashboard/templates/mailtemplates');
    await openTemplate(page, 'Villa rezervasyonu', template, 'Türkçe');
    const subject = page.getByRole('textbox', { name: 'Konu' });
    const turkish = await subject.inputValue();
    await page.getByRole('tab', { name: /English/ }).click();
    const english = `Guest notice ${Date.now()} — {{reservation_code}}`;
    await subject.fill(english);
    await page
      .getByRole('textbox', { name: 'İleti metni' })
      .fill('Dear {{guest_name}}, about your booking {{reservation_code}}.');
    await expect(page.getByTestId('mail-preview')).toContainText('Guest notice');
    // A variable the template does not offer is refused in English as in Turkish.
    await subject.fill('Guest notice — {{boat_name}}');
    await expect(page.getByRole('alert').filter({ hasText: '{{boat_name}}' })).toBeVisible();
    await subject.fill(english);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText(/şablonu kaydedildi/)).toBeVisible();
    await expect(page.getByRole('tab', { name: /English/ })).not.toContainText('çeviri eksik');
    await expect(
      page.getByRole('list', { name: 'Villa rezervasyonu' }).getByRole('button', { name: new RegExp(`^${template}`) }),
    ).not.toContainText('çeviri eksik');

    await page.reload();
    await openTemplate(page, 'Villa rezervasyonu', template, 'English');
    await expect(subject).toHaveValue(english);
    // Home goes back to Türkçe (WAI-ARIA tabs): the Turkish version is untouched.
    await page.getByRole('tab', { name: /English/ }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Türkçe' })).toHaveAttribute('aria-selected', 'true');
    await expect(subject).toHaveValue(turkish);
  });
});
