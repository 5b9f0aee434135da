/** Pure rules of the price tools (issue 24): price change, split at a range, year shift, unpriced nights. */
import { describe, expect, it } from 'vitest';
import { changedPrice, shiftYears, splitAtRange, uncoveredRanges } from '../../src/domain/price-changes.ts';

const r = (start_date: string, end_date: string) => ({ start_date, end_date });

describe('changedPrice', () => {
  it('applies a percent or an amount and rounds to whole TL or kuruş', () => {
    expect(changedPrice(500_000, { kind: 'percent', value: 10 }, 'tl')).toBe(550_000);
    expect(changedPrice(123_456, { kind: 'percent', value: 3.3 }, 'tl')).toBe(127_500);
    expect(changedPrice(123_456, { kind: 'percent', value: 3.3 }, 'kurus')).toBe(127_530);
    expect(changedPrice(50_000, { kind: 'amount', value: -60_000 }, 'tl')).toBe(-10_000);
    expect(changedPrice(40, { kind: 'percent', value: -10 }, 'tl')).toBe(0);
  });
});

describe('splitAtRange', () => {
  it('keeps the parts outside the range and changes only the nights inside', () => {
    const p = { ...r('2027-06-01', '2027-06-30'), price: 1 };
    expect(splitAtRange(p, r('2027-06-11', '2027-06-20'))).toEqual({
      inside: { ...r('2027-06-11', '2027-06-20'), price: 1 },
      outside: [
        { ...r('2027-06-01', '2027-06-10'), price: 1 },
        { ...r('2027-06-21', '2027-06-30'), price: 1 },
      ],
    });
    expect(splitAtRange(p, r('2027-05-01', '2027-07-31'))).toEqual({ inside: p, outside: [] });
    expect(splitAtRange(p, r('2027-07-01', '2027-07-31'))).toEqual({ inside: undefined, outside: [p] });
    expect(splitAtRange(p, r('2027-06-30', '2027-07-05')).outside).toEqual([{ ...r('2027-06-01', '2027-06-29'), price: 1 }]);
  });
});

describe('shiftYears', () => {
  it('moves to the same month and day; 29 February neither overlaps nor leaves a night unpriced', () => {
    expect(shiftYears(r('2027-06-01', '2027-06-30'), 1)).toEqual(r('2028-06-01', '2028-06-30'));
    expect(shiftYears(r('2028-02-01', '2028-02-29'), 1)).toEqual(r('2029-02-01', '2029-02-28'));
    expect(shiftYears(r('2028-02-29', '2028-03-31'), 1)).toEqual(r('2029-03-01', '2029-03-31'));
    expect(shiftYears(r('2028-02-29', '2028-02-29'), 1)).toBeUndefined();
    expect(shiftYears(r('2027-01-05', '2027-02-28'), 1)).toEqual(r('2028-01-05', '2028-02-29'));
    expect(shiftYears(r('2028-01-05', '2028-02-28'), 1)).toEqual(r('2029-01-05', '2029-02-28'));
    expect(shiftYears(r('2027-12-20', '2028-01-05'), 1)).toEqual(r('2028-12-20', '2029-01-05'));
  });
});

describe('uncoveredRanges', () => {
  it('answers the nights no cover includes, with overlapping covers and covers outside the window', () => {
    const window = r('2027-01-01', '2027-01-31');
    expect(uncoveredRanges(window, [])).toEqual([window]);
    expect(
      uncoveredRanges(window, [r('2026-12-20', '2027-01-05'), r('2027-01-10', '2027-01-20'), r('2027-01-15', '2027-01-25')]),
    ).toEqual([r('2027-01-06', '2027-01-09'), r('2027-01-26', '2027-01-31')]);
    expect(uncoveredRanges(window, [r('2027-01-01', '2027-01-31')])).toEqual([]);
    expect(uncoveredRanges(window, [r('2027-01-02', '2027-02-10')])).toEqual([r('2027-01-01', '2027-01-01')]);
  });
});
