import { describe, expect, it } from 'vitest';
import { LOCALES } from '@yali/contract/locales';
import { folderPath, localePath, publicAddresses } from '../src/i18n/paths';

describe('public addresses per language (issue 18)', () => {
  it('keeps the Turkish addresses of the specification and prefixes the others', () => {
    expect(localePath('tr', '/')).toBe('/');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('tr', '/listing?town=1')).toBe('/listing?town=1');
    expect(localePath('en', '/listing?town=1&sort=price')).toBe('/en/listing?town=1&sort=price');
    expect(localePath('en', '/villa/villa-isik?checkin=2027-07-01#rezervasyon')).toBe(
      '/en/villa/villa-isik?checkin=2027-07-01#rezervasyon',
    );
  });

  it('gives Turkish words in an address their English ones', () => {
    expect(localePath('en', '/kisa-sureli-firsatlar?page=2')).toBe('/en/last-minute-offers?page=2');
    expect(localePath('en', '/rezervasyonlarim')).toBe('/en/my-reservations');
    expect(localePath('tr', '/rezervasyonlarim')).toBe('/rezervasyonlarim');
    // Only a whole first segment is a word of the table.
    expect(localePath('en', '/rezervasyonlarim-eski')).toBe('/en/rezervasyonlarim-eski');
    const addresses = publicAddresses('/kisa-sureli-firsatlar');
    expect(addresses).toHaveLength(LOCALES.length);
    expect(addresses.slice(0, 2)).toEqual(['/kisa-sureli-firsatlar', '/en/last-minute-offers']);
  });

  it('folderPath undoes localePath for every language', () => {
    for (const path of ['/', '/listing?town=1', '/kisa-sureli-firsatlar?page=2', '/rezervasyonlarim', '/villa/x', '/blog/a-b']) {
      for (const locale of LOCALES) expect(folderPath(localePath(locale, path))).toBe(path);
    }
    // A Turkish address that happens to use an English word stays as it is.
    expect(folderPath('/my-reservations')).toBe('/my-reservations');
  });
});
