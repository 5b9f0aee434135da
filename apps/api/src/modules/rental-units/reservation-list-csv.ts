/**
 * The CSV export of a back-office reservation list (issue 24), the same for
 * every unit kind: the rows the list's filters pick (every page, up to
 * `RESERVATION_EXPORT_MAX`), in the list's order, with Turkish headers and
 * the contract's status, payment-state and channel labels; Excel-friendly
 * like the board's and the payments' exports (lib/csv.ts).
 */
import {
  PAYMENT_STATE_LABEL,
  RESERVATION_CHANNEL_LABEL,
  RESERVATION_EXPORT_MAX,
  RESERVATION_STATUS_LABEL,
  type UnitReservationRow,
} from '@yali/contract';
import { kurusToCsv, toCsv } from '../../lib/csv.ts';

/** How one kind's item fills the kind's own columns: 'Villa'/'Tekne', 'Gece'/'Gün' and the party. */
export type ListCsvColumns<I> = {
  unitHeader: string;
  lengthHeader: string;
  unitName: (i: I) => string;
  length: (i: I) => number;
  guests: (i: I) => number;
};

/** Query of a whole export: the list's filters from row 0, at most RESERVATION_EXPORT_MAX rows. */
export const wholeExport = <Q extends object>(query: Q) => ({ ...query, skip: 0, take: RESERVATION_EXPORT_MAX });

/**
 * `items` (a list's rows, in its order) as CSV: code, unit, guest and
 * contact, check-in and check-out days, nights or days, guests, total in TL
 * (decimal comma, empty when on request), status, payment state, channel and
 * the creation day in Istanbul.
 */
export function reservationListCsv<I extends UnitReservationRow>(items: readonly I[], c: ListCsvColumns<I>): string {
  const created = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', dateStyle: 'short' });
  const rows: (string | number)[][] = [
    [
      'Kod',
      c.unitHeader,
      'Misafir',
      'E-posta',
      'Telefon',
      'Giriş',
      'Çıkış',
      c.lengthHeader,
      'Kişi',
      'Tutar (TL)',
      'Durum',
      'Ödeme',
      'Kanal',
      'Oluşturulma',
    ],
  ];
  for (const i of items) {
    rows.push([
      i.reservation_id,
      c.unitName(i),
      i.guest_name,
      i.guest_email,
      i.guest_phone,
      i.started_at,
      i.finished_at,
      c.length(i),
      c.guests(i),
      i.total_price_kurus === null ? '' : kurusToCsv(i.total_price_kurus),
      RESERVATION_STATUS_LABEL[i.status],
      PAYMENT_STATE_LABEL[i.payment_state],
      RESERVATION_CHANNEL_LABEL[i.channel],
      created.format(new Date(i.created_at)),
    ]);
  }
  return toCsv(rows);
}
