/**
 * The contract's pieces of issue 23: the Turkish validation messages (no
 * English type names, patterns or received values), the footer's link and
 * payment-method parsing, and the "other" pages read from the settings.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FOOTER_SETTING_DEFAULTS,
  footerSettingsBody,
  groupedIban,
  otherPageFromSettings,
  parseFooterLinks,
  parsePaymentMethods,
  whatsappUrl,
} from '../src/index.ts';

const ENGLISH = /\b(expected|received|invalid|number|string|boolean|object|array|undefined|NaN|beklenen|alınan)\b/i;

describe('Turkish validation messages', () => {
  const schema = z.object({
    n: z.coerce.number(),
    i: z.number().int().min(1).max(9),
    s: z.string().min(1).max(3),
    e: z.email(),
    r: z.string().regex(/^\d+$/),
    c: z.enum(['a', 'b']),
    l: z.array(z.string()).max(1),
    b: z.boolean(),
    d: z.iso.date(),
    o: z.strictObject({}),
  });

  it('words every issue in Turkish without the library’s fragments', () => {
    const bad = schema.safeParse({
      n: 'abc',
      i: 1.5,
      s: 'uzun',
      e: 'x',
      r: 'a',
      c: 'z',
      l: ['1', '2'],
      b: 'evet',
      d: '2026-13-01',
      o: { x: 1 },
    });
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual([
      'Geçerli bir sayı girin.',
      'Bu alan bir tam sayı olmalı.',
      'En fazla 3 karakter olabilir.',
      'Geçerli bir e-posta adresi girin.',
      'Biçimi geçersiz.',
      'Geçersiz seçim; listedeki seçeneklerden birini seçin.',
      'En fazla 1 öğe olabilir.',
      'Bu alan evet ya da hayır olmalı.',
      'Geçerli bir tarih (YYYY-AA-GG) girin.',
      'Bilinmeyen alan: x.',
    ]);
    const missing = schema.safeParse({}).error?.issues.map((i) => i.message) ?? [];
    expect(new Set(missing.slice(1))).toEqual(new Set(['Bu alan gerekli.']));
    for (const m of [...messages, ...missing]) expect(m).not.toMatch(ENGLISH);
  });

  it('keeps a schema’s own message', () => {
    expect(z.string('Ad yazın.').safeParse(3).error?.issues[0]?.message).toBe('Ad yazın.');
  });
});

describe('footer settings', () => {
  it('parses `Etiket | /adres` lines, leaving out malformed lines and unsafe addresses', () => {
    expect(parseFooterLinks('Hakkımızda | /about\n\nKötü\nDış | https://x.example\nA | //evil\nB | javascript:x')).toEqual([
      { label: 'Hakkımızda', href: '/about' },
      { label: 'Dış', href: 'https://x.example' },
    ]);
    expect(parseFooterLinks(FOOTER_SETTING_DEFAULTS.footer_corporate_links).map((l) => l.href)).toContain('/transfer');
  });

  it('keeps known payment methods in a fixed order', () => {
    expect(parsePaymentMethods(' card,bitcoin, bank_transfer')).toEqual(['bank_transfer', 'card']);
    expect(footerSettingsBody.parse({ payment_methods: 'cash,bank_transfer' })).toEqual({
      payment_methods: 'bank_transfer,cash',
    });
  });
});

describe('next steps and other pages', () => {
  it('groups an IBAN by four and builds a WhatsApp link without spaces or plus', () => {
    expect(groupedIban('TR12 00064000001123456789 01')).toBe('TR12 0006 4000 0011 2345 6789 01');
    expect(whatsappUrl('+90 532 000 12 34', 'Merhaba YL23ABCD')).toBe('https://wa.me/905320001234?text=Merhaba%20YL23ABCD');
  });

  it('reads a page from the settings with defaults for what was never saved', () => {
    expect(otherPageFromSettings('car', {})).toMatchObject({ path: '/car', title: 'Araç Kiralama', visible: true });
    expect(otherPageFromSettings('transfer', { other_transfer_visible: 'false', other_transfer_title: 'VIP' })).toMatchObject({
      title: 'VIP',
      visible: false,
    });
  });
});
