/**
 * The audit log and the login history (issue 20): `GET /v1/admin/audit` (ADMIN, filtered,
 * 50 a page), a record's history (`/v1/admin/{reservations|boatreservations|villas|boats}/{id}/history`),
 * `GET /v1/admin/logins` (ADMIN) and `GET /v1/admin/me/logins` (the caller's last 20).
 */
import { z } from 'zod';
import { isoDate, MAX_DB_INT, pagingQuery } from './common.ts';

/** Audited tables, as the log names them, with their Turkish names (the global log's entity filter). */
export const AUDIT_ENTITIES = {
  reservations: 'Rezervasyon',
  boat_reservations: 'Tekne rezervasyonu',
  payments: 'Ödeme',
  villa_prices: 'Fiyat dönemi (villa)',
  boat_prices: 'Fiyat dönemi (tekne)',
  villa_dates: 'Blokaj',
  villas: 'Villa',
  boats: 'Tekne',
  users: 'Kullanıcı',
  settings: 'Ayar',
  mail_templates: 'Mail şablonu',
  ical_feeds: 'iCal takvimi',
  comments: 'Yorum',
  villa_images: 'Görsel (villa)',
  boat_images: 'Görsel (tekne)',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_KEYS = Object.keys(AUDIT_ENTITIES) as AuditEntity[];

/** Records per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** Setting key: how many days audit records are kept (a job deletes older ones). */
export const AUDIT_RETENTION_KEY = 'audit_retention_days';
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The user's name at the time, 'Sistem: <job>' or 'iCal: <feed>'. */
  actor_label: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  action: z.enum(['insert', 'update', 'delete']),
  /** `{ field: [before, after] }` of the changed fields. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  /** The record a child row belongs to (a payment's reservation, a price period's villa). */
  parent: z.object({ entity: z.string(), id: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * The records an audited row's fields point at, by field: a changed `villa_id` or `owner_id`
 * reads as the villa's or the owner's name, not a number. A text `reservation_id` is a
 * reservation's own code and needs no name.
 */
export const AUDIT_REFERENCES = {
  villa_id: 'villas',
  boat_id: 'boats',
  owner_id: 'users',
  created_by: 'users',
  replied_by: 'users',
  recorded_by: 'users',
  reservation_id: 'reservations',
  boat_reservation_id: 'boat_reservations',
  town_id: 'towns',
  district_id: 'districts',
  marina_id: 'marinas',
  type_id: 'boat_types',
  feed_id: 'ical_feeds',
} as const;
/** Tables whose records the log names: the referenced ones and the audited records with a name. */
export const AUDIT_NAMED_TABLES = [
  'villas',
  'boats',
  'users',
  'reservations',
  'boat_reservations',
  'towns',
  'districts',
  'marinas',
  'boat_types',
  'ical_feeds',
  'mail_templates',
] as const;
export type AuditNamedTable = (typeof AUDIT_NAMED_TABLES)[number];

export const auditPage = z.object({
  items: z.array(auditEntry),
  total: z.number().int().nonnegative(),
  /**
   * The current names of the records the page's entries are about or point at, by table and
   * id: `{ villas: { '12': 'Villa Lavanta' }, reservations: { '40': 'YL7K3P9Q' } }`. A deleted
   * record has none (the screen shows its number).
   */
  names: z.record(z.string(), z.record(z.string(), z.string())),
});
export type AuditPage = z.infer<typeof auditPage>;

const optionalId = (label: string) =>
  z.coerce.number().int().positive(`Geçersiz ${label}.`).max(MAX_DB_INT, `Geçersiz ${label}.`).optional();

export const auditQuery = pagingQuery(AUDIT_PAGE_SIZE).extend({
  user_id: optionalId('kullanıcı'),
  entity: z.enum(AUDIT_ENTITY_KEYS as [AuditEntity, ...AuditEntity[]], 'Bilinmeyen kayıt türü.').optional(),
  entity_id: z.string().trim().min(1).max(100).optional(),
  /** First and last day (Istanbul), inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const loginEntry = z.object({
  id: z.number().int(),
  email: z.string(),
  ip: z.string(),
  success: z.boolean(),
  /** ISO timestamp. */
  at: z.string(),
});
export type LoginEntry = z.infer<typeof loginEntry>;
export const loginPage = z.object({ items: z.array(loginEntry), total: z.number().int().nonnegative() });
export type LoginPage = z.infer<typeof loginPage>;

export const loginQuery = pagingQuery(AUDIT_PAGE_SIZE).extend({
  email: z.string().trim().max(200).optional(),
  success: z.enum(['true', 'false'], 'Başarılı filtresi true ya da false olmalı.').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type LoginQuery = z.input<typeof loginQuery>;

/** How many of their own last logins a user sees. */
export const OWN_LOGINS_SHOWN = 20;
