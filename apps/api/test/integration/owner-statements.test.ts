/**
 * Owner commissions, expenses, payouts and monthly statements (issue 19)
 * through HTTP: the authorisation matrix of every endpoint, the fixed cases
 * of the statement arithmetic on a real database (commission change
 * mid-month, a stay across two months under each basis, a refund after the
 * statement closed, a refund in EUR at a frozen rate, a cancellation), the
 * closing rules, and the PDF and CSV exports (the PDF's text is extracted
 * and its figures checked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  type CommissionRateItem,
  type OwnerExpenseItem,
  type OwnerPayoutItem,
  type OwnerStatement,
  type StatementList,
} from '@yali/contract';
import { payments } from '../../src/db/schema.ts';
import { writeSettings } from '../../src/modules/settings/settings-store.ts';
import { bearer, signExpiredToken, signInAll } from '../helpers/auth.ts';
import { createReservation, createUser, createVilla, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { pdfText } from '../helpers/pdf.ts';

let t: TestApp;
let admin: TestUser;
let owner1: TestUser;
let owner2: TestUser;
const tokens = { admin: '', owner1: '', owner2: '' };
type Who = keyof typeof tokens | 'anonymous';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: who === 'anonymous' ? {} : bearer(tokens[who]), ...(payload ? { payload } : {}) });

/** A payment row as the ledger stores it (the payments API is another module's; rows are immutable, insert only). */
async function pay(
  reservationId: number,
  kind: (typeof payments.$inferInsert)['kind'],
  amountKurus: number,
  paidOn: string,
  eur?: { cents: number; rate: string },
) {
  await t.db.insert(payments).values({
    reservation_id: reservationId,
    kind,
    amount_kurus: amountKurus,
    currency: eur ? 'EURO' : 'TL',
    amount_minor: eur ? eur.cents : amountKurus,
    exchange_rate: eur ? eur.rate : '1',
    method: 'bank_transfer',
    paid_on: paidOn,
  });
}

async function stay(
  villaId: number,
  started_at: string,
  finished_at: string,
  total: number,
  status: 'confirmed' | 'completed' | 'cancelled' | 'option' = 'completed',
) {
  return createReservation(t.db, {
    villa_id: villaId,
    started_at,
    finished_at,
    total_price_kurus: total,
    status,
    channel: 'admin',
  });
}

const statementOf = async (ownerId: number, month: string, who: Who = 'admin') =>
  contentOf<OwnerStatement>(await call('GET', `/v1/admin/owner-statements/${ownerId}/${month}`, who));

const addRate = (ownerId: number, body: object) => call('POST', `/v1/admin/owners/${ownerId}/commission-rates`, 'admin', body);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  owner1 = await createUser(t.db, { role: 'OWNER', first_name: 'Şükrü', last_name: 'Işıkoğlu' });
  owner2 = await createUser(t.db, { role: 'OWNER' });
  await signInAll(t.app, tokens, { admin, owner1, owner2 });
  await writeSettings(t.db, { site_name: 'Yalı Villa Kiralama' });
});
afterAll(() => t?.close());

describe('checkout basis: owner1 in June 2025', () => {
  let villa: number;
  let early: number;
  let late: number;
  let expense: OwnerExpenseItem;
  let payout: OwnerPayoutItem;

  beforeAll(async () => {
    villa = (await createVilla(t.db, { name: 'Villa Çağlayan', owner_id: owner1.id })).id;
    expect((await addRate(owner1.id, { rate_bp: 2000, effective_from: '2025-01-01' })).statusCode).toBe(201);
    // The commission rises mid-month: stays that check out from 15 June pay %25.
    expect((await addRate(owner1.id, { rate_bp: 2500, effective_from: '2025-06-15' })).statusCode).toBe(201);
    early = (await stay(villa, '2025-06-01', '2025-06-08', 1_234_567)).id;
    late = (await stay(villa, '2025-06-20', '2025-06-27', 1_000_000, 'confirmed')).id;
    // Neither an option, nor an external blocking, nor a stay checking out in July counts in June.
    await stay(villa, '2025-06-10', '2025-06-13', 5_000_000, 'option');
    await createReservation(t.db, {
      villa_id: villa,
      started_at: '2025-06-13',
      finished_at: '2025-06-16',
      status: 'confirmed',
      channel: 'external',
    });
    await stay(villa, '2025-06-28', '2025-07-03', 700_000);
    expense = contentOf<OwnerExpenseItem>(
      await call('POST', '/v1/admin/owner-expenses', 'admin', {
        owner_id: owner1.id,
        villa_id: villa,
        spent_on: '2025-06-20',
        amount_kurus: 150_000,
        description: 'Havuz temizliği',
      }),
      201,
    );
    payout = contentOf<OwnerPayoutItem>(
      await call('POST', '/v1/admin/owner-payouts', 'admin', {
        owner_id: owner1.id,
        paid_on: '2025-06-30',
        amount_kurus: 500_000,
        iban_reference: 'TR12 0006 … dekont 4411',
        note: 'Haziran avansı',
      }),
      201,
    );
  });

  it('computes the open statement: each stay at the rate of its check-out day', async () => {
    const s = await statementOf(owner1.id, '2025-06');
    expect(s.status).toBe('open');
    expect(s.basis).toBe('checkout');
    expect(s.closable).toBe(true);
    expect(
      s.lines.map((l) => [l.reservation_id, l.rate_bp, l.rent_kurus, l.commission_kurus, l.owner_share_kurus, l.correction]),
    ).toEqual([
      [early, 2000, 1_234_567, 246_913, 987_654, false],
      [late, 2500, 1_000_000, 250_000, 750_000, false],
    ]);
    expect(s.lines[0]).toMatchObject({
      villa: { id: villa, name: 'Villa Çağlayan' },
      nights: 7,
      started_at: '2025-06-01',
      finished_at: '2025-06-08',
    });
    expect(s.expenses.map((e) => e.id)).toEqual([expense.id]);
    expect(s.payouts.map((p) => p.id)).toEqual([payout.id]);
    expect(s.totals).toEqual({
      opening_balance_kurus: 0,
      rent_kurus: 2_234_567,
      commission_kurus: 496_913,
      owner_share_kurus: 1_737_654,
      expenses_kurus: 150_000,
      payouts_kurus: 500_000,
      closing_balance_kurus: 1_087_654,
    });
  });

  it('exports the open statement as a draft PDF', async () => {
    const res = await call('GET', `/v1/admin/owner-statements/${owner1.id}/2025-06.pdf`, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Taslak (kapanmadı)');
  });

  it('closes June: stored, final, and a second close is a 409', async () => {
    const closed = contentOf<OwnerStatement>(
      await call('POST', `/v1/admin/owner-statements/${owner1.id}/2025-06/close`, 'admin'),
    );
    expect(closed.status).toBe('closed');
    expect(closed.closed_by?.id).toBe(admin.id);
    expect(closed.totals.closing_balance_kurus).toBe(1_087_654);
    expect(closed.lines).toHaveLength(2);
    expect(closed.expenses.map((e) => e.statement_month)).toEqual(['2025-06']);
    const again = await call('POST', `/v1/admin/owner-statements/${owner1.id}/2025-06/close`, 'admin');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Haziran 2025 hesap dökümü zaten kapatılmış.');
    expect(await statementOf(owner1.id, '2025-06')).toEqual(closed);
  });

  it('refuses to delete what a closed statement carries, deletes what it does not', async () => {
    const res = await call('DELETE', `/v1/admin/owner-expenses/${expense.id}`, 'admin');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/kapatılmış bir hesap dökümünde/);
    expect((await call('DELETE', `/v1/admin/owner-payouts/${payout.id}`, 'admin')).statusCode).toBe(409);
    const spare = contentOf<OwnerPayoutItem>(
      await call('POST', '/v1/admin/owner-payouts', 'admin', { owner_id: owner1.id, paid_on: '2025-07-02', amount_kurus: 100 }),
      201,
    );
    expect(contentOf(await call('DELETE', `/v1/admin/owner-payouts/${spare.id}`, 'admin'))).toEqual({ id: spare.id });
    expect((await call('DELETE', `/v1/admin/owner-payouts/${spare.id}`, 'admin')).statusCode).toBe(404);
    expect((await call('DELETE', '/v1/admin/owner-expenses/999999', 'admin')).statusCode).toBe(404);
  });

  it('refuses a commission rate from a day of a closed month (422), accepts one after it', async () => {
    const res = await addRate(owner1.id, { rate_bp: 1000, effective_from: '2025-06-30' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(
      'Haziran 2025 hesap dökümü kapatıldı; oran en erken Temmuz 2025 başından geçerli olabilir.',
    );
    const ok = contentOf<CommissionRateItem>(
      await addRate(owner1.id, { villa_id: villa, rate_bp: 1500, effective_from: '2025-07-01' }),
      201,
    );
    expect(ok).toMatchObject({ villa: { id: villa, name: 'Villa Çağlayan' }, rate_bp: 1500, effective_from: '2025-07-01' });
    expect((await addRate(owner1.id, { villa_id: villa, rate_bp: 1600, effective_from: '2025-07-01' })).statusCode).toBe(409);
    const rates = contentOf<CommissionRateItem[]>(await call('GET', `/v1/admin/owners/${owner1.id}/commission-rates`, 'admin'));
    expect(rates.map((r) => r.rate_bp)).toEqual([1500, 2500, 2000]);
    // Another owner's villa is not this owner's to override.
    const other = await createVilla(t.db, { owner_id: owner2.id });
    expect((await addRate(owner1.id, { villa_id: other.id, rate_bp: 1000, effective_from: '2025-08-01' })).statusCode).toBe(422);
  });

  it('puts a refund made after June closed on July as a negative correction line; EUR at its frozen TL amount', async () => {
    // 100 € refunded at 36,50 TL/€: 3.650,00 ₺ less rent on the June stay.
    await pay(late, 'refund', -365_000, '2025-07-05', { cents: -10_000, rate: '36.5000' });
    const july = await statementOf(owner1.id, '2025-07');
    expect(july.totals.opening_balance_kurus).toBe(1_087_654);
    const correction = july.lines.find((l) => l.reservation_id === late);
    expect(correction).toMatchObject({
      rent_kurus: -365_000,
      commission_kurus: -91_250,
      owner_share_kurus: -273_750,
      correction: true,
    });
    // The stay checking out on 3 July is on July, at the villa's own new rate.
    expect(july.lines.find((l) => !l.correction)).toMatchObject({
      rent_kurus: 700_000,
      rate_bp: 1500,
      commission_kurus: 105_000,
    });
    // June, closed, is unchanged.
    expect((await statementOf(owner1.id, '2025-06')).totals.rent_kurus).toBe(2_234_567);
  });

  it('downloads the closed statement as PDF with its figures, and as CSV for Excel', async () => {
    const res = await call('GET', `/v1/admin/owner-statements/${owner1.id}/2025-06.pdf`, 'owner1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hesap-dokumu-sukru-isikoglu-2025-06.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      'Yalı Villa Kiralama',
      'Şükrü Işıkoğlu',
      'Haziran 2025',
      'Kapalı',
      'Villa Çağlayan',
      '12.345,67 ₺',
      '2.469,13 ₺',
      '9.876,54 ₺',
      '%25',
      'Havuz temizliği',
      '1.500,00 ₺',
      'Haziran avansı',
      '5.000,00 ₺',
      '10.876,54 ₺',
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text).not.toContain('Taslak');

    const csv = await call('GET', `/v1/admin/owner-statements/${owner1.id}/2025-06.csv`, 'admin');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFVilla;Rezervasyon kodu;Misafir;')).toBe(true);
    expect(csv.body).toContain(';2025-06-01;2025-06-08;7;12345,67;20;2469,13;9876,54;Hayır\r\n');
    expect(csv.body).toContain('2025-06-20;Villa Çağlayan;Havuz temizliği;1500,00\r\n');
    expect(csv.body).toContain('Şükrü Işıkoğlu;Haziran 2025;Kapalı;0,00;22345,67;4969,13;17376,54;1500,00;5000,00;10876,54\r\n');
  });

  it('closing rules: not a month before the last closed one, not a future month; a skipped month is a 404', async () => {
    const before = await call('POST', `/v1/admin/owner-statements/${owner1.id}/2025-05/close`, 'admin');
    expect(before.statusCode).toBe(422);
    const future = await call('POST', `/v1/admin/owner-statements/${owner1.id}/2099-01/close`, 'admin');
    expect(future.statusCode).toBe(422);
    expect(errorOf(future).message).toBe('Henüz başlamamış bir ay kapatılamaz.');
    // Close August: July (never closed) is carried by it and reads as skipped.
    const aug = contentOf<OwnerStatement>(await call('POST', `/v1/admin/owner-statements/${owner1.id}/2025-08/close`, 'admin'));
    expect(aug.lines.map((l) => l.rent_kurus).sort()).toEqual([-365_000, 700_000]);
    expect(aug.totals.opening_balance_kurus).toBe(1_087_654);
    const july = await call('GET', `/v1/admin/owner-statements/${owner1.id}/2025-07`, 'admin');
    expect(july.statusCode).toBe(404);
    expect(errorOf(july).message).toBe('Temmuz 2025 ayı ayrıca kapatılmadı; kayıtları Ağustos 2025 hesap dökümünde yer alıyor.');
    const year = contentOf<StatementList>(
      await call('GET', `/v1/admin/owner-statements?owner_id=${owner1.id}&year=2025`, 'owner1'),
    );
    expect(year.last_closed_month).toBe('2025-08');
    expect(year.months.map((m) => m.status)).toEqual([
      ...Array(5).fill('skipped'),
      'closed',
      'skipped',
      'closed',
      'open',
      'open',
      'open',
      'open',
    ]);
    expect(year.months[5]).toMatchObject({ month: '2025-06', line_count: 2, totals: { closing_balance_kurus: 1_087_654 } });
    expect(year.months[6]).toMatchObject({ month: '2025-07', status: 'skipped', totals: null, carried_by: '2025-08' });
    // The balance carried = Σ owner shares − Σ expenses − Σ payouts over the closed statements.
    expect(year.months[11]!.totals!.closing_balance_kurus).toBe(1_737_654 - 273_750 + 595_000 - 150_000 - 500_000);
  });
});

describe('a stay across two months', () => {
  it('checkout basis: all of it in the check-out month', async () => {
    const owner = await createUser(t.db, { role: 'OWNER' });
    const villa = await createVilla(t.db, { owner_id: owner.id });
    await addRate(owner.id, { rate_bp: 2000, effective_from: '2024-01-01' });
    await stay(villa.id, '2025-03-28', '2025-04-04', 700_000);
    expect((await statementOf(owner.id, '2025-03')).lines).toEqual([]);
    expect((await statementOf(owner.id, '2025-04')).lines).toMatchObject([
      { rent_kurus: 700_000, commission_kurus: 140_000, nights: 7 },
    ]);
  });

  it('night basis: each month its nights, cumulative floor; the next month corrects nothing', async () => {
    await writeSettings(t.db, { owner_statement_basis: 'night' });
    try {
      const owner = await createUser(t.db, { role: 'OWNER' });
      const villa = await createVilla(t.db, { owner_id: owner.id });
      await addRate(owner.id, { rate_bp: 2000, effective_from: '2024-01-01' });
      const r = await stay(villa.id, '2025-03-28', '2025-04-04', 1_000_001);
      const march = await statementOf(owner.id, '2025-03');
      expect(march.basis).toBe('night');
      expect(march.lines).toMatchObject([{ reservation_id: r.id, nights: 4, rent_kurus: 571_429, correction: false }]);
      await call('POST', `/v1/admin/owner-statements/${owner.id}/2025-03/close`, 'admin');
      const april = await statementOf(owner.id, '2025-04');
      expect(april.lines).toMatchObject([{ nights: 3, rent_kurus: 1_000_001 - 571_429, correction: true }]);
      const l = april.lines[0]!;
      expect(l.owner_share_kurus + l.commission_kurus).toBe(l.rent_kurus);
    } finally {
      await writeSettings(t.db, { owner_statement_basis: 'checkout' });
    }
  });
});

it('a cancellation: the kapora the agency kept is rent; a later refund of it corrects the next month', async () => {
  const owner = await createUser(t.db, { role: 'OWNER' });
  const villa = await createVilla(t.db, { owner_id: owner.id });
  await addRate(owner.id, { rate_bp: 2000, effective_from: '2024-01-01' });
  const r = await stay(villa.id, '2025-05-10', '2025-05-17', 2_000_000, 'cancelled');
  await pay(r.id, 'kapora', 600_000, '2025-04-01');
  const may = contentOf<OwnerStatement>(await call('POST', `/v1/admin/owner-statements/${owner.id}/2025-05/close`, 'admin'));
  expect(may.lines).toMatchObject([{ rent_kurus: 600_000, commission_kurus: 120_000, owner_share_kurus: 480_000 }]);
  await pay(r.id, 'refund', -200_000, '2025-06-03');
  expect((await statementOf(owner.id, '2025-06')).lines).toMatchObject([
    { rent_kurus: -200_000, commission_kurus: -40_000, owner_share_kurus: -160_000, correction: true },
  ]);
});

it('two closes of one month at once: one closes, the other is a 409, never a 500', async () => {
  const owner = await createUser(t.db, { role: 'OWNER' });
  const villa = await createVilla(t.db, { owner_id: owner.id });
  await stay(villa.id, '2025-02-01', '2025-02-05', 400_000);
  const url = `/v1/admin/owner-statements/${owner.id}/2025-02/close`;
  const answers = await Promise.all([call('POST', url, 'admin'), call('POST', url, 'admin'), call('POST', url, 'admin')]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
});

describe('expense and payout lists', () => {
  it('filters by owner, villa and dates, 20 a page; an OWNER sees only their own', async () => {
    const all = contentOf<Page<OwnerExpenseItem>>(
      await call('GET', `/v1/admin/owner-expenses?owner_id=${owner1.id}&from=2025-06-01&to=2025-06-30`, 'admin'),
    );
    expect(all.items.map((e) => e.description)).toEqual(['Havuz temizliği']);
    expect(contentOf<Page<OwnerExpenseItem>>(await call('GET', '/v1/admin/owner-expenses?from=2025-07-01', 'admin')).total).toBe(
      0,
    );
    expect(contentOf<Page<OwnerExpenseItem>>(await call('GET', '/v1/admin/owner-expenses', 'owner1')).total).toBe(1);
    expect(contentOf<Page<OwnerExpenseItem>>(await call('GET', '/v1/admin/owner-expenses', 'owner2')).total).toBe(0);
    expect(
      contentOf<Page<OwnerPayoutItem>>(await call('GET', '/v1/admin/owner-payouts', 'owner1')).items.map((p) => p.note),
    ).toEqual(['Haziran avansı']);
    expect(contentOf<Page<OwnerPayoutItem>>(await call('GET', '/v1/admin/owner-payouts', 'owner2')).total).toBe(0);
  });

  it('refuses bad input in Turkish with a 400, an unknown owner with a 404', async () => {
    for (const body of [
      { owner_id: owner1.id, spent_on: '2025-06-01', amount_kurus: 0, description: 'x' },
      { owner_id: owner1.id, spent_on: '2025-06-01', amount_kurus: 10.5, description: 'x' },
      { owner_id: owner1.id, spent_on: '2025-02-30', amount_kurus: 100, description: 'x' },
      { owner_id: owner1.id, spent_on: '2025-06-01', amount_kurus: 100, description: '   ' },
    ]) {
      const res = await call('POST', '/v1/admin/owner-expenses', 'admin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION');
    }
    const admins = await call('POST', '/v1/admin/owner-payouts', 'admin', {
      owner_id: admin.id,
      paid_on: '2025-06-01',
      amount_kurus: 100,
    });
    expect(admins.statusCode).toBe(404);
    expect(errorOf(admins).message).toBe('Ev sahibi bulunamadı.');
    expect((await call('GET', '/v1/admin/owner-statements/1/2025-13', 'admin')).statusCode).toBe(400);
    expect((await call('GET', `/v1/admin/owner-statements?owner_id=${owner1.id}&year=1999`, 'admin')).statusCode).toBe(400);
    expect((await addRate(owner1.id, { rate_bp: 10_001, effective_from: '2026-01-01' })).statusCode).toBe(400);
  });
});

describe('authorisation matrix: ADMIN, own OWNER read-only, other OWNER 404, anonymous 401', () => {
  const reads = () => [
    `/v1/admin/owners/${owner1.id}/commission-rates`,
    `/v1/admin/owner-expenses?owner_id=${owner1.id}`,
    `/v1/admin/owner-payouts?owner_id=${owner1.id}`,
    `/v1/admin/owner-statements?owner_id=${owner1.id}&year=2025`,
    `/v1/admin/owner-statements/${owner1.id}/2025-06`,
    `/v1/admin/owner-statements/${owner1.id}/2025-06.pdf`,
    `/v1/admin/owner-statements/${owner1.id}/2025-06.csv`,
  ];
  const writes = (): ['POST' | 'DELETE', string, object?][] => [
    ['POST', `/v1/admin/owners/${owner1.id}/commission-rates`, { rate_bp: 1000, effective_from: '2026-01-01' }],
    ['POST', '/v1/admin/owner-expenses', { owner_id: owner1.id, spent_on: '2025-06-01', amount_kurus: 100, description: 'x' }],
    ['DELETE', '/v1/admin/owner-expenses/1'],
    ['POST', '/v1/admin/owner-payouts', { owner_id: owner1.id, paid_on: '2025-06-01', amount_kurus: 100 }],
    ['DELETE', '/v1/admin/owner-payouts/1'],
    ['POST', `/v1/admin/owner-statements/${owner1.id}/2025-10/close`],
  ];

  it('reads: ADMIN and the owner 200, another owner 404, anonymous and expired 401', async () => {
    const expired = await signExpiredToken(admin);
    for (const url of reads()) {
      expect((await call('GET', url, 'admin')).statusCode, url).toBe(200);
      expect((await call('GET', url, 'owner1')).statusCode, url).toBe(200);
      const other = await call('GET', url, 'owner2');
      expect(other.statusCode, url).toBe(404);
      expect(errorOf(other)).toEqual({ code: 'NOT_FOUND', message: 'Ev sahibi bulunamadı.' });
      const anon = await call('GET', url, 'anonymous');
      expect(anon.statusCode, url).toBe(401);
      expect(errorOf(anon).code).toBe('UNAUTHENTICATED');
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(expired) })).statusCode, url).toBe(401);
    }
    // The owner asking for their own lists without a filter gets their own, not 404.
    expect((await call('GET', '/v1/admin/owner-expenses', 'owner1')).statusCode).toBe(200);
  });

  it('writes: OWNERs 403 (before the body is read), anonymous 401', async () => {
    for (const [method, url, body] of writes()) {
      for (const who of ['owner1', 'owner2'] as const) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: API_MESSAGES.FORBIDDEN });
        expect((await call(method, url, who, { nonsense: true })).statusCode, url).toBe(403);
      }
      expect((await call(method, url, 'anonymous', body)).statusCode, url).toBe(401);
    }
  });
});
