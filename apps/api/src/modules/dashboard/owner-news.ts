/**
 * An owner's unread badge (issue 24): what happened to their villas'
 * reservations since they last looked at their reservation list — a request
 * arrived, a reservation was put on option, confirmed or cancelled — by
 * someone else (their own changes are not news). The list marks itself seen
 * (`POST /v1/admin/unreadcount/seen`), which clears the badge. An owner who
 * never looked counts the last 7 days. Payments, mails and completions are
 * not counted: the owner has nothing to do about them.
 */
import { and, countDistinct, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ReservationStatus, SeenBody } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { reservationEvents, reservations, userSeen, villas } from '../../db/schema.ts';
import { VILLA_UNIT } from '../rental-units/kinds.ts';

/** Status moves an owner is told about. */
const NEWS: ReservationStatus[] = ['pending', 'option', 'confirmed', 'cancelled'];
const NEVER_SEEN_DAYS = 7;

/** Reservations of `ownerId`'s villas with news since their last look; a count ≥ 0. */
export async function ownerNewsCount(db: Db | Tx, ownerId: number): Promise<number> {
  const e = reservationEvents;
  const lastSeen = db
    .select({ at: userSeen.seen_at })
    .from(userSeen)
    .where(and(eq(userSeen.user_id, ownerId), eq(userSeen.topic, 'reservations')));
  const [row] = await db
    .select({ n: countDistinct(e.reservation_id) })
    .from(e)
    .innerJoin(reservations, eq(reservations.id, e.reservation_id))
    .innerJoin(villas, eq(villas.id, reservations.villa_id))
    .where(
      and(
        eq(villas.owner_id, ownerId),
        VILLA_UNIT.listed,
        inArray(e.to_status, NEWS),
        sql`${e.from_status} is distinct from ${e.to_status}`,
        sql`${e.actor_id} is distinct from ${ownerId}`,
        gt(e.created_at, sql`coalesce((${lastSeen}), now() - make_interval(days => ${NEVER_SEEN_DAYS}))`),
      ),
    );
  return row?.n ?? 0;
}

/** Stamps now as the moment `userId` looked at list `topic`. */
export async function markSeen(db: Db | Tx, userId: number, topic: SeenBody['topic']): Promise<void> {
  await db
    .insert(userSeen)
    .values({ user_id: userId, topic, seen_at: sql`now()` })
    .onConflictDoUpdate({ target: [userSeen.user_id, userSeen.topic], set: { seen_at: sql`now()` } });
}
