/**
 * The reservations of a verified guest (issue 23), for both rental unit
 * kinds: those whose guest e-mail (any case) or phone (digits) is the one
 * the guest proved with a code. External blockings never match (the kind's
 * `listed` filter; they carry no contact either).
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { GuestClaims } from '../../lib/tokens.ts';
import { normalisePhone } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { paymentSummaries } from '../../db/schema.ts';
import type { ReservationRow } from '../rental-units/kind.ts';
import { UNIT_KINDS } from '../payments/reservation-payments.ts';

export type UnitKindName = 'villa' | 'boat';
export const GUEST_UNIT_KINDS: readonly UnitKindName[] = ['villa', 'boat'];

export type GuestReservationRow = {
  kind: UnitKindName;
  r: ReservationRow;
  unit: { slug: string; name: string };
  s: typeof paymentSummaries.$inferSelect;
};

/** The last ten digits of a phone: a cheap SQL pre-filter, confirmed by `normalisePhone` in code. */
const lastDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The guest's claims for reservation `r`: its e-mail in lower case and its phone in E.164 ('' when absent or unreadable). */
export function guestClaimsOf(r: { guest_email: string; guest_phone: string }): GuestClaims {
  return { email: r.guest_email.trim().toLowerCase(), phone: (r.guest_phone && normalisePhone(r.guest_phone)) || '' };
}

function belongsTo(guest: GuestClaims, r: { guest_email: string; guest_phone: string }): boolean {
  const own = guestClaimsOf(r);
  return (guest.email !== '' && own.email === guest.email) || (guest.phone !== '' && own.phone === guest.phone);
}

/**
 * Every listed reservation of `guest` of `kind` (optionally only code `code`)
 * with its unit and ledger summary, newest stay first.
 */
async function rowsOf(db: Db | Tx, kind: UnitKindName, guest: GuestClaims, code?: string): Promise<GuestReservationRow[]> {
  const k = UNIT_KINDS[kind];
  const t = k.reservations;
  const matches = [
    ...(guest.email ? [sql`lower(trim(${t.guest_email})) = ${guest.email}`] : []),
    ...(guest.phone ? [sql`right(regexp_replace(${t.guest_phone}, '\\D', '', 'g'), 10) = ${lastDigits(guest.phone)}`] : []),
  ];
  if (matches.length === 0) return [];
  const rows = (
    await db
      .select({ r: t, unit: { slug: k.units.slug, name: k.units.name } })
      .from(t)
      .innerJoin(k.units, eq(k.units.id, k.unitId))
      .where(and(k.listed, or(...matches), code === undefined ? undefined : eq(t.reservation_id, code)))
      .orderBy(desc(t.started_at), desc(t.id))
  ).filter((row) => belongsTo(guest, row.r as ReservationRow));
  if (rows.length === 0) return [];
  // The view is read by id afterwards, as the ledger reads it: joined, it would be computed for every reservation.
  const summaries = await db
    .select()
    .from(paymentSummaries)
    .where(
      and(
        eq(paymentSummaries.unit_kind, kind),
        inArray(
          paymentSummaries.reservation_id,
          rows.map((row) => row.r.id),
        ),
      ),
    );
  const byId = new Map(summaries.map((x) => [x.reservation_id, x]));
  return rows.flatMap((row) => {
    const summary = byId.get(row.r.id);
    return summary ? [{ kind, r: row.r as ReservationRow, unit: row.unit, s: summary }] : [];
  });
}

/** All of `guest`'s villa and boat reservations, newest stay first. */
export async function findGuestReservations(db: Db | Tx, guest: GuestClaims): Promise<GuestReservationRow[]> {
  const lists = await Promise.all(GUEST_UNIT_KINDS.map((kind) => rowsOf(db, kind, guest)));
  return lists.flat().sort((a, b) => b.r.started_at.localeCompare(a.r.started_at) || b.r.id - a.r.id);
}

/** `guest`'s reservation with code `code`, or null (unknown code and someone else's alike). */
export async function findGuestReservation(db: Db | Tx, guest: GuestClaims, code: string): Promise<GuestReservationRow | null> {
  for (const kind of GUEST_UNIT_KINDS) {
    const [row] = await rowsOf(db, kind, guest, code);
    if (row) return row;
  }
  return null;
}
