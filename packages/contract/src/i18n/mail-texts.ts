/**
 * The words the API itself writes into a guest's mail variables (issue 18):
 * the party ("2 adults, 1 child") and the payment lines of the request mail;
 * and the guest's voucher PDF, in the language stored on the reservation.
 * Turkish keeps the functions that wrote them before (`villaPartyText`, the
 * next-steps lines); another language has its ICU patterns here. A language
 * without them reads Turkish.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import { intlLocale } from './localize.ts';

/** The voucher's words (rental-units/reservation-voucher.ts): its titles, labels and values. */
type VoucherTextId =
  | 'voucherVilla'
  | 'voucherBoat'
  | 'voucherCode'
  | 'voucherShow'
  | 'guest'
  | 'phone'
  | 'villa'
  | 'boat'
  | 'region'
  | 'marina'
  | 'checkIn'
  | 'checkOut'
  | 'days'
  | 'times'
  | 'timesValue'
  | 'length'
  | 'nights'
  | 'dayCount'
  | 'guests'
  | 'people'
  | 'total'
  | 'paid'
  | 'balance'
  | 'askPrice';
export type MailTextId = 'party' | 'bankLines' | 'bankLater' | VoucherTextId;

const MAIL_TEXTS: { readonly [L in Locale]?: Record<MailTextId, string> } = {
  en: {
    party:
      '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}' +
      '{infants, plural, =0 {} one {, # infant} other {, # infants}}',
    bankLines: 'Bank: {bank}\nAccount holder: {holder}\nIBAN: {iban}\nReference: {reference}',
    bankLater:
      'We will send our bank details with the confirmation. Please write your reservation code ({reference}) as the transfer reference.',
    voucherVilla: 'Stay voucher',
    voucherBoat: 'Boat rental voucher',
    voucherCode: 'Reservation code: ',
    voucherShow: 'Please show this voucher on arrival.',
    guest: 'Guest',
    phone: 'Phone',
    villa: 'Villa',
    boat: 'Boat',
    region: 'Area',
    marina: 'Marina',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    days: 'Days',
    times: 'Times',
    timesValue: 'Departure {departure}, return {return}',
    length: 'Length',
    nights: '{count, plural, one {# night} other {# nights}}',
    dayCount: '{count, plural, one {# day} other {# days}}',
    guests: 'Guests',
    people: '{count, plural, one {# guest} other {# guests}}',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance',
    askPrice: 'Price on request',
  },
};

/** Mail text `id` in `locale` with `values`; undefined for Turkish or a language without it (write the Turkish). */
export function mailText(locale: Locale, id: MailTextId, values: Record<string, string | number> = {}): string | undefined {
  const pattern = locale === DEFAULT_LOCALE ? undefined : MAIL_TEXTS[locale]?.[id];
  return pattern === undefined ? undefined : String(new IntlMessageFormat(pattern, intlLocale(locale)).format(values));
}
