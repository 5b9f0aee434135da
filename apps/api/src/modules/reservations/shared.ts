/**
 * Helpers shared by the back-office reservation use cases (SPEC §7
 * "/reservations", "/external"; DESIGN §3): OWNER scoping, calendar and
 * timestamp conversions, status history rows.
 */
import { eq, type SQL } from 'drizzle-orm';
import { instantFormat } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { reservationEvents, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { writeUnitEvent } from '../rental-units/events.ts';

/** OWNER sees the records of their own villas only; null for an ADMIN (no restriction). */
export function ownerScope(user: AuthUser): SQL | undefined {
  return user.role === 'OWNER' ? eq(villas.owner_id, user.id) : undefined;
}

/** ISO 8601 of a timestamp column, or null. */
export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/** ISO 8601 of a NOT NULL timestamp column. */
export const isoNow = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** Nights of the half-open stay [startedAt, finishedAt) ('YYYY-MM-DD'). */
export function nightsBetween(startedAt: string, finishedAt: string): number {
  return Math.round((Date.parse(`${finishedAt}T00:00:00Z`) - Date.parse(`${startedAt}T00:00:00Z`)) / 86_400_000);
}

/** 'YYYY-MM-DD' plus `days` calendar days, free of the machine's time zone. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const OFFSET_FMT = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', timeZoneName: 'longOffset' });

/** Europe/Istanbul's UTC offset in minutes at `at` (e.g. 180 for GMT+03:00). */
function istanbulOffsetMinutes(at: Date): number {
  const name = OFFSET_FMT.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** The instant an Istanbul calendar day begins: '2026-07-04' → 2026-07-03T21:00:00Z. */
export function istanbulDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - istanbulOffsetMinutes(utcMidnight) * 60_000);
}

const TR_DATE = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const TR_DATE_TIME = new Intl.DateTimeFormat('tr-TR', instantFormat('long'));
const TL = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 });

/** '2026-07-04' → '4 Temmuz 2026'. */
export const trDate = (day: string) => TR_DATE.format(new Date(`${day}T00:00:00Z`));
/** An instant in Istanbul time: '5 Temmuz 2026 14:30'. */
export const trDateTime = (d: Date) => TR_DATE_TIME.format(d);
/** 1250000 kuruş → '₺12.500'. */
export const trMoney = (kurus: number) => TL.format(Math.round(kurus / 100));

/** Records a villa reservation's status change (or an edit, from = to); actor null = the system. */
export const writeEvent = (tx: Db | Tx, e: Parameters<typeof writeUnitEvent>[2]) =>
  writeUnitEvent(tx, { events: reservationEvents }, e);
