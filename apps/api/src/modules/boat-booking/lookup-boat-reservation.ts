/**
 * The boat half of 'Rezervasyonlarım' (`POST /v1/reservations/lookup`): a
 * boat reservation by its code plus the e-mail or phone it was made with.
 * Null for any mismatch, so the caller answers the same generic 404 as for
 * villas and the call cannot tell which codes exist.
 */
import { eq } from 'drizzle-orm';
import type { BoatReservationLookup } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatReservations, boats } from '../../db/schema.ts';
import { daysBetween } from '../../domain/quote.ts';

export async function lookupBoatReservation(opts: {
  db: Db;
  code: string;
  matches: (email: string, phone: string) => boolean;
}): Promise<BoatReservationLookup | null> {
  const [row] = await opts.db
    .select({ r: boatReservations, boat: { slug: boats.slug, name: boats.name } })
    .from(boatReservations)
    .innerJoin(boats, eq(boats.id, boatReservations.boat_id))
    .where(eq(boatReservations.reservation_id, opts.code));
  if (!row || !opts.matches(row.r.guest_email, row.r.guest_phone)) return null;
  const r = row.r;
  return {
    kind: 'boat',
    reservation_id: r.reservation_id,
    status: r.status,
    boat: row.boat,
    started_at: r.started_at,
    finished_at: r.finished_at,
    days: daysBetween(r.started_at, r.finished_at),
    guests: r.guests,
    total_price_kurus: r.total_price_kurus,
    created_at: r.created_at.toISOString(),
  };
}
