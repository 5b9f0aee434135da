/**
 * The ledger's money rules (issue 19, domain/payments.ts): rates as integers,
 * TL kuruş of a foreign amount, the signs of the kinds, and which entries are
 * refused — fixed cases and, with fast-check, the arithmetic over any amount.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOverpayment,
  kurusAt,
  rateText,
  rateTimes10k,
  refusalOf,
  signOf,
  type LedgerState,
} from '../../src/domain/payments.ts';

const state = (o: Partial<LedgerState> = {}): LedgerState => ({
  status: 'confirmed',
  total_kurus: 1_000_000,
  rent_paid_kurus: 0,
  deposit_kurus: 500_000,
  deposit_held_kurus: 0,
  ...o,
});

describe('rates and amounts', () => {
  it('reads rates as integers and writes them with four decimals', () => {
    expect(rateTimes10k('36.4217')).toBe(364_217);
    expect(rateTimes10k('40')).toBe(400_000);
    expect(rateTimes10k('0.5')).toBe(5_000);
    expect(rateText('37.5')).toBe('37.5000');
    for (const bad of ['', '0', '-1', '1.23456', 'abc', '1,5', '1e3']) expect(() => rateTimes10k(bad), bad).toThrow(RangeError);
  });

  it('freezes a foreign amount into TL kuruş, rounding half away from zero', () => {
    expect(kurusAt(1234, '36.4217')).toBe(44_944);
    expect(kurusAt(-1234, '36.4217')).toBe(-44_944);
    expect(kurusAt(1, '0.5')).toBe(1); // 0,5 kuruş → 1
    expect(kurusAt(100, '1.0000')).toBe(100);
  });

  it('over any amount and rate, TL equals the exact product within half a kuruş, and a negated amount negates it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 9_999_999 }), (minor, r10k) => {
        const rate = `${Math.floor(r10k / 10_000)}.${String(r10k % 10_000).padStart(4, '0')}`;
        const k = kurusAt(minor, rate);
        expect(Number.isInteger(k)).toBe(true);
        expect(Math.abs(k * 10_000 - minor * r10k)).toBeLessThanOrEqual(5_000);
        expect(kurusAt(-minor, rate)).toBe(-k);
      }),
    );
  });

  it('money in is positive, money going back negative', () => {
    expect(['kapora', 'balance', 'deposit_taken', 'extra'].map((k) => signOf(k as never))).toEqual([1, 1, 1, 1]);
    expect(signOf('refund')).toBe(-1);
    expect(signOf('deposit_returned')).toBe(-1);
  });
});

describe('refusals', () => {
  it('a cancelled reservation takes money back only', () => {
    const cancelled = state({ status: 'cancelled', rent_paid_kurus: 300_000, deposit_held_kurus: 0 });
    expect(refusalOf('kapora', 1, cancelled, false)?.code).toBe('CONFLICT');
    expect(refusalOf('extra', 1, cancelled, true)?.code).toBe('CONFLICT');
    expect(refusalOf('refund', 300_000, cancelled, false)).toBeNull();
    expect(refusalOf('refund', 300_001, cancelled, false)?.code).toBe('UNPROCESSABLE');
  });

  it('a deposit return above the deposit held is refused', () => {
    expect(refusalOf('deposit_returned', 1, state(), false)?.message).toBe(
      'İade edilen depozito, tutulan depozitodan (0,00 ₺) fazla olamaz.',
    );
    expect(refusalOf('deposit_returned', 500_000, state({ deposit_held_kurus: 500_000 }), false)).toBeNull();
  });

  it('paid + deposit held above total + deposit is an overpayment, asked once and then allowed; extras never are', () => {
    const s = state({ rent_paid_kurus: 1_000_000, deposit_held_kurus: 500_000 });
    expect(isOverpayment('balance', 1, s)).toBe(true);
    expect(refusalOf('balance', 1, s, false)?.code).toBe('OVERPAYMENT');
    expect(refusalOf('balance', 1, s, true)).toBeNull();
    expect(isOverpayment('extra', 99_999, s)).toBe(false);
    expect(isOverpayment('balance', 1_000_000, state())).toBe(false);
    expect(isOverpayment('balance', 1_500_001, state())).toBe(true);
    // Price on request: any payment beyond the deposit asks.
    expect(isOverpayment('kapora', 500_001, state({ total_kurus: null }))).toBe(true);
  });
});
