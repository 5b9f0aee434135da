/**
 * Name search of the catalogue lists (types, towns, districts, users).
 * Both sides are lower-cased by Turkish rules and then stripped of Turkish
 * letters (ç→c, ğ→g, ı/i→i, ö→o, ş→s, ü→u), so 'IŞIK', 'ışık' and 'isik'
 * all find 'Işık', and an ASCII e-mail typed in capitals still matches.
 * PostgreSQL's lower() does not know Turkish, hence translate() first.
 */
import { foldTurkish } from '@yali/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const FROM = 'İIıĞÜŞÖÇÂÎÛğüşöçâîû';
const TO = 'iiiGUSOCAIUgusocaiu';
const MAP = new Map([...FROM].map((c, i) => [c, TO[i]!.toLowerCase()]));

/** The search key of a text: Turkish lower case, then ASCII letters for Turkish ones. */
export function searchKey(text: string): string {
  return [...foldTurkish(text)].map((c) => MAP.get(c) ?? c).join('');
}

/** `LIKE` pattern matching `text` anywhere, with its wildcards escaped. */
export const containsPattern = (text: string) => `%${searchKey(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL condition: the column (or expression), folded the same way, contains `text`. */
export const foldedColumnLike = (column: AnyColumn | SQL, text: string): SQL =>
  sql`lower(translate(${column}, ${FROM}, ${TO})) like ${containsPattern(text)}`;
