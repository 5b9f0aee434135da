/**
 * The agency's day (issue 20): the arrivals and departures board
 * (`GET /v1/admin/board`, `GET /v1/admin/board.csv`) and the dashboard home
 * (`GET /v1/admin/home`). Villas and boats alike; an OWNER sees their own
 * villas only and no boat. Dates are Europe/Istanbul calendar days.
 */
import { z } from 'zod';
import { guestContactHidden } from './owner-portal.ts';
import { isoDate, MAX_DB_INT } from './common.ts';
import { ReservationChannel, ReservationStatus } from './enums.ts';
import { PaymentState, UnitKind } from './payments.ts';

/** The longest range the board prints at once (a month and a day). */
export const BOARD_MAX_DAYS = 32;

const dbId = (message: string) => z.coerce.number().int().positive(message).max(MAX_DB_INT, message);

/** `GET /v1/admin/board`: from and to inclusive (default: today only). */
export const boardQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  unit_kind: UnitKind.optional(),
  villa_id: dbId('Geçersiz villa.').optional(),
  boat_id: dbId('Geçersiz tekne.').optional(),
  /** A villa's region (town) or a boat's marina. */
  region_id: dbId('Geçersiz bölge.').optional(),
  marina_id: dbId('Geçersiz marina.').optional(),
  /** One status; default: option, confirmed and completed (the stays that happen). */
  status: ReservationStatus.optional(),
});
export type BoardQuery = z.infer<typeof boardQuery>;

/** One arrival or departure: who, where, how many, and whether they paid. */
export const boardItem = z.object({
  unit_kind: UnitKind,
  id: z.number().int(),
  reservation_id: z.string(),
  unit: z.object({ id: z.number().int(), name: z.string() }),
  /** The villa's region (town) or the boat's marina; '' when none. */
  place: z.string(),
  status: ReservationStatus,
  channel: ReservationChannel,
  guest_name: z.string(),
  guest_phone: z.string(),
  guest_contact_hidden: guestContactHidden,
  /** Adults + children (villa) or guests (boat). */
  guests: z.number().int(),
  /** Nights (villa) or rental days (boat). */
  length: z.number().int(),
  started_at: isoDate,
  finished_at: isoDate,
  payment_state: PaymentState,
  /** TL kuruş still due of the rent (total − rent paid); null without a total. */
  balance_due_kurus: z.number().int().nullable(),
  admin_note: z.string(),
});
export type BoardItem = z.infer<typeof boardItem>;

export const boardDay = z.object({
  date: isoDate,
  arrivals: z.array(boardItem),
  departures: z.array(boardItem),
});
export type BoardDay = z.infer<typeof boardDay>;

export const boardContent = z.object({ from: isoDate, to: isoDate, days: z.array(boardDay) });
export type BoardContent = z.infer<typeof boardContent>;

/** A reservation that needs an answer: a request waiting, or an option about to lapse. */
export const attentionItem = z.object({
  unit_kind: UnitKind,
  id: z.number().int(),
  reservation_id: z.string(),
  unit_name: z.string(),
  guest_name: z.string(),
  started_at: isoDate,
  finished_at: isoDate,
  created_at: z.string(),
  option_expires_at: z.string().nullable(),
});
export type AttentionItem = z.infer<typeof attentionItem>;

/** One day of the occupancy strip: units held that night out of the active ones. */
export const stripDay = z.object({ date: isoDate, held: z.number().int(), total: z.number().int() });

/** `GET /v1/admin/home`: the dashboard's first screen. */
export const dashboardHome = z.object({
  today: isoDate,
  /** Today's and tomorrow's board. */
  board: z.array(boardDay),
  pending: z.object({ total: z.number().int(), items: z.array(attentionItem) }),
  /** Options whose expiry falls within the next 24 hours, soonest first. */
  options_expiring: z.array(attentionItem),
  /** The next 14 nights, villas (and boats for the ADMIN). */
  strip: z.object({ villas: z.array(stripDay), boats: z.array(stripDay) }),
});
export type DashboardHome = z.infer<typeof dashboardHome>;
