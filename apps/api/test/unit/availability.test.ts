/** Half-open availability ranges (DESIGN §3): the check-out day is the next check-in day. */
import { describe, expect, it } from 'vitest';
import { fillsGap, freeGaps, isFree, mergeRanges, rangesOverlap } from '../../src/domain/availability.ts';

const r = (start: string, end: string) => ({ start, end });

describe('rangesOverlap', () => {
  it('sees shared nights as overlap', () => {
    expect(rangesOverlap(r('2027-07-01', '2027-07-08'), r('2027-07-07', '2027-07-10'))).toBe(true);
    expect(rangesOverlap(r('2027-07-01', '2027-07-08'), r('2027-07-03', '2027-07-04'))).toBe(true);
    expect(rangesOverlap(r('2027-07-03', '2027-07-04'), r('2027-07-01', '2027-07-08'))).toBe(true);
  });

  it('lets touching ranges through (same-day turnover)', () => {
    expect(rangesOverlap(r('2027-07-01', '2027-07-08'), r('2027-07-08', '2027-07-15'))).toBe(false);
    expect(rangesOverlap(r('2027-07-08', '2027-07-15'), r('2027-07-01', '2027-07-08'))).toBe(false);
  });

  it('works across a year boundary', () => {
    expect(rangesOverlap(r('2027-12-28', '2028-01-02'), r('2028-01-01', '2028-01-05'))).toBe(true);
    expect(rangesOverlap(r('2027-12-28', '2028-01-01'), r('2028-01-01', '2028-01-05'))).toBe(false);
  });
});

describe('isFree', () => {
  const holds = [r('2027-07-03', '2027-07-10'), r('2027-07-17', '2027-07-24')];
  it('answers whether a stay avoids every hold', () => {
    expect(isFree(holds, r('2027-07-10', '2027-07-17'))).toBe(true);
    expect(isFree(holds, r('2027-07-09', '2027-07-12'))).toBe(false);
    expect(isFree(holds, r('2027-07-16', '2027-07-18'))).toBe(false);
    expect(isFree([], r('2027-07-16', '2027-07-18'))).toBe(true);
  });
});

describe('mergeRanges', () => {
  it('sorts and merges overlapping and touching ranges', () => {
    expect(
      mergeRanges([
        r('2027-07-10', '2027-07-12'),
        r('2027-07-01', '2027-07-05'),
        r('2027-07-05', '2027-07-07'),
        r('2027-07-11', '2027-07-20'),
      ]),
    ).toEqual([r('2027-07-01', '2027-07-07'), r('2027-07-10', '2027-07-20')]);
  });
});

describe('freeGaps', () => {
  it('finds the gaps between holds, from a start day on; not the open end', () => {
    const holds = [r('2027-07-17', '2027-07-24'), r('2027-07-03', '2027-07-10'), r('2027-07-26', '2027-08-02')];
    expect(freeGaps(holds, '2027-07-01')).toEqual([
      r('2027-07-01', '2027-07-03'),
      r('2027-07-10', '2027-07-17'),
      r('2027-07-24', '2027-07-26'),
    ]);
    // From inside a hold: the first gap starts at its end.
    expect(freeGaps(holds, '2027-07-05')).toEqual([r('2027-07-10', '2027-07-17'), r('2027-07-24', '2027-07-26')]);
    expect(freeGaps([], '2027-07-01')).toEqual([]);
  });

  it('has no gap between touching holds', () => {
    expect(freeGaps([r('2027-07-03', '2027-07-10'), r('2027-07-10', '2027-07-17')], '2027-07-03')).toEqual([]);
  });
});

describe('fillsGap', () => {
  const holds = [r('2027-07-03', '2027-07-10'), r('2027-07-13', '2027-07-20')];
  it('is true only for a stay from one hold’s end to the next hold’s start', () => {
    expect(fillsGap(holds, r('2027-07-10', '2027-07-13'))).toBe(true);
    expect(fillsGap(holds, r('2027-07-10', '2027-07-12'))).toBe(false);
    expect(fillsGap(holds, r('2027-07-11', '2027-07-13'))).toBe(false);
    expect(fillsGap(holds, r('2027-07-09', '2027-07-13'))).toBe(false);
  });

  it('takes today as a left edge', () => {
    expect(fillsGap(holds, r('2027-07-01', '2027-07-03'), '2027-07-01')).toBe(true);
    expect(fillsGap(holds, r('2027-07-01', '2027-07-03'))).toBe(false);
  });
});
