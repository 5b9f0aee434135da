/**
 * The villa page's availability calendar, location card and photo viewer
 * (issue 4 "Pages": 12-month calendar, location from lat/lng without a
 * third-party tile service, gallery with lightbox and keyboard control),
 * with axe and light/dark screenshots.
 *
 * Other specs share the server's data: the villa is picked from the API
 * (one with several photos and a town), and its held nights are made by an
 * agency blocking through the back-office API on free nights about ten
 * months ahead, found from the villa's own calendar. The blocking is reused
 * by later runs (desktop, mobile) through its label.
 */
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../dates';
import { expect, test, USERS } from '../fixtures';
import { expectNoSeriousAxeViolations, revealLazyImages } from '../page-checks';

const LABEL = 'E2E villa sayfası takvimi';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const dayFmt = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', weekday: 'long', timeZone: 'UTC' });
/** How the calendar names a day to screen readers: '12 Mayıs Salı: dolu'. */
const spoken = (iso: string, state: string) => `${dayFmt.format(new Date(`${iso}T00:00:00Z`))}: ${state}`;

type VillaDetail = {
  id: number;
  slug: string;
  name: string;
  town: { name: string } | null;
  district: { name: string } | null;
  lat: number | null;
  lng: number | null;
  images: unknown[];
};
type VillaCalendar = { days: { date: string; free: boolean }[] };

const data = { villa: null as unknown as VillaDetail, held: [] as string[] };

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/v1/auth/login', { data: { email: USERS.admin.email, password: USERS.admin.password } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).content.accessToken}` };
}

async function calendarOf(request: APIRequestContext, slug: string, from: string, to: string) {
  const res = await request.get(`/v1/villas/${slug}/calendar?from=${from}&to=${to}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).content as VillaCalendar;
}

test.beforeAll(async ({ playwright }, info) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const items = (await (await request.get('/v2/search?client=true&take=50')).json()).content.items as { slug: string }[];
  // The last villa with several photos and a town: the first ones are the other specs' usual picks.
  for (const { slug } of [...items].reverse()) {
    const villa = (await (await request.get(`/v1/villas/${slug}`)).json()).content as VillaDetail;
    if (villa.images.length >= 3 && villa.town) {
      data.villa = villa;
      break;
    }
  }
  expect(data.villa, 'a villa with three photos and a town').toBeTruthy();

  const headers = await adminHeaders(request);
  const ours = await request.get(`/v1/admin/external?villa_id=${data.villa.id}&status=confirmed&take=100`, { headers });
  expect(ours.status()).toBe(200);
  const existing = ((await ours.json()).content.items as { label: string; started_at: string; finished_at: string }[]).find(
    (b) => b.label === LABEL && b.started_at.slice(0, 10) > today,
  );
  let from: string;
  let to: string;
  if (existing) {
    from = existing.started_at.slice(0, 10);
    to = existing.finished_at.slice(0, 10);
  } else {
    // Three free nights in a row about ten months ahead (inside the page's 12 months).
    const cal = await calendarOf(request, data.villa.slug, addDays(today, 290), addDays(today, 330));
    const start = cal.days.findIndex((d, i) => d.free && cal.days[i + 1]?.free && cal.days[i + 2]?.free);
    expect(start, 'three free nights').toBeGreaterThanOrEqual(0);
    from = cal.days[start]?.date as string;
    to = addDays(from, 3);
    const made = await request.post('/v1/admin/external', {
      headers,
      data: { villa_id: data.villa.id, started_at: from, finished_at: to, label: LABEL },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  data.held = [from, addDays(from, 1), addDays(from, 2)];
  // The API reports the held nights, so the page must show them.
  const cal = await calendarOf(request, data.villa.slug, from, to);
  expect(cal.days.map((d) => d.free)).toEqual([false, false, false]);
  await request.dispose();
});

test.describe('villa page: calendar, location and photo viewer @mobile', () => {
  test('the 12-month calendar shows held nights as Dolu', async ({ page }) => {
    await page.goto(`/villa/${data.villa.slug}`);
    const calendar = page.getByRole('region', { name: 'Müsaitlik Takvimi' });
    const month = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    await expect(calendar.locator('caption').first()).toHaveText(new RegExp(month, 'i'));
    for (const text of ['Müsait', 'Dolu', 'Geçmiş gün']) {
      await expect(calendar.getByRole('list', { name: 'Renklerin anlamı' })).toContainText(text);
    }
    // Three months at once, the other nine behind the disclosure.
    await expect(calendar.locator('table:visible')).toHaveCount(3);
    await calendar.getByText('Sonraki 9 ayı göster').click();
    await expect(calendar.getByRole('table')).toHaveCount(12);
    for (const day of data.held) {
      const cell = calendar.getByRole('cell', { name: spoken(day, 'dolu'), exact: true });
      await expect(cell).toBeVisible();
      await expect(cell).toHaveAttribute('data-s', 'held');
      await expect(cell).toHaveText(String(Number(day.slice(8))));
    }
    if (today.slice(8) !== '01') {
      await expect(calendar.getByRole('cell', { name: spoken(addDays(today, -1), 'geçmiş gün'), exact: true })).toBeVisible();
    }
  });

  test('the location card names the place and links to OpenStreetMap, with no map tiles', async ({ page }) => {
    const remote: string[] = [];
    page.on('request', (r) => {
      const host = new URL(r.url()).hostname;
      if (host !== 'localhost' && host !== '127.0.0.1') remote.push(r.url());
    });
    await page.goto(`/villa/${data.villa.slug}`);
    const location = page.getByRole('region', { name: 'Konum' });
    await expect(location).toContainText(data.villa.name);
    await expect(location).toContainText(data.villa.town?.name as string);
    if (data.villa.district) await expect(location).toContainText(data.villa.district.name);
    const link = location.getByRole('link', { name: /Haritada aç/ });
    if (data.villa.lat !== null && data.villa.lng !== null) {
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`openstreetmap\\.org/\\?mlat=${data.villa.lat}&mlon=${data.villa.lng}`),
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(location).toContainText('Koordinatlar:');
    } else {
      await expect(link).toHaveCount(0);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(remote, 'no third-party requests (tiles, images, scripts)').toEqual([]);
  });

  test('the photo viewer opens with a click and Enter, moves with arrows and closes with Escape', async ({ page }) => {
    const n = data.villa.images.length;
    await page.goto(`/villa/${data.villa.slug}`);
    const gallery = page.getByRole('region', { name: `${data.villa.name} fotoğrafları` });
    const viewer = page.getByRole('dialog', { name: `${data.villa.name} fotoğrafları` });
    const opener = gallery.getByRole('button', { name: /büyük göster/ });

    // A click on the main photo (retried: the first one may come before hydration).
    await expect(async () => {
      await opener.click();
      await expect(viewer).toBeVisible({ timeout: 2000 });
    }).toPass();
    const counter = viewer.getByText(new RegExp(`\\d+ / ${n}$`));
    await expect(counter).toHaveText(`Fotoğraf 1 / ${n}`);
    await expect(viewer.getByRole('img')).toHaveAttribute('src', /\.webp$/);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`Fotoğraf 2 / ${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`Fotoğraf ${n} / ${n}`);
    await viewer.getByRole('button', { name: 'Sonraki fotoğraf' }).click();
    await expect(counter).toHaveText(`Fotoğraf 1 / ${n}`);
    await viewer.getByRole('button', { name: 'Sonraki fotoğraf' }).click();
    await expectNoSeriousAxeViolations(page, 'photo viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    // The gallery stays on the photo last seen.
    await expect(gallery.getByText(`2 / ${n}`, { exact: true })).toBeVisible();

    // From the keyboard: Enter on 'Tüm fotoğraflar (N)'; Tab stays inside the viewer.
    const all = gallery.getByRole('button', { name: `Tüm fotoğraflar (${n})` });
    await all.focus();
    await page.keyboard.press('Enter');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Kapat' })).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`Fotoğraf 3 / ${n}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(all).toBeFocused();
    // 'Kapat' closes too.
    await all.press('Enter');
    await viewer.getByRole('button', { name: 'Kapat' }).click();
    await expect(viewer).toBeHidden();
  });

  test('a swipe moves the photo viewer on touch screens', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'touch only');
    const n = data.villa.images.length;
    await page.goto(`/villa/${data.villa.slug}`);
    const viewer = page.getByRole('dialog', { name: `${data.villa.name} fotoğrafları` });
    await expect(async () => {
      await page.getByRole('button', { name: /büyük göster/ }).click();
      await expect(viewer).toBeVisible({ timeout: 2000 });
    }).toPass();
    const stage = viewer.getByRole('img');
    const box = await stage.boundingBox();
    if (!box) throw new Error('no photo');
    const y = box.y + box.height / 2;
    await stage.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: box.x + box.width - 20, clientY: y }] });
    await stage.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: box.x + 20, clientY: y }] });
    await expect(viewer.getByText(new RegExp(`\\d+ / ${n}$`))).toHaveText(`Fotoğraf 2 / ${n}`);
  });
});

test.describe('villa page: axe (serious/critical = 0), light and dark screenshots @mobile', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`villa page (${theme})`, async ({ page, shoot }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await page.evaluate((t) => localStorage.setItem('yali_theme', t), theme);
      await page.goto(`/villa/${data.villa.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.villa.name);
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await page.getByText('Sonraki 9 ayı göster').click();
      await expectNoSeriousAxeViolations(page, `villa page (${theme})`);
      await revealLazyImages(page);
      await shoot(`villa-page-${theme}`);
      await expect(async () => {
        await page.getByRole('button', { name: /büyük göster/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2000 });
      }).toPass();
      await expectNoSeriousAxeViolations(page, `photo viewer (${theme})`);
      // The viewer fills the screen: a viewport shot, not a full-page one.
      await page.screenshot({
        path: path.join(
          import.meta.dirname,
          '../artifacts/screenshots',
          `villa-page-lightbox-${theme}-${test.info().project.name}.png`,
        ),
      });
    });
  }
});
