/**
 * Issue 8 in the browser: an admin adds a channel feed to a villa, which is
 * synced at once (issue 24); the channel gets a second booking, the preview
 * shows it and "Senkronize et" applies it; the imported days become
 * unavailable on the public search; the villa's export address serves a feed
 * that node-ical reads back; the agency's feeds page lists the feed as
 * working and syncs it again with "Şimdi senkronize et".
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ical from 'node-ical';
import { expect, loginAs, test } from '../fixtures';

function istanbulDay(offset: number) {
  const d = new Date(Date.now() + offset * 86_400_000);
  const [y, m, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(d)
    .split('-');
  return `${y}-${m}-${day}`;
}

let server: http.Server;
let feedUrl = '';
// A low-season week (no check-in weekday rule); the villa is one the search says is free then.
const start = istanbulDay(110);
const end = istanbulDay(117);
// The booking the channel takes after the feed was added.
const later = [istanbulDay(130), istanbulDay(134)] as const;
const booked = [[start, end]];

const event = ([from, to]: readonly string[], i: number) => [
  'BEGIN:VEVENT',
  `DTSTART;VALUE=DATE:${from?.replaceAll('-', '')}`,
  `DTEND;VALUE=DATE:${to?.replaceAll('-', '')}`,
  `UID:e2e-airbnb-${i + 1}@airbnb.com`,
  'SUMMARY:Reserved',
  'END:VEVENT',
];

test.beforeAll(async () => {
  const body = () =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
      ...booked.flatMap(event),
      'END:VCALENDAR',
    ].join('\r\n');
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body()));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`;
});

test.afterAll(async () => {
  await new Promise((r) => server.close(r));
});

test('admin syncs an Airbnb feed and exports the villa calendar', async ({ page, request, shoot }) => {
  // Six screens and two syncs: longer than one screen's budget on a busy 2-core runner.
  test.slow();
  const search = async () =>
    (await (await request.get(`/v2/search?checkin=${start}&checkout=${end}&take=100`)).json()).content.items.map(
      (v: { slug: string }) => v.slug,
    );
  const free = (await (await request.get(`/v2/search?checkin=${start}&checkout=${end}&take=100`)).json()).content.items as {
    id: number;
    slug: string;
  }[];
  const villa = free[0];
  if (!villa) throw new Error('no villa free in the test week');

  await loginAs(page, 'admin');
  await page.goto(`/dashboard/villas/${villa.id}?tab=takvim`);
  const panel = page.getByRole('region', { name: 'Takvim senkronizasyonu' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Takvim adı').fill('Airbnb');
  await panel.getByLabel('iCal adresi').fill(feedUrl);
  await panel.getByRole('button', { name: 'Takvim ekle' }).click();
  await expect(page.getByText('Takvim bağlantısı eklendi ve senkronize edildi.')).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: 'Airbnb' });
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  // The channel takes another booking: the preview shows it, "Senkronize et" applies it.
  booked.push([...later]);
  await panel.getByRole('button', { name: 'Önizle' }).click();
  await expect(panel.getByText('1 eklenecek')).toBeVisible();
  await shoot('calendar-sync-preview');
  await panel.getByRole('button', { name: 'Senkronize et', exact: true }).click();
  await expect(page.getByText(/Senkronize edildi: 1 eklendi/)).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // The imported nights are no longer bookable: not in search, and the villa page's quote says so.
  expect(await search()).not.toContain(villa.slug);
  const quote = await (
    await request.get(`/v1/villas/${villa.slug}/quote?checkin=${start}&checkout=${end}&adults=2&children=0`)
  ).json();
  expect(quote.content.available).toBe(false);

  const exportUrl = await panel.getByLabel('Dışa aktarma adresi (kanallara verin)').inputValue();
  const res = await request.get(exportUrl);
  expect(res.status()).toBe(200);
  const events = Object.values(ical.sync.parseICS(await res.text())).filter((e) => e?.type === 'VEVENT');
  // Imported ranges are not echoed back to the channels.
  expect(events.some((e) => (e as ical.VEvent).uid === 'e2e-airbnb-1@airbnb.com')).toBe(false);
  await shoot('calendar-sync');

  // The agency's feeds page: the feed works; "Şimdi senkronize et" finds nothing new.
  await page.goto('/dashboard/calendar-feeds');
  await expect(page.getByRole('heading', { name: 'Takvim Bağlantıları' })).toBeVisible();
  const feed = page.getByRole('table', { name: 'Takvim bağlantıları' }).getByRole('row').filter({ hasText: feedUrl });
  await expect(feed).toContainText('Çalışıyor');
  await feed.getByRole('button', { name: /şimdi senkronize et/ }).click();
  await expect(page.getByText('Senkronize edildi: 0 eklendi, 0 kaldırıldı.')).toBeVisible();
  await shoot('calendar-feeds');
});

test('a feed address is checked in the form with the server’s words', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard/calendar-feeds');
  await page.getByRole('table', { name: 'Takvim bağlantıları' }).getByRole('link').first().click();
  const panel = page.getByRole('region', { name: 'Takvim senkronizasyonu' });
  await panel.getByLabel('Takvim adı').fill('Booking');
  await panel.getByLabel('iCal adresi').fill('booking takvimi');
  await panel.getByRole('button', { name: 'Takvim ekle' }).click();
  await expect(panel.getByText('Geçerli bir takvim adresi girin (https://… ile başlayan).')).toBeVisible();
  await panel.getByLabel('iCal adresi').fill('ftp://booking.example/x.ics');
  await panel.getByRole('button', { name: 'Takvim ekle' }).click();
  await expect(panel.getByText('Yalnızca http ve https takvim adresleri desteklenir.')).toBeVisible();
});

test('a feed failing for over an hour shows in red: the menu badge and first on the feeds page', async ({ page, shoot }) => {
  // The demo carries one Airbnb feed that was never read (its address does not resolve).
  await loginAs(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Panel' });
  const feedsLink = menu.getByRole('link', { name: /Takvim Bağlantıları/ });
  if (!(await feedsLink.isVisible())) await menu.getByRole('link', { name: /^Villalar/ }).click();
  await expect(feedsLink).toContainText(/\d+ hata veren takvim/);
  await feedsLink.click();
  await expect(page.getByRole('heading', { name: 'Takvim Bağlantıları' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'bir saatten uzun süredir' })).toBeVisible();
  const first = page.getByRole('table', { name: 'Takvim bağlantıları' }).getByRole('row').nth(1);
  await expect(first).toContainText('airbnb.invalid');
  await expect(first).toContainText('1 saatten uzun süredir hata');
  await shoot('calendar-feeds-failing');
});
