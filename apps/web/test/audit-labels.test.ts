/** The audit history reads a reservation's stored extras in Turkish words, not as keys and JSON (issue 20). */
import { describe, expect, it } from 'vitest';
import { fieldLabel, formatValue } from '../src/features/audit/lib/audit-labels';

describe('audit values of a reservation', () => {
  it('names the guest’s language, infants and the kept rates in Turkish', () => {
    expect(fieldLabel('lang')).toBe('Misafirin dili');
    expect(formatValue('lang', 'en')).toBe('İngilizce');
    expect(formatValue('lang', 'tr')).toBe('Türkçe');
    expect(fieldLabel('infants')).toBe('Bebek');
    expect(fieldLabel('exchange_rates')).toBe('Döviz kurları');
    expect(
      formatValue('exchange_rates', { euro_exchange_rate: 38.5, dollar_exchange_rate: null, sterling_exchange_rate: 45 }),
    ).toBe('1 EUR = 38,5 TL · 1 GBP = 45 TL');
  });

  it('writes a stored quote as its nights and total', () => {
    const breakdown = {
      nights: [
        { date: '2027-07-03', price_kurus: 1_000_000 },
        { date: '2027-07-04', price_kurus: 1_000_000 },
      ],
      total_kurus: 2_150_000,
    };
    expect(formatValue('price_breakdown', breakdown)).toBe('2 gece · toplam ₺21.500,00');
    expect(formatValue('price_breakdown', { nights: 3, total_kurus: 900_000 })).toBe('3 gün · toplam ₺9.000,00');
  });
});
