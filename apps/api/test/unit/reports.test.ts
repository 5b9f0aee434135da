/** Report arithmetic (issue 20, decision 014): fixed cases and property tests over random stays. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateOfDay,
  dayNumber,
  figuresOf,
  monthsOf,
  type ReportReservation,
  type ReportUnit,
  splitStay,
  sumReport,
  yearEarlier,
} from '../../src/domain/reports.ts';

const unit = (id: number, over: Partial<ReportUnit> = {}): ReportUnit => ({
  id,
  active: true,
  groups: {
    unit: { key: String(id), label: `Villa ${id}` },
    region: { key: 'r1', label: 'Kaş' },
    type: { key: 't1', label: 'Müstakil' },
    owner: { key: 'o1', label: 'Ev Sahibi' },
  },
  ...over,
});
const stay = (over: Partial<ReportReservation> = {}): ReportReservation => ({
  unit_id: 1,
  status: 'confirmed',
  channel: 'web',
  started_at: '2026-01-28',
  finished_at: '2026-02-03',
  created_on: '2026-01-08',
  total_kurus: 600_001,
  ...over,
});

describe('splitStay', () => {
  it('gives a stay across months to each month by its nights; the check-out day is no night', () => {
    expect(splitStay(stay())).toEqual([
      { month: '2026-01', nights: 4, revenue_kurus: 400_000 },
      { month: '2026-02', nights: 2, revenue_kurus: 200_001 },
    ]);
  });
  it('splits a stay over the year boundary', () => {
    const s = splitStay({ started_at: '2026-12-29', finished_at: '2027-01-03', total_kurus: 500_000 });
    expect(s).toEqual([
      { month: '2026-12', nights: 3, revenue_kurus: 300_000 },
      { month: '2027-01', nights: 2, revenue_kurus: 200_000 },
    ]);
  });
  it('counts 29 February of a leap year', () => {
    const s = splitStay({ started_at: '2028-02-27', finished_at: '2028-03-02', total_kurus: 400 });
    expect(s).toEqual([
      { month: '2028-02', nights: 3, revenue_kurus: 300 },
      { month: '2028-03', nights: 1, revenue_kurus: 100 },
    ]);
  });
  it('keeps only the nights inside the window', () => {
    const s = splitStay(stay(), { from: '2026-02-01', to: '2026-02-28' });
    expect(s).toEqual([{ month: '2026-02', nights: 2, revenue_kurus: 200_001 }]);
    expect(splitStay(stay(), { from: '2026-01-01', to: '2026-01-29' })).toEqual([
      { month: '2026-01', nights: 2, revenue_kurus: 200_000 },
    ]);
    expect(splitStay(stay(), { from: '2026-03-01', to: '2026-03-31' })).toEqual([]);
  });
  it('splits nights to the stay length and revenue to the total exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2030-12-31') }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 500_000_000 }),
        (start, nights, total) => {
          const s = splitStay({ started_at: dateOfDay(start), finished_at: dateOfDay(start + nights), total_kurus: total });
          expect(s.reduce((a, x) => a + x.nights, 0)).toBe(nights);
          expect(s.reduce((a, x) => a + x.revenue_kurus, 0)).toBe(total);
          expect(new Set(s.map((x) => x.month)).size).toBe(s.length);
        },
      ),
    );
  });
});

describe('yearEarlier and monthsOf', () => {
  it('moves 29 February to 28 February and keeps other days', () => {
    expect(yearEarlier('2028-02-29')).toBe('2027-02-28');
    expect(yearEarlier('2029-03-01')).toBe('2028-03-01');
    expect(yearEarlier('2025-01-01')).toBe('2024-01-01');
  });
  it('lists the months a period touches', () => {
    expect(monthsOf('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('sumReport', () => {
  const base = { basis: 'stay' as const, blocks: [], units: [unit(1), unit(2)] };
  it('sells confirmed and completed stays of our channels; cancelled ones count only as cancellations', () => {
    const r = sumReport({
      ...base,
      from: '2026-01-01',
      to: '2026-02-28',
      group: 'month',
      reservations: [
        stay(),
        stay({ status: 'completed', unit_id: 2, started_at: '2026-02-10', finished_at: '2026-02-12', total_kurus: 1000 }),
        stay({ status: 'cancelled', started_at: '2026-02-20', finished_at: '2026-02-25' }),
        stay({ status: 'option', started_at: '2026-02-14', finished_at: '2026-02-16' }),
        stay({ channel: 'external', started_at: '2026-02-16', finished_at: '2026-02-18' }),
      ],
    });
    expect(r.rows.get('2026-01')?.sums).toMatchObject({ nights: 4, revenue_kurus: 400_000, stays: 1, cancellations: 0 });
    expect(r.rows.get('2026-02')?.sums).toMatchObject({ nights: 4, revenue_kurus: 201_001, stays: 1, cancellations: 1 });
    // Available: 2 villas × 31 days in January, × 28 in February.
    expect(r.rows.get('2026-01')?.sums.available).toBe(62);
    expect(r.rows.get('2026-02')?.sums.available).toBe(56);
    expect(r.totals).toMatchObject({ nights: 8, available: 118, revenue_kurus: 601_001, stays: 2, cancellations: 1 });
    expect(r.totals.stay_nights).toBe(8);
    expect(r.totals.lead_days).toBe(20 + 33);
  });

  it("takes the owner's blocked nights out of the nights available", () => {
    const r = sumReport({
      ...base,
      from: '2026-03-01',
      to: '2026-03-31',
      group: 'unit',
      reservations: [],
      blocks: [{ unit_id: 1, started_at: '2026-02-25', finished_at: '2026-03-05' }],
    });
    expect(r.rows.get('1')?.sums.available).toBe(31 - 4);
    expect(r.rows.get('2')?.sums.available).toBe(31);
  });

  it('counts a stay in its booking month on the booking basis, whole', () => {
    const r = sumReport({
      ...base,
      basis: 'booking',
      from: '2026-01-01',
      to: '2026-01-31',
      group: 'month',
      reservations: [stay(), stay({ created_on: '2025-12-31' })],
    });
    expect(r.rows.get('2026-01')?.sums).toMatchObject({ nights: 6, revenue_kurus: 600_001, stays: 1, available: null });
  });

  it('sums the month rows to the totals (property)', () => {
    const arbStay = fc.record({
      unit_id: fc.integer({ min: 1, max: 3 }),
      status: fc.constantFrom('confirmed', 'completed', 'cancelled', 'option'),
      channel: fc.constantFrom('web', 'admin', 'external'),
      start: fc.integer({ min: dayNumber('2025-11-01'), max: dayNumber('2027-02-28') }),
      nights: fc.integer({ min: 1, max: 40 }),
      lead: fc.integer({ min: 0, max: 200 }),
      total_kurus: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(arbStay, { maxLength: 30 }), fc.constantFrom('stay' as const, 'booking' as const), (raw, basis) => {
        const reservations = raw.map((s) => ({
          unit_id: s.unit_id,
          status: s.status,
          channel: s.channel,
          started_at: dateOfDay(s.start),
          finished_at: dateOfDay(s.start + s.nights),
          created_on: dateOfDay(s.start - s.lead),
          total_kurus: s.total_kurus,
        }));
        const units = [unit(1), unit(2), unit(3, { active: false })];
        const r = sumReport({ basis, blocks: [], units, reservations, from: '2026-01-01', to: '2026-12-31', group: 'month' });
        const rows = [...r.rows.values()].map((x) => x.sums);
        expect(rows).toHaveLength(12);
        for (const k of ['nights', 'revenue_kurus', 'stays', 'stay_nights', 'lead_days', 'cancellations'] as const) {
          expect(rows.reduce((a, x) => a + x[k], 0)).toBe(r.totals[k]);
        }
        if (basis === 'stay') expect(rows.reduce((a, x) => a + (x.available ?? 0), 0)).toBe(r.totals.available);
        const byUnit = sumReport({ basis, blocks: [], units, reservations, from: '2026-01-01', to: '2026-12-31', group: 'unit' });
        expect(byUnit.totals).toEqual(r.totals);
        const unitRows = [...byUnit.rows.values()].map((x) => x.sums);
        expect(unitRows.reduce((a, x) => a + x.nights, 0)).toBe(r.totals.nights);
        if (basis === 'stay') expect(unitRows.reduce((a, x) => a + (x.available ?? 0), 0)).toBe(r.totals.available);
      }),
    );
  });
});

describe('figuresOf', () => {
  it('derives occupancy, ADR, RevPAR, length of stay and lead time, and converts money', () => {
    const sums = {
      nights: 10,
      available: 40,
      revenue_kurus: 1_000_000,
      stays: 3,
      stay_nights: 11,
      lead_days: 31,
      cancellations: 2,
    };
    expect(figuresOf(sums, 1)).toEqual({
      nights_sold: 10,
      nights_available: 40,
      occupancy: 0.25,
      revenue: 1_000_000,
      adr: 100_000,
      revpar: 25_000,
      stays: 3,
      alos: 3.67,
      lead_time_days: 10.3,
      cancellations: 2,
    });
    expect(figuresOf(sums, 50).revenue).toBe(20_000);
    expect(figuresOf({ ...sums, nights: 0, available: null, stays: 0 }, 1)).toMatchObject({
      occupancy: null,
      adr: null,
      revpar: null,
      alos: null,
      lead_time_days: null,
    });
  });
});
