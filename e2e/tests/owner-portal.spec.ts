/**
 * The owner portal's agency rules (issue 24), as the agency and owner1 use
 * them: the administrator chooses on "Ev Sahibi Portalı" whether owners see
 * guests' e-mail and phone; owner1's menu badge shows a reservation the
 * agency made on their villa and clears once their list is seen; on the
 * detail the contact is hidden with the day it will show, then shown when the
 * agency allows it. The setting is put back to its default (hidden) at the end.
 */
import type { Page } from '@playwright/test';
import { addDays, istanbulToday } from '../dates';
import { adminApi, adminSession, expect, loginAs, test, tokenOf, USERS } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

const DEFAULT_POLICY = { owner_guest_contact: 'hidden', owner_guest_contact_days: '3' };
/** '8 Haziran 2027', as the dashboard writes a day. */
const trDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A confirmed phone booking on one of owner1's villas, on the first free week from 200 days ahead. */
async function bookOwner1Villa(page: Page, guest: string) {
  const villas = await adminApi<{ items: { id: number; owner: { name: string } | null }[] }>(
    page,
    'GET',
    '/v1/admin/villas?take=100',
  );
  const mine = villas.items.filter((v) => v.owner?.name === USERS.owner1.name);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  for (let week = 0; week < 20; week++) {
    for (const v of mine) {
      const started_at = addDays(istanbulToday(), 200 + week * 7);
      const res = await page.request.post('/v1/admin/reservations', {
        headers,
        data: {
          villa_id: v.id,
          started_at,
          finished_at: addDays(started_at, 5),
          adults: 2,
          children: 0,
          guest_name: guest,
          guest_email: 'portal.misafir@example.com',
          guest_phone: '+905321234567',
          status: 'confirmed',
          total_price_kurus: 5_000_000,
        },
      });
      if (res.status() === 201) return { ...((await res.json()) as { content: { id: number } }).content, started_at };
      expect(res.status(), await res.text()).toBe(409);
    }
  }
  throw new Error('no free week on owner1’s villas');
}

async function choose(page: Page, mode: string, days?: string) {
  await page.goto('/dashboard/settings/owners');
  await expect(page.getByRole('heading', { name: 'Ev Sahibi Portalı', level: 1 })).toBeVisible();
  const select = page.getByLabel('Misafir iletişim bilgileri');
  await expect(select).toBeEnabled();
  await expectNoSeriousAxeViolations(page, 'owner portal settings');
  await select.selectOption({ label: mode });
  if (days) await page.getByLabel('Girişten kaç gün önce görünsün').fill(days);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedildi.').first()).toBeVisible();
}

test.describe('owner portal', () => {
  test.afterEach(async ({ request }) => {
    // The setting is the agency's, shared by every test: back to the default.
    const { headers } = await adminSession(request);
    const res = await request.put('/v1/admin/owners/edit', { headers, data: DEFAULT_POLICY });
    expect(res.status()).toBe(200);
  });

  test('the agency decides when owners see guest contacts; the owner’s badge clears when seen', async ({
    page,
    request,
    shoot,
  }) => {
    test.slow();
    const guest = `Portal Misafir ${Date.now() % 100000}`;
    await loginAs(page, 'admin');
    await choose(page, 'Girişten belirli gün önce görünür', '7');
    await shoot('settings-owner-portal');
    const booked = await bookOwner1Villa(page, guest);

    await page.getByRole('button', { name: 'Çıkış' }).click();
    await loginAs(page, 'owner1');
    const menuEntry = page.getByRole('navigation').getByRole('link', { name: /Rezervasyonlarım/ });
    await expect(menuEntry).toContainText('okunmamış');

    await menuEntry.click();
    await expect(page.getByRole('heading', { name: 'Rezervasyonlarım', level: 1 })).toBeVisible();
    await expect(page.getByText(guest).first()).toBeVisible();
    await expect(menuEntry).not.toContainText('okunmamış');
    await page.reload();
    await expect(page.getByText(guest).first()).toBeVisible();
    await expect(menuEntry).not.toContainText('okunmamış');

    await page.goto(`/dashboard/reservations/${booked.id}`);
    const guestCard = page.getByRole('region', { name: 'Misafir' });
    await expect(guestCard.getByText(guest)).toBeVisible();
    await expect(guestCard.getByTestId('guest-contact-hidden').first()).toHaveText(
      `Gizli · ${trDate(addDays(booked.started_at, -7))} tarihinden itibaren görünür`,
    );
    // The reservation's history shows the owner no contact either.
    await expect(page.getByRole('main')).toContainText('Misafir e-postası: Gizli');
    await expect(page.getByText('portal.misafir@example.com')).toHaveCount(0);
    await shoot('reservation-owner-contact-hidden');

    // The agency opens the contacts to owners (its screen was driven above): the owner's next look shows them.
    // Its own API client: a sign-in through the page's would replace owner1's session cookie.
    const { headers } = await adminSession(request);
    const always = await request.put('/v1/admin/owners/edit', { headers, data: { owner_guest_contact: 'always' } });
    expect(always.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Misafir' }).getByRole('link', { name: '+90 532 123 45 67' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'portal.misafir@example.com' })).toBeVisible();
  });
});
