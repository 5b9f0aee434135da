/**
 * Catalogue back office (issue 3): villa types, towns and districts, users
 * and comments. Runs at desktop and (tagged @mobile) at 390 px on the same
 * demo database, so every record a test creates carries the project name.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, SESSION_KEY, test, tokenOf } from '../fixtures';
import { fillByLabel } from '../forms';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** The page itself never scrolls sideways (wide tables scroll inside their frame). */
async function expectNoPageOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

async function confirmDelete(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('catalogue admin @mobile', () => {
  test('villa types: create, rename, duplicate 409, delete; Apart cannot be deleted; a type in use names its villas', async ({
    page,
    shoot,
  }, info) => {
    const name = `Deneme Tipi ${info.project.name}`;
    const renamed = `${name} Yeni`;
    await loginAs(page, 'admin');
    await page.goto('/dashboard/villatypes');
    await expect(page.getByRole('heading', { name: 'Villa Tipleri' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Apart Sabit', exact: true })).toBeVisible();
    await shoot('catalogue-villatypes');
    await expectNoPageOverflow(page);

    await page.getByRole('button', { name: 'Yeni tip', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Yeni villa tipi' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Ekle' }).click();
    await expect(form.getByText('Ad en az 2 karakter olmalı.')).toBeVisible();
    await form.getByLabel('Tip adı').fill(name);
    await expect(form.getByText(`Adres: /deneme-tipi-${info.project.name}`)).toBeVisible();
    await shoot('catalogue-villatype-form');
    await form.getByRole('button', { name: 'Ekle' }).click();
    await expect(toast(page, `“${name}” villa tipi eklendi.`)).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByRole('searchbox', { name: 'Tip adıyla ara' }).fill(name);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: `${name} tipini düzenle` }).click();
    const edit = page.getByRole('dialog', { name: 'Villa tipini düzenle' });
    await edit.getByLabel('Tip adı').fill(renamed);
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(toast(page, `“${renamed}” villa tipi güncellendi.`)).toBeVisible();
    await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    // A second type with the same name: the server's 409 as a toast, the form stays open.
    await page.getByRole('button', { name: 'Yeni tip', exact: true }).click();
    await form.getByLabel('Tip adı').fill(renamed.toLocaleUpperCase('tr-TR'));
    await form.getByRole('button', { name: 'Ekle' }).click();
    await expect(toast(page, 'Bu isimde bir villa tipi zaten var.')).toBeVisible();
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Vazgeç' }).click();

    await page.getByRole('button', { name: `${renamed} tipini sil` }).click();
    await shoot('catalogue-villatype-delete');
    await confirmDelete(page);
    await expect(toast(page, `“${renamed}” villa tipi silindi.`)).toBeVisible();
    await expect(page.getByText(`“${name}” ile eşleşen villa tipi yok.`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Tip adıyla ara' }).fill('');
    await page.getByRole('button', { name: 'Apart tipini sil' }).click();
    await confirmDelete(page);
    await expect(toast(page, 'Apart ve Bungalov tipleri silinemez.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Apart Sabit', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Taş Ev tipini sil' }).click();
    await confirmDelete(page);
    await expect(toast(page, /Bu villa tipi \d+ villada kullanılıyor: .+\. Önce bu villalardan tipi kaldırın\./)).toBeVisible();
  });

  test('towns and districts: create, filter, 409s, edit, delete', async ({ page, shoot }, info) => {
    const town = `Deneme İlçe ${info.project.name}`;
    const district = `Deneme Bölge ${info.project.name}`;
    await loginAs(page, 'admin');
    await page.goto('/dashboard/towndistrict');
    await expect(page.getByRole('heading', { name: 'Bölgeler', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'İlçeler' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bölgeler' }).locator('tbody tr').first()).toBeVisible();
    await shoot('catalogue-towndistrict');
    await expectNoPageOverflow(page);

    // A demo town in use: 409 naming its villas and districts.
    await page.getByRole('button', { name: 'Kaş ilçesini sil' }).click();
    await confirmDelete(page);
    await expect(toast(page, /Bu ilçe \d+ villada kullanılıyor: .+ Bu ilçenin \d+ bölgesi var: /)).toBeVisible();

    await page.getByRole('button', { name: 'Yeni ilçe' }).click();
    const townForm = page.getByRole('dialog', { name: 'Yeni ilçe' });
    await townForm.getByLabel('İlçe adı').fill(town);
    await townForm.getByRole('button', { name: 'Ekle' }).click();
    await expect(toast(page, `“${town}” ilçesi eklendi.`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'İlçe ara' }).fill(town);
    await page.getByRole('button', { name: `${town} bölgelerini göster` }).click();
    await expect(page.getByRole('heading', { name: `${town} bölgeleri` })).toBeVisible();
    await expect(page.getByText(`${town} ilçesinde henüz bölge yok.`)).toBeVisible();

    await page.getByRole('button', { name: 'Yeni bölge' }).click();
    const districtForm = page.getByRole('dialog', { name: 'Yeni bölge' });
    await expect(districtForm.getByLabel('İlçe')).toHaveValue(/\d+/);
    await expect(districtForm.getByLabel('İlçe').locator('option:checked')).toHaveText(town);
    await districtForm.getByLabel('Bölge adı').fill(district);
    await shoot('catalogue-district-form');
    await districtForm.getByRole('button', { name: 'Ekle' }).click();
    await expect(toast(page, `“${district}” bölgesi eklendi.`)).toBeVisible();
    const districts = page.getByRole('table', { name: `${town} ilçesinin bölgeleri` });
    await expect(districts.locator('tbody tr')).toHaveCount(1);
    await expect(districts).toContainText(district);

    // The town now has a district: 409 naming it.
    await page.getByRole('button', { name: `${town} ilçesini sil` }).click();
    await confirmDelete(page);
    await expect(toast(page, `Bu ilçenin 1 bölgesi var: ${district}.`)).toBeVisible();

    await page.getByRole('button', { name: `${district} bölgesini düzenle` }).click();
    const editDistrict = page.getByRole('dialog', { name: 'Bölgeyi düzenle' });
    await editDistrict.getByLabel('Bölge adı').fill(`${district} 2`);
    await editDistrict.getByRole('button', { name: 'Kaydet' }).click();
    await expect(toast(page, `“${district} 2” bölgesi güncellendi.`)).toBeVisible();

    await page.getByRole('button', { name: `${district} 2 bölgesini sil` }).click();
    await confirmDelete(page);
    await expect(toast(page, `“${district} 2” bölgesi silindi.`)).toBeVisible();
    await expect(page.getByText(`${town} ilçesinde henüz bölge yok.`)).toBeVisible();

    await page.getByRole('button', { name: `${town} ilçesini düzenle` }).click();
    const editTown = page.getByRole('dialog', { name: 'İlçeyi düzenle' });
    await editTown.getByLabel('İlçe adı').fill(`${town} X`);
    await editTown.getByRole('button', { name: 'Kaydet' }).click();
    await expect(toast(page, `“${town} X” ilçesi güncellendi.`)).toBeVisible();
    await page.getByRole('button', { name: `${town} X ilçesini sil` }).click();
    await confirmDelete(page);
    await expect(toast(page, `“${town} X” ilçesi silindi.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tüm bölgeler' })).toBeVisible();
  });

  test('users: create with the password policy, log in as the new user, edit, deactivate ends their session', async ({
    page,
    browser,
    shoot,
  }, info) => {
    const email = `deneme.${info.project.name}@example.com`;
    const password = 'Deneme2026';
    await loginAs(page, 'admin');
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /admin@example\.com/ })).toBeVisible();
    await shoot('catalogue-users');
    await expectNoPageOverflow(page);

    await page.getByRole('button', { name: 'Yeni kullanıcı' }).click();
    const panel = page.getByRole('dialog', { name: 'Yeni kullanıcı' });
    // 'Ad' by role and exact name: a label search would also find 'Soyad'.
    await panel.getByRole('textbox', { name: 'Ad', exact: true }).fill('Deniz');
    await fillByLabel(panel, { 'E-posta': email, Soyad: 'Aydın', Telefon: '+90 532 000 11 22' });
    await panel.getByLabel('Rol').selectOption('OWNER');
    await panel.locator('input[type="password"]').fill('zayif');
    await panel.getByRole('button', { name: 'Kullanıcıyı ekle' }).click();
    await expect(panel.getByText('Şifre en az 10 karakter olmalı.')).toBeVisible();
    await shoot('catalogue-user-form');
    // Meets the form's rules but is on the server's list of common passwords.
    await panel.locator('input[type="password"]').fill('Password123');
    await panel.getByRole('button', { name: 'Kullanıcıyı ekle' }).click();
    await expect(toast(page, 'Bu şifre çok yaygın kullanılıyor ve kolayca tahmin edilebilir.')).toBeVisible();
    await panel.locator('input[type="password"]').fill(password);
    await expect(panel.getByText('En az bir rakam (sağlandı)')).toBeAttached();
    await panel.getByRole('button', { name: 'Kullanıcıyı ekle' }).click();
    await expect(toast(page, 'Deniz Aydın eklendi.')).toBeVisible();

    // Same e-mail in capitals: 409 as a toast.
    await page.getByRole('button', { name: 'Yeni kullanıcı' }).click();
    await panel.getByLabel('E-posta').fill(email.toUpperCase());
    await panel.getByRole('textbox', { name: 'Ad', exact: true }).fill('İkinci');
    await panel.getByLabel('Soyad').fill('Kopya');
    await panel.locator('input[type="password"]').fill(password);
    await panel.getByRole('button', { name: 'Kullanıcıyı ekle' }).click();
    await expect(toast(page, 'Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.')).toBeVisible();
    await panel.getByRole('button', { name: 'Vazgeç' }).click();

    await page.getByRole('searchbox', { name: 'Ad, soyad veya e-posta ara' }).fill(email);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: 'Deniz Aydın kullanıcısını düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Kullanıcıyı düzenle' });
    await expect(edit.getByText('Boş bırakırsanız şifre değişmez.')).toBeVisible();
    await edit.getByLabel('Soyad').fill('Aydınlı');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(toast(page, 'Deniz Aydınlı güncellendi.')).toBeVisible();

    // The new user signs in elsewhere.
    const context = await browser.newContext({
      baseURL: info.project.use.baseURL,
      locale: 'tr-TR',
      viewport: info.project.use.viewport,
    });
    const other = await context.newPage();
    await other.goto('/dashboard/login');
    await other.getByLabel('E-posta').fill(email);
    await other.getByLabel('Şifre', { exact: true }).fill(password);
    await other.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(other.getByText('Welcome, Deniz Aydınlı')).toBeVisible();

    // Deactivated: their open session ends at the next read, and they cannot log in again.
    const sw = page.getByRole('switch', { name: 'Deniz Aydınlı aktif' });
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await sw.click();
    await expect(toast(page, 'Deniz Aydınlı pasif yapıldı; oturumları kapatıldı.')).toBeVisible();
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await shoot('catalogue-users-deactivated');

    await other.goto('/dashboard/villas');
    await expect(other).toHaveURL(/\/dashboard\/login$/);
    expect(await other.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
    await other.getByLabel('E-posta').fill(email);
    await other.getByLabel('Şifre', { exact: true }).fill(password);
    await other.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(
      other.getByText('Bir hata meydana geldi. Err: Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.'),
    ).toBeVisible();
    await context.close();

    // An admin cannot switch themself off.
    await page.getByRole('searchbox', { name: 'Ad, soyad veya e-posta ara' }).fill('admin@example.com');
    await expect(page.getByRole('switch', { name: 'Ayşe Yılmaz aktif' })).toBeDisabled();
  });

  test('comments: filter, publish a pending review, delete one', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/comments');
    await expect(page.getByRole('heading', { name: 'Yorumlar' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText(/Sayfa 1 \/ \d+/)).toBeVisible();
    await shoot('catalogue-comments');
    await expectNoPageOverflow(page);

    await page.getByRole('button', { name: 'Onay bekleyen' }).click();
    await expect(page.getByRole('button', { name: 'Onay bekleyen' })).toHaveAttribute('aria-pressed', 'true');
    const first = page.locator('tbody tr').first();
    await expect(first.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    const [guest, text, villa] = await Promise.all([
      first.locator('[data-guest]').innerText(),
      first.locator('p').first().innerText(),
      first.getByRole('cell').nth(1).getByRole('link').innerText(),
    ]);
    const same = page
      .locator('tbody tr')
      .filter({ hasText: villa.trim() })
      .filter({ hasText: guest.trim() })
      .filter({ hasText: text.trim() });
    await first.getByRole('switch').click();
    await expect(toast(page, `${guest.trim()} adlı misafirin yorumu yayında.`)).toBeVisible();
    // It leaves the pending list and shows under "Yayında".
    await expect(same).toHaveCount(0);
    await page.getByRole('button', { name: 'Yayında' }).click();
    await expect(same.first().getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    // Filter by villa, then delete one of its reviews.
    await page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /yorumlarını göster$/ })
      .click();
    await expect(page.getByText(/^Villa: /)).toBeVisible();
    await shoot('catalogue-comments-villa');
    const before = await page.locator('tbody tr').count();
    await page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /yorumunu sil$/ })
      .click();
    await confirmDelete(page);
    await expect(toast(page, 'Yorum silindi.')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(Math.max(1, before - 1));
  });

  test('an OWNER on /dashboard/users: the server answers 403, the screen says so and the session stays', async ({ page }) => {
    await loginAs(page, 'owner1');
    // The server refuses the read …
    const res = await page.request.get('/v1/admin/users?skip=0&take=20', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(res.status()).toBe(403);
    // … and the dashboard, knowing the role, does not ask (issue 24): a bookmarked link never ends the session.
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes('/v1/admin/users?')) asked = true;
    });
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: 'Bu sayfaya erişim yetkiniz yok' })).toBeVisible();
    expect(asked).toBe(false);
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).not.toBeNull();
    // The menu never offered it.
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Kullanıcılar' })).toHaveCount(0);
  });
});
