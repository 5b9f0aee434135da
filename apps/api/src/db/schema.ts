/**
 * Database schema (DESIGN §1, §3). Money columns are integer kuruş; stay
 * dates are Europe/Istanbul calendar days; ranges are half-open
 * [started_at, finished_at). The no-overlap guarantee lives in the custom
 * migration `villa_holds` (exclusion constraint + triggers), which Drizzle
 * cannot express.
 */
import type { Translations } from '@yali/contract';
import { getViewSelectedFields, sql } from 'drizzle-orm';
import type { MailTemplateTranslations } from '@yali/contract';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/*
 * Column builders of the tables a rental unit (villa or boat) has twice, one
 * per kind: images, reservations and their status history. Each call makes
 * fresh column objects (Drizzle binds a column to one table); the unit's own
 * columns (its foreign key, the party size) are passed in, in table order, so
 * the generated SQL is the one of the committed migrations.
 */

/** Columns of a unit's image table (`villa_images`, `boat_images`); `unit` is its foreign key. */
const imageColumns = <U extends object>(unit: U) => ({
  id: serial('id').primaryKey(),
  ...unit,
  sort_order: integer('sort_order').notNull().default(0),
  /** Storage key prefix; variants are `${key}-${width}.webp`. */
  storage_key: text('storage_key').notNull(),
  widths: jsonb('widths').$type<number[]>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: text('alt').notNull().default(''),
  created_at: createdAt(),
});

/** Leading columns of a unit's dated price table (`villa_prices`, `boat_prices`); the rates follow. */
const pricePeriodColumns = <U extends object>(unit: U) => ({
  id: serial('id').primaryKey(),
  ...unit,
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
});

/**
 * Columns of a reservation table (`reservations`, `boat_reservations`):
 * `unit` is the foreign key to the villa or boat, `party` the guest counts
 * (adults + children + infants for a villa, guests for a boat).
 */
function reservationColumns<U extends object, P extends object>(unit: U, party: P) {
  return {
    id: serial('id').primaryKey(),
    /** Short code a guest reads on the phone, e.g. 'YL7K3P9Q' (villa) or 'YT7K3P9Q' (boat, YT = Yalı Tekne). */
    reservation_id: text('reservation_id').notNull().unique(),
    ...unit,
    status: text('status', { enum: ['pending', 'option', 'confirmed', 'cancelled', 'completed'] }).notNull(),
    channel: text('channel', { enum: ['web', 'admin', 'external', 'ical'] }).notNull(),
    started_at: date('started_at', { mode: 'string' }).notNull(),
    finished_at: date('finished_at', { mode: 'string' }).notNull(),
    ...party,
    guest_name: text('guest_name').notNull().default(''),
    guest_email: text('guest_email').notNull().default(''),
    guest_phone: text('guest_phone').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The guest's language (issue 18, migration 0025): their mails come from that language's template. */
    lang: text('lang').notNull().default('tr'),
    total_price_kurus: integer('total_price_kurus'),
    price_breakdown: jsonb('price_breakdown'),
    exchange_rates: jsonb('exchange_rates'),
    option_expires_at: timestamp('option_expires_at', { withTimezone: true }),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    confirm_sent_at: timestamp('confirm_sent_at', { withTimezone: true }),
    bank_sent_at: timestamp('bank_sent_at', { withTimezone: true }),
    admin_note: text('admin_note').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** When the kapora is due; null: the option's expiry day (payment_summaries). Set on confirmation. */
    kapora_due_on: date('kapora_due_on', { mode: 'string' }),
    /** When the balance is due; null: the check-in day. */
    balance_due_on: date('balance_due_on', { mode: 'string' }),
    kapora_reminder_sent_at: timestamp('kapora_reminder_sent_at', { withTimezone: true }),
  };
}

/** Columns of a status-history table; `reservationId` references its reservation table. */
const reservationEventColumns = (reservationId: () => AnyPgColumn) => ({
  id: serial('id').primaryKey(),
  reservation_id: integer('reservation_id').notNull().references(reservationId, { onDelete: 'cascade' }),
  from_status: text('from_status'),
  to_status: text('to_status').notNull(),
  actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  created_at: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    role: text('role', { enum: ['ADMIN', 'OWNER'] }).notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /**
     * Carried in every token as `sv`; a token whose `sv` differs is refused. Raised by logout, a password or
     * role change and deactivation, which so end every token the user holds (lib/auth.ts).
     */
    session_version: integer('session_version').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * Every login attempt that got past validation (issue 22, finding 10): the e-mail as typed, trimmed and
 * lower-cased (whether or not an account has it, so that answers cannot tell), the visitor's address and
 * the outcome. The per-account lock counts the failures since the last success (modules/auth/login-lock.ts);
 * being a table, it holds across API processes. Rows older than 30 days are deleted by a job.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_at_idx').on(t.email, t.at), index('login_attempts_at_idx').on(t.at)],
);

/**
 * Password reset links (issue 24, migration 0014): only the base64url SHA-256 of each token is kept; a token
 * works until `expires_at` and once (`used_at`). A newer request marks the user's older unused tokens used.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.token_hash)],
);

/** Every password reset request, for any address (as `login_attempts`), counted by the per-address limit. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_requests_email_at_idx').on(t.email, t.at), index('password_reset_requests_at_idx').on(t.at)],
);

export const villaTypes = pgTable('villa_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  created_at: createdAt(),
});

export const towns = pgTable('towns', {
  town_id: serial('town_id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  created_at: createdAt(),
});

export const districts = pgTable(
  'districts',
  {
    district_id: serial('district_id').primaryKey(),
    town_id: integer('town_id')
      .notNull()
      .references(() => towns.town_id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('districts_town_slug_idx').on(t.town_id, t.slug)],
);

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull().default('check'),
  /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  created_at: createdAt(),
});

export const villas = pgTable(
  'villas',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Lower-cased by Turkish rules, for name search (DESIGN §3). */
    name_folded: text('name_folded').notNull(),
    description: text('description').notNull().default(''),
    town_id: integer('town_id').references(() => towns.town_id, { onDelete: 'restrict' }),
    district_id: integer('district_id').references(() => districts.district_id, { onDelete: 'restrict' }),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    capacity: smallint('capacity').notNull().default(2),
    bedrooms: smallint('bedrooms').notNull().default(1),
    bathrooms: smallint('bathrooms').notNull().default(1),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    permit_number: text('permit_number').notNull().default(''),
    min_stay: smallint('min_stay').notNull().default(3),
    cleaning_fee_kurus: integer('cleaning_fee_kurus').notNull().default(0),
    damage_deposit_kurus: integer('damage_deposit_kurus').notNull().default(0),
    prepayment_percent: smallint('prepayment_percent').notNull().default(30),
    check_in_time: text('check_in_time').notNull().default('16:00'),
    check_out_time: text('check_out_time').notNull().default('10:00'),
    /** Distances in metres (issue 23, migration 0017); null: not given. */
    sea_distance_m: integer('sea_distance_m'),
    centre_distance_m: integer('centre_distance_m'),
    market_distance_m: integer('market_distance_m'),
    airport_distance_m: integer('airport_distance_m'),
    /** The nearest airport (Dalaman, Antalya, Bodrum …) and the transfer by car in minutes. */
    airport_name: text('airport_name'),
    airport_transfer_min: integer('airport_transfer_min'),
    active: boolean('active').notNull().default(true),
    popular: boolean('popular').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
    /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    /** Secret of the villa's public iCal export URL; regenerated by an admin. */
    ical_token: text('ical_token').notNull().default(sql`md5(random()::text || clock_timestamp()::text)`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('villas_owner_idx').on(t.owner_id),
    index('villas_town_idx').on(t.town_id),
    index('villas_sort_idx').on(t.sort_order, t.id),
    check('villas_prepayment_chk', sql`${t.prepayment_percent} between 0 and 100`),
  ],
);

export const villaTypeLinks = pgTable(
  'villa_type_links',
  {
    villa_id: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    type_id: integer('type_id')
      .notNull()
      .references(() => villaTypes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.villa_id, t.type_id] }), index('villa_type_links_type_idx').on(t.type_id)],
);

export const villaFeatures = pgTable(
  'villa_features',
  {
    villa_id: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    feature_id: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.villa_id, t.feature_id] })],
);

export const villaImages = pgTable(
  'villa_images',
  imageColumns({
    villa_id: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
  }),
  (t) => [index('villa_images_villa_idx').on(t.villa_id, t.sort_order)],
);

/** Dated nightly rates; `end_date` is the last priced night (inclusive). */
export const villaPrices = pgTable(
  'villa_prices',
  {
    ...pricePeriodColumns({
      villa_id: integer('villa_id')
        .notNull()
        .references(() => villas.id, { onDelete: 'cascade' }),
    }),
    nightly_price_kurus: integer('nightly_price_kurus').notNull(),
    min_nights: smallint('min_nights').notNull().default(1),
    checkin_weekdays: jsonb('checkin_weekdays').$type<number[] | null>(),
    created_at: createdAt(),
  },
  (t) => [
    index('villa_prices_villa_idx').on(t.villa_id, t.start_date),
    check('villa_prices_range_chk', sql`${t.end_date} >= ${t.start_date}`),
    check('villa_prices_amount_chk', sql`${t.nightly_price_kurus} > 0`),
  ],
);

/** Closed ranges of a villa (`/villas/date`), half-open [started_at, finished_at). */
export const villaDates = pgTable(
  'villa_dates',
  {
    id: serial('id').primaryKey(),
    villa_id: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    started_at: date('started_at', { mode: 'string' }).notNull(),
    finished_at: date('finished_at', { mode: 'string' }).notNull(),
    /** 'manual', or 'ical' for ranges imported from a feed (then feed_id and uid are set). */
    source: text('source').notNull().default('manual'),
    feed_id: integer('feed_id').references(() => icalFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid'),
    note: text('note').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [
    index('villa_dates_villa_idx').on(t.villa_id, t.started_at),
    check('villa_dates_range_chk', sql`${t.finished_at} > ${t.started_at}`),
  ],
);

/** Where a manual blocking's nights went (migration 0016); null on every other channel. */
export const BLOCK_SOURCES = ['airbnb', 'booking', 'owner', 'maintenance', 'other'] as const;

export const reservations = pgTable(
  'reservations',
  {
    ...reservationColumns(
      {
        villa_id: integer('villa_id')
          .notNull()
          .references(() => villas.id, { onDelete: 'restrict' }),
      },
      {
        adults: smallint('adults').notNull().default(1),
        children: smallint('children').notNull().default(0),
        /** Infants (0–2 years, issue 23): within the capacity only when the agency's setting counts them. */
        infants: smallint('infants').notNull().default(0),
      },
    ),
    block_source: text('block_source', { enum: BLOCK_SOURCES }),
  },
  (t) => [
    index('reservations_villa_idx').on(t.villa_id, t.started_at),
    index('reservations_status_idx').on(t.status),
    check('reservations_range_chk', sql`${t.finished_at} > ${t.started_at}`),
    check('reservations_infants_chk', sql`${t.infants} between 0 and 10`),
    check('reservations_lang_chk', sql`${t.lang} ~ '^[a-z]{2}$'`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    /** The unit reviewed: exactly one of `villa_id` and `boat_id` is set (migration 0023). */
    villa_id: integer('villa_id').references(() => villas.id, { onDelete: 'cascade' }),
    boat_id: integer('boat_id').references((): AnyPgColumn => boats.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(false),
    created_at: createdAt(),
    /** The agency's published answer (issue 24); null: none. */
    reply: text('reply'),
    reply_at: timestamp('reply_at', { withTimezone: true }),
    replied_by: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    /** The finished stay the reviewer named by its code ("Konaklamış misafir", decision 016); null: unverified. */
    reservation_id: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** The same for a boat review: the finished boat rental its code named. */
    boat_reservation_id: integer('boat_reservation_id').references((): AnyPgColumn => boatReservations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('comments_villa_idx').on(t.villa_id),
    index('comments_boat_idx').on(t.boat_id),
    check('comments_unit_chk', sql`num_nonnulls(${t.villa_id}, ${t.boat_id}) = 1`),
    check(
      'comments_stay_kind_chk',
      sql`(${t.reservation_id} IS NULL OR ${t.villa_id} IS NOT NULL) AND (${t.boat_reservation_id} IS NULL OR ${t.boat_id} IS NOT NULL)`,
    ),
    uniqueIndex('comments_boat_reservation_idx').on(t.boat_reservation_id).where(sql`${t.boat_reservation_id} IS NOT NULL`),
    check('comments_rating_chk', sql`${t.rating} between 1 and 5`),
    uniqueIndex('comments_reservation_idx').on(t.reservation_id).where(sql`${t.reservation_id} IS NOT NULL`),
    index('comments_pending_idx').on(t.created_at).where(sql`${t.active} = false`),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  read: boolean('read').notNull().default(false),
  /** A guest's change or cancellation request from 'Rezervasyonlarım' (issue 23, migration 0019); null for the contact form. */
  request_kind: text('request_kind').$type<'change' | 'cancel'>(),
  reservation_kind: text('reservation_kind').$type<'villa' | 'boat'>(),
  /** `reservations.id` or `boat_reservations.id` by `reservation_kind` (no foreign key: two tables). */
  reservation_ref: integer('reservation_ref'),
  reservation_code: text('reservation_code'),
  requested_started_at: date('requested_started_at', { mode: 'string' }),
  requested_finished_at: date('requested_finished_at', { mode: 'string' }),
  created_at: createdAt(),
});

/** When a user last looked at a list (`topic`, e.g. 'reservations'): the menu badge counts what came after. */
export const userSeen = pgTable(
  'user_seen',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    seen_at: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.topic] })],
);

/** Who moved a reservation from one status to another, and when (DESIGN §3). */
export const reservationEvents = pgTable(
  'reservation_events',
  reservationEventColumns((): AnyPgColumn => reservations.id),
  (t) => [index('reservation_events_res_idx').on(t.reservation_id)],
);

/** Old slugs keep redirecting to the villa's current slug. */
export const villaSlugHistory = pgTable('villa_slug_history', {
  slug: text('slug').primaryKey(),
  villa_id: integer('villa_id')
    .notNull()
    .references(() => villas.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});

/** Mail templates per event; subject and body carry `{{variables}}`. */
export const mailTemplates = pgTable('mail_templates', {
  id: serial('id').primaryKey(),
  /** Stable event key, e.g. 'reservation_received_guest'. */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  variables: jsonb('variables').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  /**
   * The template in the other languages (issue 18, migration 0025): `{ en: { subject, body } }` with the
   * same variables; a language without an entry sends the Turkish template.
   */
  translations: jsonb('translations').$type<MailTemplateTranslations>().notNull().default({}),
  updated_at: updatedAt(),
});

/**
 * Outbox of rendered mails: a sender job delivers them with retries; the row
 * id is the idempotency key used in the Message-ID (at-least-once, no duplicate content).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    template_key: text('template_key').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    reservation_id: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** Set instead of reservation_id for the mails of a boat reservation. */
    boat_reservation_id: integer('boat_reservation_id').references((): AnyPgColumn => boatReservations.id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.next_attempt_at)],
);

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Sanitised HTML. */
  body: text('body').notNull().default(''),
  cover_key: text('cover_key'),
  cover_widths: jsonb('cover_widths').$type<number[]>(),
  published: boolean('published').notNull().default(false),
  published_at: timestamp('published_at', { withTimezone: true }),
  seo_title: text('seo_title').notNull().default(''),
  seo_description: text('seo_description').notNull().default(''),
  /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** Website content pages by section (about, rental, cancel, privacy, kvkk, howrent, contact, home). */
export const websitePages = pgTable('website_pages', {
  section: text('section').primaryKey(),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  content: text('content').notNull().default(''),
  /** Structured extras (home: hero texts, FAQ entries; contact: address, hours). */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  updated_at: updatedAt(),
});

/** iCal feeds a villa imports (Airbnb, Booking.com, VRBO …) and their sync state. */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: serial('id').primaryKey(),
    villa_id: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    active: boolean('active').notNull().default(true),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    last_success_at: timestamp('last_success_at', { withTimezone: true }),
    events_seen: integer('events_seen').notNull().default(0),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (t) => [index('ical_feeds_villa_idx').on(t.villa_id)],
);

// ---------------------------------------------------------------------------
// Boats (issue 7): the second product, rented by the day from marinas.
// Stay ranges are half-open calendar days [started_at, finished_at): a one-day
// rental on 1 July is [07-01, 07-02). No double booking is an exclusion
// constraint on boat_reservations itself (migration 0005), since boats have
// no second table of holding records.
// ---------------------------------------------------------------------------

export const boatTypes = pgTable('boat_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  created_at: createdAt(),
});

export const marinas = pgTable('marinas', {
  marina_id: serial('marina_id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Town or coast the marina is in, shown next to its name ('Muğla, Göcek'). */
  location: text('location').notNull().default(''),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  created_at: createdAt(),
});

export const boats = pgTable(
  'boats',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Lower-cased by Turkish rules, for name search. */
    name_folded: text('name_folded').notNull(),
    description: text('description').notNull().default(''),
    type_id: integer('type_id').references(() => boatTypes.id, { onDelete: 'restrict' }),
    marina_id: integer('marina_id').references(() => marinas.marina_id, { onDelete: 'restrict' }),
    /** Guests allowed on board for a day trip. */
    capacity: smallint('capacity').notNull().default(8),
    cabins: smallint('cabins').notNull().default(0),
    /** Length overall in metres, one decimal. */
    length_m: doublePrecision('length_m').notNull().default(10),
    crew: smallint('crew').notNull().default(1),
    /** Free-text features ('Klima', 'Jakuzi', 'Su kayağı' …). */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** Licence or permit data (e.g. 'TUGS-48-1234', 'Ticari yat belgesi'). */
    permit_number: text('permit_number').notNull().default(''),
    min_days: smallint('min_days').notNull().default(1),
    prepayment_percent: smallint('prepayment_percent').notNull().default(30),
    departure_time: text('departure_time').notNull().default('10:00'),
    return_time: text('return_time').notNull().default('18:00'),
    active: boolean('active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    /** Other languages' texts (issue 18, migration 0026): { locale: { field: text } }, fields per contract TRANSLATABLE. */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('boats_type_idx').on(t.type_id),
    index('boats_marina_idx').on(t.marina_id),
    index('boats_sort_idx').on(t.sort_order, t.id),
    check('boats_prepayment_chk', sql`${t.prepayment_percent} between 0 and 100`),
  ],
);

export const boatImages = pgTable(
  'boat_images',
  imageColumns({
    boat_id: integer('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
  }),
  (t) => [index('boat_images_boat_idx').on(t.boat_id, t.sort_order)],
);

/**
 * Dated boat rates; `end_date` is the last priced day (inclusive). A rental
 * of 7 days or more is charged in full weeks from its first day at the weekly
 * rate where one is set, the remaining days at the daily rate
 * (domain/boat-quote.ts).
 */
export const boatPrices = pgTable(
  'boat_prices',
  {
    ...pricePeriodColumns({
      boat_id: integer('boat_id')
        .notNull()
        .references(() => boats.id, { onDelete: 'cascade' }),
    }),
    daily_price_kurus: integer('daily_price_kurus').notNull(),
    weekly_price_kurus: integer('weekly_price_kurus'),
    min_days: smallint('min_days').notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [
    index('boat_prices_boat_idx').on(t.boat_id, t.start_date),
    check('boat_prices_range_chk', sql`${t.end_date} >= ${t.start_date}`),
    check('boat_prices_amount_chk', sql`${t.daily_price_kurus} > 0`),
    check('boat_prices_weekly_chk', sql`${t.weekly_price_kurus} is null or ${t.weekly_price_kurus} > 0`),
  ],
);

export const boatReservations = pgTable(
  'boat_reservations',
  reservationColumns(
    {
      boat_id: integer('boat_id')
        .notNull()
        .references(() => boats.id, { onDelete: 'restrict' }),
    },
    { guests: smallint('guests').notNull().default(1) },
  ),
  (t) => [
    index('boat_reservations_boat_idx').on(t.boat_id, t.started_at),
    index('boat_reservations_status_idx').on(t.status),
    check('boat_reservations_range_chk', sql`${t.finished_at} > ${t.started_at}`),
    check('boat_reservations_lang_chk', sql`${t.lang} ~ '^[a-z]{2}$'`),
  ],
);

/** Who moved a boat reservation from one status to another, and when. */
export const boatReservationEvents = pgTable(
  'boat_reservation_events',
  reservationEventColumns((): AnyPgColumn => boatReservations.id),
  (t) => [index('boat_reservation_events_res_idx').on(t.reservation_id)],
);

/*
 * The agency's money after the quote (issue 19, migration 0012): the payments ledger of every
 * reservation (villa and boat), owner commissions, expenses, payouts and closed statements.
 * Ledger rows, closed statements and their lines are immutable (triggers refuse UPDATE/DELETE).
 */

/** One ledger entry: signed kuruş (+ received, − paid back) and the amount as paid, at a frozen rate. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reservation_id: integer('reservation_id').references(() => reservations.id, { onDelete: 'restrict' }),
    boat_reservation_id: integer('boat_reservation_id').references(() => boatReservations.id, { onDelete: 'restrict' }),
    kind: text('kind', {
      enum: ['kapora', 'balance', 'deposit_taken', 'deposit_returned', 'refund', 'extra'],
    }).notNull(),
    amount_kurus: integer('amount_kurus').notNull(),
    currency: text('currency', { enum: ['TL', 'DOLLAR', 'EURO', 'POUND'] }).notNull(),
    amount_minor: integer('amount_minor').notNull(),
    /** TL per one unit of `currency`, as a decimal string ('36.4200'). */
    exchange_rate: numeric('exchange_rate', { precision: 12, scale: 4 }).notNull(),
    method: text('method', { enum: ['bank_transfer', 'cash', 'card', 'other'] }).notNull(),
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    reverses_id: integer('reverses_id').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    overpayment: boolean('overpayment').notNull().default(false),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('payments_paid_on_idx').on(t.paid_on, t.id)],
);

/** Per reservation of either kind: what is owed, paid and held, the due dates and the payment state. */
export const paymentSummaries = pgView('payment_summaries', {
  unit_kind: text('unit_kind').$type<'villa' | 'boat'>().notNull(),
  reservation_id: integer('reservation_id').notNull(),
  status: text('status').notNull(),
  total_kurus: integer('total_kurus'),
  rent_paid_kurus: bigint('rent_paid_kurus', { mode: 'number' }).notNull(),
  extras_kurus: bigint('extras_kurus', { mode: 'number' }).notNull(),
  refunded_kurus: bigint('refunded_kurus', { mode: 'number' }).notNull(),
  deposit_held_kurus: bigint('deposit_held_kurus', { mode: 'number' }).notNull(),
  deposit_kurus: integer('deposit_kurus').notNull(),
  kapora_kurus: integer('kapora_kurus').notNull(),
  kapora_due_on: date('kapora_due_on', { mode: 'string' }),
  balance_due_on: date('balance_due_on', { mode: 'string' }).notNull(),
  overpayment: boolean('overpayment').notNull(),
  state: text('state').$type<'unpaid' | 'deposit_paid' | 'paid' | 'refunded' | 'overdue'>().notNull(),
}).existing();
/** The view's columns, for a nested `select({ s: summaryColumns })`. */
export const summaryColumns = getViewSelectedFields(paymentSummaries);

/** A commission rate in basis points (2000 = %20) for an owner, or one of their villas, from a date. */
export const ownerCommissionRates = pgTable('owner_commission_rates', {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  villa_id: integer('villa_id').references(() => villas.id, { onDelete: 'cascade' }),
  rate_bp: integer('rate_bp').notNull(),
  effective_from: date('effective_from', { mode: 'string' }).notNull(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/** A closed (frozen) monthly owner statement; `month` is its first day. */
export const ownerStatements = pgTable('owner_statements', {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  month: date('month', { mode: 'string' }).notNull(),
  basis: text('basis', { enum: ['checkout', 'night'] }).notNull(),
  opening_balance_kurus: integer('opening_balance_kurus').notNull(),
  rent_kurus: integer('rent_kurus').notNull(),
  commission_kurus: integer('commission_kurus').notNull(),
  owner_share_kurus: integer('owner_share_kurus').notNull(),
  expenses_kurus: integer('expenses_kurus').notNull(),
  payouts_kurus: integer('payouts_kurus').notNull(),
  closing_balance_kurus: integer('closing_balance_kurus').notNull(),
  closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  closed_at: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One stay (or its correction) on a closed statement. */
export const ownerStatementLines = pgTable('owner_statement_lines', {
  id: serial('id').primaryKey(),
  statement_id: integer('statement_id')
    .notNull()
    .references(() => ownerStatements.id, { onDelete: 'restrict' }),
  reservation_id: integer('reservation_id')
    .notNull()
    .references(() => reservations.id, { onDelete: 'restrict' }),
  villa_id: integer('villa_id')
    .notNull()
    .references(() => villas.id, { onDelete: 'restrict' }),
  villa_name: text('villa_name').notNull(),
  reservation_code: text('reservation_code').notNull(),
  guest_name: text('guest_name').notNull(),
  started_at: date('started_at', { mode: 'string' }).notNull(),
  finished_at: date('finished_at', { mode: 'string' }).notNull(),
  nights: integer('nights').notNull(),
  rate_bp: integer('rate_bp').notNull(),
  rent_kurus: integer('rent_kurus').notNull(),
  commission_kurus: integer('commission_kurus').notNull(),
  owner_share_kurus: integer('owner_share_kurus').notNull(),
  correction: boolean('correction').notNull().default(false),
});

/** An expense charged to an owner; frozen once a closed statement carries it. */
export const ownerExpenses = pgTable('owner_expenses', {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  villa_id: integer('villa_id').references(() => villas.id, { onDelete: 'restrict' }),
  spent_on: date('spent_on', { mode: 'string' }).notNull(),
  amount_kurus: integer('amount_kurus').notNull(),
  description: text('description').notNull(),
  statement_id: integer('statement_id').references(() => ownerStatements.id, { onDelete: 'restrict' }),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/** A payout to an owner; frozen once a closed statement carries it. */
export const ownerPayouts = pgTable('owner_payouts', {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  paid_on: date('paid_on', { mode: 'string' }).notNull(),
  amount_kurus: integer('amount_kurus').notNull(),
  iban_reference: text('iban_reference').notNull().default(''),
  note: text('note').notNull().default(''),
  statement_id: integer('statement_id').references(() => ownerStatements.id, { onDelete: 'restrict' }),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/**
 * The audit log (issue 20, migration 0013): written by the `yali_audit()` trigger of each
 * audited table in the changing transaction; never updated or deleted but by the retention job.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actor_label: text('actor_label').notNull(),
  entity: text('entity').notNull(),
  entity_id: text('entity_id').notNull(),
  action: text('action', { enum: ['insert', 'update', 'delete'] }).notNull(),
  changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  parent_entity: text('parent_entity'),
  parent_id: text('parent_id'),
});
