/** The public availability calendar's compact day codes and the tables drawn from them (SPEC §2 villa/boat page). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalendarMonths, calendarMonthsProps } from '../src/components/public/calendar-months.tsx';

const today = '2026-11-21';
const days = [
  { date: '2026-11-20', free: true }, // before today: past whatever it says
  { date: '2026-11-21', free: true },
  { date: '2026-11-22', free: false },
  { date: '2026-12-31', free: true, priced: false },
  { date: '2027-10-31', free: false },
];

function cell(html: string, label: string): string | undefined {
  return html.match(new RegExp(`<td data-s="([a-z]+)" aria-label="${label}"`))?.[1];
}

describe('availability calendar', () => {
  it('codes one letter per day from the first of this month to the end of the twelfth month', () => {
    const props = calendarMonthsProps(days, today, 12, 3);
    expect(props.start).toBe('2026-11-01');
    // 1 Nov 2026 up to 31 Oct 2027.
    expect(props.states).toHaveLength(365);
    expect(props.states[20]).toBe('f');
    expect(props.states[21]).toBe('h');
    expect(props.states[60]).toBe('a');
    expect(props.states[364]).toBe('h');
    // Days the call did not return are unknown, not free.
    expect(props.states[0]).toBe('n');
  });

  it('draws every day with its state for screen readers, past days before today', () => {
    const html = renderToStaticMarkup(createElement(CalendarMonths, calendarMonthsProps(days, today, 12, 3)));
    expect(html.match(/<table/g)).toHaveLength(12);
    expect(html).toContain('Kasım 2026');
    expect(html).toContain('Ekim 2027');
    expect(cell(html, '20 Kasım Cuma: geçmiş gün')).toBe('past');
    expect(cell(html, '21 Kasım Cumartesi: müsait')).toBe('free');
    expect(cell(html, '22 Kasım Pazar: dolu')).toBe('held');
    expect(cell(html, '31 Aralık Perşembe: müsait, fiyat için sorunuz')).toBe('ask');
    expect(cell(html, '1 Aralık Salı: bilgi yok')).toBe('none');
    expect(cell(html, '31 Ekim Pazar: dolu')).toBe('held');
    // Three months at once, nine behind the disclosure; the legend names the unpriced state only when it occurs.
    expect(html.indexOf('<details')).toBeGreaterThan(html.indexOf('Ocak 2027'));
    expect(html.indexOf('<details')).toBeLessThan(html.indexOf('Şubat 2027'));
    expect(html).toContain('Sonraki 9 ayı göster');
    expect(html).toContain('Fiyat için sorunuz</li>');
    const noAsk = renderToStaticMarkup(createElement(CalendarMonths, calendarMonthsProps(days.slice(0, 3), today, 12, 3)));
    expect(noAsk).not.toContain('Fiyat için sorunuz</li>');
  });

  it('starts Monday-first weeks with empty cells before the 1st', () => {
    const html = renderToStaticMarkup(createElement(CalendarMonths, calendarMonthsProps(days, today, 1, 1)));
    // 1 November 2026 is a Sunday: six empty cells open the first week.
    expect(html).toMatch(/<tr>(<td><\/td>){6}<td data-s="past" aria-label="1 Kasım Pazar: geçmiş gün">1</);
    expect(html).not.toContain('<details');
  });
});
