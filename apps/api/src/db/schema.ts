/**
 * Database schema (DESIGN §1, §3). Money columns are integer kuruş; stay
 * dates are Europe/Istanbul calendar days; ranges are half-open
 * [started_at, finished_at). The no-overlap guarantee lives in the custom
 * migration `villa_holds` (exclusion constraint + triggers), which Drizzle
 * cannot express.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const villaTypes = pgTable('villa_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  created_at: createdAt(),
});

export const towns = pgTable('towns', {
  town_id: serial('town_id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
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
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('districts_town_slug_idx').on(t.town_id, t.slug)],
);

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull().default('check'),
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
    active: boolean('active').notNull().default(true),
    popular: boolean('popular').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
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
  {
    id: serial('id').primaryKey(),
    villa_id: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    sort_order: integer('sort_order').notNull().default(0),
    /** Storage key prefix; variants are `${key}-${width}.webp`. */
    storage_key: text('storage_key').notNull(),
    widths: jsonb('widths').$type<number[]>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('villa_images_villa_idx').on(t.villa_id, t.sort_order)],
);

/** Dated nightly rates; `end_date` is the last priced night (inclusive). */
export const villaPrices = pgTable(
  'villa_prices',
  {
    id: serial('id').primaryKey(),
    villa_id: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
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
    source: text('source').notNull().default('manual'),
    note: text('note').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [
    index('villa_dates_villa_idx').on(t.villa_id, t.started_at),
    check('villa_dates_range_chk', sql`${t.finished_at} > ${t.started_at}`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    /** Short code a guest reads on the phone, e.g. 'YL7K3P9Q'. */
    reservation_id: text('reservation_id').notNull().unique(),
    villa_id: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pending', 'option', 'confirmed', 'cancelled', 'completed'] }).notNull(),
    channel: text('channel', { enum: ['web', 'admin', 'external', 'ical'] }).notNull(),
    started_at: date('started_at', { mode: 'string' }).notNull(),
    finished_at: date('finished_at', { mode: 'string' }).notNull(),
    adults: smallint('adults').notNull().default(1),
    children: smallint('children').notNull().default(0),
    guest_name: text('guest_name').notNull().default(''),
    guest_email: text('guest_email').notNull().default(''),
    guest_phone: text('guest_phone').notNull().default(''),
    note: text('note').notNull().default(''),
    total_price_kurus: integer('total_price_kurus'),
    price_breakdown: jsonb('price_breakdown'),
    exchange_rates: jsonb('exchange_rates'),
    option_expires_at: timestamp('option_expires_at', { withTimezone: true }),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('reservations_villa_idx').on(t.villa_id, t.started_at),
    index('reservations_status_idx').on(t.status),
    check('reservations_range_chk', sql`${t.finished_at} > ${t.started_at}`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    villa_id: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index('comments_villa_idx').on(t.villa_id), check('comments_rating_chk', sql`${t.rating} between 1 and 5`)],
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
  created_at: createdAt(),
});
