/**
 * Content administration end to end (issue 6): the admin edits the KVKK page,
 * the footer text, the euro rate, publishes a blog post and edits a mail
 * template (live preview); then the public site shows each change. The edits
 * run first so that the public pages are rendered fresh afterwards.
 */
import { expect, loginAs, test } from '../fixtures';

const KVKK_TEXT = 'E2E: kişisel verileriniz yalnızca rezervasyon için işlenir.';
const FOOTER = 'E2E alt bilgi — Kaş’ın en güzel villaları';
const POST_TITLE = 'E2E Kalkan Gezi Rehberi';
const EURO_RATE = 10;

test.describe
  .serial('content administration', () => {
    test('admin edits pages, settings, blog and a mail template', async ({ page, shoot }) => {
      await loginAs(page, 'admin');

      // KVKK page.
      await page.goto('/dashboard/website/kvkk');
      await expect(page.getByRole('heading', { name: 'KVKK Aydınlatma Metni', level: 1 })).toBeVisible();
      const editor = page.getByRole('textbox', { name: 'İçerik' });
      await expect(editor).toContainText('6698');
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type(KVKK_TEXT);
      await shoot('content-admin-website-kvkk');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Sayfa kaydedildi.')).toBeVisible();
      await expect(page.getByText(/Son kayıt:/)).toBeVisible();

      // Footer text.
      await page.goto('/dashboard/settings/site');
      const footer = page.getByLabel('Alt bilgi metni');
      await expect(footer).toBeEnabled();
      await footer.fill(FOOTER);
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();
      await shoot('content-admin-settings-site');

      // Social links: a non-https link is refused in Turkish.
      await page.goto('/dashboard/settings/social');
      // Enabled once the saved values are in: a value typed earlier would be overwritten by them.
      await expect(page.getByLabel('Facebook')).toBeEnabled();
      await page.getByLabel('Facebook').fill('http://facebook.com/yali');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText(/https:\/\/ ile başlayan bir adres olmalı/)).toBeVisible();

      // Euro rate.
      await page.goto('/dashboard/settings/exchange');
      const euro = page.getByLabel('Euro (EUR) kuru');
      await expect(euro).not.toHaveValue('');
      await euro.fill(String(EURO_RATE));
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Döviz kurları kaydedildi.')).toBeVisible();
      await shoot('content-admin-settings-exchange');

      // Blog post, published.
      await page.goto('/dashboard/blog');
      await page.getByRole('button', { name: 'Yeni yazı' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni blog yazısı' });
      await dialog.getByRole('textbox', { name: 'Başlık' }).fill(POST_TITLE);
      await dialog.getByLabel('Özet').fill('Kalkan’da gezilecek koylar ve akşam yemeği önerileri.');
      await dialog.getByRole('textbox', { name: 'Yazı' }).click();
      await page.keyboard.type('Kalkan, Kaş’a yarım saat uzaklıktadır.');
      await dialog.getByRole('switch', { name: 'Yazıyı yayınla' }).click();
      await shoot('content-admin-blog-editor');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText(`“${POST_TITLE}” yayında.`)).toBeVisible();
      await page.getByRole('button', { name: 'Kapat' }).first().click();
      await expect(page.getByRole('cell', { name: new RegExp(`^${POST_TITLE} /blog`) })).toBeVisible();
      await shoot('content-admin-blog');

      // Mail template: the preview follows the edit; unknown variables are errors.
      await page.goto('/dashboard/templates/mailtemplates');
      await page.getByRole('button', { name: 'Rezervasyon onayı' }).click();
      const subject = page.getByRole('textbox', { name: 'Konu' });
      await subject.fill('E2E önizleme — {{villa_name}}');
      await expect(page.getByTestId('mail-preview')).toContainText('E2E önizleme — Villa Işık');
      await subject.fill('E2E önizleme — {{bilinmeyen}}');
      await expect(page.getByRole('alert').filter({ hasText: '{{bilinmeyen}}' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
      await subject.fill('E2E önizleme — {{villa_name}}');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText(/şablonu kaydedildi/)).toBeVisible();
      await shoot('content-admin-mailtemplates');
    });

    test('the public site shows the edits', async ({ page, shoot }) => {
      await page.goto('/website/kvkk');
      // First: a retry of the editing test appends the paragraph once more.
      await expect(page.getByText(KVKK_TEXT).first()).toBeVisible();
      await expect(page.locator('footer')).toContainText(FOOTER);

      // EURO prices follow the new rate.
      await page.goto('/listing');
      await page.evaluate(() => localStorage.setItem('yali_currency', 'EURO'));
      await page.reload();
      const price = page.locator('main [data-money]').first().locator('..');
      await expect(price.locator('[data-money="EURO"]')).toBeVisible();
      const tl = Number(((await price.locator('[data-money="TL"]').textContent()) ?? '').replace(/[^\d]/g, ''));
      const eur = Number(((await price.locator('[data-money="EURO"]').textContent()) ?? '').replace(/[^\d]/g, ''));
      expect(eur).toBe(Math.round(tl / EURO_RATE));

      // The blog post is live.
      await page.goto('/blog');
      const postHref = await page.getByRole('link', { name: POST_TITLE }).first().getAttribute('href');
      expect(postHref).toMatch(/^\/blog\//);
      // …and listed in the sitemap.
      const sitemap = await (await page.request.get('/sitemaps/sitemap/tr.xml')).text();
      expect(sitemap).toContain(`${postHref}</loc>`);
      await page.getByRole('link', { name: POST_TITLE }).first().click();
      await expect(page.getByRole('heading', { name: POST_TITLE, level: 1 })).toBeVisible();
      await expect(page.getByText('Kalkan, Kaş’a yarım saat uzaklıktadır.')).toBeVisible();
      await shoot('content-admin-public-blog-post');
    });
  });

test.describe('content screens @mobile', () => {
  test('dashboard content screens render', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    for (const [path, name] of [
      ['/dashboard/contact', 'contact'],
      ['/dashboard/settings/contact', 'settings-contact'],
      ['/dashboard/website/about', 'website-about'],
      ['/dashboard/templates/mailtemplates', 'mailtemplates-overview'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(`content-admin-${name}`);
    }
  });
});

test.describe('boat mail templates @mobile', () => {
  test('the boat templates are listed in their own group and editable like the others; light and dark', async ({
    page,
    shoot,
  }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/templates/mailtemplates');
    const boats = page.getByRole('list', { name: 'Tekne kiralama' });
    for (const name of [
      'Tekne kiralama talebi alındı (misafir)',
      'Tekne kiralama talebi alındı (acente)',
      'Tekne opsiyonu verildi',
      'Tekne kiralama onayı',
      'Tekne kiralama banka havale bilgileri',
      'Tekne kiralama iptali',
      'Tekne kapora hatırlatma',
    ]) {
      await expect(boats.getByRole('button', { name })).toBeVisible();
    }
    // Six templates of the life cycle and the kapora reminder (issue 19).
    const villaTemplates = page.getByRole('list', { name: 'Villa rezervasyonu' });
    await expect(villaTemplates.getByRole('button')).toHaveCount(7);
    await expect(villaTemplates.getByRole('button', { name: 'Kapora hatırlatma' })).toBeVisible();

    // The cancellation (no other browser test reads its text): boat variables, boat preview, villa variables refused.
    await expect(async () => {
      await boats.getByRole('button', { name: 'Tekne kiralama iptali' }).click();
      await expect(page.getByRole('heading', { name: 'Tekne kiralama iptali', level: 2 })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('button', { name: '{{boat_name}}' })).toBeVisible();
    await expect(page.getByRole('button', { name: '{{rental_days}}' })).toBeVisible();
    await expect(page.getByRole('button', { name: '{{villa_name}}' })).toHaveCount(0);
    const preview = page.getByTestId('mail-preview');
    await expect(preview).toContainText('Tekne kiralamanız iptal edildi');
    await expect(page.frameLocator('iframe[title="E-posta önizlemesi"]').locator('body')).toContainText(
      'Mavi Rüya teknesi için 14 Temmuz 2026 – 16 Temmuz 2026 tarihli kiralamanız iptal edilmiştir.',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot('content-admin-mailtemplates-boat');

    const subject = page.getByRole('textbox', { name: 'Konu' });
    await subject.fill('Tekne kiralamanız iptal edildi — {{villa_name}}');
    await expect(page.getByRole('alert').filter({ hasText: '{{villa_name}}' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    await subject.fill('Tekne kiralamanız iptal edildi ({{boat_name}}) — {{reservation_code}}');
    await expect(preview).toContainText('Tekne kiralamanız iptal edildi (Mavi Rüya)');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText(/şablonu kaydedildi/)).toBeVisible();
    await page.reload();
    await expect(async () => {
      await page.getByRole('button', { name: 'Tekne kiralama iptali' }).click();
      await expect(page.getByRole('textbox', { name: 'Konu' })).toHaveValue(
        'Tekne kiralamanız iptal edildi ({{boat_name}}) — {{reservation_code}}',
        {
          timeout: 1000,
        },
      );
    }).toPass();

    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('list', { name: 'Tekne kiralama' })).toBeVisible();
    await shoot('content-admin-mailtemplates-dark');
    await page.evaluate(() => localStorage.removeItem('yali_theme'));
  });
});
