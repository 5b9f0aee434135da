/**
 * Reviews in the back office (issue 24), each test on a villa of its own made through the
 * API: a guest writes a review with the code of a finished stay; the admin sees it in the
 * menu's pending badge, answers it and publishes it, and the villa page shows the
 * "Konaklamış misafir" badge and the agency's reply; the rating, villa and stay filters;
 * publishing the selected reviews at once and "Geri al"; owner1 reads the reviews of their
 * villa without any control, and neither reads nor answers through the admin calls, nor
 * sees owner2's villa. Boats are reviewed the same way (issue 23): a guest writes on the
 * boat page, the list names the boat, the admin publishes it and the boat page shows it.
 * Desktop and (tagged @mobile) phone, light and dark screenshots.
 */
import type { Page } from '@playwright/test';
import { addDays } from '../dates';
import { adminApi, expect, loginAs, switchUser, test, tokenOf, USERS } from '../fixtures';
import { expectListFits, expectNoSeriousAxeViolations } from '../page-checks';
import { toast } from '../unit-editor';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
const tag = () => Math.random().toString(36).slice(2, 7);

/** The id of a demo owner, from the villa list (as the payments suite finds owner1). */
async function ownerId(page: Page, who: 'owner1' | 'owner2'): Promise<number> {
  const villas = await adminApi<{ items: { owner: { id: number; name: string } | null }[] }>(
    page,
    'GET',
    '/v1/admin/villas?take=100',
  );
  const owner = villas.items.find((v) => v.owner?.name === USERS[who].name)?.owner;
  if (!owner) throw new Error(`${who} has no villa in the demo data`);
  return owner.id;
}

/** A fresh active villa (the signed-in admin's API), optionally of `owner`. */
async function seedVilla(page: Page, name: string, owner: number | null = null) {
  return adminApi<{ id: number; slug: string }>(page, 'POST', '/v1/admin/villas', {
    name,
    owner_id: owner,
    capacity: 6,
    bedrooms: 3,
    bathrooms: 2,
    min_stay: 3,
    prepayment_percent: 30,
    permit_number: '48-E2E-YORUM',
    description: 'Yorum testleri için bir villa.',
  });
}

/** A confirmed stay at `villaId` that ended three days ago; answers its code. */
async function seedPastStay(page: Page, villaId: number): Promise<string> {
  const start = addDays(today(), -10);
  const created = await adminApi<{ id: number }>(page, 'POST', '/v1/admin/reservations', {
    villa_id: villaId,
    status: 'confirmed',
    started_at: start,
    finished_at: addDays(start, 7),
    adults: 2,
    children: 0,
    guest_name: 'Deniz Aksoy',
    guest_email: 'deniz.aksoy@example.com',
    guest_phone: '+90 532 000 11 22',
    total_price_kurus: 5_000_000,
  });
  return (await adminApi<{ reservation_id: string }>(page, 'GET', `/v1/admin/reservations/${created.id}`)).reservation_id;
}

/** A fresh active boat (the signed-in admin's API). */
async function seedBoat(page: Page, name: string) {
  return adminApi<{ id: number; slug: string }>(page, 'POST', '/v1/admin/boat', {
    name,
    capacity: 8,
    cabins: 2,
    length_m: 14,
    crew: 1,
    features: ['Klima'],
    permit_number: 'TUGS-E2E-YORUM',
    min_days: 1,
    prepayment_percent: 30,
    departure_time: '10:00',
    return_time: '18:00',
    description: 'Yorum testleri için bir tekne.',
  });
}

/** A visitor's review of a villa (or, with `unit` 'boats', a boat) through the public API; answers its id. */
async function postReview(
  page: Page,
  slug: string,
  review: { name: string; rating: number; text?: string },
  unit: 'villas' | 'boats' = 'villas',
) {
  const res = await page.request.post(`/v1/${unit}/${slug}/comments`, {
    data: { text: 'Temiz, ferah ve denize çok yakın bir villa.', ...review },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { content: { id: number } }).content.id;
}

const pendingCount = async (page: Page) =>
  (await adminApi<{ pendingCommentCount: number }>(page, 'GET', '/v1/admin/unreadcount')).pendingCommentCount;

test.describe('reviews in the back office', () => {
  // Long flows on a shared 2-core machine: the default 45 s is for one screen.
  test.describe.configure({ timeout: 150_000 });

  test('a guest’s review with a stay code; the admin answers and publishes it; the villa page shows both @mobile', async ({
    page,
    shoot,
  }, info) => {
    const phone = info.project.name === 'mobile';
    await loginAs(page, 'admin');
    const villa = await seedVilla(page, `Villa Yanıt ${tag()}`, await ownerId(page, 'owner1'));
    const code = await seedPastStay(page, villa.id);
    const guest = `Zeynep ${tag()}`;

    // The guest, on the villa page, gives the code as read on the phone (lower case).
    await page.goto(`/villa/${villa.slug}`);
    const form = page.getByRole('form', { name: 'Yorum yazın' });
    // An empty submit first: its messages show that the form is hydrated, so typed values reach its state.
    await expect(async () => {
      await form.getByRole('button', { name: 'Yorumu gönder' }).click();
      await expect(form.getByText('Adınız en az 2 karakter olmalı.')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await form.getByLabel('Adınız').fill(guest);
    await form.getByRole('radio', { name: /^5 yıldız/ }).check({ force: true });
    await form.getByLabel('Yorumunuz').fill('Ev sahibi çok ilgiliydi, manzara harikaydı.');
    await form.getByLabel(/Rezervasyon kodu/).fill(code.toLowerCase());
    await shoot('reviews-public-form');
    await form.getByRole('button', { name: 'Yorumu gönder' }).click();
    await expect(page.getByText('Yorumunuz alındı; onaylandıktan sonra yayınlanacak.')).toBeVisible();

    // The menu badge counts it.
    const pending = await pendingCount(page);
    expect(pending).toBeGreaterThan(0);
    await page.goto(`/dashboard/comments?villa=${villa.id}`);
    // The sidebar's entry (on a phone the menu is behind its button).
    const menuLink = page.getByRole('link', { name: /^Yorumlar/ }).first();
    if (!phone) await expect(menuLink).toContainText(`${pending} onay bekleyen yorum`);
    const row = page.locator('tbody tr').filter({ hasText: guest });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Konaklamış misafir')).toBeVisible();
    await expect(row.getByText(code)).toBeVisible();

    // The reply.
    await row.getByRole('button', { name: `${guest} yorumuna yanıt yaz` }).click();
    const dialog = page.getByRole('dialog', { name: 'Yoruma yanıt' });
    await dialog.getByRole('button', { name: 'Yanıtı yayınla' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Yanıt metni yazın');
    await dialog.getByLabel('Yanıtınız').fill('Güzel sözleriniz için teşekkür ederiz, sizi yine bekleriz!');
    await shoot('reviews-reply-dialog');
    await dialog.getByRole('button', { name: 'Yanıtı yayınla' }).click();
    await expect(toast(page, 'Yanıt kaydedildi.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.locator('[data-reply]')).toContainText('sizi yine bekleriz');

    // Publishing takes it off the badge.
    await row.getByRole('switch', { name: `${guest} yorumunu yayınla` }).click();
    await expect(toast(page, `${guest} adlı misafirin yorumu yayında.`)).toBeVisible();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect.poll(() => pendingCount(page)).toBe(pending - 1);
    if (!phone && pending > 1) await expect(menuLink).toContainText(`${pending - 1} onay bekleyen yorum`);
    if (!phone && pending === 1) await expect(menuLink).not.toContainText('onay bekleyen');
    // A card on the phone (the page does not scroll sideways), a table row on the desktop.
    await expectListFits(page, row, info.project.name);
    await shoot('reviews-admin-list');

    // The villa page (revalidated by the admin's writes): the badge and the agency's reply.
    const review = page
      .locator('li')
      .filter({ hasText: guest })
      .filter({ has: page.locator('[data-reply]') });
    await expect(async () => {
      await page.goto(`/villa/${villa.slug}`);
      await expect(review.getByText('Konaklamış misafir')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(review.locator('[data-reply]')).toContainText('yanıtladı');
    await expect(review.locator('[data-reply]')).toContainText('Güzel sözleriniz için teşekkür ederiz');
    await review.scrollIntoViewIfNeeded();
    await shoot('reviews-public-villa');
  });

  test('filters by rating and stay; the selected reviews published at once and “Geri al” @mobile', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const villa = await seedVilla(page, `Villa Süzgeç ${tag()}`);
    const names = [`Ali ${tag()}`, `Banu ${tag()}`, `Cem ${tag()}`];
    await postReview(page, villa.slug, { name: names[0] ?? '', rating: 5 });
    await postReview(page, villa.slug, { name: names[1] ?? '', rating: 4 });
    await postReview(page, villa.slug, { name: names[2] ?? '', rating: 2 });

    await page.goto(`/dashboard/comments?villa=${villa.id}`);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    const filters = page.getByRole('search', { name: 'Yorumları süz' });
    await filters.getByLabel('Puan').selectOption({ label: '5 yıldız' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(names[0] ?? '');
    await expect(page).toHaveURL(/puan=5/);
    await filters.getByLabel('Puan').selectOption({ label: 'Tüm puanlar' });
    // Each change builds on the address: wait for it before the next one.
    await expect(page).not.toHaveURL(/puan=/);
    await filters.getByLabel('Konaklama').selectOption({ label: 'Konaklamış misafir' });
    await expect(page).toHaveURL(/konaklama=true/);
    await expect(page.getByText('Yorum yok.')).toBeVisible();
    await filters.getByLabel('Konaklama').selectOption({ label: 'Rezervasyon kodu olmayan' });
    await expect(page).toHaveURL(/konaklama=false/);
    await expect(rows).toHaveCount(3);
    await filters.getByLabel('Konaklama').selectOption({ label: 'Tümü' });
    await expect(page).not.toHaveURL(/konaklama=/);

    // All three at once, then back.
    const switches = rows.getByRole('switch');
    await page.getByLabel('Sayfadakilerin tümünü seç').check();
    await expect(page.getByText('3 yorum seçildi')).toBeVisible();
    await shoot('reviews-bulk-selected');
    await page.getByRole('button', { name: 'Seçilenleri yayınla' }).click();
    const done = toast(page, '3 yorum yayınlandı.');
    await expect(done).toBeVisible();
    for (let i = 0; i < 3; i++) await expect(switches.nth(i)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('3 yorum seçildi')).toBeHidden();
    await done.getByRole('button', { name: 'Geri al' }).click();
    await expect(toast(page, 'Geri alındı.')).toBeVisible();
    for (let i = 0; i < 3; i++) await expect(switches.nth(i)).toHaveAttribute('aria-checked', 'false');

    // One switch, undone from its toast.
    const first = rows.filter({ hasText: names[1] ?? '' });
    await first.getByRole('switch').click();
    const one = toast(page, `${names[1]} adlı misafirin yorumu yayında.`);
    await one.getByRole('button', { name: 'Geri al' }).click();
    await expect(first.getByRole('switch')).toHaveAttribute('aria-checked', 'false');

    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(rows).toHaveCount(3);
    await shoot('reviews-admin-list-dark');
  });

  test('a guest reviews a boat; the list names the boat; once published the boat page shows it @mobile', async ({
    page,
    shoot,
  }) => {
    await loginAs(page, 'admin');
    const boat = await seedBoat(page, `Tekne Yorum ${tag()}`);
    // Another boat's and a villa's pending reviews beside it, for the kind filter.
    const villa = await seedVilla(page, `Villa Karşı ${tag()}`);
    const villaGuest = `Villa misafiri ${tag()}`;
    await postReview(page, villa.slug, { name: villaGuest, rating: 4 });
    const guest = `Selin ${tag()}`;

    await page.goto(`/boat/${boat.slug}`);
    await expect(page.getByRole('heading', { name: 'Misafir Yorumları' })).toBeVisible();
    await expect(page.getByText('Bu tekne için henüz yorum yapılmamış.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Yorum yazın' });
    await expect(async () => {
      await form.getByRole('button', { name: 'Yorumu gönder' }).click();
      await expect(form.getByText('Adınız en az 2 karakter olmalı.')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(form.getByText('Bu tekneyi kiraladıysanız kodunuzu yazın')).toBeVisible();
    await form.getByLabel('Adınız').fill(guest);
    await form.getByRole('radio', { name: /^4 yıldız/ }).check({ force: true });
    await form.getByLabel('Yorumunuz').fill('Kaptan çok ilgiliydi, koylar tertemizdi.');
    await form.getByRole('button', { name: 'Yorumu gönder' }).click();
    await expect(page.getByText('Yorumunuz alındı; onaylandıktan sonra yayınlanacak.')).toBeVisible();

    // The list names the unit; the kind filter keeps the boats' reviews only.
    await page.goto('/dashboard/comments?durum=false');
    const rows = page.locator('tbody tr');
    const row = rows.filter({ hasText: guest });
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-unit-kind="boat"]')).toHaveText('Tekne');
    await expect(row.getByRole('link', { name: /Tekne Yorum/ })).toHaveAttribute('href', `/boat/${boat.slug}`);
    await expect(rows.filter({ hasText: villaGuest }).locator('[data-unit-kind="villa"]')).toHaveText('Villa');
    await page
      .getByRole('search', { name: 'Yorumları süz' })
      .getByRole('combobox', { name: 'Tür', exact: true })
      .selectOption({ label: 'Tekne' });
    await expect(page).toHaveURL(/tur=boat/);
    await expect(rows.filter({ hasText: villaGuest })).toHaveCount(0);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /yorumlarını göster$/ }).click();
    await expect(page).toHaveURL(new RegExp(`tekne=${boat.id}`));
    await expect(page.getByText(/^Tekne: Tekne Yorum/)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await shoot('reviews-admin-boat');

    await row.getByRole('switch', { name: `${guest} yorumunu yayınla` }).click();
    await expect(toast(page, `${guest} adlı misafirin yorumu yayında.`)).toBeVisible();

    // The boat page (revalidated by the admin's write) shows it with its score.
    const review = page.locator('li').filter({ hasText: guest });
    await expect(async () => {
      await page.goto(`/boat/${boat.slug}`);
      await expect(review).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('(1 yorum)')).toBeVisible();
    await expect(review).toContainText('Kaptan çok ilgiliydi');
    await review.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, `boat page reviews ${boat.slug}`);
    await shoot('reviews-public-boat');
    await page.evaluate(() => localStorage.setItem('yali_theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await review.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, `boat page reviews, dark ${boat.slug}`);
    await shoot('reviews-public-boat-dark');

    // Boat cards carry their score as villa cards do (the demo's first boats have published reviews).
    await page.goto('/listingboat');
    await expect(page.getByRole('img', { name: /^5 üzerinden \d,\d puan, \d+ yorum$/ }).first()).toBeVisible();
  });

  test('owner1 reads the reviews of their villa without controls; the admin calls and owner2’s villa stay closed @mobile', async ({
    page,
    shoot,
  }) => {
    await loginAs(page, 'admin');
    const mine = await seedVilla(page, `Villa Sahipli ${tag()}`, await ownerId(page, 'owner1'));
    const theirs = await seedVilla(page, `Villa Başkasının ${tag()}`, await ownerId(page, 'owner2'));
    const guest = `Orhan ${tag()}`;
    const id = await postReview(page, mine.slug, { name: guest, rating: 4 });
    await adminApi(page, 'PUT', `/v1/admin/comment/${id}/reply`, { reply: 'Teşekkürler, yine bekleriz.' });
    await adminApi(page, 'POST', '/v1/admin/comment/bulk', { ids: [id], active: true });
    const otherGuest = `Gizli ${tag()}`;
    await postReview(page, theirs.slug, { name: otherGuest, rating: 3 });

    await switchUser(page, 'owner1');
    await page.goto(`/dashboard/villas/${mine.id}`);
    // The review's own entry (the villa's history lists the review's record too).
    const review = page
      .locator('li')
      .filter({ hasText: guest })
      .filter({ has: page.locator('[data-reply]') });
    await expect(review).toBeVisible({ timeout: 20_000 });
    await expect(review.getByText('Yayında')).toBeVisible();
    await expect(review.locator('[data-reply]')).toContainText('Teşekkürler, yine bekleriz.');
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /yorumunu sil$/ })).toHaveCount(0);
    await review.scrollIntoViewIfNeeded();
    await shoot('reviews-owner-villa');

    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    expect((await page.request.get('/v1/admin/comment', { headers })).status()).toBe(403);
    expect((await page.request.put(`/v1/admin/comment/${id}/reply`, { headers, data: { reply: 'x' } })).status()).toBe(403);
    expect((await page.request.post('/v1/admin/comment/bulk', { headers, data: { ids: [id], active: false } })).status()).toBe(
      403,
    );
    expect((await page.request.get(`/v1/admin/villas/${theirs.id}`, { headers })).status()).toBe(404);
    await page.goto(`/dashboard/villas/${theirs.id}`);
    await expect(page.getByText(otherGuest)).toHaveCount(0);
  });
});
