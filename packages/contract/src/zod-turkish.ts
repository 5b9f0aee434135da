/**
 * Turkish texts for every validation issue a schema raises without its own
 * message (issue 23: "every message a user can see is Turkish"). Zod's
 * bundled `tr` locale still names the library's types and values in English
 * ("Geçersiz değer: beklenen number, alınan NaN"); this map never echoes a
 * type name, a regular expression or the received value, only what the
 * guest has to write instead.
 */
import type { z } from 'zod';

/** What a value of each expected type is called in a sentence ("… olmalı"). */
const TYPE_NAMES: Record<string, string> = {
  string: 'bir metin',
  number: 'bir sayı',
  int: 'bir tam sayı',
  bigint: 'bir tam sayı',
  boolean: 'evet ya da hayır',
  date: 'geçerli bir tarih',
  array: 'bir liste',
  tuple: 'bir liste',
  set: 'bir liste',
  object: 'bir nesne',
  record: 'bir nesne',
  map: 'bir nesne',
  file: 'bir dosya',
};

/** What a text of each format is called ("Geçerli bir … girin."). */
const FORMAT_NAMES: Record<string, string> = {
  email: 'e-posta adresi',
  url: 'web adresi',
  uuid: 'kimlik',
  guid: 'kimlik',
  datetime: 'tarih ve saat',
  date: 'tarih (YYYY-AA-GG)',
  time: 'saat',
  duration: 'süre',
  ipv4: 'IP adresi',
  ipv6: 'IP adresi',
  e164: 'telefon numarası',
  iban: 'IBAN',
  jwt: 'oturum anahtarı',
  base64: 'base64 metni',
  json_string: 'JSON metni',
};

/** Units of the sized origins ("en fazla 120 karakter"). */
const UNITS: Record<string, string> = { string: 'karakter', array: 'öğe', set: 'öğe', map: 'öğe', file: 'bayt' };

const bound = (value: unknown, origin: string | undefined): string =>
  origin === 'date' && typeof value === 'number'
    ? new Date(value).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' })
    : String(value);

/**
 * The Turkish message of one zod issue (the `localeError` of `z.config`).
 * Returns a sentence ending in a full stop; never undefined, so no English
 * fallback can appear.
 */
export function turkishIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'Bu alan gerekli.';
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'Geçerli bir sayı girin.';
      const name = TYPE_NAMES[issue.expected];
      return name ? `Bu alan ${name} olmalı.` : 'Geçersiz değer.';
    }
    case 'too_small': {
      const min = bound(issue.minimum, issue.origin);
      const unit = UNITS[issue.origin ?? ''];
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Bu alan boş bırakılamaz.';
      if (issue.origin === 'date') return `Tarih ${min} veya sonrası olmalı.`;
      if (unit) return `En az ${min} ${unit} olmalı.`;
      return issue.inclusive ? `En az ${min} olmalı.` : `${min} değerinden büyük olmalı.`;
    }
    case 'too_big': {
      const max = bound(issue.maximum, issue.origin);
      const unit = UNITS[issue.origin ?? ''];
      if (issue.origin === 'date') return `Tarih en geç ${max} olabilir.`;
      if (unit) return `En fazla ${max} ${unit} olabilir.`;
      return issue.inclusive ? `En fazla ${max} olabilir.` : `${max} değerinden küçük olmalı.`;
    }
    case 'invalid_format': {
      const name = FORMAT_NAMES[issue.format];
      return name ? `Geçerli bir ${name} girin.` : 'Biçimi geçersiz.';
    }
    case 'not_multiple_of':
      return `${String(issue.divisor)} ve katları olmalı.`;
    case 'invalid_value':
      if (issue.input === undefined) return 'Bu alan gerekli.';
      return issue.values.length === 1 ? 'Geçersiz değer.' : 'Geçersiz seçim; listedeki seçeneklerden birini seçin.';
    case 'unrecognized_keys':
      return `Bilinmeyen alan: ${issue.keys.join(', ')}.`;
    case 'invalid_key':
      return 'Geçersiz anahtar.';
    case 'invalid_element':
      return 'Listede geçersiz bir değer var.';
    default:
      return 'Geçersiz değer.';
  }
}
