/**
 * The payments ledger (issue 19) through HTTP on a real database: recording
 * kapora, balance, deposit and refunds on villa and boat reservations, the
 * summary and the payment state, a kapora confirming an option, the rules
 * (cancelled, overpayment, refunds and deposit returns above what is held,
 * future days, currencies and frozen rates), reversing entries, the
 * immutability of the ledger, the payments list with its filters, totals and
 * CSV, the due lists, the kapora reminder (by hand and by the job), the
 * payment state on the reservation lists, and who may do what.
 */
import { eq, sql } from 'drizzle-orm';
import type { AdminReservationItem, PaymentsDue, PaymentsPage, ReservationPayments } from '@yali/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, payments, reservationEvents, reservations } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { kaporaReminders } from '../../src/jobs/kapora-reminders.ts';
import { loginAs } from '../helpers/auth.ts';
import { adminSuite, expectRefused } from '../helpers/catalogue-suite.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createBoat,
  createBoatReservation,
  createReservation,
  createUser,
  createVilla,
  type TestUser,
} from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { seedMailSettings } from '../helpers/reservation-admin.ts';

const s = adminSuite();
const today = todayInIstanbul();
let otherOwner: TestUser;
let otherOwnerToken: string;
let villaId: number;
let otherVillaId: number;
let boatId: number;

/** 10.000 TL, kapora %30 = 3.000 TL, damage deposit 5.000 TL. */
const TOTAL = 1_000_000;
const KAPORA = 300_000;
const DEPOSIT = 500_000;

beforeAll(async () => {
  const db = s.t.db;
  otherOwner = await createUser(db, { role: 'OWNER' });
  otherOwnerToken = await loginAs(s.t.app, otherOwner);
  villaId = (await createVilla(db, { owner_id: s.owner.id, prepayment_percent: 30, damage_deposit_kurus: DEPOSIT })).id;
  otherVillaId = (await createVilla(db, { owner_id: otherOwner.id, prepayment_percent: 30 })).id;
  boatId = (await createBoat(db, { prepayment_percent: 40 })).id;
  await seedMailSettings(db);
  await db.execute(sql`INSERT INTO settings (key, value) VALUES ('euro_exchange_rate', '36.4217')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
});

let seq = 0;
/** A villa reservation of the test owner's villa, 10.000 TL, arriving in 30 days (spaced so none overlap). */
async function villaReservation(overrides: Partial<typeof reservations.$inferInsert> = {}) {
  seq += 1;
  const start = addDays(today, 30 + seq * 10);
  return createReservation(s.t.db, {
    villa_id: villaId,
    status: 'confirmed',
    channel: 'admin',
    started_at: start,
    finished_at: addDays(start, 7),
    total_price_kurus: TOTAL,
    ...overrides,
  });
}

const pay = (id: number, body: object, token = s.adminToken, path = 'reservations') =>
  s.call('POST', `/v1/admin/${path}/${id}/payments`, token, {
    method: 'bank_transfer',
    paid_on: today,
    ...body,
  });
const ledger = async (id: number, token = s.adminToken, path = 'reservations') =>
  contentOf<ReservationPayments>(await s.call('GET', `/v1/admin/${path}/${id}/payments`, token));

describe('recording payments on a villa reservation', () => {
  it('a kapora by havale on an option confirms it, with a history row, and the state becomes kapora alındı', async () => {
    const r = await villaReservation({ status: 'option', option_expires_at: new Date(Date.now() + 86_400_000) });
    const before = await ledger(r.id);
    expect(before.summary).toMatchObject({
      total_kurus: TOTAL,
      paid_kurus: 0,
      balance_due_kurus: TOTAL,
      kapora_kurus: KAPORA,
      kapora_due_on: addDays(today, 1),
      balance_due_on: r.started_at,
      deposit_kurus: DEPOSIT,
      deposit_held_kurus: 0,
      state: 'unpaid',
    });

    const res = contentOf<ReservationPayments>(
      await pay(r.id, { kind: 'kapora', amount_minor: KAPORA, reference: 'DEKONT-4711' }),
      201,
    );
    expect(res.confirmed).toBe(true);
    expect(res.summary).toMatchObject({ paid_kurus: KAPORA, balance_due_kurus: TOTAL - KAPORA, state: 'deposit_paid' });
    expect(res.entries).toEqual([
      expect.objectContaining({
        kind: 'kapora',
        amount_kurus: KAPORA,
        currency: 'TL',
        amount_minor: KAPORA,
        exchange_rate: '1.0000',
        method: 'bank_transfer',
        paid_on: today,
        reference: 'DEKONT-4711',
        reverses_id: null,
        reversed_by_id: null,
        overpayment: false,
        recorded_by: { id: s.admin.id, name: `${s.admin.first_name} ${s.admin.last_name}` },
      }),
    ]);
    const [row] = await s.t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row?.status).toBe('confirmed');
    const events = await s.t.db.select().from(reservationEvents).where(eq(reservationEvents.reservation_id, r.id));
    expect(events.at(-1)).toMatchObject({ from_status: 'option', to_status: 'confirmed', actor_id: s.admin.id });
    expect(events.at(-1)?.note).toContain('Kapora alındı (3.000,00 ₺)');
  });

  it('with the setting off, a kapora leaves the option an option', async () => {
    contentOf(await s.call('PUT', '/v1/admin/payments/edit', s.adminToken, { payment_kapora_confirms_option: 'false' }));
    try {
      const r = await villaReservation({ status: 'option', option_expires_at: new Date(Date.now() + 86_400_000) });
      const res = contentOf<ReservationPayments>(await pay(r.id, { kind: 'kapora', amount_minor: KAPORA }), 201);
      expect(res.confirmed).toBeUndefined();
      const [row] = await s.t.db.select().from(reservations).where(eq(reservations.id, r.id));
      expect(row?.status).toBe('option');
    } finally {
      await s.call('PUT', '/v1/admin/payments/edit', s.adminToken, { payment_kapora_confirms_option: 'true' });
    }
  });

  it('balance and deposit at arrival, part of the deposit returned after check-out with a reason', async () => {
    const r = await villaReservation();
    await pay(r.id, { kind: 'kapora', amount_minor: KAPORA });
    await pay(r.id, { kind: 'balance', amount_minor: TOTAL - KAPORA, method: 'cash' });
    await pay(r.id, { kind: 'deposit_taken', amount_minor: DEPOSIT, method: 'cash' });
    let l = await ledger(r.id);
    expect(l.summary).toMatchObject({ paid_kurus: TOTAL, balance_due_kurus: 0, deposit_held_kurus: DEPOSIT, state: 'paid' });

    const back = contentOf<ReservationPayments>(
      await pay(r.id, { kind: 'deposit_returned', amount_minor: 350_000, method: 'cash', note: 'Kırık cam: 1.500 TL kesildi.' }),
      201,
    );
    expect(back.entries.at(-1)).toMatchObject({ kind: 'deposit_returned', amount_kurus: -350_000, amount_minor: -350_000 });
    expect(back.summary.deposit_held_kurus).toBe(150_000);

    const tooMuch = await pay(r.id, { kind: 'deposit_returned', amount_minor: 150_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(errorOf(tooMuch).message).toBe('İade edilen depozito, tutulan depozitodan (1.500,00 ₺) fazla olamaz.');
    l = await ledger(r.id);
    expect(l.entries).toHaveLength(4);
  });

  it('a payment in euros is frozen into TL at the rate of the day (settings or given), in integers', async () => {
    const r = await villaReservation();
    const eur = contentOf<ReservationPayments>(await pay(r.id, { kind: 'kapora', amount_minor: 1234, currency: 'EURO' }), 201);
    // 12,34 € × 36,4217 = 449,4438 TL → 449,44 TL
    expect(eur.entries[0]).toMatchObject({
      currency: 'EURO',
      amount_minor: 1234,
      exchange_rate: '36.4217',
      amount_kurus: 44_944,
    });
    const given = contentOf<ReservationPayments>(
      await pay(r.id, { kind: 'balance', amount_minor: 10_000, currency: 'EURO', exchange_rate: '37,5' }),
      201,
    );
    expect(given.entries[1]).toMatchObject({ exchange_rate: '37.5000', amount_kurus: 375_000 });
    expect(given.summary.paid_kurus).toBe(44_944 + 375_000);

    const noRate = await pay(r.id, { kind: 'balance', amount_minor: 100, currency: 'POUND' });
    expect(noRate.statusCode).toBe(422);
    expect(errorOf(noRate).message).toBe('Bu para birimi için ayarlarda kur yok; ödemenin kurunu yazın.');
    const badRate = await pay(r.id, { kind: 'balance', amount_minor: 100, currency: 'EURO', exchange_rate: '-3' });
    expect(badRate.statusCode).toBe(400);
  });

  it('an overpayment asks for confirmation, then is recorded and flagged', async () => {
    const r = await villaReservation();
    await pay(r.id, { kind: 'balance', amount_minor: TOTAL });
    const over = await pay(r.id, { kind: 'deposit_taken', amount_minor: DEPOSIT + 1 });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over)).toEqual({
      code: 'OVERPAYMENT',
      message: 'Bu ödemeyle alınan tutar, toplam tutar ve depozitoyu (15.000,00 ₺) aşıyor. Yine de kaydetmek için onaylayın.',
    });
    expect((await ledger(r.id)).entries).toHaveLength(1);
    const ok = contentOf<ReservationPayments>(
      await pay(r.id, { kind: 'deposit_taken', amount_minor: DEPOSIT + 1, confirm_overpayment: true }),
      201,
    );
    expect(ok.entries.at(-1)?.overpayment).toBe(true);
    expect(ok.summary.overpayment).toBe(true);
  });

  it('a cancelled reservation takes only refunds; a refund above what was paid is refused; all refunded reads İade edildi', async () => {
    const r = await villaReservation();
    await pay(r.id, { kind: 'kapora', amount_minor: KAPORA });
    await s.call('PUT', `/v1/admin/reservations/${r.id}`, s.adminToken, { status: 'cancelled' });
    const kapora = await pay(r.id, { kind: 'kapora', amount_minor: 1000 });
    expect(kapora.statusCode).toBe(409);
    expect(errorOf(kapora).message).toBe(
      'İptal edilmiş bir rezervasyona yalnızca iade (ödeme iadesi ya da depozito iadesi) kaydedilebilir.',
    );
    const tooMuch = await pay(r.id, { kind: 'refund', amount_minor: KAPORA + 1 });
    expect(tooMuch.statusCode).toBe(422);
    const partial = contentOf<ReservationPayments>(await pay(r.id, { kind: 'refund', amount_minor: 100_000 }), 201);
    expect(partial.summary).toMatchObject({
      paid_kurus: 200_000,
      refunded_kurus: 100_000,
      balance_due_kurus: 0,
      state: 'refunded',
    });
  });

  it('refuses a future payment day, a zero or negative amount, an unknown kind, method or field', async () => {
    const r = await villaReservation();
    const cases: [object, number, string?][] = [
      [{ kind: 'kapora', amount_minor: 100, paid_on: addDays(today, 1) }, 422, 'Ödeme tarihi bugünden sonra olamaz.'],
      [{ kind: 'kapora', amount_minor: 0 }, 400],
      [{ kind: 'kapora', amount_minor: -5 }, 400],
      [{ kind: 'kapora', amount_minor: 1.5 }, 400],
      [{ kind: 'gift', amount_minor: 100 }, 400],
      [{ kind: 'kapora', amount_minor: 100, method: 'bitcoin' }, 400],
      [{ kind: 'kapora', amount_minor: 100, amount_kurus: 5 }, 400],
      [{ kind: 'kapora', amount_minor: 100, paid_on: '2026-02-30' }, 400],
    ];
    for (const [body, status, message] of cases) {
      const res = await pay(r.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(errorOf(res).message).toBe(message);
    }
    expect((await ledger(r.id)).entries).toEqual([]);
    expect((await pay(999_999, { kind: 'kapora', amount_minor: 100 })).statusCode).toBe(404);
  });
});

describe('large amounts', () => {
  it('reads the ledger of a reservation above 716,000 TL: the kapora is 30 % of it, not an overflow', async () => {
    const total = 2_000_000_000; // 20 million TL, the most a reservation can carry is 21.4 million
    const r = await villaReservation({ total_price_kurus: total });
    const l = await ledger(r.id);
    expect(l.summary).toMatchObject({ total_kurus: total, kapora_kurus: 600_000_000, paid_kurus: 0 });
    const paid = await pay(r.id, { kind: 'kapora', amount_minor: 600_000_000 });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await ledger(r.id)).summary.paid_kurus).toBe(600_000_000);
  });
});

describe('reversing entries', () => {
  it('takes an entry back with a reversing one; not twice, and a reversal is not reversed', async () => {
    const r = await villaReservation();
    const recorded = contentOf<ReservationPayments>(
      await pay(r.id, { kind: 'kapora', amount_minor: 25_000, currency: 'EURO', exchange_rate: '40' }),
      201,
    );
    const entry = recorded.entries[0];
    if (!entry) throw new Error('no entry');
    const rev = contentOf<ReservationPayments & { unit_kind: string; reservation_id: number }>(
      await s.call('POST', `/v1/admin/payments/${entry.id}/reverse`, s.adminToken, { note: 'Yanlış rezervasyona girildi' }),
      201,
    );
    expect(rev).toMatchObject({ unit_kind: 'villa', reservation_id: r.id });
    expect(rev.entries).toHaveLength(2);
    expect(rev.entries[0]?.reversed_by_id).toBe(rev.entries[1]?.id);
    expect(rev.entries[1]).toMatchObject({
      kind: 'kapora',
      amount_kurus: -entry.amount_kurus,
      amount_minor: -25_000,
      exchange_rate: '40.0000',
      reverses_id: entry.id,
      note: 'Geri alındı: Yanlış rezervasyona girildi',
    });
    expect(rev.summary).toMatchObject({ paid_kurus: 0, state: 'unpaid' });

    const twice = await s.call('POST', `/v1/admin/payments/${entry.id}/reverse`, s.adminToken, { note: 'tekrar' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('Bu ödeme kaydı zaten geri alınmış.');
    const ofReversal = await s.call('POST', `/v1/admin/payments/${rev.entries[1]?.id}/reverse`, s.adminToken, { note: 'geri' });
    expect(ofReversal.statusCode).toBe(409);
    const noReason = await s.call('POST', `/v1/admin/payments/${entry.id}/reverse`, s.adminToken, {});
    expect(noReason.statusCode).toBe(400);
    expect((await s.call('POST', '/v1/admin/payments/999999/reverse', s.adminToken, { note: 'yok' })).statusCode).toBe(404);
  });

  it('the ledger cannot be edited or deleted, even in SQL', async () => {
    const r = await villaReservation();
    await pay(r.id, { kind: 'kapora', amount_minor: 1000 });
    await expect(s.t.db.update(payments).set({ amount_kurus: 1 }).where(eq(payments.reservation_id, r.id))).rejects.toThrow();
    await expect(s.t.db.delete(payments).where(eq(payments.reservation_id, r.id))).rejects.toThrow();
    expect((await ledger(r.id)).entries[0]?.amount_kurus).toBe(1000);
  });
});

describe('boat reservations have the same ledger', () => {
  it('records a kapora and the balance on a boat rental; an OWNER reads no boat ledger', async () => {
    const start = addDays(today, 20);
    const r = await createBoatReservation(s.t.db, {
      boat_id: boatId,
      status: 'option',
      option_expires_at: new Date(Date.now() + 3_600_000),
      started_at: start,
      finished_at: addDays(start, 2),
      total_price_kurus: 4_000_000,
    });
    const first = contentOf<ReservationPayments>(
      await pay(r.id, { kind: 'kapora', amount_minor: 1_600_000 }, s.adminToken, 'boatreservations'),
      201,
    );
    expect(first.confirmed).toBe(true);
    expect(first.summary).toMatchObject({ kapora_kurus: 1_600_000, deposit_kurus: 0, state: 'deposit_paid' });
    const paid = contentOf<ReservationPayments>(
      await pay(r.id, { kind: 'balance', amount_minor: 2_400_000, method: 'card' }, s.adminToken, 'boatreservations'),
      201,
    );
    expect(paid.summary.state).toBe('paid');
    const boats = contentOf<Page<{ id: number; payment_state: string }>>(
      await s.call('GET', `/v1/admin/boatreservations?payment_state=paid`, s.adminToken),
    );
    expect(boats.items.map((x) => x.id)).toContain(r.id);
    expect((await s.call('GET', `/v1/admin/boatreservations/${r.id}/payments`, s.ownerToken)).statusCode).toBe(403);
  });
});

describe('states, due lists and reminders', () => {
  it('overdue kapora and balance due this week, on the reservation list and in the due lists', async () => {
    const overdue = await villaReservation({ kapora_due_on: addDays(today, -1), guest_name: 'Geciken Kapora' });
    const start = addDays(today, 3);
    const soon = await createReservation(s.t.db, {
      villa_id: otherVillaId,
      status: 'confirmed',
      channel: 'admin',
      started_at: start,
      finished_at: addDays(start, 5),
      total_price_kurus: 800_000,
      guest_name: 'Bu Hafta Gelen',
    });
    await pay(soon.id, { kind: 'kapora', amount_minor: 240_000 });

    const list = contentOf<Page<AdminReservationItem>>(
      await s.call('GET', '/v1/admin/reservations?payment_state=overdue', s.adminToken),
    );
    expect(list.items.map((x) => x.id)).toContain(overdue.id);
    expect(list.items.every((x) => x.payment_state === 'overdue')).toBe(true);
    const all = contentOf<Page<AdminReservationItem>>(await s.call('GET', '/v1/admin/reservations?take=100', s.adminToken));
    expect(all.items.find((x) => x.id === soon.id)?.payment_state).toBe('deposit_paid');

    const due = contentOf<PaymentsDue>(await s.call('GET', '/v1/admin/payments/due', s.adminToken));
    expect(due.overdue_kapora.find((x) => x.id === overdue.id)).toMatchObject({
      unit_kind: 'villa',
      kapora_kurus: KAPORA,
      kapora_due_on: addDays(today, -1),
      state: 'overdue',
    });
    expect(due.balance_due_week.find((x) => x.id === soon.id)).toMatchObject({
      balance_due_on: start,
      balance_due_kurus: 560_000,
    });
    expect(due.overdue_kapora.some((x) => x.id === soon.id)).toBe(false);

    // The owner of the overdue reservation's villa sees it; the other owner does not, and vice versa.
    const mine = contentOf<PaymentsDue>(await s.call('GET', '/v1/admin/payments/due', s.ownerToken));
    expect(mine.overdue_kapora.map((x) => x.id)).toContain(overdue.id);
    expect(mine.balance_due_week.map((x) => x.id)).not.toContain(soon.id);
    const theirs = contentOf<PaymentsDue>(await s.call('GET', '/v1/admin/payments/due', otherOwnerToken));
    expect(theirs.overdue_kapora.map((x) => x.id)).not.toContain(overdue.id);
    expect(theirs.balance_due_week.map((x) => x.id)).toContain(soon.id);
  });

  it('confirming starts the kapora clock: due the set number of days later', async () => {
    const r = await villaReservation({ status: 'pending' });
    contentOf(await s.call('PUT', `/v1/admin/reservations/${r.id}`, s.adminToken, { status: 'confirmed' }));
    expect((await ledger(r.id)).summary.kapora_due_on).toBe(addDays(today, 3));
  });

  it('sends the kapora reminder by hand with the amounts and due day, and the job once per reservation', async () => {
    const r = await villaReservation({ kapora_due_on: addDays(today, 2), guest_email: 'hatirlat@test.yali.example' });
    await pay(r.id, { kind: 'kapora', amount_minor: 100_000 });
    const sent = contentOf<{ id: number }>(await s.call('POST', `/v1/admin/reservations/${r.id}/kapora-reminder`, s.adminToken));
    const [mail] = await s.t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(mail).toMatchObject({ template_key: 'kapora_reminder', to_address: 'hatirlat@test.yali.example' });
    expect(mail?.text).toContain('kaporası (3.000,00 ₺)');
    expect(mail?.text).toContain('Şu ana kadar alınan: 1.000,00 ₺; kalan kapora: 2.000,00 ₺');
    expect(mail?.text).toContain('IBAN: TR');

    const paidUp = await villaReservation();
    await pay(paidUp.id, { kind: 'kapora', amount_minor: KAPORA });
    const refused = await s.call('POST', `/v1/admin/reservations/${paidUp.id}/kapora-reminder`, s.adminToken);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Bu rezervasyonun kaporası alınmış.');

    const auto = await villaReservation({ kapora_due_on: addDays(today, 1), guest_email: 'otomatik@test.yali.example' });
    const first = await kaporaReminders(s.t.db, today);
    expect(first.count).toBeGreaterThanOrEqual(1);
    const again = await kaporaReminders(s.t.db, today);
    expect(again.count).toBe(0);
    const autoMails = await s.t.db.select().from(mailOutbox).where(eq(mailOutbox.reservation_id, auto.id));
    expect(autoMails.map((m) => m.template_key)).toEqual(['kapora_reminder']);
    // Reminded by hand already: the job leaves it alone.
    expect(await s.t.db.select().from(mailOutbox).where(eq(mailOutbox.reservation_id, r.id))).toHaveLength(1);
  });

  it('does not remind on the day the option was given (its mail names the deadline), and does the next day', async () => {
    const r = await villaReservation({ status: 'pending', guest_email: 'opsiyon@test.yali.example' });
    const optionUntil = new Date(`${addDays(today, 2)}T12:00:00+03:00`).toISOString();
    const given = await s.call('PUT', `/v1/admin/reservations/${r.id}`, s.adminToken, {
      status: 'option',
      option_expires_at: optionUntil,
    });
    expect(given.statusCode).toBe(200);
    expect((await ledger(r.id)).summary.kapora_due_on).toBe(addDays(today, 2));
    const keys = async () =>
      (await s.t.db.select().from(mailOutbox).where(eq(mailOutbox.reservation_id, r.id))).map((m) => m.template_key);

    await kaporaReminders(s.t.db, today);
    expect(await keys()).toEqual(['option_given']);
    await kaporaReminders(s.t.db, addDays(today, 1));
    expect(await keys()).toEqual(['option_given', 'kapora_reminder']);
  });
});

describe('the payments list', () => {
  it('filters by day, method, kind, unit and owner, totals all pages, and scopes an OWNER to their villas', async () => {
    const mine = await villaReservation({ guest_name: 'Liste Misafiri' });
    await pay(mine.id, { kind: 'kapora', amount_minor: 123_456, method: 'card', paid_on: addDays(today, -40) });
    const theirs = await createReservation(s.t.db, {
      villa_id: otherVillaId,
      status: 'confirmed',
      channel: 'admin',
      started_at: addDays(today, 200),
      finished_at: addDays(today, 207),
      total_price_kurus: TOTAL,
    });
    await pay(theirs.id, { kind: 'kapora', amount_minor: 111_111, method: 'card', paid_on: addDays(today, -40) });

    const day = addDays(today, -40);
    const q = `/v1/admin/payments?from=${day}&to=${day}&method=card`;
    const page = contentOf<PaymentsPage>(await s.call('GET', q, s.adminToken));
    expect(page.total).toBe(2);
    expect(page.totals).toMatchObject({
      sum_kurus: 234_567,
      received_kurus: 234_567,
      paid_out_kurus: 0,
      by_kind: { kapora: 234_567 },
    });
    expect(page.items.find((x) => x.reservation.id === mine.id)?.reservation).toMatchObject({
      unit_kind: 'villa',
      unit_id: villaId,
      guest_name: 'Liste Misafiri',
      owner: { id: s.owner.id },
    });
    const paged = contentOf<PaymentsPage>(await s.call('GET', `${q}&take=1`, s.adminToken));
    expect(paged.items).toHaveLength(1);
    expect(paged.totals.sum_kurus).toBe(234_567);

    const byOwner = contentOf<PaymentsPage>(await s.call('GET', `${q}&owner_id=${otherOwner.id}`, s.adminToken));
    expect(byOwner.items.map((x) => x.reservation.id)).toEqual([theirs.id]);
    const asOwner = contentOf<PaymentsPage>(await s.call('GET', q, s.ownerToken));
    expect(asOwner.items.map((x) => x.reservation.id)).toEqual([mine.id]);
    const asOwnerAll = contentOf<PaymentsPage>(await s.call('GET', '/v1/admin/payments?take=100', s.ownerToken));
    expect(asOwnerAll.items.every((x) => x.reservation.unit_kind === 'villa' && x.reservation.owner?.id === s.owner.id)).toBe(
      true,
    );
    const boatsOnly = contentOf<PaymentsPage>(await s.call('GET', '/v1/admin/payments?unit_kind=boat', s.adminToken));
    expect(boatsOnly.items.every((x) => x.reservation.unit_kind === 'boat')).toBe(true);
    expect(contentOf<PaymentsPage>(await s.call('GET', '/v1/admin/payments?unit_kind=boat', s.ownerToken)).total).toBe(0);

    for (const bad of ['from=2026-13-01', 'method=x', 'kind=x', 'unit_kind=car', 'owner_id=abc', 'take=101']) {
      expect((await s.call('GET', `/v1/admin/payments?${bad}`, s.adminToken)).statusCode, bad).toBe(400);
    }
  });

  it('exports the filtered payments as an Excel-friendly CSV', async () => {
    const day = addDays(today, -40);
    const res = await s.call('GET', `/v1/admin/payments.csv?from=${day}&to=${day}&method=card`, s.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="odemeler-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFTarih;Rezervasyon;Villa / Tekne;Misafir;Ev sahibi;Tür;Yöntem;Tutar;')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(';Kapora;Kredi kartı (ofiste);1234,56;TL;1,0000;1234,56;'))).toBe(true);
    const asOther = await s.call('GET', `/v1/admin/payments.csv?from=${day}&to=${day}&method=card`, otherOwnerToken);
    expect(asOther.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('who may do what', () => {
  it('ADMIN only: recording, reversing, reminders, boat ledgers, payment settings', async () => {
    const r = await villaReservation();
    const body = { kind: 'kapora', amount_minor: 100, method: 'cash', paid_on: today };
    for (const endpoint of [
      ['POST', `/v1/admin/reservations/${r.id}/payments`, body],
      ['POST', `/v1/admin/boatreservations/1/payments`, body],
      ['GET', '/v1/admin/boatreservations/1/payments'],
      ['POST', '/v1/admin/payments/1/reverse', { note: 'neden' }],
      ['POST', `/v1/admin/reservations/${r.id}/kapora-reminder`],
      ['PUT', '/v1/admin/payments/edit', { payment_reminder_days: '' }],
      ['GET', '/v1/admin/settings/payments'],
    ] as const) {
      await expectRefused(s, endpoint);
    }
  });

  it('an OWNER reads their own villa’s ledger, another owner gets 404, anonymous 401', async () => {
    const r = await villaReservation();
    await pay(r.id, { kind: 'kapora', amount_minor: 5000 });
    expect((await ledger(r.id, s.ownerToken)).entries).toHaveLength(1);
    const other = await s.call('GET', `/v1/admin/reservations/${r.id}/payments`, otherOwnerToken);
    expect(other.statusCode).toBe(404);
    expect((await s.call('GET', `/v1/admin/reservations/${r.id}/payments`)).statusCode).toBe(401);
    for (const url of ['/v1/admin/payments', '/v1/admin/payments.csv', '/v1/admin/payments/due']) {
      expect((await s.call('GET', url)).statusCode, url).toBe(401);
    }
  });

  it('saves the payment settings with their rules', async () => {
    const saved = contentOf<{ key: string; value: string }[]>(
      await s.call('PUT', '/v1/admin/payments/edit', s.adminToken, {
        payment_kapora_due_days: '5',
        owner_statement_basis: 'night',
      }),
    );
    expect(saved).toEqual(
      expect.arrayContaining([
        { key: 'payment_kapora_due_days', value: '5' },
        { key: 'owner_statement_basis', value: 'night' },
      ]),
    );
    for (const bad of [{ payment_kapora_due_days: '61' }, { owner_statement_basis: 'weekly' }, { foo: '1' }]) {
      expect((await s.call('PUT', '/v1/admin/payments/edit', s.adminToken, bad)).statusCode).toBe(400);
    }
    await s.call('PUT', '/v1/admin/payments/edit', s.adminToken, {
      payment_kapora_due_days: '3',
      owner_statement_basis: 'checkout',
    });
  });
});
