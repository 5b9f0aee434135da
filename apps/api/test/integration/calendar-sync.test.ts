/**
 * Calendar sync through HTTP (issue 8): feeds served by a local HTTP server
 * in the shapes of Airbnb, Booking.com, VRBO and Google Calendar.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_URL_MESSAGES, type FeedHealth } from '@yali/contract';
import { icalFeeds, villaDates, villas } from '../../src/db/schema.ts';
import { addDays } from '../../src/domain/ical-ranges.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { FeedFetchError, fetchFeedText, isBlockedAddress } from '../../src/lib/safe-fetch.ts';
import { runCalendarSync } from '../../src/modules/calendar-sync/sync-job.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createReservation, createUser, createVilla, createVillaDate } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const today = todayInIstanbul();
const ymd = (n: number) => addDays(today, n).replaceAll('-', '');
const day = (n: number) => addDays(today, n);
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../fixtures/ical', name), 'utf8')
    .replace(/\{\{D(\d+)\}\}/g, (_, n: string) => ymd(Number(n)))
    .replace(/\r?\n/g, '\r\n');

// Feeds the tests can change between a preview and a sync.
const served = new Map<string, string | ((res: http.ServerResponse) => void)>();
let server: http.Server;
let base = '';
let t: TestApp;
let adminToken = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = served.get(req.url ?? '');
    if (body === undefined) return void res.writeHead(404).end('yok');
    if (typeof body === 'function') return body(res);
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const f of ['airbnb', 'booking', 'vrbo', 'google']) served.set(`/${f}.ics`, fixture(`${f}.ics`));
  served.set('/broken.ics', 'this is not a calendar');
  served.set('/redirect.ics', (res) => res.writeHead(302, { location: '/airbnb.ics' }).end());
  // Tests run their own feed server on loopback: allow it explicitly (the default refuses, proven below).
  t = await createTestApp({ config: { icalAllowPrivate: true } });
  const admin = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
});

afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

const post = (url: string, payload: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

/**
 * A villa with feeds written straight to the database: adding one through the API syncs it at
 * once (tested below), and these tests want the preview and the job to have the work to do.
 */
async function villaWithFeeds(...names: string[]) {
  const villa = await createVilla(t.db);
  for (const n of names) await t.db.insert(icalFeeds).values({ villa_id: villa.id, name: n, url: `${base}/${n}.ics` });
  return villa;
}

describe('preview and sync', () => {
  it('previews every provider shape, then applies exactly that change set', async () => {
    const villa = await villaWithFeeds('airbnb', 'booking', 'vrbo', 'google');
    const preview = await post('/v1/admin/villas/date/sync/preview', { villa_id: villa.id });
    expect(preview.statusCode).toBe(200);
    const set = preview.json().content;
    const adds = Object.fromEntries(
      set.feeds.map((f: { name: string; add: { started_at: string; finished_at: string }[] }) => [
        f.name,
        f.add.map((a) => [a.started_at, a.finished_at]),
      ]),
    );
    expect(adds).toEqual({
      airbnb: [
        [day(15), day(20)],
        [day(35), day(40)],
      ],
      booking: [[day(50), day(55)]],
      vrbo: [[day(60), day(63)]], // the cancelled event is ignored
      google: [[day(80), day(82)]],
    });

    const sync = await post('/v1/admin/villas/date/sync', { villa_id: villa.id, token: set.token });
    expect(sync.statusCode).toBe(200);
    expect(sync.json().content).toMatchObject({ added: 5, removed: 0, conflicts: 0 });
    const rows = await t.db
      .select()
      .from(villaDates)
      .where(and(eq(villaDates.villa_id, villa.id), eq(villaDates.source, 'ical')));
    expect(rows).toHaveLength(5);

    // A second preview is empty: nothing imported twice.
    const again = (await post('/v1/admin/villas/date/sync/preview', { villa_id: villa.id })).json().content;
    expect(again.feeds.every((f: { add: unknown[]; remove: unknown[] }) => f.add.length === 0 && f.remove.length === 0)).toBe(
      true,
    );

    // The imported days are unavailable in public search.
    const search = await t.app.inject({ url: `/v2/search?checkin=${day(16)}&checkout=${day(18)}&take=100` });
    if (search.statusCode === 200) {
      expect(search.json().content.items.map((v: { id: number }) => v.id)).not.toContain(villa.id);
    }
  });

  it('removes ranges gone from the feed and answers 409 with the new preview when a feed changed after the preview', async () => {
    served.set('/moving.ics', fixture('booking.ics'));
    const villa = await villaWithFeeds('moving');
    const p1 = (await post('/v1/admin/villas/date/sync/preview', { villa_id: villa.id })).json().content;
    expect((await post('/v1/admin/villas/date/sync', { villa_id: villa.id, token: p1.token })).statusCode).toBe(200);

    // The channel moves the booking: the old range goes, a new one comes.
    served.set('/moving.ics', fixture('booking.ics').replace(`DTSTART;VALUE=DATE:${ymd(55)}`, `DTSTART;VALUE=DATE:${ymd(57)}`));
    const p2 = (await post('/v1/admin/villas/date/sync/preview', { villa_id: villa.id })).json().content;
    expect(p2.feeds[0].remove).toHaveLength(1);
    expect(p2.feeds[0].add.map((a: { started_at: string; finished_at: string }) => [a.started_at, a.finished_at])).toEqual([
      [day(50), day(57)],
    ]);

    // …and changes again before the admin presses sync.
    served.set('/moving.ics', fixture('booking.ics').replace(`DTSTART;VALUE=DATE:${ymd(55)}`, `DTSTART;VALUE=DATE:${ymd(58)}`));
    const stale = await post('/v1/admin/villas/date/sync', { villa_id: villa.id, token: p2.token });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().content.message).toMatch(/değişti/);
    const fresh = stale.json().content.preview;
    expect(fresh.feeds[0].add[0].finished_at).toBe(day(58));
    const rows = await t.db.select().from(villaDates).where(eq(villaDates.villa_id, villa.id));
    expect(rows.map((r) => r.finished_at)).toEqual([day(55)]); // nothing applied by the refused sync

    expect((await post('/v1/admin/villas/date/sync', { villa_id: villa.id, token: fresh.token })).statusCode).toBe(200);
    const after = await t.db.select().from(villaDates).where(eq(villaDates.villa_id, villa.id));
    expect(after.map((r) => [r.started_at, r.finished_at])).toEqual([[day(50), day(58)]]);
  });

  it('flags ranges that clash with our own confirmed reservation instead of dropping them', async () => {
    const villa = await villaWithFeeds('airbnb');
    await createReservation(t.db, {
      villa_id: villa.id,
      status: 'confirmed',
      started_at: day(17),
      finished_at: day(19),
      reservation_id: 'YLCONF23',
    });
    const set = (await post('/v1/admin/villas/date/sync/preview', { villa_id: villa.id })).json().content;
    expect(set.feeds[0].add).toHaveLength(1);
    expect(set.feeds[0].conflicts).toEqual([
      expect.objectContaining({
        started_at: day(15),
        with: expect.objectContaining({ kind: 'reservation', label: 'Rezervasyon YLCONF23' }),
      }),
    ]);
    const sync = (await post('/v1/admin/villas/date/sync', { villa_id: villa.id, token: set.token })).json().content;
    expect(sync).toMatchObject({ added: 1, conflicts: 1 });
    const [feed] = await t.db.select().from(icalFeeds).where(eq(icalFeeds.villa_id, villa.id));
    expect(feed?.last_error).toMatch(/1 çakışma/);
  });

  it('reports a malformed feed as that feed’s error while the others still sync, and follows a redirect', async () => {
    const villa = await villaWithFeeds('broken', 'redirect');
    const set = (await post('/v1/admin/villas/date/sync/preview', { villa_id: villa.id })).json().content;
    const [broken, redirect] = set.feeds;
    expect(broken.error).toMatch(/iCal takvimi değil/);
    expect(redirect.error).toBeNull();
    expect(redirect.add).toHaveLength(2);
    expect((await post('/v1/admin/villas/date/sync', { villa_id: villa.id, token: set.token })).json().content.added).toBe(2);
    const feeds = await t.db.select().from(icalFeeds).where(eq(icalFeeds.villa_id, villa.id));
    expect(feeds.find((f) => f.name === 'broken')?.last_error).toMatch(/iCal/);
    // The dashboard flags it until it is fixed.
    const problems = (await t.app.inject({ url: '/v1/admin/calendar-sync/problems', headers: bearer(adminToken) })).json()
      .content;
    expect(problems).toContainEqual(
      expect.objectContaining({ villa_id: villa.id, feed_name: 'broken', last_error: expect.stringMatching(/iCal/) }),
    );
    expect(
      problems.some((p: { feed_name: string; villa_id: number }) => p.villa_id === villa.id && p.feed_name === 'redirect'),
    ).toBe(false);
    expect(feeds.find((f) => f.name === 'redirect')?.last_success_at).not.toBeNull();
  });

  it('validates input in Turkish, the address with the words the fetch uses', async () => {
    const bad = await post('/v1/admin/villas/feeds', { villa_id: 1, name: '', url: 'ftp://example.com/x.ics' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.code).toBe('VALIDATION');
    expect(bad.json().content.issues).toContainEqual({ path: 'body.url', message: FEED_URL_MESSAGES.scheme });
    await expect(fetchFeedText('ftp://example.com/x.ics')).rejects.toThrow(FEED_URL_MESSAGES.scheme);
    const garbled = await post('/v1/admin/villas/feeds', { villa_id: 1, name: 'x', url: 'airbnb takvimi' });
    expect(garbled.json().content.issues).toContainEqual({ path: 'body.url', message: FEED_URL_MESSAGES.invalid });
    await expect(fetchFeedText('airbnb takvimi')).rejects.toThrow(FEED_URL_MESSAGES.invalid);
    const unknown = await post('/v1/admin/villas/date/sync/preview', { villa_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sync now, the first sync of a new feed, and the feeds page', () => {
  const feedsPage = async (token = adminToken) =>
    (await t.app.inject({ url: '/v1/admin/calendar-sync/feeds', headers: bearer(token) })).json().content as FeedHealth[];
  const failingCount = async (token = adminToken) =>
    (await t.app.inject({ url: '/v1/admin/unreadcount', headers: bearer(token) })).json().content.failingFeedCount as number;

  it('imports a feed’s dates as soon as it is added', async () => {
    const villa = await createVilla(t.db);
    const res = await post('/v1/admin/villas/feeds', { villa_id: villa.id, name: 'Airbnb', url: `${base}/airbnb.ics` });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toMatchObject({ events_seen: 2, last_error: null, last_success_at: expect.any(String) });
    const rows = await t.db.select().from(villaDates).where(eq(villaDates.villa_id, villa.id));
    expect(rows.map((r) => [r.started_at, r.finished_at]).sort()).toEqual([
      [day(15), day(20)],
      [day(35), day(40)],
    ]);
  });

  it('syncs a villa now, signed by the admin; a feed failing for an hour is counted in the menu badge', async () => {
    served.set('/now.ics', fixture('google.ics'));
    const villa = await villaWithFeeds('now');
    const now = await post(`/v1/admin/villas/${villa.id}/calendar-sync/now`, {});
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().content).toMatchObject({ added: 1, removed: 0, conflicts: 0, feeds: [{ name: 'now', events_seen: 1 }] });
    const log = (await t.app.inject({ url: `/v1/admin/villas/${villa.id}/history`, headers: bearer(adminToken) })).json().content;
    expect(log.items[0]).toMatchObject({
      entity: 'villa_dates',
      action: 'insert',
      actor_label: expect.not.stringMatching(/^iCal/),
    });
    expect(log.items[0].actor).not.toBeNull();
    // Again: nothing new.
    expect((await post(`/v1/admin/villas/${villa.id}/calendar-sync/now`, {})).json().content).toMatchObject({ added: 0 });

    // The feed stops answering: an error at once, "failing" only after an hour without success.
    served.delete('/now.ics');
    const before = await failingCount();
    const broken = (await post(`/v1/admin/villas/${villa.id}/calendar-sync/now`, {})).json().content;
    expect(broken.feeds[0].last_error).toBe('Takvim adresi 404 yanıtı verdi.');
    let mine = (await feedsPage()).find((f) => f.villa_id === villa.id);
    expect(mine).toMatchObject({ villa_name: villa.name, failing: false, last_error: expect.any(String) });
    expect(await failingCount()).toBe(before);
    await t.db
      .update(icalFeeds)
      .set({ last_success_at: new Date(Date.now() - 61 * 60_000) })
      .where(eq(icalFeeds.villa_id, villa.id));
    mine = (await feedsPage()).find((f) => f.villa_id === villa.id);
    expect(mine?.failing).toBe(true);
    expect((await feedsPage())[0]?.failing).toBe(true); // the failing ones first
    expect(await failingCount()).toBe(before + 1);
    // An OWNER's badge never counts feeds.
    const owner = await createUser(t.db, { role: 'OWNER' });
    expect(await failingCount(await loginAs(t.app, owner))).toBe(0);
    // Paused, it no longer counts.
    await t.db.update(icalFeeds).set({ active: false }).where(eq(icalFeeds.villa_id, villa.id));
    expect(await failingCount()).toBe(before);
  });
});

describe('fetching safely', () => {
  // Every way a connection can fail answers this one text, so that the preview cannot map our network.
  const UNREACHABLE = 'Takvim adresine bağlanılamadı.';

  it.each([
    // IPv4: unspecified, private, shared (CGNAT), loopback, link-local (cloud metadata), IETF protocol,
    // documentation (TEST-NET-1/2/3), 6to4 relay anycast, benchmarking, multicast, reserved, broadcast.
    ...['0.0.0.0', '0.1.2.3', '10.1.2.3', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.8.9.10'],
    ...['169.254.169.254', '172.16.0.1', '172.31.255.255', '192.0.0.1', '192.0.2.1', '192.88.99.1'],
    ...['192.168.1.1', '198.18.0.1', '198.19.255.255', '198.51.100.7', '203.0.113.9', '224.0.0.1', '240.0.0.1'],
    '255.255.255.255',
    // IPv6: unspecified, loopback, discard-only, documentation, unique local, link-local, site-local, multicast.
    ...['::', '::1', '100::1', '2001:db8::1', '2001:db8:ffff::1', 'fc00::1', 'fd00::2', 'fe80::1', 'fec0::1', 'ff02::1'],
    // IPv4 inside IPv6: NAT64 (reaches 169.254.169.254 on a NAT64 network), local-use NAT64, 6to4, Teredo,
    // IPv4-compatible and IPv4-mapped in every spelling, SIIT.
    ...['64:ff9b::a9fe:a9fe', '64:ff9b::169.254.169.254', '64:ff9b::808:808', '64:ff9b:1::a9fe:a9fe'],
    ...['2002:a9fe:a9fe::1', '2002:808:808::1', '2001::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ...['::a9fe:a9fe', '::127.0.0.1', '::8.8.8.8', '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:1'],
    ...['::FFFF:169.254.169.254', '::ffff:8.8.8.8', '::ffff:0:a9fe:a9fe'],
    // Not an address at all: refused rather than guessed.
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
  ])('allows the global address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it('refuses the server’s own interface addresses, whatever range they are in', () => {
    for (const list of Object.values(os.networkInterfaces())) {
      for (const a of list ?? []) expect(isBlockedAddress(a.address), a.address).toBe(true);
    }
    // A machine with a public address on its own interface: that address is refused, its neighbours are not.
    const own: os.NetworkInterfaceInfo = {
      address: '8.8.4.4',
      netmask: '255.255.255.0',
      family: 'IPv4',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: '8.8.4.4/24',
    };
    const spy = vi.spyOn(os, 'networkInterfaces').mockReturnValue({ eth0: [own] });
    try {
      expect(isBlockedAddress('8.8.4.4')).toBe(true);
      expect(isBlockedAddress('::ffff:8.8.4.4')).toBe(true);
      expect(isBlockedAddress('8.8.8.8')).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers one text for a blocked address, a refused or cut connection, an unknown host and a timeout', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    served.set('/slow.ics', (res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      setTimeout(() => res.end('END:VCALENDAR\r\n'), 3000).unref();
    });
    served.set('/reset.ics', (res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n', () => res.socket?.destroy());
    });
    // One at a time: a refusal must not wait unheard while an earlier fetch is still running.
    const failures = [
      () => fetchFeedText(`${base}/airbnb.ics`), // literal loopback address
      () => fetchFeedText('http://169.254.169.254/latest/meta-data/'),
      () => fetchFeedText('http://[64:ff9b::a9fe:a9fe]/latest/meta-data/'),
      () => fetchFeedText('http://[::ffff:127.0.0.1]/'),
      () => fetchFeedText(`http://localhost:${new URL(base).port}/airbnb.ics`), // loopback through DNS
      () => fetchFeedText(`http://127.0.0.1:${closedPort}/`, { allowPrivate: true }), // refused
      () => fetchFeedText('http://yali-takvim.invalid/a.ics'), // no such host
      () => fetchFeedText('http://yali-takvim.invalid/a.ics', { allowPrivate: true }),
      () => fetchFeedText(`${base}/slow.ics`, { allowPrivate: true, timeoutMs: 400 }), // times out
      () => fetchFeedText(`${base}/reset.ics`, { allowPrivate: true }), // cut in the middle of the body
    ];
    for (const [i, fetchIt] of failures.entries()) {
      const err = await fetchIt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, `failure ${i}`).toBeInstanceOf(FeedFetchError);
      expect((err as Error).message, `failure ${i}`).toBe(UNREACHABLE);
    }
    await expect(fetchFeedText('file:///etc/passwd')).rejects.toThrow(/http ve https/);

    // The same through the API: a blocked feed on an installation with the default setting and a refused
    // one on an installation that allows private addresses read alike.
    const strict = await createTestApp();
    try {
      const admin = await createUser(strict.db, { role: 'ADMIN' });
      const token = await loginAs(strict.app, admin);
      const villa = await createVilla(strict.db);
      await strict.app.inject({
        method: 'POST',
        url: '/v1/admin/villas/feeds',
        headers: bearer(token),
        payload: { villa_id: villa.id, name: 'iç', url: `${base}/airbnb.ics` },
      });
      const set = (
        await strict.app.inject({
          method: 'POST',
          url: '/v1/admin/villas/date/sync/preview',
          headers: bearer(token),
          payload: { villa_id: villa.id },
        })
      ).json().content;
      expect(set.feeds[0].error).toBe(UNREACHABLE);
    } finally {
      await strict.close();
    }
    const villa = await createVilla(t.db);
    await post('/v1/admin/villas/feeds', { villa_id: villa.id, name: 'kapalı', url: `http://127.0.0.1:${closedPort}/a.ics` });
    const set = (await post('/v1/admin/villas/date/sync/preview', { villa_id: villa.id })).json().content;
    expect(set.feeds[0].error).toBe(UNREACHABLE);
  });

  it('cuts off an oversized feed', async () => {
    served.set('/huge.ics', `BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(1000, 'a')}\r\n`.repeat(6000));
    await expect(fetchFeedText(`${base}/huge.ics`, { allowPrivate: true })).rejects.toThrow(/5 MB/);
  });
});

describe('export', () => {
  it('serves option, confirmed and manual closed dates, not imported or pending ones, as valid iCal', async () => {
    const villa = await villaWithFeeds('vrbo');
    const set = (await post('/v1/admin/villas/date/sync/preview', { villa_id: villa.id })).json().content;
    await post('/v1/admin/villas/date/sync', { villa_id: villa.id, token: set.token });
    await createReservation(t.db, { villa_id: villa.id, status: 'confirmed', started_at: day(5), finished_at: day(8) });
    await createReservation(t.db, { villa_id: villa.id, status: 'option', started_at: day(8), finished_at: day(10) });
    await createReservation(t.db, { villa_id: villa.id, status: 'pending', started_at: day(20), finished_at: day(25) });
    await createVillaDate(t.db, { villa_id: villa.id, started_at: day(30), finished_at: day(33), source: 'manual' });

    const state = (await t.app.inject({ url: `/v1/admin/villas/${villa.id}/calendar-sync`, headers: bearer(adminToken) })).json()
      .content;
    const res = await t.app.inject({ url: state.export_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/calendar/);
    expect(res.body).not.toMatch(/Ayşe|vrbo/i); // no guest data, no echo of imported ranges
    const events = Object.values(ical.sync.parseICS(res.body)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
    const ranges = events
      .map((e) => [
        addDays((e.start as Date & { dateOnly?: boolean }).toISOString().slice(0, 10), 0),
        e.end ? (e.end as Date).toISOString().slice(0, 10) : '',
      ])
      .sort();
    expect(ranges).toHaveLength(3);
    expect(events.every((e) => (e.start as Date & { dateOnly?: boolean }).dateOnly)).toBe(true);

    // A regenerated token retires the old address.
    const renewed = (await post(`/v1/admin/villas/${villa.id}/ical-token`, {})).json().content.export_url;
    expect((await t.app.inject({ url: state.export_url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: renewed })).statusCode).toBe(200);
  });
});

describe('job', () => {
  it('syncs every active feed once even when two runs start together', async () => {
    const villa = await villaWithFeeds('google');
    const fetchFeed = (url: string) => fetchFeedText(url, { allowPrivate: true });
    const [a, b] = await Promise.all([runCalendarSync({ db: t.db, fetchFeed }), runCalendarSync({ db: t.db, fetchFeed })]);
    const rows = await t.db.select().from(villaDates).where(eq(villaDates.villa_id, villa.id));
    expect(rows).toHaveLength(1);
    if (t.database.kind === 'postgres') expect([a.ran, b.ran].sort()).toEqual([false, true]);
    else expect(a.ran || b.ran).toBe(true);
  });
});

describe('authorisation', () => {
  it('ADMIN only: OWNER 403, anonymous and expired 401', async () => {
    const owner = await createUser(t.db, { role: 'OWNER' });
    const villa = await createVilla(t.db, { owner_id: owner.id });
    const ownerToken = await loginAs(t.app, owner);
    const expired = await signExpiredToken(owner);
    const calls = [
      { method: 'GET' as const, url: `/v1/admin/villas/${villa.id}/calendar-sync` },
      {
        method: 'POST' as const,
        url: '/v1/admin/villas/feeds',
        payload: { villa_id: villa.id, name: 'x', url: 'https://example.com/a.ics' },
      },
      { method: 'POST' as const, url: '/v1/admin/villas/date/sync/preview', payload: { villa_id: villa.id } },
      { method: 'POST' as const, url: '/v1/admin/villas/date/sync', payload: { villa_id: villa.id, token: 'x' } },
      { method: 'POST' as const, url: `/v1/admin/villas/${villa.id}/ical-token`, payload: {} },
      { method: 'POST' as const, url: `/v1/admin/villas/${villa.id}/calendar-sync/now`, payload: {} },
      { method: 'GET' as const, url: '/v1/admin/calendar-sync/feeds' },
    ];
    for (const c of calls) {
      expect((await t.app.inject({ ...c, headers: bearer(ownerToken) })).statusCode, c.url).toBe(403);
      expect((await t.app.inject({ ...c })).statusCode, c.url).toBe(401);
      expect((await t.app.inject({ ...c, headers: bearer(expired) })).statusCode, c.url).toBe(401);
    }
    const [row] = await t.db.select({ token: villas.ical_token }).from(villas).where(eq(villas.id, villa.id));
    expect((await t.app.inject({ url: `/v1/ical/${villa.slug}/${row?.token}.ics` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/v1/ical/${villa.slug}/deadbeefdeadbeef.ics` })).statusCode).toBe(404);
  });
});
