/**
 * `GET /v1/admin/reservations/{id}` (SPEC §7): one villa reservation with its
 * status history (who, when) and the mails queued for it — the rental unit's
 * `getUnitReservation` with the villa's descriptor. The first time an ADMIN
 * opens a reservation it is stamped `opened_at`, so it stops counting in the
 * unread badge (SPEC §6). An OWNER reads only the reservations of their own
 * villas: another owner's answers 404, so ids cannot be probed. External
 * blockings are read under /external and answer 404 here. The agency's
 * internal note and the guest mails are not shown to an OWNER, and the
 * guest's contact only as the agency allows (owner-guest-contact.ts).
 */
import { eq } from 'drizzle-orm';
import type { AdminReservationDetail } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { type reservations, users, type villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { VILLA_UNIT } from '../rental-units/kinds.ts';
import { guestContactMasker } from '../rental-units/owner-guest-contact.ts';
import { getUnitReservation } from '../rental-units/reservation-life-cycle.ts';
import { toReservationItem } from './find-reservations.ts';

export const RESERVATION_NOT_FOUND = VILLA_UNIT.texts.notFound;

export async function getReservation(opts: { db: Db; user: AuthUser; id: number }): Promise<AdminReservationDetail> {
  const {
    r,
    unit: v,
    payment_state,
    details,
  } = await getUnitReservation<typeof reservations.$inferSelect, typeof villas.$inferSelect>(VILLA_UNIT, opts);
  const [owner] = v.owner_id === null ? [] : await opts.db.select().from(users).where(eq(users.id, v.owner_id));
  const mask = await guestContactMasker(opts.db, opts.user);
  return {
    ...mask(toReservationItem({ r, villa_name: v.name, payment_state })),
    villa: {
      id: v.id,
      name: v.name,
      slug: v.slug,
      owner: owner ? { id: owner.id, name: `${owner.first_name} ${owner.last_name}`.trim() } : null,
      prepayment_percent: v.prepayment_percent,
    },
    ...details,
  };
}
