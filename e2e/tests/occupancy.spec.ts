/**
 * The occupancy timeline and the one blocking dialog (issue 24) in the
 * browser. The admin finds today in view, a guest's request drawn beside the
 * option it competes with, drags over empty nights to add a blocking (source
 * Airbnb) which is then highlighted, zooms to a week, and opens the boats.
 * A blocking over held nights is refused inside the dialog. owner1 finds the
 * timeline in their menu with their own villas only, blocks nights for their
 * own use (no reservation offered) and the agency gets a mail of it.
 */
import type { Page } from '@playwright/test';
import { adminApi, expect, loginAs, test, tokenOf, USERS } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

type Villa = { id: number; name: string; owner: { name: string } | null };
type Occ = { days: string[]; villas: { id: number; name: string; days: (object | null)[] }[] };

/** A month far ahead, its own per project and test, so that runs and projects do not meet. */
function farMonth(offset: number): string {
  const project = test.info().project.name === 'mobile' ? 1 : 0;
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear() + 5, (offset * 2 + project) % 12, 1)).toISOString().slice(0, 7);
}

const post = async (page: Page, path: string, data: object) =>
  page.request.post(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` }, data });
const del = async (page: Page, path: string) =>
  page.request.delete(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });

/** Deletes the external blockings of `villaId` starting in `month` ('YYYY-MM'): leftovers of earlier runs. */
async function clearBlockings(page: Page, villaId: number, month: string) {
  const path = `/v1/admin/external?villa_id=${villaId}&started_at=${month}-01&take=100`;
  const found = await adminApi<{ items: { id: number; started_at: string }[] }>(page, 'GET', path);
  for (const b of found.items.filter((x) => x.started_at.startsWith(month))) await del(page, `/v1/admin/external/${b.id}`);
}

/** Drags over the empty nights `from`…`to` of `villa` on the timeline. */
async function drag(page: Page, villa: string, from: number, to: number, month: string) {
  const cell = (d: number) =>
    page.locator(`button[data-night="${month}-${String(d).padStart(2, '0')}"][aria-label^="${villa},"]`);
  await cell(from).scrollIntoViewIfNeeded();
  await cell(from).hover();
  await page.mouse.down();
  await cell(to).hover();
  await page.mouse.up();
}

test.describe('occupancy timeline', () => {
  // Long journeys over a month of every villa.
  test.slow();
  test('admin: today in view, a request beside an option, drag to block, zoom, boats', async ({ page, shoot }) => {
    await loginAs(page, 'admin');
    const month = farMonth(0);
    const villas = await adminApi<{ items: Villa[] }>(page, 'GET', '/v1/admin/villas?take=100');
    const villa = villas.items[0];
    if (!villa) throw new Error('no villa');
    await clearBlockings(page, villa.id, month);

    /** Two adults on `villa` in `status` from day `from` to day `to` of the month. */
    const reserve = (status: 'option' | 'pending', [from, to]: [string, string], guest: Record<string, string>) =>
      post(page, '/v1/admin/reservations', {
        villa_id: villa.id,
        status,
        started_at: `${month}-${from}`,
        finished_at: `${month}-${to}`,
        adults: 2,
        children: 0,
        ...guest,
      });
    const option = await reserve('option', ['05', '09'], {
      guest_name: 'Opsiyon Misafiri',
      guest_email: 'opsiyon@example.com',
      guest_phone: '+905321112233',
    });
    // An option may be left from an earlier run of this month; the request below competes with it either way.
    expect([201, 409]).toContain(option.status());
    const request = await reserve('pending', ['06', '10'], {
      guest_name: 'Talep Eden Misafir',
      guest_email: 'talep@example.com',
      guest_phone: '+905321112244',
    });
    expect(request.status(), await request.text()).toBe(201);

    // Opens on this month with today's column in sight.
    await page.goto('/dashboard/occupancy');
    await expect(page.getByRole('heading', { name: 'Doluluk Takvimi' })).toBeVisible();
    const today = page.locator('th[aria-current="date"]');
    await expect(today).toBeInViewport();
    await shoot('occupancy-today');

    await page.goto(`/dashboard/occupancy?month=${month}`);
    await expect(page.getByRole('link', { name: new RegExp(`^${villa.name}: Opsiyon`) })).toBeVisible();
    const req = page.getByRole('link', { name: new RegExp(`^${villa.name}: Talep .* Talep Eden Misafir`) });
    await expect(req).toBeVisible();
    await shoot('occupancy-request');

    // Drag over the 20th–23rd: four nights, check-out on the 24th.
    await drag(page, villa.name, 20, 23, month);
    const choice = page.getByRole('dialog', { name: 'Seçilen tarihler' });
    await expect(choice).toContainText('(4 gece)');
    await expect(choice.getByRole('link', { name: 'Rezervasyon oluştur' })).toHaveAttribute(
      'href',
      `/dashboard/reservations/villa/new?villa_id=${villa.id}&started_at=${month}-20&finished_at=${month}-24`,
    );
    await choice.getByRole('button', { name: 'Blokaj ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni blokaj' });
    await expect(dialog.getByLabel('Başlangıç')).toHaveValue(`${month}-20`);
    await expect(dialog.getByLabel('Bitiş (çıkış günü)')).toHaveValue(`${month}-24`);
    await dialog.getByLabel('Kaynak').selectOption({ label: 'Airbnb' });
    // The villa's availability is drawn while the dates are picked: the four chosen nights, free.
    await expect(dialog.locator('td[data-state="Seçilen"]')).toHaveCount(4);
    await shoot('occupancy-blocking-dialog');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    const bar = page.getByRole('link', { name: new RegExp(`^${villa.name}: Blokaj \\(Airbnb\\)`) });
    await expect(bar).toHaveAttribute('data-highlight', 'true');
    await expect(page).toHaveURL(/highlight=\d+/);
    await shoot('occupancy-blocked');

    // Over the option's nights: refused inside the dialog, not behind it.
    await drag(page, villa.name, 2, 3, month);
    await page.getByRole('dialog', { name: 'Seçilen tarihler' }).getByRole('button', { name: 'Blokaj ekle' }).click();
    await dialog.getByLabel('Bitiş (çıkış günü)').fill(`${month}-07`);
    await expect(dialog.locator('td[data-state="Çakışma"]').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByRole('alert')).toContainText('rezervasyon');
    await shoot('occupancy-blocking-conflict');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();

    // A week from the 18th, then today.
    await page.getByRole('button', { name: 'Hafta', exact: true }).click();
    await expect(page).toHaveURL(/span=week/);
    await expect(page.locator('thead th[scope="col"]')).toHaveCount(8);
    await page.getByRole('button', { name: 'Bugün' }).click();
    await expect(page.locator('th[aria-current="date"]')).toBeVisible();
    // Checked on the week: a month of every villa is some 1,100 night buttons, which axe takes minutes over.
    // The saved blocking's toast first leaves (its colours are the toast library's, checked elsewhere).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousAxeViolations(page, 'occupancy week', { soft: false });
    await shoot('occupancy-week');

    // Boats in their own tab.
    await page.getByRole('button', { name: 'Tekneler' }).click();
    await expect(page.getByRole('columnheader', { name: /Tekne · doluluk/ })).toBeVisible();
    await expect(page.getByLabel('Marina')).toBeVisible();
    await shoot('occupancy-boats');
  });

  test('owner1: the timeline in the menu, own villas only, blocks for their own use and the agency is told @mobile', async ({
    page,
    shoot,
  }) => {
    await loginAs(page, 'owner1');
    const month = farMonth(1);
    // On a phone the menu is behind its button.
    const menuButton = page.getByRole('button', { name: 'Menüyü aç' });
    if (await menuButton.isVisible()) await menuButton.click();
    await page.getByRole('link', { name: 'Doluluk Takvimi' }).first().click();
    await expect(page.getByRole('heading', { name: 'Doluluk Takvimi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tekneler' })).toHaveCount(0);
    await expect(page.getByLabel('Ev sahibi')).toHaveCount(0);

    const own = await adminApi<Occ>(page, 'GET', `/v1/admin/occupancy?month=${month}`);
    await page.goto(`/dashboard/occupancy?month=${month}`);
    const rows = page.locator('tbody th[scope="row"] span[title]');
    await expect(rows).toHaveCount(own.villas.length);
    const all = await (async () => {
      const names = await rows.allTextContents();
      return names;
    })();
    expect(all.sort()).toEqual(own.villas.map((v) => v.name).sort());
    // Leftover blockings of earlier runs cleared, the first villa whose nights 12–14 nothing else holds.
    for (const v of own.villas) await clearBlockings(page, v.id, month);
    const fresh = await adminApi<Occ>(page, 'GET', `/v1/admin/occupancy?month=${month}`);
    const villa = fresh.villas.find((v) => v.days.slice(11, 14).every((d) => d === null));
    if (!villa) throw new Error(`no villa of owner1 is free on ${month}-12…15`);
    await page.reload();

    // One night by keyboard: Enter on it.
    const night = page.locator(`button[data-night="${month}-12"][aria-label^="${villa.name},"]`);
    await night.focus();
    await night.press('Enter');
    const choice = page.getByRole('dialog', { name: 'Seçilen tarihler' });
    await expect(choice).toContainText('(1 gece)');
    await expect(choice.getByRole('link', { name: 'Rezervasyon oluştur' })).toHaveCount(0);
    await choice.getByRole('button', { name: 'Blokaj ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni blokaj' });
    await expect(dialog).toContainText('Ev sahibi kullanımı');
    await expect(dialog.getByLabel('Kaynak')).toHaveCount(0);
    await dialog.getByLabel('Bitiş (çıkış günü)').fill(`${month}-15`);
    await dialog.getByLabel('Not').fill('Ailem gelecek');
    await shoot('occupancy-owner-dialog');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    // Saved and closed; else the failure names what the dialog says.
    await expect
      .poll(async () => ((await dialog.isVisible()) ? `open: ${await dialog.innerText()}` : 'closed'), { timeout: 10_000 })
      .toBe('closed');
    const bar = page.getByRole('link', { name: new RegExp(`^${villa.name}: Blokaj \\(Ev sahibi kullanımı\\)`) });
    await expect(bar).toHaveAttribute('data-highlight', 'true');
    await shoot('occupancy-owner');

    // The agency reads it in the outbox, with the owner's name.
    await page.getByRole('button', { name: 'Çıkış' }).click();
    await loginAs(page, 'admin');
    const outbox = await adminApi<{ items: { subject: string; template_key?: string }[] }>(
      page,
      'GET',
      '/v1/admin/mail/outbox?take=20',
    );
    expect(outbox.items.some((m) => m.subject.includes(villa.name) && m.subject.startsWith('Ev sahibi blokajı'))).toBe(true);
    const list = await adminApi<{ items: { id: number; source: string; created_by: { name: string } | null }[] }>(
      page,
      'GET',
      `/v1/admin/external?villa_id=${villa.id}&started_at=${month}-12&take=5`,
    );
    expect(list.items[0]).toMatchObject({ source: 'owner', created_by: { name: USERS.owner1.name } });
  });
});
