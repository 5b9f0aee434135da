/**
 * The back office's villa list (issue 24): an admin filters by region, owner,
 * Aktif/Pasif and Popüler (in the URL), moves a villa to the top (first on
 * the public listing too), reorders by keyboard drag (kept after reload),
 * takes back a mis-click on 'Aktif' from the toast, and every action button
 * fits a 1366 px screen (cards on a phone). owner1 sees only their villas and
 * can change none: the API refuses. The mutating tests work on three villas
 * of their own; the agency order and the villas' flags are put back afterwards.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, loginAs, test, tokenOf, USERS, withRequest } from '../fixtures';
import { expectListFits } from '../page-checks';
import { toast } from '../unit-editor';

type Item = {
  id: number;
  villa_id: number;
  name: string;
  slug: string;
  order: number;
  active: boolean;
  popular: boolean;
  town: { town_id: number; name: string } | null;
  owner: { id: number; name: string } | null;
};
type Page20 = { items: Item[]; total: number };

const RUN = Date.now().toString(36).slice(-5);
const NAMES = { alfa: `Sıra Alfa ${RUN}`, beta: `Sıra Beta ${RUN}`, gama: `Sıra Gama ${RUN}` };
const fresh: Record<keyof typeof NAMES, Item> = {} as never;
/** Every villa's order and flags before the file ran. */
let before: Item[] = [];

async function allVillas(request: APIRequestContext, headers: Record<string, string>): Promise<Item[]> {
  const items: Item[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = (await (await request.get(`/v1/admin/villas?take=100&skip=${skip}`, { headers })).json()).content as Page20;
    items.push(...page.items);
    if (skip + 100 >= page.total) return items;
  }
}

test.beforeAll(async ({ playwright }, info) => {
  await withRequest(playwright, info, async (request) => {
    const { headers } = await adminSession(request);
    before = await allVillas(request, headers);
    for (const [key, name] of Object.entries(NAMES)) {
      const res = await request.post('/v1/admin/villas', {
        headers,
        data: {
          name,
          description: `<p>${name}</p>`,
          capacity: 4,
          bedrooms: 2,
          bathrooms: 1,
          permit_number: '48-9999',
          min_stay: 1,
          prepayment_percent: 30,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      fresh[key as keyof typeof NAMES] = (await res.json()).content;
    }
  });
});

test.afterAll(async ({ playwright }, info) => {
  await withRequest(playwright, info, async (request) => {
    const { headers } = await adminSession(request);
    const last = Math.max(...before.map((v) => v.order));
    const order = [
      ...before.map((v) => ({ villa_id: v.villa_id, order: v.order })),
      ...Object.values(fresh).map((v, i) => ({ villa_id: v.id, order: last + 1 + i })),
    ];
    expect((await request.patch('/v1/admin/villas/order', { headers, data: { order } })).status()).toBe(200);
    for (const v of before) {
      await request.patch('/v1/admin/villas/activity', { headers, data: { villa_id: v.villa_id, active: v.active } });
      await request.patch('/v1/admin/villas/setpopular', { headers, data: { villa_id: v.villa_id, popular: v.popular } });
    }
    // The file's own villas leave the public site.
    for (const v of Object.values(fresh))
      await request.patch('/v1/admin/villas/activity', { headers, data: { villa_id: v.id, active: false } });
  });
});

// Each test walks several screens and waits for the public listing to follow; on a shared,
// busy machine the default 45 s is too short for some of them.
test.describe.configure({ timeout: 120_000 });

/** The list's data rows (not the skeleton, empty or error rows). */
const rows = (page: Page) => page.locator('tbody tr:has(a[href^="/villa/"])');
const namesOnScreen = (page: Page) => rows(page).locator('a[href^="/villa/"]').allTextContents();
const listAsApi = async (page: Page, query: string) => {
  const res = await page.request.get(`/v1/admin/villas?${query}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { content: Page20 }).content;
};

test.describe('villa list as the admin', () => {
  test('filters by region, owner, Aktif/Pasif and Popüler in the URL', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/villas');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    const panel = page.getByRole('search', { name: 'Villa süzgeçleri' });

    // Region: the town of the first demo villa that has one.
    const town = before.find((v) => v.town)?.town as { town_id: number; name: string };
    await panel.getByLabel('İlçe').selectOption({ label: town.name });
    await expect(page).toHaveURL(new RegExp(`town_id=${town.town_id}`));
    const inTown = await listAsApi(page, `town_id=${town.town_id}&take=20`);
    await expect.poll(() => namesOnScreen(page)).toEqual(inTown.items.map((v) => v.name));
    expect(inTown.items.every((v) => v.town?.town_id === town.town_id)).toBe(true);
    await expect(page.getByText(`${inTown.total} villa`, { exact: true })).toBeVisible();
    await expect(page.getByText(/Süzülmüş listede sürükleyerek sıralama kapalı/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sırayı değiştir:/ })).toHaveCount(0);
    await shoot('villa-list-filtered');

    // Owner, with the town cleared.
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    // A filter builds on the address it sees: the cleared one first.
    await expect(page).toHaveURL(/\/dashboard\/villas$/);
    await expect(page).not.toHaveURL(/town_id=/);
    await panel.getByLabel('Ev sahibi').selectOption({ label: USERS.owner1.name });
    await expect(page).toHaveURL(/owner_id=\d+/);
    const ownerId = Number(new URL(page.url()).searchParams.get('owner_id'));
    const owned = await listAsApi(page, `owner_id=${ownerId}&take=20`);
    expect(owned.total).toBeGreaterThan(0);
    expect(owned.items.every((v) => v.owner?.name === USERS.owner1.name)).toBe(true);
    await expect.poll(() => namesOnScreen(page)).toEqual(owned.items.map((v) => v.name));

    // Pasif: the file's Gama, switched off through the API, is there; nothing active is.
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    expect(
      (
        await page.request.patch('/v1/admin/villas/activity', { headers, data: { villa_id: fresh.gama.id, active: false } })
      ).status(),
    ).toBe(200);
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    // A filter builds on the address it sees: the cleared one first.
    await expect(page).toHaveURL(/\/dashboard\/villas$/);
    await panel.getByLabel('Durum').selectOption({ label: 'Pasif' });
    await expect(page).toHaveURL(/active=false/);
    const passive = await listAsApi(page, 'active=false');
    await expect.poll(() => namesOnScreen(page)).toEqual(passive.items.map((v) => v.name));
    await expect(page.getByRole('switch', { name: / aktif$/, checked: true })).toHaveCount(0);
    await panel.getByLabel('Villa adı').fill(NAMES.gama);
    // The name goes to the address after a pause; clearing before that would be undone by it.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect.poll(() => namesOnScreen(page)).toEqual([NAMES.gama]);

    // Popüler: every row shown is popular, as the API lists them.
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    // A filter builds on the address it sees: the cleared one first.
    await expect(page).toHaveURL(/\/dashboard\/villas$/);
    // The label's name runs on into its options ('Popüler önce' is an option of 'Sırala'): match its start.
    await panel.getByRole('combobox', { name: /^Popüler/ }).selectOption({ label: 'Popüler' });
    await expect(page).toHaveURL(/popular=true/);
    const popular = await listAsApi(page, 'popular=true');
    await expect.poll(() => namesOnScreen(page)).toEqual(popular.items.map((v) => v.name));
    await expect(page.getByRole('switch', { name: / popüler$/, checked: false })).toHaveCount(0);

    // A name nothing matches: the empty text.
    await page.getByRole('button', { name: 'Süzgeçleri temizle' }).click();
    // A filter builds on the address it sees: the cleared one first.
    await expect(page).toHaveURL(/\/dashboard\/villas$/);
    await panel.getByLabel('Villa adı').fill('hiçbir villa böyle adlanmaz');
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByText('Filtreye uyan villa yok.')).toBeVisible();
  });

  test('moves a villa from the last page to the top; the public listing shows it first', async ({ page }) => {
    await loginAs(page, 'admin');
    const { total } = await listAsApi(page, 'take=1');
    const ordered = [...(await listAsApi(page, 'take=100')).items, ...(await listAsApi(page, 'take=100&skip=100')).items];
    expect(ordered).toHaveLength(total);
    const alfaPage = Math.floor(ordered.findIndex((v) => v.id === fresh.alfa.id) / 20) + 1;
    expect(alfaPage).toBeGreaterThan(1);
    await page.goto(`/dashboard/villas?page=${alfaPage}`);
    await page.getByRole('button', { name: `En üste taşı: ${NAMES.alfa}` }).click();
    await expect(toast(page, `${NAMES.alfa} en üste taşındı.`)).toBeVisible();

    await page.goto('/dashboard/villas');
    await expect.poll(async () => (await namesOnScreen(page))[0]).toBe(NAMES.alfa);
    await expect(page.getByRole('button', { name: `En üste taşı: ${NAMES.alfa}` })).toBeDisabled();
    // The public order is the agency order: the API's search and the cached listing page follow.
    await expect
      .poll(async () => (await (await page.request.get('/v2/search?take=1&sort=order')).json()).content.items[0]?.slug)
      .toBe(fresh.alfa.slug);
    await expect(async () => {
      await page.goto('/listing');
      await expect(page.locator('main a[href^="/villa/"]').first()).toHaveAttribute('href', `/villa/${fresh.alfa.slug}`);
    }).toPass({ timeout: 10_000 });
  });

  test('reorders with the keyboard on the drag handle; the order stays after reload', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    // Beta first, Alfa second, whatever ran before.
    for (const v of [fresh.alfa, fresh.beta]) {
      const res = await page.request.patch('/v1/admin/villas/order/top', { headers, data: { villa_id: v.id } });
      expect(res.status()).toBe(200);
    }
    await page.goto('/dashboard/villas');
    await expect.poll(async () => (await namesOnScreen(page)).slice(0, 2)).toEqual([NAMES.beta, NAMES.alfa]);

    const handle = page.getByRole('button', { name: `Sırayı değiştir: ${NAMES.alfa}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect(toast(page, 'Sıralama kaydedildi.')).toBeVisible();
    await expect.poll(async () => (await namesOnScreen(page)).slice(0, 2)).toEqual([NAMES.alfa, NAMES.beta]);
    await shoot('villa-list-reordered');

    await page.reload();
    await expect.poll(async () => (await namesOnScreen(page)).slice(0, 2)).toEqual([NAMES.alfa, NAMES.beta]);
    const top = await listAsApi(page, 'take=2');
    expect(top.items.map((v) => v.name)).toEqual([NAMES.alfa, NAMES.beta]);
  });

  test('switching a villa off shows "Geri al", which puts it back on the site', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto(`/dashboard/villas?q=${encodeURIComponent(NAMES.beta)}`);
    const sw = page.getByRole('switch', { name: `${NAMES.beta} aktif` });
    await expect(sw).toBeChecked();
    await sw.click();
    const off = toast(page, `${NAMES.beta} yayından kaldırıldı.`);
    await expect(off).toBeVisible();
    await expect.poll(async () => (await listAsApi(page, `q=${encodeURIComponent(NAMES.beta)}`)).items[0]?.active).toBe(false);
    await off.getByRole('button', { name: 'Geri al' }).click();
    await expect(toast(page, `Geri alındı: ${NAMES.beta} yayına alındı.`)).toBeVisible();
    await expect(sw).toBeChecked();
    expect((await listAsApi(page, `q=${encodeURIComponent(NAMES.beta)}`)).items[0]?.active).toBe(true);
    expect((await page.request.get(`/villa/${fresh.beta.slug}`)).status()).toBe(200);

    // Popüler has the same way back.
    const popular = page.getByRole('switch', { name: `${NAMES.beta} popüler` });
    await popular.click();
    const made = toast(page, `${NAMES.beta} popüler yapıldı.`);
    await made.getByRole('button', { name: 'Geri al' }).click();
    await expect(toast(page, `Geri alındı: ${NAMES.beta} popülerden çıkarıldı.`)).toBeVisible();
    await expect(popular).not.toBeChecked();
  });

  test('every action button fits 1366 px; a phone gets cards (light and dark) @mobile', async ({ page, shoot }, info) => {
    await loginAs(page, 'admin');
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('yali_theme', t), theme);
      await page.goto('/dashboard/villas');
      await expect(rows(page).nth(1)).toBeVisible({ timeout: 30_000 });
      await expectListFits(page, rows(page).first(), info.project.name);
      if (info.project.name !== 'mobile') {
        const width = page.viewportSize()?.width ?? 1366;
        for (const button of [
          rows(page)
            .last()
            .getByRole('link', { name: /düzenle$/ }),
          rows(page)
            .last()
            .getByRole('button', { name: /^En üste taşı:/ }),
          rows(page)
            .last()
            .getByRole('switch', { name: / aktif$/ }),
        ]) {
          // Scrolled to vertically; nothing may need a sideways scroll.
          await button.scrollIntoViewIfNeeded();
          await expect(button).toBeInViewport();
          const box = await button.boundingBox();
          expect(box && box.x + box.width).toBeLessThanOrEqual(width);
        }
      }
      // From the top: the shell's bars are fixed and would stand mid-page in a scrolled full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(`villa-list-${theme}`);
    }
    await page.evaluate(() => localStorage.setItem('yali_theme', 'light'));
  });
});

test.describe('villa list as owner1', () => {
  test('lists only their villas, without switches or ordering; the API refuses their writes @mobile', async ({
    page,
    request,
    shoot,
  }) => {
    const admin = await adminSession(request);
    const all = await admin.get<Page20>('/v1/admin/villas?take=100');
    const others = all.items.filter((v) => v.owner?.name !== USERS.owner1.name);
    const owner2Villa = all.items.find((v) => v.owner?.name === USERS.owner2.name);
    if (!owner2Villa) throw new Error('owner2 has no villa in the demo data');

    await loginAs(page, 'owner1');
    await page.goto('/dashboard/villas');
    await expect(page.getByRole('heading', { name: 'Villalarım' })).toBeVisible();
    const own = await listAsApi(page, 'take=20');
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((v) => v.owner?.name === USERS.owner1.name)).toBe(true);
    await expect.poll(() => namesOnScreen(page)).toEqual(own.items.map((v) => v.name));
    for (const v of others.slice(0, 5)) await expect(rows(page).filter({ hasText: v.name })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Sırayı değiştir|En üste taşı):/ })).toHaveCount(0);
    await expect(page.getByRole('search', { name: 'Villa süzgeçleri' }).getByLabel('Ev sahibi')).toHaveCount(0);
    await shoot('villa-list-owner');

    // Asking for owner2's villas by filter gives nothing; every write on them is refused.
    const owner2Id = owner2Villa.owner?.id as number;
    expect((await listAsApi(page, `owner_id=${owner2Id}`)).total).toBe(0);
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const id = owner2Villa.villa_id;
    for (const [url, data] of [
      ['/v1/admin/villas/activity', { villa_id: id, active: false }],
      ['/v1/admin/villas/setpopular', { villa_id: id, popular: true }],
      ['/v1/admin/villas/order', { order: [{ villa_id: id, order: 0 }] }],
      ['/v1/admin/villas/order/top', { villa_id: id }],
    ] as const) {
      expect((await page.request.patch(url, { headers, data })).status(), url).toBe(403);
    }
    expect((await page.request.get(`/v1/admin/villas/${id}`, { headers })).status()).toBe(404);
    const after = await admin.get<Item>(`/v1/admin/villas/${id}`);
    expect({ active: after.active, popular: after.popular, order: after.order }).toEqual({
      active: owner2Villa.active,
      popular: owner2Villa.popular,
      order: owner2Villa.order,
    });
  });
});
