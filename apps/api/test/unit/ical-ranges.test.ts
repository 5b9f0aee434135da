import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { addDays, rangesFromCalendar } from '../../src/domain/ical-ranges.ts';

const cal = (...events: string[]) =>
  ical.sync.parseICS(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n'));
const ev = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
const opts = { today: '2027-01-01', horizonEnd: '2028-06-30' };

/** The [uid, first day, day after] of each range read from a calendar of `events` (`opts`'s today and horizon). */
const daysOf = (...events: string[]) => rangesFromCalendar(cal(...events), opts).map((x) => [x.uid, x.started_at, x.finished_at]);

describe('rangesFromCalendar', () => {
  it('keeps all-day events as written, DTEND exclusive (Airbnb)', () => {
    const r = rangesFromCalendar(
      cal(ev('UID:a1', 'DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270110', 'SUMMARY:Reserved')),
      opts,
    );
    expect(r).toEqual([{ uid: 'a1', started_at: '2027-01-05', finished_at: '2027-01-10', summary: 'Reserved' }]);
  });

  it('turns timed events into the Istanbul days they touch (UTC and TZID)', () => {
    expect(
      daysOf(
        ev('UID:t1', 'DTSTART;TZID=Europe/Istanbul:20270201T150000', 'DTEND;TZID=Europe/Istanbul:20270204T110000'),
        // 22:00 UTC on 1 March is 01:00 on 2 March in Istanbul.
        ev('UID:t2', 'DTSTART:20270301T220000Z', 'DTEND:20270303T080000Z'),
      ),
    ).toEqual([
      ['t1', '2027-02-01', '2027-02-04'],
      ['t2', '2027-03-02', '2027-03-03'],
    ]);
  });

  it('gives an event without DTEND one night, swaps DTEND before DTSTART (Booking.com), ignores cancelled and past events', () => {
    expect(
      daysOf(
        ev('UID:n1', 'DTSTART;VALUE=DATE:20270110'),
        ev('UID:b1', 'DTSTART;VALUE=DATE:20270220', 'DTEND;VALUE=DATE:20270215', 'SUMMARY:CLOSED - Not available'),
        ev('UID:c1', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270305', 'STATUS:CANCELLED'),
        ev('UID:p1', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261205'),
      ),
    ).toEqual([
      ['n1', '2027-01-10', '2027-01-11'],
      ['b1', '2027-02-15', '2027-02-20'],
    ]);
  });

  it('expands recurring events inside the horizon with one uid per occurrence', () => {
    expect(daysOf(ev('UID:r1', 'DTSTART;VALUE=DATE:20270401', 'DTEND;VALUE=DATE:20270403', 'RRULE:FREQ=WEEKLY;COUNT=3'))).toEqual(
      [
        ['r1#2027-04-01', '2027-04-01', '2027-04-03'],
        ['r1#2027-04-08', '2027-04-08', '2027-04-10'],
        ['r1#2027-04-15', '2027-04-15', '2027-04-17'],
      ],
    );
  });

  it('addDays crosses month, year and leap-day boundaries', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
