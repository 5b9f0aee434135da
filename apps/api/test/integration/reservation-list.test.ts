/**
 * The reservation lists of issue 24 through HTTP, for villas and boats:
 * sorting by check-in, check-out, creation and amount both ways, the
 * from–to ranges of check-in, check-out and creation (Istanbul days, ends
 * included), the quick filters on today (arrivals, departures, this week,
 * options lapsing today), the CSV export of exactly the filtered list, an
 * OWNER's scope and bad parameters refused in Turkish; a boat booking taken
 * by phone (channel 'admin'); the voucher PDF of a confirmed reservation.
 */
import type { AdminBoatReservationItem, AdminReservationItem } from '@yali/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boatReservations, reservations } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { istanbulDayStart } from '../../src/modules/reservations/shared.ts';
import { adminSuite, expectRefused } from '../helpers/catalogue-suite.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createBoat,
  createBoatPrice,
  createBoatReservation,
  createReservation,
  createUser,
  createVilla,
} from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { pdfText } from '../helpers/pdf.ts';

const s = adminSuite();
const today = todayInIstanbul();
const DAY = 86_400_000;
/** Monday of this Istanbul week, worked out apart from the code under test. */
const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));

type Made = { id: number; reservation_id: string };
let arriving: Made; // confirmed, today → +3, 5.000 TL, mine
let option: Made; // option lapsing today, +10 → +14, 9.000 TL, mine
let leaving: Made; // pending, −5 → today, no price, mine, made 3 days ago
let cancelled: Made; // cancelled, today → +2, 1.000 TL, mine
let theirs: Made; // confirmed, +30 → +33, 2.000 TL, another owner's, made 10 days ago
let later: Made; // option lapsing tomorrow, +50 → +52, no price, another owner's, made 20 days ago
let boatId: number;
let boatEarly: Made;
let boatLate: Made;

beforeAll(async () => {
  const db = s.t.db;
  const other = await createUser(db, { role: 'OWNER' });
  const mine = (await createVilla(db, { owner_id: s.owner.id, name: 'Villa Defne' })).id;
  const otherVilla = (await createVilla(db, { owner_id: other.id, name: 'Villa Zeytin' })).id;
  arriving = await createReservation(db, {
    villa_id: mine,
    status: 'confirmed',
    started_at: today,
    finished_at: addDays(today, 3),
    total_price_kurus: 500_000,
    guest_name: 'Ayşe Gelen',
  });
  option = await createReservation(db, {
    villa_id: mine,
    status: 'option',
    started_at: addDays(today, 10),
    finished_at: addDays(today, 14),
    total_price_kurus: 900_000,
    // The last minute of today in Istanbul.
    option_expires_at: new Date(istanbulDayStart(addDays(today, 1)).getTime() - 60_000),
  });
  leaving = await createReservation(db, {
    villa_id: mine,
    status: 'pending',
    started_at: addDays(today, -5),
    finished_at: today,
    total_price_kurus: null,
    created_at: new Date(Date.now() - 3 * DAY),
  });
  cancelled = await createReservation(db, {
    villa_id: mine,
    status: 'cancelled',
    started_at: today,
    finished_at: addDays(today, 2),
    total_price_kurus: 100_000,
  });
  theirs = await createReservation(db, {
    villa_id: otherVilla,
    status: 'confirmed',
    started_at: addDays(today, 30),
    finished_at: addDays(today, 33),
    total_price_kurus: 200_000,
    created_at: new Date(Date.now() - 10 * DAY),
  });
  // Tomorrow another option lapses: not "today".
  later = await createReservation(db, {
    villa_id: otherVilla,
    status: 'option',
    started_at: addDays(today, 50),
    finished_at: addDays(today, 52),
    option_expires_at: new Date(istanbulDayStart(addDays(today, 1)).getTime() + 3_600_000),
    created_at: new Date(Date.now() - 20 * DAY),
  });
  boatId = (await createBoat(db, { name: 'Mavi Yolcu', capacity: 8 })).id;
  boatEarly = await createBoatReservation(db, {
    boat_id: boatId,
    status: 'confirmed',
    started_at: today,
    finished_at: addDays(today, 2),
    total_price_kurus: 4_000_000,
  });
  boatLate = await createBoatReservation(db, {
    boat_id: boatId,
    status: 'pending',
    started_at: addDays(today, 20),
    finished_at: addDays(today, 21),
    total_price_kurus: 1_000_000,
  });
});

const list = async <T = AdminReservationItem>(query: string, token = s.adminToken, path = '/v1/admin/reservations') =>
  contentOf<Page<T>>(await s.call('GET', `${path}?take=100${query}`, token));
const idsOf = async (query: string, token = s.adminToken) => (await list(query, token)).items.map((x) => x.id);
/** Ids in a fixed order, for filters whose order is not what the test asks. */
const setOf = async (query: string, token = s.adminToken) => (await idsOf(query, token)).sort((a, b) => a - b);
const sorted = (...made: Made[]) => made.map((m) => m.id).sort((a, b) => a - b);

describe('GET /v1/admin/reservations: sorting', () => {
  it('keeps newest created first by default', async () => {
    const items = (await list('')).items;
    const created = items.map((i) => i.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  for (const sort of ['started_at', 'finished_at', 'created_at'] as const) {
    it(`sorts by ${sort} both ways`, async () => {
      const asc = (await list(`&sort=${sort}&dir=asc`)).items.map((i) => i[sort]);
      expect(asc).toEqual([...asc].sort());
      const desc = (await list(`&sort=${sort}&dir=desc`)).items.map((i) => i[sort]);
      expect(desc).toEqual([...asc].sort().reverse());
    });
  }

  it('sorts by amount both ways, a reservation without a price last either way', async () => {
    const asc = (await list('&sort=total_price_kurus&dir=asc')).items.map((i) => i.total_price_kurus);
    expect(asc).toEqual([100_000, 200_000, 500_000, 900_000, null, null]);
    const desc = (await list('&sort=total_price_kurus&dir=desc')).items.map((i) => i.total_price_kurus);
    expect(desc).toEqual([900_000, 500_000, 200_000, 100_000, null, null]);
  });

  it('pages through a sorted list without repeating a row', async () => {
    const all = (await list('&sort=started_at&dir=asc')).items.map((i) => i.id);
    const page1 = contentOf<Page<AdminReservationItem>>(
      await s.call('GET', '/v1/admin/reservations?sort=started_at&dir=asc&take=3', s.adminToken),
    );
    const page2 = contentOf<Page<AdminReservationItem>>(
      await s.call('GET', '/v1/admin/reservations?sort=started_at&dir=asc&take=3&skip=3', s.adminToken),
    );
    expect([...page1.items, ...page2.items].map((i) => i.id)).toEqual(all);
    expect(page1.total).toBe(all.length);
  });
});

describe('GET /v1/admin/reservations: ranges', () => {
  it('filters check-in from–to, both days included', async () => {
    expect(await setOf(`&started_from=${today}&started_to=${addDays(today, 10)}`)).toEqual(sorted(arriving, option, cancelled));
    expect(await setOf(`&started_from=${addDays(today, 1)}&started_to=${addDays(today, 10)}`)).toEqual(sorted(option));
    expect(await setOf(`&started_to=${addDays(today, -1)}`)).toEqual(sorted(leaving));
  });

  it('filters check-out from–to, both days included', async () => {
    expect(await setOf(`&finished_from=${today}&finished_to=${addDays(today, 3)}`)).toEqual(sorted(arriving, leaving, cancelled));
    expect(await setOf(`&finished_from=${addDays(today, 14)}&finished_to=${addDays(today, 33)}`)).toEqual(sorted(option, theirs));
  });

  it('filters creation from–to by Istanbul day, the last day whole', async () => {
    const created = async (id: number) => {
      const [r] = await s.t.db.select({ at: reservations.created_at }).from(reservations).where(eq(reservations.id, id));
      return todayInIstanbul(r!.at);
    };
    const threeDaysAgo = await created(leaving.id);
    expect(await setOf(`&created_from=${threeDaysAgo}&created_to=${threeDaysAgo}`)).toEqual(sorted(leaving));
    expect(await setOf(`&created_from=${addDays(today, -11)}&created_to=${threeDaysAgo}`)).toEqual(sorted(leaving, theirs));
    expect(await setOf(`&created_from=${today}`)).toEqual(sorted(arriving, option, cancelled));
  });

  it("keeps the SPEC's single-day filters as they were: started_at on or after, finished_at on or before", async () => {
    expect(await setOf(`&started_at=${addDays(today, 10)}`)).toEqual(sorted(option, theirs, later));
    expect(await setOf(`&finished_at=${today}`)).toEqual(sorted(leaving));
  });
});

describe('GET /v1/admin/reservations: quick filters', () => {
  it("'Bugün giriş': today's check-ins, not the cancelled one unless asked", async () => {
    expect(await setOf('&quick=arrivals_today')).toEqual(sorted(arriving));
    expect(await setOf('&quick=arrivals_today&status=cancelled')).toEqual(sorted(cancelled));
  });

  it("'Bugün çıkış': today's check-outs", async () => {
    expect(await setOf('&quick=departures_today')).toEqual(sorted(leaving));
  });

  it("'Bu hafta': stays sharing a night with Monday–Sunday of this week", async () => {
    const all = (await list('')).items;
    const expected = all
      .filter((r) => r.status !== 'cancelled' && r.started_at < addDays(monday, 7) && r.finished_at > monday)
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(expected).toContain(arriving.id);
    expect(await setOf('&quick=this_week')).toEqual(expected);
  });

  it("'Opsiyonu bugün bitiyor': options whose hold ends today", async () => {
    expect(await setOf('&quick=option_expires_today')).toEqual(sorted(option));
  });

  it('works on the boat list the same way', async () => {
    const boats = async (q: string) =>
      (await list<AdminBoatReservationItem>(q, s.adminToken, '/v1/admin/boatreservations')).items.map((i) => i.id);
    expect(await boats('&quick=arrivals_today')).toEqual([boatEarly.id]);
    expect(await boats('&sort=total_price_kurus&dir=asc')).toEqual([boatLate.id, boatEarly.id]);
    expect(await boats('&sort=total_price_kurus&dir=desc')).toEqual([boatEarly.id, boatLate.id]);
    expect(await boats(`&started_from=${addDays(today, 1)}`)).toEqual([boatLate.id]);
  });
});

describe('GET /v1/admin/reservations: scope and bad input', () => {
  it("shows an OWNER their own villas' reservations only, filters and sorts included", async () => {
    expect(await setOf('', s.ownerToken)).toEqual(sorted(arriving, option, leaving, cancelled));
    expect(await idsOf('&sort=total_price_kurus&dir=desc', s.ownerToken)).toEqual([
      option.id,
      arriving.id,
      cancelled.id,
      leaving.id,
    ]);
    expect(await setOf(`&started_from=${addDays(today, 30)}`, s.ownerToken)).toEqual([]);
  });

  it('refuses bad sort, direction, quick filter, range days and a backwards range with 400 in Turkish', async () => {
    const cases: [string, string][] = [
      ['sort=price', 'Sıralama started_at, finished_at, created_at veya total_price_kurus olmalı.'],
      ['dir=up', 'Sıralama yönü asc veya desc olmalı.'],
      ['quick=tomorrow', 'Hızlı süzgeç arrivals_today, departures_today, this_week veya option_expires_today olmalı.'],
      ['started_from=2026-02-30', 'Geçersiz tarih.'],
      ['created_to=yesterday', 'Tarih ISO biçiminde olmalı (ör. 2026-07-04 veya 2026-07-04T00:00:00.000Z).'],
      [`started_from=${addDays(today, 2)}&started_to=${today}`, 'Giriş aralığının sonu başından önce olamaz.'],
      [`finished_from=${addDays(today, 2)}&finished_to=${today}`, 'Çıkış aralığının sonu başından önce olamaz.'],
      [`created_from=${addDays(today, 2)}&created_to=${today}`, 'Oluşturulma aralığının sonu başından önce olamaz.'],
    ];
    for (const path of ['/v1/admin/reservations', '/v1/admin/reservations.csv', '/v1/admin/boatreservations']) {
      for (const [q, message] of cases) {
        const res = await s.call('GET', `${path}?${q}`, s.adminToken);
        expect(res.statusCode, `${path}?${q}`).toBe(400);
        expect(errorOf(res).code).toBe('VALIDATION');
        expect(errorOf(res).issues?.map((i) => i.message)).toContain(message);
      }
    }
  });
});

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('GET /v1/admin/reservations.csv and /v1/admin/boatreservations.csv', () => {
  it('exports every row of the filtered, sorted list with Turkish headers and labels', async () => {
    const q = `sort=started_at&dir=asc&started_from=${addDays(today, -5)}`;
    const res = await s.call('GET', `/v1/admin/reservations.csv?${q}`, s.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="villa-rezervasyonlari-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Kod;Villa;Misafir;E-posta;Telefon;Giriş;Çıkış;Gece;Kişi;Tutar (TL);Durum;Ödeme;Kanal;Oluşturulma');
    const listed = (await list(`&${q}`)).items;
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(listed.map((i) => i.reservation_id));
    const row = lines.find((l) => l.startsWith(`${arriving.reservation_id};`));
    expect(row).toBe(
      `${arriving.reservation_id};Villa Defne;Ayşe Gelen;${listed.find((i) => i.id === arriving.id)!.guest_email};'+90 532 000 00 00;${today};${addDays(today, 3)};3;2;5000,00;Onaylı;Ödenmedi;Web sitesi;${today}`,
    );
    // More rows than a page: the export is not one page.
    const quick = await s.call('GET', '/v1/admin/reservations.csv?quick=arrivals_today', s.adminToken);
    expect(
      csvLines(quick.body)
        .slice(1)
        .map((l) => l.split(';')[0]),
    ).toEqual([arriving.reservation_id]);
  });

  it("exports an OWNER's own villas only", async () => {
    const res = await s.call('GET', '/v1/admin/reservations.csv', s.ownerToken);
    expect(res.statusCode).toBe(200);
    const codes = csvLines(res.body)
      .slice(1)
      .map((l) => l.split(';')[0])
      .sort();
    expect(codes).toEqual([arriving, option, leaving, cancelled].map((m) => m.reservation_id).sort());
  });

  it('exports the boat list with its own columns; ADMIN only', async () => {
    const res = await s.call('GET', '/v1/admin/boatreservations.csv?sort=started_at&dir=asc', s.adminToken);
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Kod;Tekne;Misafir;E-posta;Telefon;Giriş;Çıkış;Gün;Kişi;Tutar (TL);Durum;Ödeme;Kanal;Oluşturulma');
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 2).join(';'))).toEqual([
      `${boatEarly.reservation_id};Mavi Yolcu`,
      `${boatLate.reservation_id};Mavi Yolcu`,
    ]);
    await expectRefused(s, ['GET', '/v1/admin/boatreservations.csv']);
  });
});

describe('POST /v1/admin/boatreservations (a booking taken by phone)', () => {
  const body = (over: object = {}) => ({
    boat_id: boatId,
    started_at: addDays(today, 40),
    finished_at: addDays(today, 42),
    guests: 5,
    guest_name: 'Telefon Müşterisi',
    guest_phone: '+90 532 444 55 66',
    status: 'confirmed',
    total_price_kurus: 3_500_000,
    ...over,
  });

  it('creates it with channel admin, in the list and its detail, with a history row', async () => {
    const res = await s.call('POST', '/v1/admin/boatreservations', s.adminToken, body());
    const { id } = contentOf<{ id: number }>(res, 201);
    const detail = contentOf<AdminBoatReservationItem & { events: { to_status: string; note: string }[] }>(
      await s.call('GET', `/v1/admin/boatreservations/${id}`, s.adminToken),
    );
    expect(detail).toMatchObject({
      channel: 'admin',
      status: 'confirmed',
      guests: 5,
      days: 2,
      total_price_kurus: 3_500_000,
      guest_name: 'Telefon Müşterisi',
    });
    expect(detail.reservation_id).toMatch(/^YT/);
    expect(detail.events).toEqual([expect.objectContaining({ to_status: 'confirmed', note: 'Acente tarafından oluşturuldu.' })]);
    const listed = await list<AdminBoatReservationItem>(
      `&reservation_id=${detail.reservation_id}`,
      s.adminToken,
      '/v1/admin/boatreservations',
    );
    expect(listed.items.map((i) => i.id)).toEqual([id]);
  });

  it("prices it from the boat's quote when no total is given", async () => {
    const start = addDays(today, 60);
    await createBoatPrice(s.t.db, { boat_id: boatId, start_date: start, daily_price_kurus: 1_500_000, min_days: 1 });
    const res = await s.call(
      'POST',
      '/v1/admin/boatreservations',
      s.adminToken,
      body({ started_at: start, finished_at: addDays(start, 3), status: 'pending', total_price_kurus: undefined }),
    );
    const { id } = contentOf<{ id: number }>(res, 201);
    const detail = contentOf<AdminBoatReservationItem>(await s.call('GET', `/v1/admin/boatreservations/${id}`, s.adminToken));
    expect(detail.total_price_kurus).toBe(4_500_000);
  });

  it('refuses days held by another reservation with 409 naming it, whatever the new status', async () => {
    for (const status of ['confirmed', 'pending']) {
      const res = await s.call(
        'POST',
        '/v1/admin/boatreservations',
        s.adminToken,
        body({ started_at: addDays(today, 1), finished_at: addDays(today, 3), status }),
      );
      expect(res.statusCode, status).toBe(409);
      expect(errorOf(res).message).toContain(boatEarly.reservation_id);
    }
  });

  it('refuses more guests than the boat takes (422) and bad input (400) in Turkish', async () => {
    const many = await s.call('POST', '/v1/admin/boatreservations', s.adminToken, body({ guests: 9 }));
    expect(many.statusCode).toBe(422);
    expect(errorOf(many).message).toBe('Kişi sayısı teknenin kapasitesini aşıyor (en fazla 8 kişi).');
    const backwards = await s.call('POST', '/v1/admin/boatreservations', s.adminToken, body({ finished_at: addDays(today, 40) }));
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).issues?.[0]?.message).toBe('Bitiş tarihi başlangıç tarihinden sonra olmalı.');
    const unknown = await s.call('POST', '/v1/admin/boatreservations', s.adminToken, body({ boat_id: 999_999 }));
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an OWNER with 403 before reading the body', async () => {
    await expectRefused(s, ['POST', '/v1/admin/boatreservations', { nonsense: true }]);
  });
});

describe('GET …/{id}/voucher.pdf', () => {
  it('answers a PDF for a confirmed villa reservation, to ADMIN and to the owner of the villa', async () => {
    for (const token of [s.adminToken, s.ownerToken]) {
      const res = await s.call('GET', `/v1/admin/reservations/${arriving.id}/voucher.pdf`, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="voucher-${arriving.reservation_id}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('writes the voucher in the guest’s language, the one stored on the reservation (issue 18)', async () => {
    const voucher = async (url: string) => pdfText((await s.call('GET', url, s.adminToken)).rawPayload);
    const villaUrl = `/v1/admin/reservations/${arriving.id}/voucher.pdf`;
    const turkish = await voucher(villaUrl);
    expect(turkish).toContain('Konaklama Voucher’ı');
    expect(turkish).toContain('3 gece');
    await s.t.db.update(reservations).set({ lang: 'en' }).where(eq(reservations.id, arriving.id));
    const english = await voucher(villaUrl);
    const enDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const text of ['Stay voucher', 'Reservation code:', 'Check-in', '3 nights', 'Please show this voucher on arrival.'])
      expect(english).toContain(text);
    expect(english).toContain(enDay.format(new Date(`${today}T00:00:00Z`)));
    expect(english).not.toContain('Misafir');
    await s.t.db.update(reservations).set({ lang: 'tr' }).where(eq(reservations.id, arriving.id));
    await s.t.db.update(boatReservations).set({ lang: 'en' }).where(eq(boatReservations.id, boatEarly.id));
    const boat = await voucher(`/v1/admin/boatreservations/${boatEarly.id}/voucher.pdf`);
    for (const text of ['Boat rental voucher', 'Departure', '2 days']) expect(boat).toContain(text);
    await s.t.db.update(boatReservations).set({ lang: 'tr' }).where(eq(boatReservations.id, boatEarly.id));
  });

  it('refuses a reservation that is not confirmed with 409 in Turkish', async () => {
    const res = await s.call('GET', `/v1/admin/reservations/${leaving.id}/voucher.pdf`, s.adminToken);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Voucher yalnızca onaylanmış ya da tamamlanmış rezervasyonlar için hazırlanır.');
  });

  it("answers another owner's reservation 404, like its detail", async () => {
    const res = await s.call('GET', `/v1/admin/reservations/${theirs.id}/voucher.pdf`, s.ownerToken);
    expect(res.statusCode).toBe(404);
  });

  it('answers a PDF for a confirmed boat reservation; ADMIN only', async () => {
    const res = await s.call('GET', `/v1/admin/boatreservations/${boatEarly.id}/voucher.pdf`, s.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pending = await s.call('GET', `/v1/admin/boatreservations/${boatLate.id}/voucher.pdf`, s.adminToken);
    expect(pending.statusCode).toBe(409);
    await expectRefused(s, ['GET', `/v1/admin/boatreservations/${boatEarly.id}/voucher.pdf`]);
  });
});
