/** Links of the main navigation and the footer (SPEC §2). */
import { VILLA_TYPE_ID } from '@yali/contract';
import { paths } from '@/lib/paths';

export type NavLink = { href: string; label: string };

export const MAIN_LINKS: NavLink[] = [
  { href: paths.home, label: 'Ana Sayfa' },
  { href: paths.listing(), label: 'Villalar' },
  { href: paths.listing({ types: VILLA_TYPE_ID.apart }), label: 'Apart' },
  { href: paths.listing({ types: VILLA_TYPE_ID.bungalov }), label: 'Bungalov' },
  { href: paths.listingBoat, label: 'Tekneler' },
];

/** The 'Kurumsal' dropdown (SPEC §2). */
export const CORPORATE_LINKS: NavLink[] = [
  { href: paths.about, label: 'Hakkımızda' },
  { href: paths.website('rental'), label: 'Kiralama Sözleşmesi' },
  { href: paths.website('privacy'), label: 'Gizlilik Politikası' },
  { href: paths.website('cancel'), label: 'İptal Politikası' },
  { href: paths.website('kvkk'), label: 'KVKK' },
];

export const CONTACT_LINK: NavLink = { href: paths.contact, label: 'İletişim' };

export const HELP_LINKS: NavLink[] = [
  CONTACT_LINK,
  { href: paths.faq, label: 'S.S.S.' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.website('howrent'), label: 'Nasıl Kiralarım' },
];
