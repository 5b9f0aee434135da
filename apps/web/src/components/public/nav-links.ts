/** Links of the main navigation (SPEC §2); the footer's lists come from the settings (site-footer.tsx). */
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
