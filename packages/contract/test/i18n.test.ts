/** Issue 18: the catalogues of the guest-facing API messages, their look-up, the request language. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOAT_BOOKING_MESSAGES, BOOKING_MESSAGES, LOCALES } from '../src/index.ts';
import {
  API_TEXTS,
  API_TEXTS_TR,
  type ApiTextId,
  formatApiText,
  issueMessageIn,
  localeFromAcceptLanguage,
  localizeMessage,
  mailText,
  requestLocale,
} from '../src/i18n/index.ts';

describe('API message catalogues', () => {
  const ids = Object.keys(API_TEXTS_TR) as ApiTextId[];

  it('every Turkish id has an English entry with the same values', () => {
    const en = API_TEXTS.en ?? {};
    const missing = ids.filter((id) => !(en as Record<string, string>)[id]?.trim());
    expect(missing).toEqual([]);
    const names = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
    for (const id of ids) expect(names((en as Record<string, string>)[id] ?? ''), id).toEqual(names(API_TEXTS_TR[id]));
  });

  it('every entry of every catalogue formats (valid ICU)', () => {
    for (const locale of LOCALES)
      for (const id of ids)
        expect(() =>
          formatApiText(id, locale, {
            capacity: 2,
            max: 3,
            nights: 1,
            days: 4,
            min: 1,
            weekdays: 'x',
            lang: 'xx',
            locales: 'tr, en',
          }),
        ).not.toThrow();
  });

  it('leaves Turkish untouched and translates exact texts', () => {
    expect(localizeMessage(BOOKING_MESSAGES.unavailable, 'tr')).toBe(BOOKING_MESSAGES.unavailable);
    expect(localizeMessage(BOOKING_MESSAGES.unavailable, 'en')).toBe('The dates you chose are not available for this villa.');
  });

  it('reads values back from a Turkish text and pluralises them in English', () => {
    expect(localizeMessage(BOOKING_MESSAGES.tooManyGuests(1), 'en')).toBe('This villa sleeps at most 1 guest.');
    expect(localizeMessage(BOOKING_MESSAGES.tooManyGuests(8), 'en')).toBe('This villa sleeps at most 8 guests.');
    expect(localizeMessage(BOAT_BOOKING_MESSAGES.minDays(3), 'en')).toBe('These dates require a rental of at least 3 days.');
    expect(localizeMessage('Bu tarihlerde en az 7 gece konaklama gerekir.', 'en')).toBe(
      'These dates require a stay of at least 7 nights.',
    );
    expect(localizeMessage('Bu dönemde giriş yalnızca Cumartesi, Pazar günleri yapılabilir.', 'en')).toBe(
      'In this period check-in is possible only on Saturday, Sunday.',
    );
  });

  it('keeps a text the catalogue does not hold in Turkish', () => {
    expect(localizeMessage('Bilinmeyen bir ileti.', 'en')).toBe('Bilinmeyen bir ileti.');
  });

  it('Turkish catalogue entries with values render the texts the API writes today', () => {
    expect(formatApiText('booking.tooManyGuests', 'tr', { capacity: 8 })).toBe(BOOKING_MESSAGES.tooManyGuests(8));
    expect(formatApiText('booking.stayTooLong', 'tr', { max: 60 })).toBe(BOOKING_MESSAGES.stayTooLong.replace(/\d+/, '60'));
  });
});

describe('mail texts', () => {
  it('writes the party with plurals in English and leaves Turkish to its own function', () => {
    expect(mailText('en', 'party', { adults: 1, children: 0, infants: 0 })).toBe('1 adult');
    expect(mailText('en', 'party', { adults: 2, children: 1, infants: 2 })).toBe('2 adults, 1 child, 2 infants');
    expect(mailText('en', 'party', { adults: 3, children: 2, infants: 1 })).toBe('3 adults, 2 children, 1 infant');
    expect(mailText('tr', 'party', { adults: 2, children: 1, infants: 0 })).toBeUndefined();
  });
});

describe('validation texts per parse', () => {
  const schema = z.object({ name: z.string().min(2), adults: z.number().int() });

  it('English and Turkish from the same schema at the same time, without a global switch', () => {
    const en = schema.safeParse({ name: 'a', adults: 'x' }, { error: issueMessageIn('en') });
    const tr = schema.safeParse({ name: 'a', adults: 'x' }, { error: issueMessageIn('tr') });
    expect(en.error?.issues.map((i) => i.message)).toEqual(['Must be at least 2 characters.', 'This field must be a number.']);
    expect(tr.error?.issues.map((i) => i.message)).toEqual(['En az 2 karakter olmalı.', 'Bu alan bir sayı olmalı.']);
  });

  it('a missing field is "required" in English', () => {
    const r = schema.safeParse({ adults: 1 }, { error: issueMessageIn('en') });
    expect(r.error?.issues[0]?.message).toBe('This field is required.');
  });
});

describe('request language', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8,tr;q=0.7', 'en'],
    ['de;q=0.9,tr;q=0.5,en;q=0.6', 'en'],
    ['tr-TR,tr;q=0.9,en;q=0.8', 'tr'],
    ['en;q=0,tr', 'tr'],
    ['*', 'tr'],
    ['fr, de', undefined],
    [';;;,q=,,', undefined],
  ])('Accept-Language %j → %j', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('lang wins over the header; an unsupported lang is flagged and falls back to the header', () => {
    expect(requestLocale('en', 'tr')).toEqual({ locale: 'en', unsupported: false });
    expect(requestLocale('tr', 'en')).toEqual({ locale: 'tr', unsupported: false });
    expect(requestLocale(undefined, 'en-US')).toEqual({ locale: 'en', unsupported: false });
    expect(requestLocale('xx', 'en')).toEqual({ locale: 'en', unsupported: true });
    expect(requestLocale(undefined, undefined)).toEqual({ locale: 'tr', unsupported: false });
  });
});
