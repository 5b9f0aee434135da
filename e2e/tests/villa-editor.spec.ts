/**
 * The villa editor (issue 3): an admin creates a villa with a price period,
 * a closed range and two images, reorders the images and activates a review;
 * the villa then shows on /listing and /villa/{slug}. An owner sees a
 * read-only view and the API refuses their writes. Every tab is
 * photographed at desktop and mobile width.
 */
import { expect, loginAs, test } from '../fixtures';
import { addPricePeriod, expectOverlappingPriceRefused, openTab, png, tokenOf, uploadAndReorderImages } from '../unit-editor';

test.describe('villa editor (admin)', () => {
  test('creates a villa with a price, a closed range, two images and an active review; the site shows them', async ({
    page,
    shoot,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the write flow runs once; the screenshots run at both widths');
    test.setTimeout(120_000);
    const name = `Villa Çamlık Koyu ${Date.now().toString(36)}`;
    await loginAs(page, 'admin');

    // Create.
    await page.goto('/dashboard/villas');
    await page.getByRole('link', { name: 'Yeni Villa' }).click();
    await expect(page.getByRole('heading', { name: 'Yeni Villa' })).toBeVisible();
    await page.getByLabel('Villa adı').fill(name);
    await page.getByRole('checkbox', { name: 'Apart' }).check();
    const town = page.getByLabel('İlçe');
    await expect(town.locator('option')).not.toHaveCount(1);
    await town.selectOption({ index: 1 });
    await page.getByLabel('Mahalle').selectOption({ index: 1 });
    await page.getByLabel('Kapasite (kişi)').fill('8');
    await page.getByLabel('Turizm izin belge no').fill('48-E2E-1');
    const editor = page.getByRole('textbox', { name: 'Villa açıklaması' });
    await editor.click();
    await page.keyboard.type('Çam ağaçları arasında, denize yürüme mesafesinde bir villa.');
    await shoot('villa-editor-new');
    await page.getByRole('button', { name: 'Villayı oluştur' }).click();
    await expect(page.getByText('Villa oluşturuldu.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/villas\/\d+/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const villaId = Number(page.url().match(/villas\/(\d+)/)?.[1]);
    const slugHint = await page.getByText(/^Sayfa adresi: \/villa\//).textContent();
    const slug = slugHint?.replace('Sayfa adresi: /villa/', '').trim() ?? '';
    expect(slug).toMatch(/^villa-camlik-koyu-/);

    // Price period, then an overlapping one: the 409 names the first.
    await openTab(page, 'Fiyatlar');
    await addPricePeriod(
      page,
      { Başlangıç: '2027-06-01', 'Son gece': '2027-06-30', 'Gecelik fiyat (₺)': '12500', 'En az gece': '5' },
      ['Cumartesi'],
    );
    await expect(page.getByRole('cell', { name: '1 Haziran 2027 – 30 Haziran 2027' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '₺12.500' })).toBeVisible();
    await expectOverlappingPriceRefused(
      page,
      { Başlangıç: '2027-06-20', 'Son gece': '2027-07-05', 'Gecelik fiyat (₺)': '9000' },
      shoot,
      'villa-editor-price-conflict',
    );

    // A blocking (one dialog for every kind of closed nights), source maintenance.
    await openTab(page, 'Takvim');
    await page.getByRole('button', { name: 'Blokaj ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni blokaj' });
    await dialog.getByLabel('Kaynak').selectOption({ label: 'Bakım' });
    await dialog.getByLabel('Başlangıç').fill('2027-07-10');
    await dialog.getByLabel('Bitiş (çıkış günü)').fill('2027-07-15');
    await dialog.getByLabel('Not').fill('Havuz boyası');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText(/blokajı kaydedildi\./)).toBeVisible();
    const blockRow = page.getByRole('listitem').filter({ hasText: '10 Temmuz 2027 – 15 Temmuz 2027' });
    await expect(blockRow).toContainText('Bakım');

    // Images: a non-image fails before upload; two PNGs upload; the first moves right.
    await openTab(page, 'Görseller');
    await uploadAndReorderImages(page, '/v1/admin/villas/image', [
      { name: 'mavi.png', buffer: await png({ r: 30, g: 90, b: 200 }) },
      { name: 'sari.png', buffer: await png({ r: 230, g: 180, b: 30 }) },
    ]);

    // A visitor's review (through the public API, so the villa page is first rendered at the end), activated here.
    const posted = await page.request.post(`/v1/villas/${slug}/comments`, {
      data: { name: 'Elif Kaya', rating: 5, text: 'Çok temiz ve huzurlu bir villa, tekrar geleceğiz.' },
    });
    expect(posted.status()).toBe(201);
    await openTab(page, 'Yorumlar');
    const sw = page.getByRole('switch', { name: 'Elif Kaya yorumu yayında' });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await sw.click();
    await expect(page.getByText('Yorum yayınlandı.')).toBeVisible();
    await expect(sw).toHaveAttribute('aria-checked', 'true');

    // The site: newest first on the listing, then the villa page with price, images and review.
    await page.goto('/listing?sort=newest');
    const card = page.getByRole('link', { name }).first();
    await expect(card).toBeVisible();
    await page.goto(`/villa/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('1 Haziran 2027 – 30 Haziran 2027').filter({ visible: true }).first()).toBeVisible();
    await expect(
      page
        .getByText(/12\.500/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByText('Çok temiz ve huzurlu bir villa, tekrar geleceğiz.')).toBeVisible();
    const imgs = page.locator(`img[src*="/v1/media/villas/${villaId}/"]`);
    expect(await imgs.count()).toBeGreaterThanOrEqual(2);
    await shoot('villa-editor-public-page');

    // The old slug redirects after a rename (renamed twice, so the redirecting address was never rendered before).
    const token = await tokenOf(page);
    const auth = { authorization: `Bearer ${token}` };
    const detail = (await (await page.request.get(`/v1/admin/villas/${villaId}`, { headers: auth })).json()).content;
    const rename = (to: string) =>
      page.request.put(`/v1/admin/villas/${villaId}`, {
        headers: auth,
        data: {
          name,
          slug: to,
          type_ids: detail.types.map((t: { id: number }) => t.id),
          town_id: detail.town.town_id,
          district_id: detail.district.district_id,
          owner_id: null,
          description: detail.description,
          capacity: detail.capacity,
          bedrooms: detail.bedrooms,
          bathrooms: detail.bathrooms,
          min_stay: detail.min_stay,
          prepayment_percent: detail.prepayment_percent,
        },
      });
    expect((await rename(`${slug}-a`)).status()).toBe(200);
    expect((await rename(`${slug}-b`)).status()).toBe(200);
    await page.goto(`/villa/${slug}-a`);
    await expect(page).toHaveURL(new RegExp(`/villa/${slug}-b$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('villa editor screens @mobile', () => {
  test('every tab of a demo villa, as an admin', async ({ page, shoot }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'admin');
    await page.goto('/dashboard/villas');
    await expect(page.getByRole('link', { name: 'Yeni Villa' })).toBeVisible();
    await expect(page.getByRole('switch').first()).toBeVisible();
    await shoot('villa-editor-list');
    await page
      .getByRole('link', { name: /düzenle$/ })
      .first()
      .click();
    await expect(page.getByRole('tab', { name: 'Genel' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Villa adı')).not.toHaveValue('');
    await shoot('villa-editor-tab-genel');
    for (const [tab, slug, ready] of [
      ['Özellikler', 'ozellikler', 'Villanın özellikleri'],
      ['Fiyatlar', 'fiyatlar', 'Fiyat dönemleri'],
      ['Takvim', 'takvim', 'Takvim (12 ay)'],
      ['Görseller', 'gorseller', 'Görseller'],
      ['Yorumlar', 'yorumlar', 'Yorumlar'],
    ] as const) {
      await openTab(page, tab);
      await expect(page.getByRole('heading', { name: new RegExp(`^${ready.replace(/[()]/g, '\\$&')}`) }).first()).toBeVisible();
      await shoot(`villa-editor-tab-${slug}`);
    }
    // Keyboard: arrows move between tabs.
    await page.getByRole('tab', { name: 'Yorumlar', exact: false }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Görseller' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the review form on a villa page posts a pending review', async ({ page, shoot }) => {
    await page.goto('/listing');
    await page.locator('a[href^="/villa/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Yorum yazın' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Yorumu gönder' }).click();
    await expect(form.getByText('Adınız en az 2 karakter olmalı.')).toBeVisible();
    await expect(form.getByText('Lütfen 1 ile 5 arasında bir puan seçin.')).toBeVisible();
    await form.getByLabel('Adınız').fill('Deniz Ak');
    // Keyboard: focus the first star and move to the fourth with the arrow keys.
    await form.getByRole('radio', { name: /^1 yıldız/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: /^4 yıldız/ })).toBeChecked();
    await form.getByLabel('Yorumunuz').fill('Konumu harika, ev sahibi çok ilgiliydi.');
    await shoot('villa-review-form');
    await form.getByRole('button', { name: 'Yorumu gönder' }).click();
    await expect(page.getByText('Yorumunuz alındı; onaylandıktan sonra yayınlanacak.')).toBeVisible();
    // Pending: not on the page.
    await page.reload();
    await expect(page.getByText('Konumu harika, ev sahibi çok ilgiliydi.')).toHaveCount(0);
  });
});

test.describe('villa editor (owner) @mobile', () => {
  test('an owner sees a read-only view and the API refuses their writes', async ({ page, shoot }) => {
    await loginAs(page, 'owner1');
    await page.goto('/dashboard/villas');
    await expect(page.getByRole('heading', { name: 'Villalarım' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yeni Villa' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await page
      .getByRole('link', { name: /görüntüle$/ })
      .first()
      .click();
    await expect(page.getByText('Bu sayfa yalnızca görüntüleme içindir.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fiyat dönemleri' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Takvim (12 ay)' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    for (const label of ['Kaydet', 'Dönem ekle', 'Kapalı tarih ekle', 'Düzenle', 'Sil']) {
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
    }
    await expect(page.getByLabel('Görsel yükle')).toHaveCount(0);
    await shoot('villa-editor-owner-readonly');
    const villaId = Number(page.url().match(/villas\/(\d+)/)?.[1]);

    await page.goto('/dashboard/villas/new');
    await expect(page.getByText('Villa ekleme yetkiniz yok.')).toBeVisible();

    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const writes = [
      page.request.patch('/v1/admin/villas/activity', { headers, data: { villa_id: villaId, active: false } }),
      page.request.patch('/v1/admin/villas/setpopular', { headers, data: { villa_id: villaId, popular: true } }),
      page.request.post('/v1/admin/villas/price', {
        headers,
        data: { villa_id: villaId, start_date: '2028-01-01', end_date: '2028-01-02', nightly_price_kurus: 100 },
      }),
      page.request.post('/v1/admin/villas/date', {
        headers,
        data: { villa_id: villaId, started_at: '2028-01-01', finished_at: '2028-01-02' },
      }),
      page.request.put(`/v1/admin/villas/${villaId}/features`, { headers, data: { feature_ids: [] } }),
      page.request.post('/v1/admin/villas/image', {
        headers,
        multipart: {
          villa_id: String(villaId),
          'files[]': { name: 'a.png', mimeType: 'image/png', buffer: await png({ r: 1, g: 2, b: 3 }, 50, 50) },
        },
      }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status(), res.url()).toBe(403);
      expect((await res.json()).content.code).toBe('FORBIDDEN');
    }
  });
});
