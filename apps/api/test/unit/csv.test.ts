import { describe, expect, it } from 'vitest';
import { kurusToCsv, toCsv } from '../../src/lib/csv.ts';

describe('toCsv', () => {
  it('writes a BOM, semicolons and CRLF, quoting what needs it', () => {
    const out = toCsv([
      ['Misafir', 'Tutar'],
      ['Ayşe; Öztürk', kurusToCsv(1234567)],
      ['"Çift" tırnak', 5],
    ]);
    expect(out.startsWith('\uFEFF')).toBe(true);
    expect(out.slice(1)).toBe('Misafir;Tutar\r\n"Ayşe; Öztürk";12345,67\r\n"""Çift"" tırnak";5\r\n');
  });

  it('never lets a text start a formula', () => {
    expect(toCsv([['=HYPERLINK("x")']]).slice(1)).toBe(`"'=HYPERLINK(""x"")"\r\n`);
    expect(toCsv([['-x']]).slice(1)).toBe("'-x\r\n");
    expect(toCsv([[kurusToCsv(-1250)]]).slice(1)).toBe('-12,50\r\n');
  });
});

describe('kurusToCsv', () => {
  it('uses a decimal comma and no thousands separator', () => {
    expect(kurusToCsv(0)).toBe('0,00');
    expect(kurusToCsv(5)).toBe('0,05');
    expect(kurusToCsv(-5)).toBe('-0,05');
    expect(kurusToCsv(-1234500)).toBe('-12345,00');
  });
});
