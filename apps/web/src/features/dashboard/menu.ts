/**
 * Dashboard menus of SPEC §6: ADMIN sees everything, OWNER home, villas and
 * reservations only. `badge` names the unread count shown in red when above 0.
 */
import type { UserRole } from '@yali/contract';
import { paths } from '@/lib/paths';

export type MenuItem = {
  label: string;
  href: string;
  badge?: 'reservationCount' | 'contactCount' | 'failingFeedCount' | 'pendingCommentCount';
  children?: MenuItem[];
};

/** What a badge's number counts, for screen readers ('3 okunmamış'). */
export const BADGE_MEANING: Record<NonNullable<MenuItem['badge']>, string> = {
  reservationCount: 'okunmamış',
  contactCount: 'okunmamış',
  failingFeedCount: 'hata veren takvim',
  pendingCommentCount: 'onay bekleyen yorum',
};

const d = paths.dashboard;

export const ADMIN_MENU: MenuItem[] = [
  { label: 'Ana Sayfa', href: d.root },
  { label: 'Kullanıcılar', href: d.users },
  {
    label: 'Villalar',
    href: d.villas,
    badge: 'failingFeedCount',
    children: [
      { label: 'Villa Listesi', href: d.villas },
      { label: 'Bölgeler', href: d.regions },
      { label: 'Villa Tipleri', href: d.villaTypes },
      { label: 'Takvim Bağlantıları', href: d.calendarFeeds, badge: 'failingFeedCount' },
      { label: 'Toplu Fiyat', href: d.prices },
    ],
  },
  {
    label: 'Tekneler',
    href: d.boats,
    children: [
      { label: 'Tekne Listesi', href: d.boats },
      { label: 'Marinalar', href: d.marina },
      { label: 'Tekne Tipleri', href: d.boatTypes },
    ],
  },
  {
    label: 'Rezervasyon Yönetimi',
    href: d.villaReservations,
    badge: 'reservationCount',
    children: [
      { label: 'Villa Rezervasyonları', href: d.villaReservations },
      { label: 'Tekne Rezervasyonları', href: d.boatReservations },
      { label: 'Giriş / Çıkış Panosu', href: d.board },
      { label: 'Harici Blokajlar', href: d.external },
      { label: 'Doluluk Takvimi', href: d.occupancy },
      { label: 'Gönderilen E-postalar', href: d.mailOutbox },
    ],
  },
  {
    label: 'Muhasebe',
    href: d.payments,
    children: [
      { label: 'Ödemeler', href: d.payments },
      { label: 'Ev Sahibi Hesap Dökümleri', href: d.statements },
    ],
  },
  { label: 'Raporlar', href: d.reports },
  { label: 'Mail Şablonları', href: d.mailTemplates },
  { label: 'İletişim Formu', href: d.contact, badge: 'contactCount' },
  { label: 'Yorumlar', href: d.comments, badge: 'pendingCommentCount' },
  { label: 'Blog', href: d.blog },
  {
    label: 'Web Sitesi',
    href: d.website('about'),
    children: [
      { label: 'Hakkımızda', href: d.website('about') },
      { label: 'Kiralama Sözleşmesi', href: d.website('rental') },
      { label: 'İptal Politikası', href: d.website('cancel') },
      { label: 'Gizlilik Politikası', href: d.website('privacy') },
      { label: 'KVKK', href: d.website('kvkk') },
      { label: 'Nasıl Kiralarım', href: d.website('howrent') },
      { label: 'Araç ve Transfer', href: d.website('other') },
    ],
  },
  {
    label: 'Ayarlar',
    href: d.settings('site'),
    children: [
      { label: 'Döviz Kurları', href: d.settings('exchange') },
      { label: 'Site Ayarları', href: d.settings('site') },
      { label: 'İletişim Bilgileri', href: d.settings('contact') },
      { label: 'Sosyal Medya', href: d.settings('social') },
      { label: 'Ödeme Ayarları', href: d.settings('payments') },
      { label: 'Kayıt Saklama', href: d.settings('audit') },
      { label: 'Ev Sahibi Portalı', href: d.settings('owners') },
      { label: 'Alt Bilgi ve Ödeme', href: d.settings('footer') },
    ],
  },
  {
    label: 'Kayıtlar',
    href: d.audit,
    children: [
      { label: 'İşlem Geçmişi', href: d.audit },
      { label: 'Giriş Geçmişi', href: d.logins },
    ],
  },
];

export const OWNER_MENU: MenuItem[] = [
  { label: 'Ana Sayfa', href: d.root },
  { label: 'Villalarım', href: d.villas },
  { label: 'Doluluk Takvimi', href: d.occupancy },
  { label: 'Rezervasyonlarım', href: d.ownerReservations, badge: 'reservationCount' },
  { label: 'Giriş / Çıkış Panosu', href: d.board },
  { label: 'Ödemeler', href: d.payments },
  { label: 'Hesap Dökümlerim', href: d.statements },
  { label: 'Raporlarım', href: d.reports },
];

export const menuFor = (role: UserRole) => (role === 'ADMIN' ? ADMIN_MENU : OWNER_MENU);
