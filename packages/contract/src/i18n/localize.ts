/**
 * Guest-facing API messages in the request's language (issue 18). The API
 * keeps throwing and answering its Turkish texts (the default stays byte for
 * byte what it was); at the edge `localizeMessage` finds the Turkish text in
 * the Turkish catalogue — exactly, or as a pattern whose `{values}` it reads
 * back — and renders the same id from the request language's catalogue (ICU
 * message format, `intl-messageformat`). A text without an entry, or a
 * language without a catalogue, stays Turkish.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, INTL_TAG, type Locale } from '../locales.ts';
import { API_TEXTS_EN } from './api-messages.en.ts';
import { API_TEXTS_TR, type ApiTextCatalogue, type ApiTextId } from './api-messages.tr.ts';

export { API_TEXTS_TR, type ApiTextCatalogue, type ApiTextId } from './api-messages.tr.ts';
export { API_TEXTS_EN } from './api-messages.en.ts';

/** Every language's catalogue; a language without one reads Turkish (DEFAULT_LOCALE). */
export const API_TEXTS: { readonly [L in Locale]?: ApiTextCatalogue } = { tr: API_TEXTS_TR, en: API_TEXTS_EN };

/** The BCP 47 tag `Intl` formats `locale` with (locales.ts, shared with the web app). */
export const intlLocale = (locale: Locale): string => INTL_TAG[locale];

type Values = Record<string, string | number>;
const formats = new Map<string, IntlMessageFormat>();

/**
 * Message `id` in `locale` with `values` filled in (ICU: `{capacity, plural, one {# guest} other {# guests}}`).
 * Falls back to the Turkish text when `locale` has no catalogue.
 */
export function formatApiText(id: ApiTextId, locale: Locale, values: Values = {}): string {
  const pattern = API_TEXTS[locale]?.[id] ?? API_TEXTS_TR[id];
  if (!pattern.includes('{')) return pattern;
  const key = `${locale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(pattern, intlLocale(locale));
    formats.set(key, format);
  }
  return String(format.format(values));
}

const exact = new Map<string, ApiTextId>();
const patterns: { id: ApiTextId; regex: RegExp; names: string[] }[] = [];
for (const [id, text] of Object.entries(API_TEXTS_TR) as [ApiTextId, string][]) {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  if (names.length === 0) {
    if (!exact.has(text)) exact.set(text, id);
    continue;
  }
  const source = text
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  patterns.push({ id, regex: new RegExp(`^${source}$`), names });
}

/** Turkish weekday names as `Intl` writes them, Monday first, to name the same days in another language. */
const WEEKDAY_SAMPLE = (i: number) => new Date(Date.UTC(2024, 0, 1 + i)); // 2024-01-01 was a Monday
const weekdayIn = (tag: string, i: number) => WEEKDAY_SAMPLE(i).toLocaleDateString(tag, { weekday: 'long', timeZone: 'UTC' });

/** Values read back from a Turkish text that are themselves Turkish words: said again in `locale`. */
const VALUE_TRANSLATORS: Record<string, (value: string, locale: Locale) => string> = {
  weekdays: (value, locale) =>
    value
      .split(', ')
      .map((name) => {
        const i = [0, 1, 2, 3, 4, 5, 6].find(
          (d) => weekdayIn('tr-TR', d).toLocaleLowerCase('tr') === name.toLocaleLowerCase('tr'),
        );
        return i === undefined ? name : weekdayIn(intlLocale(locale), i);
      })
      .join(', '),
};

/** The catalogue id and values of a Turkish API text, or undefined when the catalogue does not hold it. */
export function findApiText(turkish: string): { id: ApiTextId; values: Values } | undefined {
  const id = exact.get(turkish);
  if (id) return { id, values: {} };
  for (const p of patterns) {
    const m = p.regex.exec(turkish);
    if (!m) continue;
    const values: Values = {};
    p.names.forEach((name, i) => {
      const raw = m[i + 1] as string;
      values[name] = /^-?\d+$/.test(raw) ? Number(raw) : raw;
    });
    return { id: p.id, values };
  }
  return undefined;
}

/**
 * `turkish` (an API message as the API writes it) in `locale`; unchanged in
 * Turkish, for a text the catalogue does not hold, and for a language
 * without a catalogue.
 */
export function localizeMessage(turkish: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !API_TEXTS[locale]) return turkish;
  const found = findApiText(turkish);
  if (!found) return turkish;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([k, v]) => {
      const translate = VALUE_TRANSLATORS[k];
      return [k, translate && typeof v === 'string' ? translate(v, locale) : v];
    }),
  );
  return formatApiText(found.id, locale, values);
}
