/** The minimum stay a unit page states (issue 23, decision 005: the period's rule, never below the unit's own). */
import { describe, expect, it } from 'vitest';
import { minimumLabel, periodMinimum } from '../src/features/booking/min-stay.ts';

describe('minimum stay', () => {
  it('is the period’s rule, never below the unit’s own minimum nor 1', () => {
    expect(periodMinimum(7, 3)).toBe(7);
    expect(periodMinimum(2, 3)).toBe(3);
    expect(periodMinimum(undefined, 0)).toBe(1);
  });

  it('states one number when every coming period agrees, else the range "(döneme göre)"', () => {
    expect(minimumLabel([5, 5], 3, 'gece')).toBe('5 gece');
    expect(minimumLabel([5, 7, 5], 3, 'gece')).toBe('5–7 gece (döneme göre)');
    // Periods below the villa's own minimum count as the villa's.
    expect(minimumLabel([2, 3], 4, 'gece')).toBe('4 gece');
    expect(minimumLabel([1, 3], 1, 'gün')).toBe('1–3 gün (döneme göre)');
    // No coming period: the unit's own minimum.
    expect(minimumLabel([], 3, 'gece')).toBe('3 gece');
  });
});
