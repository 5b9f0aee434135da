import { describe, expect, it } from 'vitest';
import { instantFormat } from '../src/constants.ts';

describe('instantFormat', () => {
  // Summer: Istanbul is UTC+3 all year, so 11:30Z is 14:30 on the screens and in the mails.
  const at = new Date('2026-07-05T11:30:00Z');
  const write = (locale: string, month: 'short' | 'long') => new Intl.DateTimeFormat(locale, instantFormat(month)).format(at);

  it('writes an instant in Istanbul time as the back office (short month) and the Turkish mails (long month) do', () => {
    expect(write('tr-TR', 'short')).toBe('5 Tem 2026 14:30');
    expect(write('tr-TR', 'long')).toBe('5 Temmuz 2026 14:30');
  });

  it('keeps the Istanbul hour in another language', () => {
    expect(write('en-GB', 'short')).toBe('5 Jul 2026, 14:30');
  });
});
