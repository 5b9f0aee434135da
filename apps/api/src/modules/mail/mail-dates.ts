/**
 * Dates in a guest's mail (issue 18): Turkish mails keep their Turkish texts
 * ('3 Temmuz 2027 Cumartesi', '14 Temmuz 2026'); in another language a day is
 * written the way its `Intl` locale writes it ('12 Jul 2027' in en-GB) and an
 * instant likewise with the Istanbul time. Amounts stay as they are.
 */
import { DEFAULT_LOCALE, instantFormat, type Locale } from '@yali/contract';
import { intlLocale } from '@yali/contract/i18n';

const days = new Map<Locale, Intl.DateTimeFormat>();
const instants = new Map<Locale, Intl.DateTimeFormat>();

/** The formatter of a 'YYYY-MM-DD' day in `lang`: `turkish` itself for Turkish. */
export function mailDayIn(lang: Locale, turkish: (day: string) => string): (day: string) => string {
  if (lang === DEFAULT_LOCALE) return turkish;
  let f = days.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    days.set(lang, f);
  }
  const format = f;
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

/** The formatter of an instant in `lang` (Istanbul time): `turkish` itself for Turkish. */
export function mailDateTimeIn(lang: Locale, turkish: (d: Date) => string): (d: Date) => string {
  if (lang === DEFAULT_LOCALE) return turkish;
  let f = instants.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(lang), instantFormat('short'));
    instants.set(lang, f);
  }
  const format = f;
  return (d) => format.format(d);
}
