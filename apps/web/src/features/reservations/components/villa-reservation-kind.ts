/**
 * The villa kind of the shared reservation screens: stays counted in nights
 * (check-in to check-out), adults and children, an owner whose OWNER login
 * reads their own villas' records at /dashboard/reservations, and a frozen
 * quote of nightly rates, cleaning fee and damage deposit.
 */
import { type AdminReservationDetail, type AdminReservationItem, villaPartyText } from '@yali/contract';
import { type DlRow, type ReservationKind, unitByKey } from '@/features/rental-reservations/kind';
import { num } from '@/features/rental-reservations/lib/quote';
import { dayToIso, formatStay } from '@/features/rental-reservations/lib/status';
import { formatKurus } from '@/lib/format';
import { paths } from '@/lib/paths';
import { villaReservationApi } from '../api/villa-reservation-api';
import { useVillaChoices } from '../api/use-villa-options';
import { ReservationForm } from './reservation-form';

export const villaReservationKind: ReservationKind<AdminReservationItem, AdminReservationDetail> = {
  api: villaReservationApi,
  links: {
    list: (mode) => (mode === 'admin' ? paths.dashboard.villaReservations : paths.dashboard.ownerReservations),
    detail: (id, mode) => (mode === 'admin' ? paths.dashboard.villaReservation(id) : paths.dashboard.ownerReservation(id)),
    create: { href: paths.dashboard.villaReservationNew, label: 'Yeni rezervasyon' },
  },
  unit: unitByKey('villa', 'Villa', 'Tüm villalar', useVillaChoices),
  text: {
    listTitle: (mode) => (mode === 'admin' ? 'Villa Rezervasyonları' : 'Rezervasyonlarım'),
    filtersLabel: 'Rezervasyon süzgeçleri',
    codePlaceholder: 'YL…',
    caption: 'Rezervasyonlar',
    empty: 'Henüz rezervasyon yok.',
    emptyFiltered: 'Süzgeçlere uyan rezervasyon yok.',
    backLink: 'Rezervasyonlar',
    notFound: 'Rezervasyon bulunamadı.',
    accusative: 'Rezervasyonu',
    heldWord: 'Tarihler',
    stayCard: 'Konaklama',
  },
  period: {
    columnId: 'dates',
    header: 'Tarihler',
    text: (r) => formatStay(r.started_at, r.finished_at),
    length: (r) => `${r.nights} gece`,
    guests: villaPartyText,
    startName: 'Giriş',
    endName: 'Çıkış',
    startFilterLabel: 'Giriş (bu tarihten)',
    startToLabel: 'Giriş (bu tarihe kadar)',
    endFilter: { key: 'finished_at', label: 'Çıkış (bu tarihe kadar)', fromLabel: 'Çıkış (bu tarihten)', toApi: dayToIso },
  },
  stayRows: (r) => [
    ['Villa', r.villa.name],
    ['Tarihler', formatStay(r.started_at, r.finished_at)],
    ['Gece', `${r.nights} gece`],
    ['Kişi', villaPartyText(r)],
  ],
  adminStayRows: (r): DlRow[] => (r.villa.owner ? [['Ev sahibi', r.villa.owner.name]] : []),
  price: (r) => {
    const b = r.price_breakdown ?? {};
    const nights = Array.isArray(b.nights) ? (b.nights as { date?: string; price_kurus?: number }[]) : [];
    const nightsTotal = num(b.nights_total_kurus);
    const cleaning = num(b.cleaning_fee_kurus);
    const deposit = num(b.damage_deposit_kurus);
    const before: DlRow[] = [];
    if (nightsTotal !== null) before.push([`Geceler (${r.nights})`, formatKurus(nightsTotal)]);
    if (cleaning !== null) before.push(['Temizlik', formatKurus(cleaning)]);
    return {
      before,
      after: deposit !== null ? [['Hasar depozitosu', formatKurus(deposit)]] : [],
      itemsTitle: 'Gece gece fiyatlar',
      items: nights.map((n, i) => ({
        key: String(i),
        label: n.date ? (formatStay(n.date, n.date).split(' – ')[1] ?? '') : `${i + 1}. gece`,
        price: typeof n.price_kurus === 'number' ? formatKurus(n.price_kurus) : '–',
      })),
    };
  },
  EditForm: ReservationForm,
};
