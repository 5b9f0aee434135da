/**
 * The agency's day (issue 20) through HTTP: the arrivals and departures
 * board lists today's check-ins and check-outs of villas and boats with
 * the party, the length and the payment state, filters by region, status
 * and unit, exports the same rows as CSV, refuses a bad range; the home
 * answers today's and tomorrow's board, the waiting requests, the options
 * lapsing within 24 hours and the 14-night strip. An OWNER sees only their
 * villas and no boat.
 */
import type { BoardContent, DashboardHome } from '@yali/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { adminSuite } from '../helpers/catalogue-suite.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createBoat,
  createBoatReservation,
  createReservation,
  createStay,
  createTown,
  createUser,
  createVilla,
} from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';

const s = adminSuite();
const today = todayInIstanbul();
const tomorrow = addDays(today, 1);
const HOUR = 3_600_000;

type Row = { id: number };
let arriving: Row;
let leaving: Row;
let pending: Row;
let boatArriving: Row;
let lapsingSoon: Row;
let otherTown: number;

beforeAll(async () => {
  const db = s.t.db;
  const other = await createUser(db, { role: 'OWNER' });
  otherTown = (await createTown(db, { name: 'Kalkan' })).town_id;
  const mine = (await createVilla(db, { owner_id: s.owner.id, name: 'Villa Defne', prepayment_percent: 30 })).id;
  const theirs = (await createVilla(db, { owner_id: other.id, name: 'Villa Zeytin', town_id: otherTown })).id;
  const boat = (await createBoat(db, { name: 'Mavi Yolcu' })).id;
  arriving = await createReservation(db, {
    villa_id: mine,
    status: 'confirmed',
    started_at: today,
    finished_at: addDays(today, 3),
    adults: 2,
    children: 1,
    guest_name: 'Ayşe Gelen',
    guest_phone: '+90 532 111 22 33',
    total_price_kurus: 1_000_000,
  });
  leaving = await createReservation(db, {
    villa_id: theirs,
    status: 'completed',
    started_at: addDays(today, -4),
    finished_at: today,
    guest_name: 'Mehmet Giden',
  });
  pending = await createStay(db, mine, 'pending', [today, addDays(today, 2)]);
  await createStay(db, theirs, 'cancelled', [today, addDays(today, 5)]);
  // A channel's blocking is not a guest: never on the board, but it holds the night on the strip.
  await createReservation(db, {
    villa_id: theirs,
    channel: 'external',
    status: 'confirmed',
    started_at: tomorrow,
    finished_at: addDays(today, 3),
  });
  boatArriving = await createBoatReservation(db, {
    boat_id: boat,
    status: 'confirmed',
    started_at: tomorrow,
    finished_at: addDays(today, 3),
    guests: 6,
  });
  lapsingSoon = await createReservation(db, {
    villa_id: mine,
    status: 'option',
    started_at: addDays(today, 40),
    finished_at: addDays(today, 47),
    option_expires_at: new Date(Date.now() + 5 * HOUR),
  });
  await createReservation(db, {
    villa_id: theirs,
    status: 'option',
    started_at: addDays(today, 40),
    finished_at: addDays(today, 47),
    option_expires_at: new Date(Date.now() + 30 * HOUR),
  });
  const kapora = await s.call('POST', `/v1/admin/reservations/${arriving.id}/payments`, s.adminToken, {
    kind: 'kapora',
    amount_minor: 300_000,
    method: 'bank_transfer',
    paid_on: today,
  });
  expect(kapora.statusCode).toBe(201);
});

const board = async (query: string, token = s.adminToken) =>
  contentOf<BoardContent>(await s.call('GET', `/v1/admin/board${query}`, token));
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('GET /v1/admin/board', () => {
  it("lists today's check-ins and check-outs with the party, the length and what is still due", async () => {
    const b = await board('');
    expect(b).toMatchObject({ from: today, to: today });
    expect(b.days).toHaveLength(1);
    const [day] = b.days;
    expect(ids(day!.arrivals)).toEqual([arriving.id]);
    expect(ids(day!.departures)).toEqual([leaving.id]);
    expect(day!.arrivals[0]).toMatchObject({
      unit_kind: 'villa',
      unit: { name: 'Villa Defne' },
      guest_name: 'Ayşe Gelen',
      guest_phone: '+90 532 111 22 33',
      guests: 3,
      length: 3,
      status: 'confirmed',
      channel: 'web',
      payment_state: 'deposit_paid',
      balance_due_kurus: 700_000,
    });
    expect(day!.departures[0]).toMatchObject({ place: 'Kalkan', status: 'completed', guest_name: 'Mehmet Giden' });
  });

  it('covers a range day by day, boats included, in days for a boat', async () => {
    const b = await board(`?from=${today}&to=${tomorrow}`);
    expect(b.days.map((d) => d.date)).toEqual([today, tomorrow]);
    expect(b.days[1]!.arrivals).toEqual([
      expect.objectContaining({ id: boatArriving.id, unit_kind: 'boat', guests: 6, length: 2 }),
    ]);
    const villasOnly = await board(`?from=${today}&to=${tomorrow}&unit_kind=villa`);
    expect(villasOnly.days[1]!.arrivals).toEqual([]);
  });

  it('filters by region and by status; requests only when asked for', async () => {
    const kalkan = await board(`?region_id=${otherTown}`);
    expect(ids(kalkan.days[0]!.arrivals)).toEqual([]);
    expect(ids(kalkan.days[0]!.departures)).toEqual([leaving.id]);
    const requests = await board('?status=pending');
    expect(ids(requests.days[0]!.arrivals)).toEqual([pending.id]);
  });

  it('shows an OWNER the stays of their own villas only, and no boat', async () => {
    const b = await board(`?from=${today}&to=${tomorrow}`, s.ownerToken);
    expect(ids(b.days[0]!.arrivals)).toEqual([arriving.id]);
    expect(b.days[0]!.departures).toEqual([]);
    expect(b.days[1]!.arrivals).toEqual([]);
  });

  it('refuses a range that ends before it starts, one too long, and a bad filter, in Turkish', async () => {
    const backwards = await s.call('GET', `/v1/admin/board?from=${tomorrow}&to=${today}`, s.adminToken);
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).message).toBe('Bitiş tarihi başlangıçtan önce olamaz.');
    const long = await s.call('GET', `/v1/admin/board?from=${today}&to=${addDays(today, 40)}`, s.adminToken);
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe('Pano en çok 32 günü bir arada gösterir.');
    const bad = await s.call('GET', '/v1/admin/board?villa_id=abc', s.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION');
    expect((await s.call('GET', '/v1/admin/board', undefined)).statusCode).toBe(401);
  });

  it('exports the same rows as an Excel-friendly CSV, scoped like the board', async () => {
    const res = await s.call('GET', `/v1/admin/board.csv?from=${today}&to=${tomorrow}`, s.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="giris-cikis-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Tarih;Hareket;Tür;Kod;Villa/Tekne;Bölge/Marina;Misafir;Telefon;Kişi;Gece/Gün;Giriş;Çıkış;Kanal;Durum;Ödeme;Kalan (TL)',
    );
    expect(lines).toHaveLength(4);
    // The phone's '+' is quoted with ' so that Excel does not read it as a formula (lib/csv.ts).
    expect(lines.find((l) => l.includes('Ayşe Gelen'))).toMatch(
      /^\d{4}-\d{2}-\d{2};Giriş;Villa;\w+;Villa Defne;;Ayşe Gelen;'\+90 532 111 22 33;3;3;.*;Onaylı;Kapora alındı;7000,00$/,
    );
    expect(lines.some((l) => l.includes(';Çıkış;Villa;') && l.includes('Mehmet Giden'))).toBe(true);
    expect(lines.some((l) => l.includes(';Giriş;Tekne;') && l.includes('Mavi Yolcu'))).toBe(true);
    const owner = await s.call('GET', `/v1/admin/board.csv?from=${today}&to=${tomorrow}`, s.ownerToken);
    expect(
      owner.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
  });
});

describe('GET /v1/admin/home', () => {
  it('answers the two days, the waiting requests, the options lapsing within 24 hours and the strip', async () => {
    const home = contentOf<DashboardHome>(await s.call('GET', '/v1/admin/home', s.adminToken));
    expect(home.today).toBe(today);
    expect(home.board.map((d) => d.date)).toEqual([today, tomorrow]);
    expect(ids(home.board[0]!.arrivals)).toEqual([arriving.id]);
    expect(ids(home.board[1]!.arrivals)).toEqual([boatArriving.id]);
    expect(home.pending.total).toBe(1);
    expect(ids(home.pending.items)).toEqual([pending.id]);
    expect(ids(home.options_expiring)).toEqual([lapsingSoon.id]);
    expect(home.strip.villas).toHaveLength(14);
    // Today: Villa Defne's guests (confirmed); tomorrow also Villa Zeytin's channel blocking.
    expect(home.strip.villas.slice(0, 3)).toEqual([
      { date: today, held: 1, total: 2 },
      { date: tomorrow, held: 2, total: 2 },
      { date: addDays(today, 2), held: 2, total: 2 },
    ]);
    expect(home.strip.villas[3]).toEqual({ date: addDays(today, 3), held: 0, total: 2 });
    expect(home.strip.boats.slice(0, 3).map((d) => d.held)).toEqual([0, 1, 1]);
  });

  it('shows an OWNER their own villas only', async () => {
    const home = contentOf<DashboardHome>(await s.call('GET', '/v1/admin/home', s.ownerToken));
    expect(ids(home.board[0]!.arrivals)).toEqual([arriving.id]);
    expect(home.board[0]!.departures).toEqual([]);
    expect(home.board[1]!.arrivals).toEqual([]);
    expect(ids(home.pending.items)).toEqual([pending.id]);
    expect(ids(home.options_expiring)).toEqual([lapsingSoon.id]);
    expect(home.strip.villas[1]).toEqual({ date: tomorrow, held: 1, total: 1 });
    expect(home.strip.boats).toEqual([]);
  });
});
