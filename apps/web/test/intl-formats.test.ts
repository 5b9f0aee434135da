/** The Intl formatters made once per language and options (lib/intl.ts, issue 16) and the texts read through them. */
import { describe, expect, it } from 'vitest';
import { rangeText } from '../src/components/public/search/range-text.ts';
import { formatRating } from '../src/features/villas/components/rating-stars.tsx';
import { checkinDaysLabel, distanceLabel, todayIso } from '../src/features/villas/lib/labels.ts';
import { dateTimeFormat, numberFormat } from '../src/lib/intl.ts';

describe('Intl formatters made once', () => {
  it('hands back the same formatter for the same tag and options, another for other ones', () => {
    const a = numberFormat('tr-TR', { maximumFractionDigits: 1 });
    expect(numberFormat('tr-TR', { maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(numberFormat('tr-TR', { maximumFractionDigits: 0 })).not.toBe(a);
    const d = dateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });
    expect(dateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' })).toBe(d);
    expect(dateTimeFormat('en-CA', { timeZone: 'UTC' })).not.toBe(d);
  });

  it('keeps each language and option apart in the texts built on them', () => {
    expect(formatRating(4.46, 'tr')).toBe('4,5');
    expect(formatRating(4.46, 'en')).toBe('4.5');
    expect(distanceLabel(1250, 'tr')).toBe('1,3 km');
    expect(distanceLabel(1250, 'en')).toBe('1.3 km');
    expect(rangeText('2026-07-10', '2026-07-17', 'tr')).toBe('10–17 Tem');
    expect(rangeText('2026-12-28', '2027-01-04', 'en')).toBe('28 Dec 2026 – 4 Jan 2027');
    expect(checkinDaysLabel([6], 'tr')).toBe('Cumartesi');
    expect(checkinDaysLabel([6, 1], 'en')).toBe('Monday, Saturday');
  });

  it('reads today in the time zone asked for, not in the first one asked', () => {
    expect(todayIso('Europe/Istanbul')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // At any instant the calendar dates at UTC−12 and UTC+14 differ by a day or two.
    expect(todayIso('Etc/GMT+12')).not.toBe(todayIso('Etc/GMT-14'));
  });
});
