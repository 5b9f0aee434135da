/** Links of the main navigation (SPEC §2); the footer's lists come from the settings (site-footer.tsx). */
import { VILLA_TYPE_ID } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';

/** A link of a menu; `lang` when its label is in another language than the page (the back office's Turkish titles). */
export type NavLink = { href: string; label: string; lang?: string };
/** A link before its language: the Turkish address and the key of its label in the `Nav` messages. */
export type NavEntry = { href: string; label: NavLabel };
type NavLabel =
  | 'home'
  | 'villas'
  | 'apart'
  | 'bungalow'
  | 'boats'
  | 'about'
  | 'rental'
  | 'privacy'
  | 'cancel'
  | 'kvkk'
  | 'contact';

export const MAIN_LINKS: NavEntry[] = [
  { href: paths.home, label: 'home' },
  { href: paths.listing(), label: 'villas' },
  { href: paths.listing({ types: VILLA_TYPE_ID.apart }), label: 'apart' },
  { href: paths.listing({ types: VILLA_TYPE_ID.bungalov }), label: 'bungalow' },
  { href: paths.listingBoat, label: 'boats' },
];

/** The 'Kurumsal' dropdown (SPEC §2). */
export const CORPORATE_LINKS: NavEntry[] = [
  { href: paths.about, label: 'about' },
  { href: paths.website('rental'), label: 'rental' },
  { href: paths.website('privacy'), label: 'privacy' },
  { href: paths.website('cancel'), label: 'cancel' },
  { href: paths.website('kvkk'), label: 'kvkk' },
];

export const CONTACT_LINK: NavEntry = { href: paths.contact, label: 'contact' };

/** `entries` in `locale`: the address with its prefix and words, the label from `t` (the `Nav` messages). */
export function localiseLinks(locale: Locale, t: (key: NavLabel) => string) {
  return (entries: NavEntry[]): NavLink[] => entries.map((e) => ({ href: localePath(locale, e.href), label: t(e.label) }));
}
