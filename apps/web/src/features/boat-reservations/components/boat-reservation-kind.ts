/**
 * The boat kind of the shared reservation screens: rentals counted in days
 * (the API keeps [started_at, finished_at) half-open, screens show first and
 * last day), one guest count up to the boat's capacity, ADMIN only (boats
 * have no owners), and a frozen quote of full weeks and single days.
 */
import type { AdminBoatReservationDetail, AdminBoatReservationItem } from '@yali/contract';
import { type DlRow, type ReservationKind, unitByKey } from '@/features/rental-reservations/kind';
import { dayToIso } from '@/features/rental-reservations/lib/status';
import { num } from '@/features/rental-reservations/lib/quote';
import { formatKurus } from '@/lib/format';
import { paths } from '@/lib/paths';
import { boatReservationApi } from '../api/boat-reservation-api';
import { useBoatChoices } from '../api/use-boat-choices';
import { addDaysIso, daysText, formatRental } from '../lib/days';
import { BoatReservationForm } from './boat-reservation-form';

const dayFmt = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayText = (iso: string) => dayFmt.format(new Date(`${iso}T00:00:00Z`));
const price = (p: unknown) => (typeof p === 'number' ? formatKurus(p) : '–');

export const boatReservationKind: ReservationKind<AdminBoatReservationItem, AdminBoatReservationDetail> = {
  api: boatReservationApi,
  links: {
    list: () => paths.dashboard.boatReservations,
    detail: (id) => paths.dashboard.boatReservation(id),
    create: { href: paths.dashboard.boatReservationNew, label: 'Yeni tekne rezervasyonu' },
  },
  unit: unitByKey('boat', 'Tekne', 'Tüm tekneler', useBoatChoices),
  text: {
    listTitle: () => 'Tekne Rezervasyonları',
    filtersLabel: 'Tekne rezervasyonu süzgeçleri',
    codePlaceholder: 'YT…',
    caption: 'Tekne rezervasyonları',
    empty: 'Henüz tekne rezervasyonu yok.',
    emptyFiltered: 'Süzgeçlere uyan tekne rezervasyonu yok.',
    backLink: 'Tekne rezervasyonları',
    notFound: 'Tekne rezervasyonu bulunamadı.',
    accusative: 'Tekne rezervasyonunu',
    heldWord: 'Günler',
    stayCard: 'Kiralama',
  },
  period: {
    columnId: 'days',
    header: 'Günler',
    text: (r) => formatRental(r.started_at, r.finished_at),
    length: (r) => daysText(r.days),
    guests: (r) => `${r.guests} kişi`,
    startName: 'İlk gün',
    endName: 'Son gün',
    startFilterLabel: 'İlk gün (bu tarihten)',
    startToLabel: 'İlk gün (bu tarihe kadar)',
    // The API keeps rentals half-open: the last day's filter sends the day after it.
    endFilter: {
      key: 'last_day',
      label: 'Son gün (bu tarihe kadar)',
      fromLabel: 'Son gün (bu tarihten)',
      toApi: (day) => dayToIso(addDaysIso(day, 1)),
    },
  },
  stayRows: (r) => [
    ['Tekne', r.boat.name],
    ['Günler', formatRental(r.started_at, r.finished_at)],
    ['Süre', daysText(r.days)],
    ['Saat', `${r.boat.departure_time} – ${r.boat.return_time}`],
    ['Kişi', `${r.guests} kişi (en fazla ${r.boat.capacity})`],
  ],
  price: (r) => {
    const b = r.price_breakdown ?? {};
    const weeks = Array.isArray(b.weeks) ? (b.weeks as { start?: string; end?: string; price_kurus?: number }[]) : [];
    const days = Array.isArray(b.days) ? (b.days as { date?: string; price_kurus?: number }[]) : [];
    const weeksTotal = num(b.weeks_total_kurus);
    const daysTotal = num(b.days_total_kurus);
    const before: DlRow[] = [];
    if (weeksTotal !== null && weeks.length > 0) before.push([`Haftalık (${weeks.length} hafta)`, formatKurus(weeksTotal)]);
    if (daysTotal !== null && days.length > 0) before.push([`Günlük (${days.length} gün)`, formatKurus(daysTotal)]);
    return {
      before,
      after: [],
      itemsTitle: 'Gün gün fiyatlar',
      items: [
        ...weeks.map((w, i) => ({
          key: `w${i}`,
          label: w.start && w.end ? `${dayText(w.start)} haftası` : `${i + 1}. hafta`,
          price: price(w.price_kurus),
        })),
        ...days.map((d, i) => ({ key: `d${i}`, label: d.date ? dayText(d.date) : `${i + 1}. gün`, price: price(d.price_kurus) })),
      ],
    };
  },
  EditForm: BoatReservationForm,
};
