/**
 * What the back-office reservation suites of every rental unit kind share
 * (villa `/reservations`, boat `/boatreservations`; ADR 008): the site and
 * bank settings their mails read, a
 * descriptor per kind (`VILLA_ADMIN`, `BOAT_ADMIN`) and the checks both
 * suites run over it (`AdminReservationKit`): list filters, opening, the
 * life cycle, edits, hold conflicts and the guest mails.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type {
  AdminBoatReservationDetail,
  AdminBoatReservationItem,
  AdminReservationDetail,
  AdminReservationItem,
  ErrorBody,
  HoldConflict,
  MailOutboxItem,
  UnreadCount,
} from '@yali/contract';
import type { Db } from '../../src/db/client.ts';
import { eq } from 'drizzle-orm';
import { boatReservations, mailOutbox, reservations, settings } from '../../src/db/schema.ts';
import { addDays } from './dates.ts';
import { createBoat, createBoatReservation, createReservation, createVilla } from './factories.ts';
import { contentOf, errorOf, expectValidationErrors, type Page } from './http.ts';

/** Site and bank settings the confirmation and bank-transfer mails show. */
export const MAIL_SETTINGS = {
  site_name: 'Yalı Test',
  bank_name: 'Ziraat Bankası',
  account_holder: 'Yalı Turizm Ltd.',
  iban: 'TR12 0001 0000 0000 0000 0000 01',
};

/** Stores `MAIL_SETTINGS`. */
export async function seedMailSettings(db: Db) {
  await db.insert(settings).values(Object.entries(MAIL_SETTINGS).map(([key, value]) => ({ key, value })));
}

/**
 * Asserts that each status move of `moves` ([reservation id, target status])
 * answers 409 with the Turkish refusal, through the suite's `put`.
 */
export async function expectRefusedMoves(
  put: (id: number, payload: object) => Promise<LightMyRequestResponse>,
  moves: readonly (readonly [number, string])[],
) {
  for (const [id, status] of moves) {
    const res = await put(id, { status });
    expect(res.statusCode, `${id} → ${status}`).toBe(409);
    expect(errorOf(res).message).toContain('izin verilmiyor');
  }
}

/** Asserts that an option's expiry (ISO) is the default: now + 24 h. */
export function expectDefaultOptionExpiry(optionExpiresAt: string | null) {
  const hours = (Date.parse(optionExpiresAt ?? '') - Date.now()) / 3600_000;
  expect(hours).toBeGreaterThan(23.9);
  expect(hours).toBeLessThanOrEqual(24);
}

/** Columns both reservation tables share, as a test sets them. */
type SharedReservationFields = Partial<
  Pick<
    typeof reservations.$inferInsert,
    'status' | 'channel' | 'started_at' | 'finished_at' | 'guest_email' | 'total_price_kurus' | 'option_expires_at'
  >
>;
type Made = { id: number; reservation_id: string; started_at: string; finished_at: string };
type Request = [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object];

/**
 * What a back-office reservation suite needs to know of a rental unit kind:
 * its API path and list filter, how to make a unit and a reservation, its
 * party fields, length field, history labels and mail templates.
 */
export type AdminReservationKind = {
  /** The outbox's name of the kind. */
  kind: 'villa' | 'boat';
  /** The list path; a reservation is at `${path}/{id}`. */
  path: string;
  /** The list's filter (and the outbox row's column) naming the unit. */
  unitKey: 'villa_id' | 'boat_id';
  outboxKey: 'reservation_id' | 'boat_reservation_id';
  table: typeof reservations | typeof boatReservations;
  /** A unit of the kind; answers its id. */
  createUnit: (db: Db, o?: { name?: string; capacity?: number }) => Promise<number>;
  /** A reservation of unit `unitId`: the factory's pending web request, then `o`. */
  createReservation: (db: Db, unitId: number, o?: SharedReservationFields) => Promise<Made>;
  /** The party fields for `n` people. */
  party: (n: number) => Record<string, number>;
  /** The detail's count of nights or rental days. */
  lengthKey: 'nights' | 'days';
  /** The edit history's words for the first day and the party. */
  editLabels: [start: string, party: string];
  notFound: string;
  templates: { optionGiven: string; cancelled: string; confirm: string; bank: string };
  /** The request that queues the confirmation or the bank details of reservation `id`. */
  sendMail: (which: 'confirm' | 'bank', id: number) => Request;
};

export const VILLA_ADMIN: AdminReservationKind = {
  kind: 'villa',
  path: '/v1/admin/reservations',
  unitKey: 'villa_id',
  outboxKey: 'reservation_id',
  table: reservations,
  createUnit: async (db, o) => (await createVilla(db, o)).id,
  createReservation: (db, villa_id, o) => createReservation(db, { villa_id, ...o }),
  party: (adults) => ({ adults }),
  lengthKey: 'nights',
  editLabels: ['giriş tarihi', 'yetişkin sayısı'],
  notFound: 'Rezervasyon bulunamadı.',
  templates: {
    optionGiven: 'option_given',
    cancelled: 'reservation_cancelled',
    confirm: 'reservation_confirmed',
    bank: 'bank_transfer',
  },
  sendMail: (which, id) => ['POST', `/v1/admin/send${which}`, { id }],
};

export const BOAT_ADMIN: AdminReservationKind = {
  kind: 'boat',
  path: '/v1/admin/boatreservations',
  unitKey: 'boat_id',
  outboxKey: 'boat_reservation_id',
  table: boatReservations,
  createUnit: async (db, o) => (await createBoat(db, o)).id,
  createReservation: (db, boat_id, o) => createBoatReservation(db, { boat_id, ...o }),
  party: (guests) => ({ guests }),
  lengthKey: 'days',
  editLabels: ['başlangıç günü', 'kişi sayısı'],
  notFound: 'Tekne rezervasyonu bulunamadı.',
  templates: {
    optionGiven: 'boat_option_given',
    cancelled: 'boat_reservation_cancelled',
    confirm: 'boat_reservation_confirmed',
    bank: 'boat_bank_transfer',
  },
  sendMail: (which, id) => ['POST', `/v1/admin/boatreservations/${id}/send${which}`],
};

type Detail = AdminReservationDetail | AdminBoatReservationDetail;
type Item = AdminReservationItem | AdminBoatReservationItem;
type ConflictError = ErrorBody['content'] & { conflict?: HoldConflict };
type SuiteRequest = (method: Request[0], url: string, who: 'admin', payload?: unknown) => Promise<LightMyRequestResponse>;

/**
 * A kind's reservation calls as the suite's ADMIN, and the checks both
 * suites run. `db()` and `adminId()` are read inside tests only (the suite
 * fills them in `beforeAll`); `req` is the suite's `requestAs`.
 */
export class AdminReservationKit {
  private readonly db: () => Db;
  private readonly adminId: () => number;
  private readonly req: SuiteRequest;

  constructor(
    readonly k: AdminReservationKind,
    suite: { db: () => Db; adminId: () => number; req: SuiteRequest },
  ) {
    this.db = suite.db;
    this.adminId = suite.adminId;
    this.req = suite.req;
  }

  /** The list page for the query string `query` ('' or '?…'). */
  list = async (query = '') => contentOf<Page<Item>>(await this.req('GET', `${this.k.path}${query}`, 'admin'));
  detail = async (id: number) => contentOf<Detail>(await this.req('GET', `${this.k.path}/${id}`, 'admin'));
  put = (id: number, payload: object) => this.req('PUT', `${this.k.path}/${id}`, 'admin', payload);
  send = (which: 'confirm' | 'bank', id: number) => {
    const [method, url, payload] = this.k.sendMail(which, id);
    return this.req(method, url, 'admin', payload);
  };
  unread = async () => contentOf<UnreadCount>(await this.req('GET', '/v1/admin/unreadcount', 'admin')).reservationCount;
  private unit = (o?: { name?: string; capacity?: number }) => this.k.createUnit(this.db(), o);
  private reservation = (unitId: number, o?: SharedReservationFields) => this.k.createReservation(this.db(), unitId, o);

  /**
   * The list filters every kind shares, on two reservations of a new unit:
   * `early` (cancelled, 1–5 March 2031) and `late` (pending, from 10
   * March). Covers status, started_at as a day and as UTC or Istanbul
   * midnight, finished_at, the code (any case, partial) and created_at by
   * Istanbul day (it rewrites both rows' created_at).
   */
  async expectListFilters() {
    const { table } = this.k;
    const u = await this.unit();
    const early = await this.reservation(u, { started_at: '2031-03-01', finished_at: '2031-03-05', status: 'cancelled' });
    const late = await this.reservation(u, { started_at: '2031-03-10', finished_at: '2031-03-15' });
    const ids = async (q: string) => (await this.list(`?${this.k.unitKey}=${u}${q}`)).items.map((i) => i.id).sort();
    expect(await ids('')).toEqual([early.id, late.id].sort());
    expect(await ids('&status=cancelled')).toEqual([early.id]);
    expect(await ids('&started_at=2031-03-10')).toEqual([late.id]);
    // A timestamp counts as its Istanbul day: UTC midnight and Istanbul midnight both mean 10 March.
    expect(await ids('&started_at=2031-03-10T00:00:00.000Z')).toEqual([late.id]);
    expect(await ids(`&started_at=${encodeURIComponent('2031-03-09T21:00:00.000Z')}`)).toEqual([late.id]);
    expect(await ids('&finished_at=2031-03-05')).toEqual([early.id]);
    expect(await ids(`&finished_at=${addDays('2031-03-05', -1)}`)).toEqual([]);
    expect(await ids(`&reservation_id=${late.reservation_id.toLowerCase()}`)).toEqual([late.id]);
    expect(await ids(`&reservation_id=${late.reservation_id.slice(2, 6)}`)).toContain(late.id);

    // created_at: made on that Istanbul day or later.
    const setCreated = (id: number, at: string) =>
      this.db()
        .update(table)
        .set({ created_at: new Date(at) })
        .where(eq(table.id, id));
    await setCreated(early.id, '2026-11-01T22:30:00Z'); // 2 Nov, 01:30 Istanbul
    await setCreated(late.id, '2026-11-01T20:30:00Z'); // 1 Nov, 23:30 Istanbul
    expect(await ids('&created_at=2026-11-02')).toEqual([early.id]);
    expect(await ids('&created_at=2026-11-01T00:00:00.000Z')).toEqual([early.id, late.id].sort());
  }

  /** Malformed filters and paging of the list → 400 VALIDATION. */
  async expectMalformedFilters() {
    const queries = [
      '?status=open',
      '?started_at=yarın',
      '?created_at=2026-02-30',
      `?${this.k.unitKey}=abc`,
      '?take=500',
      '?skip=-1',
    ];
    await expectValidationErrors((url) => this.req('GET', url, 'admin'), this.k.path, queries);
  }

  /** An unknown id → 404 with the kind's Turkish message; not a number or beyond INT → 400. */
  async expectUnknownIds() {
    const res = await this.req('GET', `${this.k.path}/999999`, 'admin');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(this.k.notFound);
    expect((await this.req('GET', `${this.k.path}/abc`, 'admin')).statusCode).toBe(400);
    expect((await this.req('GET', `${this.k.path}/99999999999`, 'admin')).statusCode).toBe(400);
  }

  /**
   * The first ADMIN opening of new request `id` marks it opened (the unread
   * badge drops by one), a second keeps that time; answers the detail.
   */
  async expectOpenedOnce(id: number) {
    const before = await this.unread();
    const d = await this.detail(id);
    expect(d.opened_at).not.toBeNull();
    expect(d.events).toEqual([]);
    expect(d.mails).toEqual([]);
    expect(await this.unread()).toBe(before - 1);
    expect((await this.detail(id)).opened_at).toBe(d.opened_at);
    return d;
  }

  /**
   * Walks reservation `id` pending → option (with `option`, the rest of the
   * PUT body) → confirmed → completed: the option mail, and one history row
   * per move by the ADMIN. Answers the details after the option and at the end.
   */
  async walkLifeCycle(id: number, option: object = {}) {
    expect((await this.put(id, { status: 'option', ...option })).statusCode).toBe(200);
    const optioned = await this.detail(id);
    expect(optioned.status).toBe('option');
    expect(optioned.option_expires_at).not.toBeNull();
    expect(optioned.mails.map((m) => m.template_key)).toEqual([this.k.templates.optionGiven]);

    expect((await this.put(id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await this.put(id, { status: 'completed' })).statusCode).toBe(200);
    const completed = await this.detail(id);
    expect(completed.status).toBe('completed');
    expect(completed.events.map((e) => [e.from_status, e.to_status])).toEqual([
      ['pending', 'option'],
      ['option', 'confirmed'],
      ['confirmed', 'completed'],
    ]);
    expect(completed.events.every((e) => e.actor?.id === this.adminId() && e.created_at)).toBe(true);
    return { optioned, completed };
  }

  /**
   * Confirms then cancels a reservation of a new unit (10–12 Sept 2030): the
   * cancellation mail is queued and the days are free for another
   * reservation. Answers the cancelled reservation and its detail.
   */
  async expectCancelFreesDates() {
    const u = await this.unit();
    const a = await this.reservation(u, { guest_email: 'a@example.com', started_at: '2030-09-10', finished_at: '2030-09-12' });
    expect((await this.put(a.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await this.put(a.id, { status: 'cancelled' })).statusCode).toBe(200);
    const d = await this.detail(a.id);
    expect(d.status).toBe('cancelled');
    expect(d.mails.map((m) => m.template_key)).toEqual([this.k.templates.cancelled]);
    const b = await this.reservation(u, { started_at: a.started_at, finished_at: a.finished_at });
    expect((await this.put(b.id, { status: 'confirmed' })).statusCode).toBe(200);
    return { a, d };
  }

  /**
   * Illegal status moves → 409 in Turkish with no history row; a closed
   * reservation's dates and party are refused (409), its notes may change.
   */
  async expectIllegalMovesRefused() {
    const u = await this.unit();
    const done = await this.reservation(u, { status: 'completed' });
    const gone = await this.reservation(u, { status: 'cancelled' });
    const opt = await this.reservation(u, { status: 'option', option_expires_at: new Date(Date.now() + 3600_000) });
    const pend = await this.reservation(u);
    await expectRefusedMoves(this.put, [
      [done.id, 'pending'],
      [done.id, 'cancelled'],
      [gone.id, 'confirmed'],
      [gone.id, 'option'],
      [opt.id, 'pending'],
      [pend.id, 'completed'],
    ] as const);
    expect((await this.detail(done.id)).events).toEqual([]);
    expect((await this.put(gone.id, { started_at: '2035-01-01', finished_at: '2035-01-05' })).statusCode).toBe(409);
    expect((await this.put(gone.id, this.k.party(3))).statusCode).toBe(409);
    expect((await this.put(gone.id, { admin_note: 'Misafir aradı' })).statusCode).toBe(200);
  }

  /**
   * Edits dates, party, guest data, price and notes of a confirmed
   * reservation of a unit for 5: one history row naming the fields, none
   * when nothing changed; 422 over capacity or with the end not after the
   * start, 400 for both in one body and for bad input, 404 for an unknown
   * id. Answers the reservation and the over-capacity answer.
   */
  async expectEditWithHistory() {
    const { party, editLabels } = this.k;
    const u = await this.unit({ capacity: 5 });
    const r = await this.reservation(u, { status: 'confirmed', started_at: '2032-05-01', finished_at: '2032-05-04' });
    const edit = {
      guest_name: 'Ali Demir',
      guest_phone: '+90 532 111 22 33',
      total_price_kurus: 900_000,
      admin_note: 'Geç giriş',
    };
    expect((await this.put(r.id, { started_at: '2032-05-02', ...party(5), ...edit })).statusCode).toBe(200);
    const d = await this.detail(r.id);
    expect(d).toMatchObject({ started_at: '2032-05-02', finished_at: '2032-05-04', [this.k.lengthKey]: 2, ...party(5), ...edit });
    expect(d.events).toHaveLength(1);
    expect(d.events[0]).toMatchObject({ from_status: 'confirmed', to_status: 'confirmed' });
    for (const label of [...editLabels, 'tutar']) expect(d.events[0]?.note).toContain(label);
    // Nothing changed: no history row.
    expect((await this.put(r.id, party(5))).statusCode).toBe(200);
    expect((await this.detail(r.id)).events).toHaveLength(1);

    const over = await this.put(r.id, party(6));
    expect(over.statusCode).toBe(422);
    expect((await this.put(r.id, { finished_at: '2032-05-02' })).statusCode).toBe(422);
    expect((await this.put(r.id, { started_at: '2032-05-09', finished_at: '2032-05-03' })).statusCode).toBe(400);
    for (const bad of [
      party(0),
      { guest_email: 'x@' },
      { status: 'open' },
      { total_price_kurus: -1 },
      { started_at: '2032-02-30' },
    ]) {
      const res = await this.put(r.id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).issues?.[0]?.message).toMatch(/[a-zçğıöşü]/i);
    }
    expect((await this.put(999_999, party(2))).statusCode).toBe(404);
    return { r, over };
  }

  /**
   * A confirmed reservation (1–4 July 2033) holds its days: confirming or
   * optioning a pending request over them, or moving another confirmed
   * one onto them, answers 409 CONFLICT naming it and writes nothing; the
   * day it ends is free. Answers the holder and the 409 bodies.
   */
  async expectHoldConflicts() {
    const u = await this.unit();
    const held = await this.reservation(u, { status: 'confirmed', started_at: '2033-07-01', finished_at: '2033-07-04' });
    const r = await this.reservation(u, { started_at: '2033-07-03', finished_at: '2033-07-05' });
    const errors: ConflictError[] = [];
    for (const payload of [{ status: 'confirmed' }, { status: 'option' }]) {
      const res = await this.put(r.id, payload);
      expect(res.statusCode).toBe(409);
      const err = errorOf(res) as ConflictError;
      expect(err.code).toBe('CONFLICT');
      expect(err.conflict).toMatchObject({
        id: held.id,
        reservation_id: held.reservation_id,
        status: 'confirmed',
        started_at: '2033-07-01',
        finished_at: '2033-07-04',
      });
      errors.push(err);
    }
    const d = await this.detail(r.id);
    expect(d.status).toBe('pending');
    expect(d.events).toEqual([]);
    const other = await this.reservation(u, { status: 'confirmed', started_at: '2033-07-10', finished_at: '2033-07-11' });
    const moved = await this.put(other.id, { started_at: '2033-07-03' });
    expect(moved.statusCode).toBe(409);
    expect((errorOf(moved) as ConflictError).conflict?.id).toBe(held.id);
    expect((await this.detail(other.id)).started_at).toBe('2033-07-10');
    expect((await this.put(other.id, { started_at: '2033-07-04' })).statusCode).toBe(200);
    return { held, errors };
  }

  /**
   * Reservation `r` of the unit named `unitName`: the bank details (with
   * `MAIL_SETTINGS`), a confirmation refused (409) until it is confirmed,
   * then sent; both stamped, in the history and in the outbox under the
   * reservation's code. Answers the bank mail's outbox row and the detail.
   */
  async expectMailsSentAndStamped(r: Made, unitName: string, guestEmail: string) {
    const { templates } = this.k;
    const bank = contentOf<{ id: number }>(await this.send('bank', r.id));
    const [bankRow] = await this.db().select().from(mailOutbox).where(eq(mailOutbox.id, bank.id));
    expect(bankRow).toMatchObject({ template_key: templates.bank, to_address: guestEmail, [this.k.outboxKey]: r.id });
    for (const value of [MAIL_SETTINGS.iban, MAIL_SETTINGS.bank_name, MAIL_SETTINGS.account_holder])
      expect(bankRow?.text).toContain(value);

    const early = await this.send('confirm', r.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('Onay e-postası yalnızca onaylanmış rezervasyonlar için gönderilebilir.');
    expect((await this.put(r.id, { status: 'confirmed' })).statusCode).toBe(200);
    const conf = contentOf<{ id: number }>(await this.send('confirm', r.id));

    const d = await this.detail(r.id);
    expect(d.bank_sent_at).not.toBeNull();
    expect(d.confirm_sent_at).not.toBeNull();
    expect(d.mails.map((m) => [m.id, m.template_key])).toEqual([
      [conf.id, templates.confirm],
      [bank.id, templates.bank],
    ]);
    expect(d.events.map((e) => e.note)).toEqual(['Banka bilgileri gönderildi.', '', 'Onay e-postası gönderildi.']);

    // The outbox names the reservation (code, kind, unit) and filters by its code in any case.
    const outbox = contentOf<Page<MailOutboxItem>>(
      await this.req('GET', `/v1/admin/mail/outbox?reservation_id=${r.reservation_id.toLowerCase()}`, 'admin'),
    );
    expect(outbox.total).toBe(2);
    expect(outbox.items.map((m) => m.id)).toEqual([conf.id, bank.id]);
    for (const m of outbox.items) {
      expect(m).toMatchObject({
        reservation: { id: r.id, reservation_id: r.reservation_id, kind: this.k.kind, name: unitName },
        status: 'pending',
      });
    }
    return { bankRow, d };
  }

  /** Mails refused: no guest address (422), a closed reservation (409), an unknown id (404). */
  async expectMailRefusals() {
    const u = await this.unit();
    const noMail = await this.reservation(u, { guest_email: '' });
    const res = await this.send('bank', noMail.id);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toContain('e-posta adresi yok');
    const gone = await this.reservation(u, { status: 'cancelled', guest_email: 'a@example.com' });
    expect((await this.send('bank', gone.id)).statusCode).toBe(409);
    expect((await this.send('bank', 999_999)).statusCode).toBe(404);
  }
}
