/**
 * The boat catalogue back office (issue 7): an admin creates a boat type and
 * a marina, then a boat with both, a price period (an overlapping one is
 * refused with the period named) and an image; finds it in the list, turns it
 * off and on, and cannot delete its type (the 409 names the boat). The "1
 * tekne" links of its type and of its marina open the boats list filtered by
 * them, with a removable chip. The boat then shows on /listingboat. The
 * screens are photographed light and dark at 1366 and 390 px on demo data.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';
import { fillByLabel, openDialog } from '../forms';
import {
  addPricePeriod,
  expectOverlappingPriceRefused,
  openTab,
  png,
  toast,
  tokenOf,
  uploadAndReorderImages,
} from '../unit-editor';

async function setDark(page: Page, dark: boolean) {
  await page.evaluate((d) => localStorage.setItem('yali_theme', d ? 'dark' : 'light'), dark);
  await page.reload();
  if (dark) await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
}

/** The page itself never scrolls sideways (wide tables scroll inside their frame). */
async function expectNoPageOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe('boat catalogue (admin)', () => {
  test('type, marina, boat with a price and an image; list, activity, 409 on the type; the site lists it', async ({
    page,
    shoot,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the write flow runs once; the screenshots run at both widths');
    test.setTimeout(150_000);
    const suffix = Date.now().toString(36);
    const typeName = `Gezi Teknesi ${suffix}`;
    const marinaName = `Çamlı Koy Marina ${suffix}`;
    const boatName = `Gulet Yakamoz ${suffix}`;
    await loginAs(page, 'admin');

    // A boat type.
    await page.goto('/dashboard/boattypes');
    await expect(page.getByRole('heading', { name: 'Tekne Tipleri' })).toBeVisible();
    const typeForm = await openDialog(page, 'Yeni tip', 'Yeni tekne tipi');
    await typeForm.getByRole('button', { name: 'Ekle' }).click();
    await expect(typeForm.getByText('Ad en az 2 karakter olmalı.')).toBeVisible();
    await typeForm.getByLabel('Tip adı').fill(typeName);
    await typeForm.getByRole('button', { name: 'Ekle' }).click();
    await expect(toast(page, `“${typeName}” tekne tipi eklendi.`)).toBeVisible();

    // A marina; its address is made from the name.
    await page.goto('/dashboard/marina');
    await expect(page.getByRole('heading', { name: 'Marinalar' })).toBeVisible();
    const marinaForm = await openDialog(page, 'Yeni marina', 'Yeni marina');
    await fillByLabel(marinaForm, { 'Marina adı': marinaName, Konum: 'Muğla, Göcek', Enlem: '36.75', Boylam: '28.94' });
    await expect(marinaForm.getByText(`Boş bırakılırsa addan üretilir: camli-koy-marina-${suffix}`)).toBeVisible();
    await shoot('boats-admin-marina-form');
    await marinaForm.getByRole('button', { name: 'Ekle' }).click();
    await expect(toast(page, `“${marinaName}” eklendi.`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Marina adı veya konumla ara' }).fill(`çamlı koy marina ${suffix}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('cell', { name: new RegExp(`camli-koy-marina-${suffix}`) })).toBeVisible();

    // The boat.
    await page.goto('/dashboard/boats');
    await expect(page.getByRole('heading', { name: 'Tekneler' })).toBeVisible();
    await page.getByRole('link', { name: 'Yeni Tekne' }).click();
    await expect(page.getByRole('heading', { name: 'Yeni Tekne' })).toBeVisible();
    await page.getByLabel('Tekne adı').fill(boatName);
    await expect(page.getByLabel('Tekne tipi').locator('option', { hasText: typeName })).toHaveCount(1);
    await page.getByLabel('Tekne tipi').selectOption({ label: typeName });
    await page.getByLabel('Marina').selectOption({ label: `${marinaName} (Muğla, Göcek)` });
    await page.getByLabel('Kapasite (kişi)').fill('12');
    await page.getByLabel('Kabin').fill('5');
    await page.getByLabel('Uzunluk (m)').fill('23.5');
    await page.getByLabel('Mürettebat').fill('3');
    await page.getByLabel('Kalkış saati').fill('25:00');
    await page.getByLabel('Ruhsat / izin bilgisi').fill('TUGS-48-9876 · Ticari yat belgesi');
    for (const f of ['Klima', 'Jakuzi', 'klima']) {
      await page.getByLabel('Yeni özellik').fill(f);
      await page.getByLabel('Yeni özellik').press('Enter');
    }
    await expect(page.getByRole('list', { name: 'Tekne özellikleri' }).getByRole('listitem')).toHaveCount(2);
    const editor = page.getByRole('textbox', { name: 'Tekne açıklaması' });
    await editor.click();
    await page.keyboard.type('Göcek koylarında mavi yolculuk için geniş güverteli bir gulet.');
    await page.getByRole('button', { name: 'Tekneyi oluştur' }).click();
    await expect(page.getByText('Kalkış saati SS:DD biçiminde olmalı (ör. 10:00).')).toBeVisible();
    await page.getByLabel('Kalkış saati').fill('09:30');
    await shoot('boats-admin-new');
    await page.getByRole('button', { name: 'Tekneyi oluştur' }).click();
    await expect(toast(page, 'Tekne oluşturuldu.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/boats\/\d+/);
    await expect(page.getByRole('heading', { name: boatName })).toBeVisible();
    const boatId = Number(page.url().match(/boats\/(\d+)/)?.[1]);
    await expect(page.getByText(`Sayfa adresi: /boat/gulet-yakamoz-${suffix}`)).toBeVisible();

    // A price period, then an overlapping one: the 409 names the first.
    await openTab(page, 'Fiyatlar');
    await addPricePeriod(page, {
      'İlk gün': '2027-06-01',
      'Son gün': '2027-06-30',
      'Günlük fiyat (₺)': '35000',
      'Haftalık fiyat (₺)': '210000',
      'En az gün': '2',
    });
    await expect(page.getByRole('cell', { name: '1 Haziran 2027 – 30 Haziran 2027', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '₺35.000' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '₺210.000' })).toBeVisible();
    await expectOverlappingPriceRefused(
      page,
      { 'İlk gün': '2027-06-30', 'Son gün': '2027-07-10', 'Günlük fiyat (₺)': '40000' },
      shoot,
      'boats-admin-price-conflict',
    );

    // Images: a non-image fails before upload; two PNGs upload; the first moves right by its button.
    await openTab(page, 'Görseller');
    const { items, before } = await uploadAndReorderImages(page, '/v1/admin/boat/image', [
      { name: 'deniz.png', buffer: await png({ r: 20, g: 110, b: 190 }) },
      { name: 'gunes.png', buffer: await png({ r: 240, g: 170, b: 40 }) },
    ]);
    const firstSrc = await items.first().locator('img').getAttribute('src');
    expect(firstSrc).toMatch(new RegExp(`^/v1/media/boats/${boatId}/`));
    expect((await page.request.get(firstSrc ?? '')).status()).toBe(200);
    await shoot('boats-admin-images');
    // Delete asks first; 'Vazgeç' keeps the image, 'Sil' removes it for good.
    await page.getByRole('button', { name: 'Görsel 2 sil' }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Görseli sil' });
    await confirmDelete.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(items).toHaveCount(2);
    await page.getByRole('button', { name: 'Görsel 2 sil' }).click();
    await confirmDelete.getByRole('button', { name: 'Sil' }).click();
    await expect(toast(page, 'Görsel silindi.')).toBeVisible();
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-image-id', before[1] ?? '');

    // The list: search finds it with its type and marina; activity off and on.
    await page.goto('/dashboard/boats');
    await page.getByRole('searchbox', { name: 'Tekne adıyla ara' }).fill(`gulet yakamoz ${suffix}`.toLocaleUpperCase('tr-TR'));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const row = page.locator('tbody tr').first();
    await expect(row.getByRole('link', { name: boatName, exact: true })).toBeVisible();
    await expect(row.getByText(marinaName)).toBeVisible();
    await expect(row.getByRole('cell', { name: typeName })).toBeVisible();
    const sw = page.getByRole('switch', { name: `${boatName} aktif` });
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await sw.click();
    await expect(toast(page, `“${boatName}” pasif edildi.`)).toBeVisible();
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await sw.click();
    await expect(toast(page, `“${boatName}” aktif edildi.`)).toBeVisible();
    await expect(sw).toHaveAttribute('aria-checked', 'true');

    // The type is in use: deleting it is refused with the boat named.
    await page.goto('/dashboard/boattypes');
    await page.getByRole('searchbox', { name: 'Tip adıyla ara' }).fill(typeName);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('link', { name: '1 tekne' })).toBeVisible();
    await page.getByRole('button', { name: `${typeName} tipini sil` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Bu tip 1 teknede kullanılıyor.');
    await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(
      toast(page, `Bu tekne tipi 1 teknede kullanılıyor: ${boatName}. Önce bu teknelere başka bir tip seçin.`),
    ).toBeVisible();
    await shoot('boats-admin-type-in-use');
    await expect(page.locator('tbody tr')).toHaveCount(1);

    // The type's "1 tekne" link: the boats list filtered by the type, a removable chip naming it.
    const chips = page.getByRole('list', { name: 'Etkin süzgeçler' });
    await page.getByRole('link', { name: '1 tekne' }).click();
    await expect(page).toHaveURL(/\/dashboard\/boats\?type_id=\d+$/);
    await expect(chips.getByRole('listitem')).toHaveText(`Tekne tipi: ${typeName}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('link', { name: boatName, exact: true })).toBeVisible();
    await expect(page.getByText('1 tekne', { exact: true })).toBeVisible();
    await shoot('boats-admin-list-by-type');
    await page.reload();
    await expect(chips.getByRole('listitem')).toHaveText(`Tekne tipi: ${typeName}`);
    await expect(async () => {
      await page.getByRole('button', { name: 'Tekne tipi süzgecini kaldır' }).click({ timeout: 2_000 });
      await expect(chips).toHaveCount(0, { timeout: 2_000 });
    }).toPass();
    await expect(page).toHaveURL(/\/dashboard\/boats\??$/);
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(1);

    // The marina's "1 tekne" link, likewise.
    await page.goto('/dashboard/marina');
    await page.getByRole('searchbox', { name: 'Marina adı veya konumla ara' }).fill(marinaName);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name: '1 tekne' }).click();
    await expect(page).toHaveURL(/\/dashboard\/boats\?marina_id=\d+$/);
    await expect(chips.getByRole('listitem')).toHaveText(`Marina: ${marinaName}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('link', { name: boatName, exact: true })).toBeVisible();

    // The public boat listing (engineer D's page) shows the new boat, filtered by its type.
    const token = await tokenOf(page);
    const types = await (
      await page.request.get(`/v1/admin/boattypes?q=${encodeURIComponent(typeName)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const typeId = types.content.items[0].id as number;
    await page.goto(`/listingboat?type=${typeId}`);
    await expect(page.getByRole('link', { name: boatName, exact: true })).toBeVisible();
    await shoot('boats-admin-on-listing');
  });
});

test.describe('boat catalogue screens @mobile', () => {
  test('list, editor tabs, types and marinas of the demo boats, light and dark', async ({ page, shoot }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'admin');
    for (const dark of [false, true]) {
      const mode = dark ? 'dark' : 'light';
      await page.goto('/dashboard/boats');
      await setDark(page, dark);
      await expect(page.getByRole('heading', { name: 'Tekneler' })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expect(page.locator('tbody tr')).not.toHaveCount(0);
      await expectNoPageOverflow(page);
      await shoot(`boats-admin-list-${mode}`);

      await page.goto('/dashboard/boats?q=Mavi%20R%C3%BCya');
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await page.getByRole('link', { name: 'Mavi Rüya düzenle' }).click();
      await expect(page.getByRole('tab', { name: 'Genel' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Tekne adı')).toHaveValue('Mavi Rüya');
      await expect(page.getByLabel('Tekne tipi')).toHaveValue(/\d+/);
      await expectNoPageOverflow(page);
      await shoot(`boats-admin-tab-genel-${mode}`);
      await openTab(page, 'Fiyatlar');
      await expect(page.getByRole('heading', { name: 'Fiyat dönemleri' })).toBeVisible();
      await shoot(`boats-admin-tab-fiyatlar-${mode}`);
      await openTab(page, 'Görseller');
      await expect(page.locator('ol[aria-label="Görsel sırası"] > li')).toHaveCount(3);
      await shoot(`boats-admin-tab-gorseller-${mode}`);
      // Keyboard: arrows move between tabs.
      await page.getByRole('tab', { name: 'Görseller', exact: false }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: 'Fiyatlar', exact: false })).toHaveAttribute('aria-selected', 'true');

      await page.goto('/dashboard/boattypes');
      await expect(page.getByRole('cell', { name: 'Gulet', exact: true })).toBeVisible();
      await expectNoPageOverflow(page);
      await shoot(`boats-admin-types-${mode}`);
      // A type's "N tekne" link lists only that type's boats (other specs may add some: each row is checked).
      const chips = page.getByRole('list', { name: 'Etkin süzgeçler' });
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Gulet', exact: true }) })
        .getByRole('link', { name: /tekne/ })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/boats\?type_id=\d+$/);
      await expect(chips.getByRole('listitem')).toHaveText('Tekne tipi: Gulet');
      await expect(page.getByRole('link', { name: 'Mavi Rüya düzenle' })).toBeVisible();
      expect(new Set(await page.locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(new Set(['Gulet']));
      await expectNoPageOverflow(page);
      await shoot(`boats-admin-list-by-type-${mode}`);

      await page.goto('/dashboard/marina');
      await expect(page.getByRole('cell', { name: /Göcek Marina/ }).first()).toBeVisible();
      await expectNoPageOverflow(page);
      await shoot(`boats-admin-marinas-${mode}`);
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: /^Göcek Marina\s*gocek-marina$/ }) })
        .getByRole('link', { name: /tekne/ })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/boats\?marina_id=\d+$/);
      await expect(chips.getByRole('listitem')).toHaveText('Marina: Göcek Marina');
      await expect(page.getByRole('link', { name: 'Lodos düzenle' })).toBeVisible();
      expect((await page.locator('tbody tr td:nth-child(2)').allTextContents()).every((t) => t.includes('Göcek Marina'))).toBe(
        true,
      );
      await shoot(`boats-admin-list-by-marina-${mode}`);
    }
    await setDark(page, false);
  });

  test('a marina with boats cannot be deleted; the message names them', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/marina');
    await page.getByRole('searchbox', { name: 'Marina adı veya konumla ara' }).fill('Kaş Setur');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(async () => {
      await page.getByRole('button', { name: 'Kaş Setur Marina sil' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(
      toast(page, /^Bu marina \d+ teknede kullanılıyor: .*Aqua Vita.*Önce bu tekneleri başka bir marinaya taşıyın\.$/),
    ).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
  });
});
