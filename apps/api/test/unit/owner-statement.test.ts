/** The owner statement arithmetic (issue 19): fixed cases and a property test over random ledgers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  type Carried,
  carryLines,
  type CommissionRate,
  commissionOf,
  monthEnd,
  rateOn,
  recognisedThrough,
  reservationRent,
  type StatementBasis,
  statementLines,
  type StatementStay,
  statementTotals,
} from '../../src/domain/owner-statement.ts';

const stay = (over: Partial<StatementStay> = {}): StatementStay => ({
  reservation_id: 1,
  reservation_code: 'YL000001',
  villa_id: 10,
  villa_name: 'Villa Deniz',
  guest_name: 'Ayşe Yılmaz',
  status: 'completed',
  started_at: '2025-06-10',
  finished_at: '2025-06-17',
  total_price_kurus: 7_000_000,
  rent_paid_kurus: 7_000_000,
  refunded_kurus: 0,
  ...over,
});

const FAR = '2030-01-01';

describe('calendar helpers', () => {
  it('knows month ends and month arithmetic', () => {
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2025-12')).toBe('2025-12-31');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
  });
});

describe('reservationRent', () => {
  it('is the price less refunds when confirmed or completed, what was kept when cancelled, 0 otherwise', () => {
    expect(reservationRent(stay({ refunded_kurus: 500_000 }))).toBe(6_500_000);
    expect(reservationRent(stay({ status: 'confirmed', total_price_kurus: null }))).toBe(0);
    expect(reservationRent(stay({ status: 'cancelled', rent_paid_kurus: 1_400_000 }))).toBe(1_400_000);
    expect(reservationRent(stay({ status: 'cancelled', rent_paid_kurus: -100 }))).toBe(0);
    expect(reservationRent(stay({ status: 'option' }))).toBe(0);
    expect(reservationRent(stay({ status: 'pending' }))).toBe(0);
    expect(reservationRent(stay({ refunded_kurus: 9_000_000 }))).toBe(0);
  });
});

describe('rateOn', () => {
  const rates: CommissionRate[] = [
    { villa_id: null, rate_bp: 2000, effective_from: '2025-01-01' },
    { villa_id: null, rate_bp: 2500, effective_from: '2025-06-15' },
    { villa_id: 10, rate_bp: 1500, effective_from: '2025-07-01' },
  ];
  it('takes the villa override, else the default in force on the day, else 0', () => {
    expect(rateOn(rates, 10, '2024-12-31')).toBe(0);
    expect(rateOn(rates, 10, '2025-06-14')).toBe(2000);
    expect(rateOn(rates, 10, '2025-06-15')).toBe(2500);
    expect(rateOn(rates, 10, '2025-07-01')).toBe(1500);
    expect(rateOn(rates, 11, '2025-07-01')).toBe(2500);
  });
  it('rounds commissions half away from zero, mirrored for corrections', () => {
    expect(commissionOf(12_345, 2000)).toBe(2469);
    expect(commissionOf(5, 1000)).toBe(1);
    expect(commissionOf(-5, 1000)).toBe(-1);
  });
});

describe('fixed cases', () => {
  const rates: CommissionRate[] = [
    { villa_id: null, rate_bp: 2000, effective_from: '2025-01-01' },
    { villa_id: null, rate_bp: 2500, effective_from: '2025-06-15' },
  ];

  it('commission change mid-month: each stay at the rate of its check-out day (checkout basis)', () => {
    const early = stay({ reservation_id: 1, started_at: '2025-06-01', finished_at: '2025-06-08', total_price_kurus: 1_000_000 });
    const late = stay({ reservation_id: 2, started_at: '2025-06-20', finished_at: '2025-06-27', total_price_kurus: 1_000_000 });
    const lines = statementLines({
      month: '2025-06',
      today: FAR,
      basis: 'checkout',
      stays: [late, early],
      rates,
      carried: new Map(),
    });
    expect(lines.map((l) => [l.reservation_id, l.rate_bp, l.commission_kurus, l.owner_share_kurus])).toEqual([
      [1, 2000, 200_000, 800_000],
      [2, 2500, 250_000, 750_000],
    ]);
  });

  it('commission change mid-stay under the night basis: each night at its own rate', () => {
    // 10 nights 10–20 June, 100 000 kuruş a night; the rate rises from the night of the 15th.
    const s = stay({ started_at: '2025-06-10', finished_at: '2025-06-20', total_price_kurus: 1_000_000 });
    const r = recognisedThrough(s, { month: '2025-06', today: FAR, basis: 'night', rates });
    expect(r.rent_kurus).toBe(1_000_000);
    expect(r.commission_kurus).toBe(5 * 20_000 + 5 * 25_000);
  });

  it('a stay across two months under the checkout basis lands whole in the check-out month', () => {
    const s = stay({ started_at: '2025-07-28', finished_at: '2025-08-04', total_price_kurus: 700_000 });
    const july = statementLines({ month: '2025-07', today: FAR, basis: 'checkout', stays: [s], rates, carried: new Map() });
    expect(july).toEqual([]);
    const aug = statementLines({ month: '2025-08', today: FAR, basis: 'checkout', stays: [s], rates, carried: new Map() });
    expect(aug).toMatchObject([{ rent_kurus: 700_000, commission_kurus: 175_000, nights: 7, correction: false }]);
  });

  it('a stay across two months under the night basis is split by nights, cumulative floor', () => {
    // 7 nights: 28, 29, 30, 31 July and 1, 2, 3 August; rent 1 000 001 does not divide by 7.
    const s = stay({ started_at: '2025-07-28', finished_at: '2025-08-04', total_price_kurus: 1_000_001 });
    const carried = new Map<number, Carried>();
    const july = statementLines({ month: '2025-07', today: FAR, basis: 'night', stays: [s], rates, carried });
    expect(july).toMatchObject([{ nights: 4, rent_kurus: Math.floor((1_000_001 * 4) / 7) }]);
    carryLines(carried, july);
    const aug = statementLines({ month: '2025-08', today: FAR, basis: 'night', stays: [s], rates, carried });
    expect(aug).toMatchObject([{ nights: 3, correction: true }]);
    expect(july[0]!.rent_kurus + aug[0]!.rent_kurus).toBe(1_000_001);
  });

  it('only what has happened by today: nights before today, check-outs up to today', () => {
    const s = stay({ started_at: '2025-06-10', finished_at: '2025-06-20', total_price_kurus: 1_000_000 });
    expect(recognisedThrough(s, { month: '2025-06', today: '2025-06-13', basis: 'night', rates }).rent_kurus).toBe(300_000);
    expect(recognisedThrough(s, { month: '2025-06', today: '2025-06-19', basis: 'checkout', rates }).rent_kurus).toBe(0);
    expect(recognisedThrough(s, { month: '2025-06', today: '2025-06-20', basis: 'checkout', rates }).rent_kurus).toBe(1_000_000);
  });

  it('a refund after the statement closed is a negative correction line next month', () => {
    const s = stay({ started_at: '2025-06-01', finished_at: '2025-06-08', total_price_kurus: 1_000_000 });
    const carried = new Map<number, Carried>();
    const june = statementLines({ month: '2025-06', today: FAR, basis: 'checkout', stays: [s], rates, carried });
    carryLines(carried, june);
    const refunded = { ...s, refunded_kurus: 300_000 };
    const july = statementLines({ month: '2025-07', today: FAR, basis: 'checkout', stays: [refunded], rates, carried });
    expect(july).toMatchObject([
      { rent_kurus: -300_000, commission_kurus: -60_000, owner_share_kurus: -240_000, correction: true },
    ]);
  });

  it('a cancellation after check-out was stated: the correction leaves what the agency kept', () => {
    const s = stay({
      started_at: '2025-06-01',
      finished_at: '2025-06-08',
      total_price_kurus: 1_000_000,
      rent_paid_kurus: 1_000_000,
    });
    const carried = new Map<number, Carried>();
    carryLines(carried, statementLines({ month: '2025-06', today: FAR, basis: 'checkout', stays: [s], rates, carried }));
    const cancelled = { ...s, status: 'cancelled' as const, rent_paid_kurus: 400_000, refunded_kurus: 600_000 };
    const july = statementLines({ month: '2025-07', today: FAR, basis: 'checkout', stays: [cancelled], rates, carried });
    expect(july).toMatchObject([{ rent_kurus: -600_000, commission_kurus: -120_000, correction: true }]);
  });

  it('totals: share = rent − commission, closing = opening + share − expenses − payouts', () => {
    const t = statementTotals({
      opening_balance_kurus: 100,
      lines: [{ rent_kurus: 1000, commission_kurus: 200 }],
      expenses: [{ amount_kurus: 50 }],
      payouts: [{ amount_kurus: 300 }],
    });
    expect(t).toEqual({
      opening_balance_kurus: 100,
      rent_kurus: 1000,
      commission_kurus: 200,
      owner_share_kurus: 800,
      expenses_kurus: 50,
      payouts_kurus: 300,
      closing_balance_kurus: 550,
    });
  });
});

describe('property: random ledgers closed month after month', () => {
  const MONTHS = Array.from({ length: 8 }, (_, i) => addMonths('2025-01', i));
  const day = fc.integer({ min: 0, max: 200 }).map((n) => {
    const d = new Date(Date.UTC(2025, 0, 1 + n));
    return d.toISOString().slice(0, 10);
  });
  const stayArb = fc
    .record({
      start: day,
      nights: fc.integer({ min: 1, max: 20 }),
      villa: fc.constantFrom(10, 11),
      status: fc.constantFrom('pending', 'option', 'confirmed', 'cancelled', 'completed') as fc.Arbitrary<
        StatementStay['status']
      >,
      total: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
      paid: fc.integer({ min: -1_000_000, max: 50_000_000 }),
      refunded: fc.integer({ min: 0, max: 10_000_000 }),
      // The month after which the ledger changes (a refund or cancellation after a statement closed).
      changeAt: fc.integer({ min: 0, max: 7 }),
      later: fc.record({
        status: fc.constantFrom('confirmed', 'cancelled', 'completed') as fc.Arbitrary<StatementStay['status']>,
        refunded: fc.integer({ min: 0, max: 10_000_000 }),
        paid: fc.integer({ min: 0, max: 50_000_000 }),
      }),
    })
    .map((r) => ({
      r,
      finished: new Date(Date.parse(`${r.start}T00:00:00Z`) + r.nights * 86_400_000).toISOString().slice(0, 10),
    }));
  const rateArb = fc.record({
    villa_id: fc.constantFrom(null, 10, 11),
    rate_bp: fc.integer({ min: 0, max: 10_000 }),
    effective_from: day,
  });
  const amounts = fc.array(
    fc.record({ amount_kurus: fc.integer({ min: 1, max: 5_000_000 }), month: fc.integer({ min: 0, max: 7 }) }),
    {
      maxLength: 6,
    },
  );

  it('share + commission = rent on every line; the last closing balance = Σ shares − Σ expenses − Σ payouts', () => {
    fc.assert(
      fc.property(
        fc.array(stayArb, { maxLength: 8 }),
        fc.array(rateArb, { maxLength: 5 }),
        amounts,
        amounts,
        fc.constantFrom<StatementBasis>('checkout', 'night'),
        fc.subarray(
          MONTHS.map((_, i) => i),
          { minLength: 1 },
        ),
        (rawStays, rates, expenses, payouts, basis, closedIdx) => {
          const carried = new Map<number, Carried>();
          let opening = 0;
          let shares = 0;
          const takenExp = new Set<number>();
          const takenPay = new Set<number>();
          const lastIdx = closedIdx[closedIdx.length - 1]!;
          for (const idx of closedIdx) {
            const month = MONTHS[idx]!;
            // Statements are closed some days into the next month: today is the 5th of the month after.
            const today = `${addMonths(month, 1)}-05`;
            const stays = rawStays.map(({ r, finished }, i): StatementStay => {
              const changed = idx > r.changeAt;
              return stay({
                reservation_id: i + 1,
                villa_id: r.villa,
                started_at: r.start,
                finished_at: finished,
                status: changed ? r.later.status : r.status,
                total_price_kurus: r.total,
                rent_paid_kurus: changed ? r.later.paid : r.paid,
                refunded_kurus: changed ? r.later.refunded : r.refunded,
              });
            });
            const lines = statementLines({ month, today, basis, stays, rates, carried });
            for (const l of lines) {
              expect(l.owner_share_kurus + l.commission_kurus).toBe(l.rent_kurus);
              expect(l.rent_kurus !== 0 || l.commission_kurus !== 0).toBe(true);
            }
            const exp = expenses.filter((e, i) => e.month <= idx && !takenExp.has(i) && takenExp.add(i));
            const pay = payouts.filter((p, i) => p.month <= idx && !takenPay.has(i) && takenPay.add(i));
            const totals = statementTotals({ opening_balance_kurus: opening, lines, expenses: exp, payouts: pay });
            expect(totals.owner_share_kurus).toBe(totals.rent_kurus - totals.commission_kurus);
            carryLines(carried, lines);
            shares += totals.owner_share_kurus;
            opening = totals.closing_balance_kurus;
          }
          const sum = (xs: { amount_kurus: number; month: number }[]) =>
            xs.filter((x) => x.month <= lastIdx).reduce((a, x) => a + x.amount_kurus, 0);
          expect(opening).toBe(shares - sum(expenses) - sum(payouts));
          // What was carried per reservation is what is recognisable through the last closed month.
          const month = MONTHS[lastIdx]!;
          for (const [id, c] of carried) {
            const { r, finished } = rawStays[id - 1]!;
            const last = stay({
              reservation_id: id,
              villa_id: r.villa,
              started_at: r.start,
              finished_at: finished,
              status: lastIdx > r.changeAt ? r.later.status : r.status,
              total_price_kurus: r.total,
              rent_paid_kurus: lastIdx > r.changeAt ? r.later.paid : r.paid,
              refunded_kurus: lastIdx > r.changeAt ? r.later.refunded : r.refunded,
            });
            const now = recognisedThrough(last, { month, today: `${addMonths(month, 1)}-05`, basis, rates });
            expect(c.rent_kurus).toBe(now.rent_kurus);
            expect(c.commission_kurus).toBe(now.commission_kurus);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
