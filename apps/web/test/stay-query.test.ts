/** Dates and guests a villa link carries to the booking panel (issue 5). */
import { describe, expect, it } from 'vitest';
import { MAX_GUESTS, MAX_STAY_NIGHTS } from '@yali/contract';
import { MAX_CARRIED_GUESTS, MAX_CARRIED_NIGHTS, nightsFree, readStayQuery } from '../src/features/booking/stay-query.ts';

const today = '2027-06-10';

describe('readStayQuery', () => {
  it('reads a pair of dates and the guests', () => {
    expect(readStayQuery('?checkin=2027-07-03&checkout=2027-07-10&guests=4', today)).toEqual({
      checkin: '2027-07-03',
      checkout: '2027-07-10',
      guests: 4,
    });
    expect(readStayQuery(new URLSearchParams({ checkin: today, checkout: '2027-06-11' }), today)).toEqual({
      checkin: today,
      checkout: '2027-06-11',
    });
  });

  it('drops dates that are malformed, not real, past, reversed, one-sided or too long', () => {
    for (const qs of [
      'checkin=2027-7-3&checkout=2027-07-10',
      'checkin=2027-02-29&checkout=2027-03-03',
      'checkin=2027-06-09&checkout=2027-06-12',
      'checkin=2027-07-10&checkout=2027-07-10',
      'checkin=2027-07-10&checkout=2027-07-03',
      'checkin=2027-07-10',
      'checkout=2027-07-10',
      'checkin=2027-07-01&checkout=2027-09-30',
      'checkin=<script>&checkout=2027-07-10',
    ]) {
      expect(readStayQuery(qs, today), qs).toEqual({});
    }
    // 90 nights is the longest stay a request may name; 91 is not carried.
    expect(readStayQuery('checkin=2027-07-01&checkout=2027-09-29', today).checkout).toBe('2027-09-29');
  });

  it('reads a boat link’s first day and number of days (checkout = checkin + days), refusing bad lengths', () => {
    expect(readStayQuery('?checkin=2027-07-03&days=3&guests=5', today)).toEqual({
      checkin: '2027-07-03',
      checkout: '2027-07-06',
      guests: 5,
    });
    expect(readStayQuery('checkin=2027-07-03&days=1', today).checkout).toBe('2027-07-04');
    // An explicit checkout wins over days.
    expect(readStayQuery('checkin=2027-07-03&checkout=2027-07-05&days=9', today).checkout).toBe('2027-07-05');
    for (const days of ['0', '-2', '2.5', 'x', '91', '1e12']) {
      expect(readStayQuery(`checkin=2027-07-03&days=${days}`, today), days).toEqual({});
    }
  });

  it('keeps valid guests even when the dates are dropped, and drops bad guests', () => {
    expect(readStayQuery('checkin=x&checkout=y&guests=2', today)).toEqual({ guests: 2 });
    for (const g of ['0', '-1', '2.5', 'abc', '51', '']) expect(readStayQuery(`guests=${g}`, today), g).toEqual({});
  });

  it('uses the contract’s limits', () => {
    expect(MAX_CARRIED_NIGHTS).toBe(MAX_STAY_NIGHTS);
    expect(MAX_CARRIED_GUESTS).toBe(MAX_GUESTS);
  });
});

describe('nightsFree', () => {
  const days = [
    { date: '2027-07-01', free: true },
    { date: '2027-07-02', free: false },
    { date: '2027-07-03', free: true },
    { date: '2027-07-04', free: true },
  ];
  it('is false when a night of the stay is held, true when only the check-out day is', () => {
    expect(nightsFree(days, '2027-07-01', '2027-07-03')).toBe(false);
    expect(nightsFree(days, '2027-07-03', '2027-07-05')).toBe(true);
    expect(nightsFree(days, '2027-06-30', '2027-07-02')).toBe(true);
  });
});
