/** Turkish text rules (DESIGN §3) and the small text helpers of SPEC §5, §9. */
import { describe, expect, it } from 'vitest';
import { foldTurkish, phoneLink, slugify, truncate } from '../src/text.ts';

describe('foldTurkish', () => {
  it('lower-cases by Turkish rules: I → ı, İ → i', () => {
    expect(foldTurkish('IŞIK')).toBe('ışık');
    expect(foldTurkish('İstanbul')).toBe('istanbul');
    expect(foldTurkish('ISPARTA')).toBe('ısparta');
    expect(foldTurkish('ÇĞÖŞÜ')).toBe('çğöşü');
  });

  it('folds every way of writing a name to the same text', () => {
    for (const s of ['IŞIK', 'ışık', 'Işık', 'IşIk']) expect(foldTurkish(s)).toBe('ışık');
  });

  it('composes a decomposed İ (I + U+0307) before folding', () => {
    expect(foldTurkish('I\u0307stanbul')).toBe('istanbul');
    expect(foldTurkish('S\u0327ile')).toBe('şile');
  });

  it('leaves lower-case text and digits alone', () => {
    expect(foldTurkish('villa 42')).toBe('villa 42');
    expect(foldTurkish('')).toBe('');
  });
});

describe('slugify', () => {
  it('transliterates Turkish letters', () => {
    expect(slugify('Villa Işık Şelalesi')).toBe('villa-isik-selalesi');
    expect(slugify('İĞÜÇÖ')).toBe('iguco');
    expect(slugify('ığüşöç İĞÜŞÖÇ')).toBe('igusoc-igusoc');
    expect(slugify('Kaş')).toBe('kas');
    expect(slugify('Çeşme / Alaçatı  Evi')).toBe('cesme-alacati-evi');
  });

  it('drops accents of other languages and circumflexes', () => {
    expect(slugify('Château Kâr')).toBe('chateau-kar');
    expect(slugify('Hüzün Müzesi Îç')).toBe('huzun-muzesi-ic');
  });

  it('keeps only a–z, 0–9 and single inner hyphens', () => {
    expect(slugify('  --Villa   100% Deniz!!--  ')).toBe('villa-100-deniz');
    expect(slugify('a_b.c')).toBe('a-b-c');
  });

  it('falls back when nothing is left', () => {
    expect(slugify('!!!')).toBe('villa');
    expect(slugify('', 'tekne')).toBe('tekne');
  });

  it('cuts at 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('ş'.repeat(200))).toBe('s'.repeat(80));
  });
});

describe('phoneLink', () => {
  it('removes spaces and the plus sign', () => {
    expect(phoneLink('+90 532 123 45 67')).toBe('905321234567');
    expect(phoneLink('0242 836 12 34')).toBe('02428361234');
    expect(phoneLink('905321234567')).toBe('905321234567');
  });
});

describe('truncate', () => {
  it('keeps text up to the limit', () => {
    expect(truncate('Kısa metin', 10)).toBe('Kısa metin');
    expect(truncate('', 5)).toBe('');
  });

  it('cuts longer text to the limit, ellipsis included', () => {
    expect(truncate('abcdefghij', 5)).toBe('abcd…');
    expect(truncate('abcdefghij', 5)).toHaveLength(5);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Deniz manzaralı villa', 7)).toBe('Deniz…');
  });
});
