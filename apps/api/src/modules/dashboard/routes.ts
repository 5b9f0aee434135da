/**
 * `GET /v1/admin/unreadcount` (SPEC §7): the red badges of SPEC §6.
 * reservationCount: pending reservations nobody opened yet (of the owner's
 * own villas for an OWNER; an ADMIN's count adds the unopened pending boat
 * reservations); contactCount: unread contact messages (ADMIN only;
 * 0 for an OWNER, who has no contact form menu); failingFeedCount: calendar feeds failing
 * for an hour or more (issue 24; ADMIN only); pendingCommentCount: reviews waiting
 * for publication (issue 24; ADMIN only — an owner does not moderate).
 * An OWNER's reservationCount is their news since they last looked at their
 * list (owner-news.ts); `POST /v1/admin/unreadcount/seen` marks a list seen
 * and answers the counts after it.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, seenBody, type UnreadCount, unreadCountContent } from '@yali/contract';
import { boatReservations, comments, contactMessages, icalFeeds, reservations } from '../../db/schema.ts';
import { type AuthUser, currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import type { Db } from '../../db/client.ts';
import { isFailing } from '../calendar-sync/routes.ts';
import { markSeen, ownerNewsCount } from './owner-news.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unreadcount',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['dashboard'],
        summary: 'Okunmamış rezervasyon ve mesaj sayıları',
        security: [{ bearer: [] }],
        response: { 200: envelope(unreadCountContent), 401: errorBody },
      },
    },
    async (req) => ({ content: await unreadCounts(app.db, currentUser(req)) }),
  );

  app.post(
    '/unreadcount/seen',
    {
      config: OWNERS_TOO,
      schema: {
        tags: ['dashboard'],
        summary: 'Bir liste görüldü: rozeti bundan sonrasını sayar (ev sahibinin rezervasyonları)',
        security: [{ bearer: [] }],
        body: seenBody,
        response: { 200: envelope(unreadCountContent), 400: errorBody, 401: errorBody },
      },
    },
    async (req) => {
      const user = currentUser(req);
      await markSeen(app.db, user.id, req.body.topic);
      return { content: await unreadCounts(app.db, user) };
    },
  );
};

/** The badges of `user` (see the module's comment). */
async function unreadCounts(db: Db, user: AuthUser): Promise<UnreadCount> {
  const [r, [c], [b], feeds, [rv]] = await Promise.all([
    user.role === 'OWNER'
      ? ownerNewsCount(db, user.id)
      : db
          .select({ n: count() })
          .from(reservations)
          .where(and(eq(reservations.status, 'pending'), isNull(reservations.opened_at)))
          .then(([row]) => row?.n ?? 0),
    user.role === 'ADMIN'
      ? db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false))
      : Promise.resolve([{ n: 0 }]),
    // Boats have no owners: only the ADMIN's badge counts their new requests.
    user.role === 'ADMIN'
      ? db
          .select({ n: count() })
          .from(boatReservations)
          .where(and(eq(boatReservations.status, 'pending'), isNull(boatReservations.opened_at)))
      : Promise.resolve([{ n: 0 }]),
    user.role === 'ADMIN'
      ? db
          .select()
          .from(icalFeeds)
          .where(and(eq(icalFeeds.active, true), isNotNull(icalFeeds.last_error)))
      : Promise.resolve([]),
    user.role === 'ADMIN'
      ? db.select({ n: count() }).from(comments).where(eq(comments.active, false))
      : Promise.resolve([{ n: 0 }]),
  ]);
  const now = Date.now();
  return {
    reservationCount: r + (b?.n ?? 0),
    contactCount: c?.n ?? 0,
    failingFeedCount: feeds.filter((f) => isFailing(f, now)).length,
    pendingCommentCount: rv?.n ?? 0,
  };
}
