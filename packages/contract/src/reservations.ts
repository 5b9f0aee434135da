/**
 * Back-office reservation shapes (SPEC §7 "/reservations", "/external",
 * "/occupancy", "/sendconfirm", "/sendbank"; DESIGN §3 statuses and channels).
 * Money is integer kuruş; stay dates are Europe/Istanbul calendar days
 * 'YYYY-MM-DD' (half-open [started_at, finished_at)); timestamps ISO 8601.
 */
import { z } from 'zod';
import { infantsCount } from './booking.ts';
import { PaymentState } from './payments.ts';
import { guestContactHidden } from './owner-portal.ts';
import { errorBodyWith, isoDate, isoDateTime, isoMonth, keyed, labelledEnum, MAX_DB_INT, pagingQuery } from './common.ts';
import { PAGE_SIZE } from './constants.ts';
import { ReservationChannel, ReservationStatus } from './enums.ts';

/** Turkish labels of the statuses (badges, selects, mails). */
export const RESERVATION_STATUS_LABEL: Record<ReservationStatus, string> = {
  pending: 'Talep',
  option: 'Opsiyon',
  confirmed: 'Onaylı',
  cancelled: 'İptal',
  completed: 'Tamamlandı',
};

export const RESERVATION_CHANNEL_LABEL: Record<ReservationChannel, string> = {
  web: 'Web sitesi',
  admin: 'Acente',
  external: 'Harici blokaj',
  ical: 'iCal',
};

/**
 * Status moves an admin may make (DESIGN §3): pending → option → confirmed →
 * completed, pending → confirmed, and any open status → cancelled. Nothing
 * leaves completed or cancelled.
 */
export const RESERVATION_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['option', 'confirmed', 'cancelled'],
  option: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  cancelled: [],
  completed: [],
};

export const canTransition = (from: ReservationStatus, to: ReservationStatus) => RESERVATION_TRANSITIONS[from].includes(to);

/** Default hold of an option when no expiry is given (DESIGN §3: 24 h). */
export const OPTION_DEFAULT_HOURS = 24;

const TR_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A date filter (SPEC §5: "sent as ISO strings"). Accepts 'YYYY-MM-DD' or a
 * full ISO 8601 timestamp and answers the Europe/Istanbul calendar day of
 * that instant: '2026-07-04T00:00:00.000Z' (UTC midnight) and
 * '2026-07-03T21:00:00.000Z' (Istanbul midnight) both mean 2026-07-04.
 */
export const isoDayFilter = z
  .string()
  .trim()
  .max(40, 'Tarih çok uzun.')
  .transform((s, ctx) => {
    const format = 'Tarih ISO biçiminde olmalı (ör. 2026-07-04 veya 2026-07-04T00:00:00.000Z).';
    const ms = Date.parse(s);
    if (!/^\d{4}-\d{2}-\d{2}(T|$)/.test(s) || Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: format });
      return z.NEVER;
    }
    // The day as written must itself be a real day between DATE_YEARS (no 0000-01-01, no 2026-02-30).
    const day = isoDate.safeParse(s.slice(0, 10));
    if (!day.success) {
      ctx.addIssue({ code: 'custom', message: day.error.issues[0]?.message ?? format });
      return z.NEVER;
    }
    return s.length === 10 ? s : TR_DAY.format(new Date(ms));
  });

const dbId = (message: string) => z.coerce.number().int().positive(message).max(MAX_DB_INT, message);

/**
 * Rental units (villas, boats) share their back-office reservation shapes;
 * each kind names its unit reference (`villa`, `boat`), its length (`nights`,
 * `days`) and its party (`adults` + `children`, `guests`). Keys keep their
 * order: it is the order of the OpenAPI document.
 */

/** Columns a back-office reservation list may be sorted by (issue 24): check-in, check-out, creation, amount. */
export const ReservationSort = z.enum(['started_at', 'finished_at', 'created_at', 'total_price_kurus'], {
  error: 'Sıralama started_at, finished_at, created_at veya total_price_kurus olmalı.',
});
export type ReservationSort = z.infer<typeof ReservationSort>;
export const SortDir = z.enum(['asc', 'desc'], { error: 'Sıralama yönü asc veya desc olmalı.' });
export type SortDir = z.infer<typeof SortDir>;

/**
 * Quick filters of the reservation lists (issue 24), on today's Istanbul day:
 * arrivals_today (check-in today), departures_today (check-out today),
 * this_week (the stay shares a day with Monday–Sunday of this week),
 * option_expires_today (an option whose hold ends today). Their Turkish
 * names are the chips of the lists.
 */
export const RESERVATION_QUICK_LABEL = {
  arrivals_today: 'Bugün giriş',
  departures_today: 'Bugün çıkış',
  this_week: 'Bu hafta',
  option_expires_today: 'Opsiyonu bugün bitiyor',
};
export const ReservationQuick = labelledEnum('Hızlı süzgeç', RESERVATION_QUICK_LABEL);
export type ReservationQuick = z.infer<typeof ReservationQuick>;

/** The from–to day ranges of the lists and the Turkish name of what each bounds. */
const RANGES = [
  ['started_from', 'started_to', 'Giriş'],
  ['finished_from', 'finished_to', 'Çıkış'],
  ['created_from', 'created_to', 'Oluşturulma'],
] as const;

/** Refuses a range whose first day is after its last (`started_from` > `started_to` …). */
const checkRanges = (v: object, ctx: z.RefinementCtx) => {
  const days = v as Partial<Record<(typeof RANGES)[number][0 | 1], string>>;
  for (const [from, to, label] of RANGES) {
    const a = days[from];
    const b = days[to];
    if (a && b && a > b) ctx.addIssue({ code: 'custom', path: [to], message: `${label} aralığının sonu başından önce olamaz.` });
  }
};

/**
 * The filters of a back-office reservation list of one unit kind, without
 * paging (the CSV export takes them as they are): status, the unit
 * (`unitKey`, refused with `unitMessage`), started_at: starting on or after
 * that day; finished_at: `finished_at` on or before that day; created_at:
 * made on that Istanbul day or later; reservation_id: the code, any case,
 * spaces and dashes ignored; the payment state; issue 24's from–to ranges
 * (Istanbul days, both ends included) of check-in, check-out and creation,
 * a quick filter, and the sort (`sort`, `dir`; default newest created first).
 */
export const unitReservationsFilter = <K extends string>(unitKey: K, unitMessage: string) =>
  z
    .object({
      status: ReservationStatus.optional(),
      ...keyed(unitKey, dbId(unitMessage).optional()),
      started_at: isoDayFilter.optional(),
      finished_at: isoDayFilter.optional(),
      created_at: isoDayFilter.optional(),
      reservation_id: z.string().trim().max(20, 'Rezervasyon kodu en fazla 20 karakter olabilir.').optional(),
      /** The payment state on today (issue 19). */
      payment_state: PaymentState.optional(),
      started_from: isoDayFilter.optional(),
      started_to: isoDayFilter.optional(),
      finished_from: isoDayFilter.optional(),
      finished_to: isoDayFilter.optional(),
      created_from: isoDayFilter.optional(),
      created_to: isoDayFilter.optional(),
      quick: ReservationQuick.optional(),
      sort: ReservationSort.optional(),
      dir: SortDir.optional(),
    })
    .superRefine(checkRanges);

/** A back-office reservation list query of one unit kind: `unitReservationsFilter` and a page of `pageSize`. */
export const unitReservationsQuery = <K extends string>(pageSize: number, unitKey: K, unitMessage: string) =>
  z.object({ ...pagingQuery(pageSize).shape, ...unitReservationsFilter(unitKey, unitMessage).shape }).superRefine(checkRanges);

/** `GET /v1/admin/reservations.csv` filters: the list's without paging (every matching row, up to the export cap). */
export const adminReservationsCsvQuery = unitReservationsFilter('villa_id', 'Geçersiz villa.');
export type AdminReservationsCsvQuery = z.infer<typeof adminReservationsCsvQuery>;

/** Most rows a reservation CSV export holds: a filter wider than this is a mistake, not a report. */
export const RESERVATION_EXPORT_MAX = 10_000;

/** `GET /v1/admin/reservations` filters (`unitReservationsQuery` of villas). */
export const adminReservationsQuery = unitReservationsQuery(PAGE_SIZE.reservations, 'villa_id', 'Geçersiz villa.');
export type AdminReservationsQuery = z.infer<typeof adminReservationsQuery>;

export const reservationVillaRef = z.object({ id: z.number().int(), name: z.string() });
export const reservationUserRef = z.object({ id: z.number().int(), name: z.string() });

/** A back-office list item of one unit kind: `unit` its reference, `length` nights or days, `party` the guest counts. */
export const unitReservationItem = <U extends string, R extends z.ZodTypeAny, L extends string, P extends z.ZodRawShape>(
  unit: U,
  ref: R,
  length: L,
  party: P,
) =>
  z.object({
    id: z.number().int(),
    /** The short code a guest reads on the phone. */
    reservation_id: z.string(),
    ...keyed(unit, ref),
    /** SPEC §3: the unit's id as its own field (`villa_id`, `boat_id`), beside the nested reference. */
    ...keyed(`${unit}_id` as `${U}_id`, z.number().int()),
    status: ReservationStatus,
    channel: ReservationChannel,
    started_at: z.string(),
    finished_at: z.string(),
    /** finished_at − started_at: nights of a stay, days of a rental. */
    ...keyed(length, z.number().int()),
    ...party,
    guest_name: z.string(),
    guest_email: z.string(),
    guest_phone: z.string(),
    guest_contact_hidden: guestContactHidden,
    total_price_kurus: z.number().int().nullable(),
    /** The payment state on today (issue 19). */
    payment_state: PaymentState,
    option_expires_at: z.string().nullable(),
    opened_at: z.string().nullable(),
    created_at: z.string(),
  });

export const adminReservationItem = unitReservationItem('villa', reservationVillaRef, 'nights', {
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
});
export type AdminReservationItem = z.infer<typeof adminReservationItem>;

/** What every kind's list item has, whatever its unit, length and party (shared screens, CSV export). */
export type UnitReservationRow = Pick<
  AdminReservationItem,
  | 'id'
  | 'reservation_id'
  | 'status'
  | 'channel'
  | 'started_at'
  | 'finished_at'
  | 'guest_name'
  | 'guest_email'
  | 'guest_phone'
  | 'guest_contact_hidden'
  | 'total_price_kurus'
  | 'payment_state'
  | 'option_expires_at'
  | 'opened_at'
  | 'created_at'
>;

export const reservationEvent = z.object({
  id: z.number().int(),
  from_status: ReservationStatus.nullable(),
  to_status: ReservationStatus,
  /** null: the system (a job). */
  actor: reservationUserRef.nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type ReservationEvent = z.infer<typeof reservationEvent>;

export const MailOutboxStatus = z.enum(['pending', 'sent', 'failed']);
export type MailOutboxStatus = z.infer<typeof MailOutboxStatus>;
export const MAIL_OUTBOX_STATUS_LABEL: Record<MailOutboxStatus, string> = {
  pending: 'Kuyrukta',
  sent: 'Gönderildi',
  failed: 'Gönderilemedi',
};

export const mailOutboxItem = z.object({
  id: z.number().int(),
  template_key: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: MailOutboxStatus,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /**
   * The reservation the mail belongs to: a villa one (`mail_outbox.reservation_id`)
   * or a boat one (`boat_reservation_id`, issue 7); `name` is the villa's or the boat's.
   */
  reservation: z
    .object({
      id: z.number().int(),
      reservation_id: z.string(),
      kind: z.enum(['villa', 'boat']),
      name: z.string(),
    })
    .nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItem>;

/** What a reservation's detail adds to its list item besides the unit, for every kind. */
export const reservationDetailFields = {
  note: z.string(),
  admin_note: z.string(),
  /** Frozen quote of the booking (nights or weeks and days, fees, totals), as stored. */
  price_breakdown: z.record(z.string(), z.unknown()).nullable(),
  exchange_rates: z.record(z.string(), z.unknown()).nullable(),
  confirm_sent_at: z.string().nullable(),
  bank_sent_at: z.string().nullable(),
  created_by: reservationUserRef.nullable(),
  updated_at: z.string(),
  events: z.array(reservationEvent),
  mails: z.array(mailOutboxItem),
};

export const adminReservationDetail = adminReservationItem.extend({
  villa: reservationVillaRef.extend({
    slug: z.string(),
    owner: reservationUserRef.nullable(),
    prepayment_percent: z.number().int(),
  }),
  ...reservationDetailFields,
});
export type AdminReservationDetail = z.infer<typeof adminReservationDetail>;

const guestName = z
  .string()
  .trim()
  .min(2, 'Misafir adı en az 2 karakter olmalı.')
  .max(120, 'Misafir adı en fazla 120 karakter olabilir.');
const guestEmail = z
  .string()
  .trim()
  .max(200, 'E-posta en fazla 200 karakter olabilir.')
  .refine((s) => s === '' || z.email().safeParse(s).success, 'Geçerli bir e-posta adresi girin.');
const guestPhone = z
  .string()
  .trim()
  .max(40, 'Telefon en fazla 40 karakter olabilir.')
  .refine((s) => s === '' || /^\+?[0-9 ()-]{7,}$/.test(s), 'Geçerli bir telefon numarası girin.');
const adults = z.coerce
  .number()
  .int('Yetişkin sayısı tam sayı olmalı.')
  .min(1, 'En az 1 yetişkin olmalı.')
  .max(50, 'Yetişkin sayısı en fazla 50 olabilir.');
const children = z.coerce
  .number()
  .int('Çocuk sayısı tam sayı olmalı.')
  .min(0, 'Çocuk sayısı 0 veya daha fazla olmalı.')
  .max(50, 'Çocuk sayısı en fazla 50 olabilir.');
const priceKurus = z
  .number()
  .int('Tutar kuruş cinsinden tam sayı olmalı.')
  .min(0, 'Tutar negatif olamaz.')
  .max(MAX_DB_INT, 'Tutar çok büyük.');
const longText = (label: string) => z.string().trim().max(2000, `${label} en fazla 2000 karakter olabilir.`);
const timestamp = isoDateTime('Zaman ISO 8601 biçiminde olmalı.');

/** Statuses an admin may create a reservation in. */
export const AdminCreateStatus = z.enum(['pending', 'option', 'confirmed']);

const checkRange = (v: { started_at?: string | undefined; finished_at?: string | undefined }, ctx: z.RefinementCtx) => {
  if (v.started_at && v.finished_at && v.finished_at <= v.started_at)
    ctx.addIssue({ code: 'custom', path: ['finished_at'], message: 'Çıkış tarihi giriş tarihinden sonra olmalı.' });
};

/** `POST /v1/admin/reservations` (channel 'admin'). `option_expires_at` defaults to now + 24 h for an option. */
export const adminReservationCreate = z
  .object({
    villa_id: dbId('Villa seçin.'),
    started_at: isoDate,
    finished_at: isoDate,
    adults,
    children: children.default(0),
    infants: infantsCount.default(0),
    guest_name: guestName,
    guest_email: guestEmail.default(''),
    guest_phone: guestPhone.default(''),
    total_price_kurus: priceKurus.nullable().optional(),
    status: AdminCreateStatus.default('pending'),
    option_expires_at: timestamp.nullable().optional(),
    note: longText('Not').default(''),
    admin_note: longText('İç not').default(''),
  })
  .superRefine(checkRange);
export type AdminReservationCreate = z.input<typeof adminReservationCreate>;

/** `PUT /v1/admin/reservations/{id}`: fields left out stay as they are. */
export const adminReservationUpdate = z
  .object({
    started_at: isoDate.optional(),
    finished_at: isoDate.optional(),
    adults: adults.optional(),
    children: children.optional(),
    infants: infantsCount.optional(),
    guest_name: guestName.optional(),
    guest_email: guestEmail.optional(),
    guest_phone: guestPhone.optional(),
    total_price_kurus: priceKurus.nullable().optional(),
    status: ReservationStatus.optional(),
    option_expires_at: timestamp.nullable().optional(),
    note: longText('Not').optional(),
    admin_note: longText('İç not').optional(),
  })
  .superRefine(checkRange);
export type AdminReservationUpdate = z.input<typeof adminReservationUpdate>;

export const reservationIdBody = z.object({ id: dbId('Geçersiz rezervasyon.') });
export const mailOutboxRowContent = z.object({ id: z.number().int() });

/** `GET /v1/admin/mail/outbox`: reservation_id is a villa reservation's numeric id, or a villa ('YL…') or boat ('YT…') code. */
export const mailOutboxQuery = pagingQuery(PAGE_SIZE.reservations).extend({
  reservation_id: z.string().trim().max(20).optional(),
});

/** A holding record that blocked a write (409 `conflict`). */
export const holdConflict = z.object({
  source: z.enum(['reservation', 'date']),
  /** Reservation id or closed-date id. */
  id: z.number().int(),
  reservation_id: z.string().nullable(),
  status: ReservationStatus.nullable(),
  channel: ReservationChannel.nullable(),
  started_at: z.string(),
  finished_at: z.string(),
  label: z.string(),
});
export type HoldConflict = z.infer<typeof holdConflict>;

/** 409 body of a unit kind's write refused because `conflict` (the kind's holder shape) holds the dates. */
export const conflictErrorBodyOf = <C extends z.ZodTypeAny>(conflict: C) => errorBodyWith({ conflict: conflict.optional() });

/** 409 body of a write refused because the dates are held by another record. */
export const conflictErrorBody = conflictErrorBodyOf(holdConflict);

/**
 * The villa's back-office reservation shapes as one set (`/v1/admin/reservations`: list and CSV
 * queries, list item, detail, create and update bodies, 409 body); each kind has one.
 */
export const VILLA_ADMIN_RESERVATION_SCHEMAS = {
  query: adminReservationsQuery,
  csvQuery: adminReservationsCsvQuery,
  item: adminReservationItem,
  detail: adminReservationDetail,
  create: adminReservationCreate,
  update: adminReservationUpdate,
  conflict: conflictErrorBody,
};

// ---------------------------------------------------------------------------
// External (manual) blockings: reservations with channel 'external'.

export const ExternalStatus = z.enum(['confirmed', 'cancelled']);

/**
 * Where a manual blocking's nights went (issue 24): a sale on another channel
 * (Airbnb, Booking.com), the owner's own use, maintenance, or something else.
 * Reports take only the owner's own use out of the nights available (decision 014).
 */
export const BLOCK_SOURCES = ['airbnb', 'booking', 'owner', 'maintenance', 'other'] as const;
export const BlockSource = z.enum(BLOCK_SOURCES, { error: 'Kaynak Airbnb, Booking.com, ev sahibi, bakım ya da diğer olmalı.' });
export type BlockSource = z.infer<typeof BlockSource>;
export const BLOCK_SOURCE_LABEL: Record<BlockSource, string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  owner: 'Ev sahibi kullanımı',
  maintenance: 'Bakım',
  other: 'Diğer',
};
export const EXTERNAL_STATUS_LABEL: Record<z.infer<typeof ExternalStatus>, string> = {
  confirmed: 'Aktif',
  cancelled: 'İptal',
};

export const externalQuery = pagingQuery(PAGE_SIZE.external).extend({
  status: ExternalStatus.optional(),
  villa_id: dbId('Geçersiz villa.').optional(),
  started_at: isoDayFilter.optional(),
  finished_at: isoDayFilter.optional(),
});
export type ExternalQuery = z.infer<typeof externalQuery>;

export const externalItem = z.object({
  id: z.number().int(),
  reservation_id: z.string(),
  villa: reservationVillaRef,
  status: ExternalStatus,
  started_at: z.string(),
  finished_at: z.string(),
  nights: z.number().int(),
  label: z.string(),
  source: BlockSource,
  note: z.string(),
  created_by: reservationUserRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExternalItem = z.infer<typeof externalItem>;

const externalLabel = z.string().trim().min(1, 'Açıklama girin.').max(120, 'Açıklama en fazla 120 karakter olabilir.');

export const externalCreate = z
  .object({
    villa_id: dbId('Villa seçin.'),
    started_at: isoDate,
    finished_at: isoDate,
    /** Defaults to the source's name ('Airbnb', 'Bakım' …). */
    label: externalLabel.optional(),
    /** An OWNER's blocking is always their own use, whatever is sent. */
    source: BlockSource.default('other'),
    note: longText('Not').default(''),
  })
  .superRefine(checkRange);
export type ExternalCreate = z.input<typeof externalCreate>;

export const externalUpdate = z
  .object({
    started_at: isoDate.optional(),
    finished_at: isoDate.optional(),
    label: externalLabel.optional(),
    source: BlockSource.optional(),
    note: longText('Not').optional(),
    status: ExternalStatus.optional(),
  })
  .superRefine(checkRange);
export type ExternalUpdate = z.input<typeof externalUpdate>;

// ---------------------------------------------------------------------------
// Occupancy calendar.

/** Width of the occupancy timeline: a calendar month (SPEC's `month`), or 7 / 14 nights from `from`. */
export const OCCUPANCY_SPANS = ['month', 'week', 'twoweeks'] as const;
export const OccupancySpan = z.enum(OCCUPANCY_SPANS, { error: 'Görünüm ay, hafta ya da iki hafta olmalı.' });
export type OccupancySpan = z.infer<typeof OccupancySpan>;

/**
 * `GET /v1/admin/occupancy` (SPEC §7 "/occupancy"; issue 24): `month`
 * (default the Istanbul month of today) or `span` week/twoweeks from `from`
 * (default today); `kind` villa or boat; filters by region (`town_id`),
 * owner and type (villas), marina and type (boats).
 */
export const occupancyQuery = z.object({
  month: isoMonth.optional(),
  span: OccupancySpan.default('month'),
  from: isoDate.optional(),
  kind: z.enum(['villa', 'boat'], { error: 'Tür villa ya da tekne olmalı.' }).default('villa'),
  town_id: dbId('Bölge seçin.').optional(),
  owner_id: dbId('Ev sahibi seçin.').optional(),
  type_id: dbId('Tür seçin.').optional(),
  marina_id: dbId('Marina seçin.').optional(),
});
export type OccupancyQuery = z.input<typeof occupancyQuery>;

/** What holds one night of a unit: the same record a hold conflict names, with a blocking's source. */
export const occupancyHold = holdConflict.extend({ block_source: BlockSource.nullable().optional() });
export type OccupancyHold = z.infer<typeof occupancyHold>;

/** A guest's request (pending) over the window: it holds nothing, but competes with what does. */
export const occupancyRequest = z.object({
  id: z.number().int(),
  reservation_id: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  label: z.string(),
});
export type OccupancyRequest = z.infer<typeof occupancyRequest>;

export const occupancyVilla = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  /** One entry per day of the window: the record holding the night that starts that day, or null. */
  days: z.array(occupancyHold.nullable()),
  /** Pending requests overlapping the window, drawn apart (hatched) since they hold no night. */
  requests: z.array(occupancyRequest),
  /** Nights held by option, confirmed or completed reservations (all channels). */
  held_nights: z.number().int(),
  /** Nights closed on the villa's calendar (/villas/date), counted apart. */
  closed_nights: z.number().int(),
  /** held_nights / nights of the month, 0 … 1. */
  rate: z.number(),
});
export type OccupancyVilla = z.infer<typeof occupancyVilla>;

export const occupancyContent = z.object({
  /** The month shown, or the month of the window's first day. */
  month: z.string(),
  span: OccupancySpan,
  kind: z.enum(['villa', 'boat']),
  today: z.string(),
  days: z.array(z.string()),
  villas: z.array(occupancyVilla),
});
export type OccupancyContent = z.infer<typeof occupancyContent>;
