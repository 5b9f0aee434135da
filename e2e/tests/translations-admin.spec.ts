/**
 * Issue 18, translations in the back office: the villa list's "Çevirisi eksik
 * olanlar" filter finds villas without English (a demo villa left Turkish, a new
 * one with its "Çeviri eksik" badge) and not those with it; the admin writes a
 * villa's English description in the "English" tab of the editor and saves, and
 * the villa leaves the filtered list; the boat list filters alike. The villa is
 * created here, inactive, so the demo and the public listing stay as they were.
 * The editor's tab is photographed on desktop and phone, light and dark.
 */
import { adminApi, expect, loginAs, test, tokenOf } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { toast } from '../unit-editor';

type Villa = { id: number; translations?: Record<string, Record<string, string>> };

test.describe('content translations in the back office @mobile', () => {
  test('"Çevirisi eksik olanlar" lists villas without English; the English tab saves a description', async ({
    page,
    shoot,
  }, testInfo) => {
    test.slow();
    await loginAs(page, 'admin');
    const name = `Çeviri Villası ${Date.now().toString(36)} ${testInfo.project.name}`;
    const villa = await adminApi<Villa>(page, 'POST', '/v1/admin/villas', {
      name,
      capacity: 4,
      bedrooms: 2,
      bathrooms: 1,
      min_stay: 3,
      prepayment_percent: 30,
      active: false,
      description: '<p>Zeytinlikler arasında sakin bir villa.</p>',
    });

    // The filter: a demo villa left Turkish is listed, one with English is not.
    await page.goto('/dashboard/villas');
    await page.getByRole('combobox', { name: 'Çeviri', exact: true }).selectOption({ label: 'Çevirisi eksik olanlar' });
    await expect(page).toHaveURL(/missing_translation=en/);
    const search = page.getByPlaceholder('Villa adıyla ara');
    await search.fill('Üvez');
    const uvez = page.getByRole('link', { name: 'Villa Üvez', exact: true });
    await expect(uvez).toBeVisible();
    await expect(uvez.locator('..')).toContainText('Çeviri eksik');
    await search.fill('Villa Işık');
    await expect(page.getByText('Filtreye uyan villa yok.')).toBeVisible();
    await search.fill(name);
    await expect(page.getByRole('link', { name, exact: true }).locator('..')).toContainText('Çeviri eksik');
    await shoot('translations-villa-list-filter');

    // The editor: the English tab is marked missing; its description is written and saved.
    await page.getByRole('link', { name: `${name} düzenle` }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const english = page.getByRole('tab', { name: /^English/ });
    await expect(english).toContainText('Çeviri eksik');
    await expect(page.getByRole('tab', { name: 'Türkçe' })).toHaveAttribute('aria-selected', 'true');
    await english.click();
    await expect(english).toHaveAttribute('aria-selected', 'true');
    const editor = page.getByRole('textbox', { name: 'Villa açıklaması (English)' });
    await editor.click();
    await page.keyboard.type('A quiet villa among olive groves.');
    await expect(english).not.toContainText('Çeviri eksik');
    await expectNoSeriousAxeViolations(page, 'villa editor, English tab');
    await shoot('translations-villa-editor-english');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, 'Villa kaydedildi.')).toBeVisible();

    const saved = await adminApi<Villa>(page, 'GET', `/v1/admin/villas/${villa.id}`);
    expect(saved.translations?.en?.description).toContain('A quiet villa among olive groves.');
    // The Turkish tab still holds the Turkish text.
    await page.getByRole('tab', { name: 'Türkçe' }).click();
    await expect(page.getByRole('textbox', { name: 'Villa açıklaması', exact: true })).toContainText('Zeytinlikler arasında');

    // Dark theme of the same tab.
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await page.getByRole('tab', { name: /^English/ }).click();
    await expect(page.getByRole('textbox', { name: 'Villa açıklaması (English)' })).toContainText('A quiet villa');
    await shoot('translations-villa-editor-english-dark');
    await page.evaluate(() => localStorage.removeItem('yali_theme'));

    // With English, the villa leaves the filtered list.
    await page.goto(`/dashboard/villas?missing_translation=en&q=${encodeURIComponent(name)}`);
    await expect(page.getByText('Filtreye uyan villa yok.')).toBeVisible();
  });

  test('the boat list filters the boats without English', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/boats');
    await page.getByRole('combobox', { name: 'Çeviri', exact: true }).selectOption({ label: 'Çevirisi eksik olanlar' });
    await expect(page).toHaveURL(/missing_translation=en/);
    // The demo boat left Turkish is listed with its badge; one with English is not.
    const yunus = page.getByRole('link', { name: 'Yunus', exact: true });
    await expect(yunus.locator('..')).toContainText('Çeviri eksik');
    await expect(page.getByRole('link', { name: 'Gulet Deniz Yıldızı', exact: true })).toHaveCount(0);
    await shoot('translations-boat-list-filter');
  });

  test("a villa type's English name is saved from its form", async ({ page, shoot }, testInfo) => {
    await loginAs(page, 'admin');
    const name = `Çeviri Tipi ${Date.now().toString(36)} ${testInfo.project.name}`;
    const type = await adminApi<{ id: number }>(page, 'POST', '/v1/admin/villatypes', { name });
    await page.goto('/dashboard/villatypes');
    await page.getByRole('searchbox', { name: 'Tip adıyla ara' }).fill(name);
    await page.getByRole('button', { name: `${name} tipini düzenle` }).click();
    const edit = page.getByRole('dialog', { name: 'Villa tipini düzenle' });
    await edit.getByLabel('Ad (English)').fill('Translation type');
    await shoot('translations-villa-type-form');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit).toBeHidden();
    await expect
      .poll(
        async () =>
          (
            await adminApi<{ translations: Record<string, { name?: string }> }>(
              page,
              'GET',
              `/v1/admin/translations/villa-type/${type.id}`,
            )
          ).translations.en?.name,
      )
      .toBe('Translation type');
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    expect((await page.request.delete(`/v1/admin/villatypes/${type.id}`, { headers })).ok()).toBe(true);
  });
});
