/**
 * Turkish text rules (DESIGN §3): case folding with dotted/dotless i, and
 * slugs that transliterate Turkish letters.
 */

/** Lower-cases by Turkish rules: 'I' → 'ı', 'İ' → 'i' ('IŞIK' → 'ışık'). */
export function foldTurkish(input: string): string {
  return input.normalize('NFC').toLocaleLowerCase('tr-TR');
}

const TRANSLIT: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * URL slug of a Turkish name: 'Villa Işık Şelalesi' → 'villa-isik-selalesi'.
 * Only a–z, 0–9 and single hyphens remain; an empty result becomes 'villa'.
 */
export function slugify(input: string, fallback = 'villa'): string {
  const slug = foldTurkish(input)
    .replace(/[çğıiöşüâîû]/g, (c) => TRANSLIT[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** Phone number for tel: and WhatsApp links: spaces and '+' removed (SPEC §9). */
export function phoneLink(phone: string): string {
  return phone.replace(/[\s+]/g, '');
}

/** Cuts long text at `max` characters with an ellipsis (SPEC §5). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}
