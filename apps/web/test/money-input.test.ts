import { describe, expect, it } from 'vitest';
import { parseLira, parsePercent } from '../src/lib/money-input';

describe('parseLira', () => {
  it('reads Turkish and plain amounts as kuruş', () => {
    expect(parseLira('1.250,50')).toBe(125_050);
    expect(parseLira('1250,5')).toBe(125_050);
    expect(parseLira('1250.50')).toBe(125_050);
    expect(parseLira('1.250')).toBe(125_000);
    expect(parseLira('12.345.678')).toBe(1_234_567_800);
    expect(parseLira(' 5000 ₺')).toBe(500_000);
    expect(parseLira('0,01')).toBe(1);
  });
  it('refuses what is not an amount', () => {
    for (const s of ['', 'abc', '-5', '1,234', '1,2,3', '12.5.6']) expect(parseLira(s), s).toBeNull();
  });
});

describe('parsePercent', () => {
  it('reads percentages as basis points', () => {
    expect(parsePercent('20')).toBe(2000);
    expect(parsePercent('%12,5')).toBe(1250);
    expect(parsePercent('7.25')).toBe(725);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent('101')).toBeNull();
    expect(parsePercent('x')).toBeNull();
  });
});
