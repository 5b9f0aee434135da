/**
 * How the audit log reads in Turkish (issue 20): the names of the common fields, their
 * values (statuses, money in TL, days, yes/no) and the link to the changed record.
 */
import {
  AUDIT_ENTITIES,
  AUDIT_REFERENCES,
  type AuditEntry,
  type AuditPage,
  RESERVATION_CHANNEL_LABEL,
  RESERVATION_STATUS_LABEL,
  type ReservationChannel,
  type ReservationStatus,
} from '@yali/contract';
import { LANGUAGE_NAMES_TR } from '@/features/mail-templates/components/mail-templates-screen';
import { settingLabel } from '@/features/settings/components/settings-section-form';
import { formatDate, formatDateTime, formatKurusExact } from '@/lib/format';
import { paths } from '@/lib/paths';

const FIELD_LABELS: Record<string, string> = {
  started_at: 'Giriş',
  finished_at: 'Çıkış',
  status: 'Durum',
  total_price_kurus: 'Tutar',
  amount_kurus: 'Tutar',
  nightly_price_kurus: 'Gecelik fiyat',
  daily_price_kurus: 'Günlük fiyat',
  weekly_price_kurus: 'Haftalık fiyat',
  cleaning_fee_kurus: 'Temizlik ücreti',
  damage_deposit_kurus: 'Hasar depozitosu',
  start_date: 'Başlangıç',
  end_date: 'Bitiş',
  min_nights: 'En az gece',
  min_days: 'En az gün',
  guest_name: 'Misafir',
  guest_email: 'Misafir e-postası',
  guest_phone: 'Misafir telefonu',
  adults: 'Yetişkin',
  children: 'Çocuk',
  guests: 'Kişi',
  note: 'Not',
  admin_note: 'İç not',
  option_expires_at: 'Opsiyon bitişi',
  kapora_due_on: 'Kapora vadesi',
  balance_due_on: 'Kalan ödeme vadesi',
  channel: 'Kanal',
  name: 'Ad',
  active: 'Etkin',
  popular: 'Popüler',
  capacity: 'Kapasite',
  owner_id: 'Ev sahibi',
  role: 'Rol',
  email: 'E-posta',
  first_name: 'Ad',
  last_name: 'Soyad',
  phone: 'Telefon',
  value: 'Değer',
  subject: 'Konu',
  body: 'Metin',
  url: 'Adres',
  kind: 'Tür',
  method: 'Yöntem',
  paid_on: 'Ödeme günü',
  prepayment_percent: 'Ön ödeme %',
  villa_id: 'Villa',
  boat_id: 'Tekne',
  created_by: 'Oluşturan',
  recorded_by: 'Kaydeden',
  reservation_id: 'Rezervasyon',
  boat_reservation_id: 'Tekne rezervasyonu',
  town_id: 'İl / ilçe',
  district_id: 'Bölge',
  marina_id: 'Marina',
  type_id: 'Tekne tipi',
  feed_id: 'iCal takvimi',
  kapora_reminder_sent_at: 'Kapora hatırlatması',
  confirm_sent_at: 'Onay maili',
  bank_sent_at: 'Banka bilgisi maili',
  price_breakdown: 'Fiyat dökümü',
  text: 'Yorum metni',
  rating: 'Puan',
  reply: 'Yanıt',
  reply_at: 'Yanıt zamanı',
  replied_by: 'Yanıtlayan',
  alt: 'Alternatif metin',
  sort_order: 'Sıra',
  infants: 'Bebek',
  lang: 'Misafirin dili',
  exchange_rates: 'Döviz kurları',
};

/**
 * The Turkish name of a field, or its own name. `value`: one of its values, since a
 * reservation's own `reservation_id` is its code (text) where a payment's is a reference.
 */
export const fieldLabel = (field: string, value?: unknown) =>
  field === 'reservation_id' && typeof value === 'string' ? 'Rezervasyon kodu' : (FIELD_LABELS[field] ?? field);

/** The Turkish name of an audited table. */
export const entityLabel = (entity: string) => (AUDIT_ENTITIES as Record<string, string>)[entity] ?? entity;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO timestamp in Istanbul time. */
export const formatAuditTime = (iso: string) => formatDateTime(iso);

/** The current names of the records a page concerns (`AuditPage.names`). */
export type RecordNames = AuditPage['names'];

/**
 * A field's value as a person reads it: '–' for none, the name of a record it points at
 * ('#12' when that record is gone), TL for kuruş, Turkish statuses and days, the guest's
 * language by name, a stored quote and exchange rates as one line each.
 */
export function formatValue(field: string, value: unknown, names: RecordNames = {}): string {
  if (value === null || value === undefined || value === '') return '–';
  const table = (AUDIT_REFERENCES as Record<string, string>)[field];
  if (table && typeof value === 'number') return names[table]?.[String(value)] ?? `#${value}`;
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number' && field.endsWith('_kurus')) return formatKurusExact(value);
  if (field === 'status' && typeof value === 'string' && value in RESERVATION_STATUS_LABEL)
    return RESERVATION_STATUS_LABEL[value as ReservationStatus];
  if (field === 'channel' && typeof value === 'string' && value in RESERVATION_CHANNEL_LABEL)
    return RESERVATION_CHANNEL_LABEL[value as ReservationChannel];
  if (field === 'lang' && typeof value === 'string') return (LANGUAGE_NAMES_TR as Record<string, string>)[value] ?? value;
  if (field === 'price_breakdown' && typeof value === 'object') return breakdownText(value as Breakdown);
  if (field === 'exchange_rates' && typeof value === 'object') return ratesText(value as Record<string, unknown>);
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatAuditTime(value);
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 117)}…` : value;
  return JSON.stringify(value);
}

type Breakdown = { nights?: unknown; total_kurus?: unknown };

/** A stored quote as a line: '7 gece · toplam ₺22.000,00' (the nights priced and the total), not its JSON. */
function breakdownText(b: Breakdown): string {
  const parts = [
    Array.isArray(b.nights) ? `${b.nights.length} gece` : typeof b.nights === 'number' ? `${b.nights} gün` : '',
    typeof b.total_kurus === 'number' ? `toplam ${formatKurusExact(b.total_kurus)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Fiyat dökümü';
}

/** The exchange-rate settings a booking keeps, by currency. */
const RATE_CURRENCY: Record<string, string> = {
  euro_exchange_rate: 'EUR',
  dollar_exchange_rate: 'USD',
  sterling_exchange_rate: 'GBP',
};

/** The exchange rates kept with a booking: '1 EUR = 38,5 TL · 1 USD = 35,2 TL'; rates not set are left out. */
function ratesText(rates: Record<string, unknown>): string {
  const line = Object.entries(rates)
    .filter((e): e is [string, number] => typeof e[1] === 'number')
    .map(([key, rate]) => `1 ${RATE_CURRENCY[key] ?? key} = ${rate.toLocaleString('tr-TR')} TL`)
    .join(' · ');
  return line || '–';
}

const ACTION_LABEL: Record<AuditEntry['action'], string> = { insert: 'eklendi', update: 'değişti', delete: 'silindi' };
export const actionLabel = (a: AuditEntry['action']) => ACTION_LABEL[a];

const d = paths.dashboard;
const RECORD_LINKS: Record<string, (id: number) => string> = {
  reservations: d.villaReservation,
  boat_reservations: d.boatReservation,
  villas: d.villa,
  boats: d.boat,
  users: () => d.users,
  settings: () => d.settings('site'),
  mail_templates: () => d.mailTemplates,
};

/** What a record is called: 'Villa: Villa Lavanta', or 'Villa #12' when it has no name (any more). */
export function recordLabel(entity: string, id: string, names: RecordNames = {}): string {
  const name = entity === 'settings' ? (settingLabel(id) ?? id) : names[entity]?.[id];
  return name ? `${entityLabel(entity)}: ${name}` : `${entityLabel(entity)} #${id}`;
}

/** Where the changed record (or the record its row belongs to) is seen; null when nowhere. */
export function recordHref(e: Pick<AuditEntry, 'entity' | 'entity_id' | 'parent'>): string | null {
  const target = e.parent ?? { entity: e.entity, id: e.entity_id };
  const link = RECORD_LINKS[target.entity];
  return link ? link(Number(target.id)) : null;
}
