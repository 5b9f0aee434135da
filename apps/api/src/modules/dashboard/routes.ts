/**
 * `GET /v1/admin/unreadcount` (SPEC §7): the red badges of SPEC §6.
 * reservationCount: pending reservations nobody opened yet (of the owner's
 * own villas for an OWNER; an ADMIN's count adds the unopened pending boat
 * reservations); contactCount: unread contact messages (ADMIN only;
 * 0 for an OWNER, who has no contact form menu); failingFeedCount: calendar feeds failing
 * for an hour or more (issue 24; ADMIN only); pendingCommentCount: reviews waiting
 * for publication (issue 24; ADMIN only — an owner does not moderate).
 */
import { and, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, unreadCountContent } from '@yali/contract';
import { boatReservations, comments, contactMessages, icalFeeds, reservations, villas } from '../../db/schema.ts';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { isFailing } from '../calendar-sync/routes.ts';

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
    async (req) => {
      const user = currentUser(req);
      const pending: SQL[] = [eq(reservations.status, 'pending'), isNull(reservations.opened_at)];
      if (user.role === 'OWNER') pending.push(eq(villas.owner_id, user.id));
      const [[r], [c], [b], feeds, [rv]] = await Promise.all([
        app.db
          .select({ n: count() })
          .from(reservations)
          .innerJoin(villas, eq(villas.id, reservations.villa_id))
          .where(and(...pending)),
        user.role === 'ADMIN'
          ? app.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false))
          : Promise.resolve([{ n: 0 }]),
        // Boats have no owners: only the ADMIN's badge counts their new requests.
        user.role === 'ADMIN'
          ? app.db
              .select({ n: count() })
              .from(boatReservations)
              .where(and(eq(boatReservations.status, 'pending'), isNull(boatReservations.opened_at)))
          : Promise.resolve([{ n: 0 }]),
        user.role === 'ADMIN'
          ? app.db
              .select()
              .from(icalFeeds)
              .where(and(eq(icalFeeds.active, true), isNotNull(icalFeeds.last_error)))
          : Promise.resolve([]),
        user.role === 'ADMIN'
          ? app.db.select({ n: count() }).from(comments).where(eq(comments.active, false))
          : Promise.resolve([{ n: 0 }]),
      ]);
      const now = Date.now();
      return {
        content: {
          reservationCount: (r?.n ?? 0) + (b?.n ?? 0),
          contactCount: c?.n ?? 0,
          failingFeedCount: feeds.filter((f) => isFailing(f, now)).length,
          pendingCommentCount: rv?.n ?? 0,
        },
      };
    },
  );
};
