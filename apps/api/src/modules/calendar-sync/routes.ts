/**
 * Calendar sync routes (issue 8). Admin: feeds of a villa, preview and sync
 * (SPEC §7 `POST /villas/date/sync/preview`, `POST /villas/date/sync`),
 * export token. Public: `GET /v1/ical/{slug}/{token}.ics`. ADMIN only:
 * an OWNER gets 403.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarSyncState,
  envelope,
  errorBody,
  FEED_FAILING_AFTER_MS,
  feedHealth,
  feedUrl,
  icalFeed,
  idParam,
  syncNowResult,
  syncResult,
  villaChangeSet,
} from '@yali/contract';
import { icalFeeds, villas } from '../../db/schema.ts';
import { actorOf, OWN_TRANSACTIONS, setAuditActor } from '../../lib/audit-actor.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { fetchFeedText } from '../../lib/safe-fetch.ts';
import { applyChangeSet, computeChangeSet } from './change-set.ts';
import { exportVillaCalendar } from './export-ical.ts';
import { syncVillaNow } from './sync-job.ts';

const feedBody = z.object({
  name: z.string().trim().min(1, 'Takvim adı gerekli.').max(80, 'Takvim adı en fazla 80 karakter olabilir.'),
  url: feedUrl,
  active: z.boolean().default(true),
});
const villaIdBody = z.object({ villa_id: z.number().int().positive().max(2_147_483_647) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const feedResponse = envelope(icalFeed);

/** Timestamps as ISO strings for the JSON answer. */
function feedJson(row: typeof icalFeeds.$inferSelect) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return { ...row, last_attempt_at: iso(row.last_attempt_at), last_success_at: iso(row.last_success_at), created_at: undefined };
}

/**
 * Whether a feed has been failing for an hour (FEED_FAILING_AFTER_MS): active, its last attempt
 * ended in an error, and it has not worked since an hour ago (or since it was added, an hour
 * or more ago).
 */
export function isFailing(row: typeof icalFeeds.$inferSelect, now = Date.now()): boolean {
  if (!row.active || !row.last_error || !row.last_attempt_at) return false;
  const lastGood = (row.last_success_at ?? row.created_at).getTime();
  return now - lastGood >= FEED_FAILING_AFTER_MS;
}

/** The feeds of a villa as the panel shows them. */
async function villaFeeds(app: FastifyInstance, villaId: number) {
  const feeds = await app.db.select().from(icalFeeds).where(eq(icalFeeds.villa_id, villaId)).orderBy(asc(icalFeeds.id));
  return feeds.map(feedJson);
}

/** The fetcher the sync uses, with this installation's SSRF setting. */
export function feedFetcher(app: FastifyInstance) {
  return (url: string) => fetchFeedText(url, { allowPrivate: app.config.icalAllowPrivate });
}

/** Absolute path of a villa's export feed (relative to the site's origin). */
export const exportPath = (slug: string, token: string) => `/v1/ical/${encodeURIComponent(slug)}/${token}.ics`;

async function villaOr404(app: FastifyInstance, id: number) {
  const [v] = await app.db
    .select({ id: villas.id, slug: villas.slug, token: villas.ical_token })
    .from(villas)
    .where(eq(villas.id, id));
  if (!v) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
  return v;
}

const feedProblem = z.object({
  feed_id: z.number().int(),
  feed_name: z.string(),
  villa_id: z.number().int(),
  villa_name: z.string(),
  last_error: z.string(),
  last_attempt_at: z.string().nullable(),
});

export const calendarSyncAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar-sync/problems',
    {
      schema: {
        tags: ['calendar-sync'],
        summary: 'Hata veya çakışma bildiren takvim bağlantıları (panel uyarısı)',
        response: { 200: envelope(z.array(feedProblem)), ...errors },
      },
    },
    async () => {
      const rows = await app.db
        .select({
          feed_id: icalFeeds.id,
          feed_name: icalFeeds.name,
          villa_id: villas.id,
          villa_name: villas.name,
          last_error: icalFeeds.last_error,
          last_attempt_at: icalFeeds.last_attempt_at,
        })
        .from(icalFeeds)
        .innerJoin(villas, eq(villas.id, icalFeeds.villa_id))
        .where(and(eq(icalFeeds.active, true), isNotNull(icalFeeds.last_error)))
        .orderBy(asc(villas.name), asc(icalFeeds.id));
      return {
        content: rows.map((r) => ({
          ...r,
          last_error: r.last_error ?? '',
          last_attempt_at: r.last_attempt_at?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/villas/:id/calendar-sync',
    {
      schema: {
        tags: ['calendar-sync'],
        summary: 'Villanın takvim bağlantıları ve dışa aktarma adresi',
        params: idParam,
        response: { 200: envelope(calendarSyncState), ...errors },
      },
    },
    async (req) => {
      const v = await villaOr404(app, req.params.id);
      return { content: { export_url: exportPath(v.slug, v.token), feeds: await villaFeeds(app, v.id) } };
    },
  );

  app.get(
    '/calendar-sync/feeds',
    {
      schema: {
        tags: ['calendar-sync'],
        summary: 'Acentenin bütün takvim bağlantıları ve durumları (son başarı, son hata, etkinlik sayısı)',
        response: { 200: envelope(z.array(feedHealth)), ...errors },
      },
    },
    async () => {
      const rows = await app.db
        .select({ feed: icalFeeds, villa_name: villas.name })
        .from(icalFeeds)
        .innerJoin(villas, eq(villas.id, icalFeeds.villa_id))
        .orderBy(asc(villas.name), asc(icalFeeds.id));
      const now = Date.now();
      const items = rows.map((r) => ({ ...feedJson(r.feed), villa_name: r.villa_name, failing: isFailing(r.feed, now) }));
      // The failing ones first: they are what this page is for.
      return { content: items.sort((a, b) => Number(b.failing) - Number(a.failing)) };
    },
  );

  app.post(
    '/villas/:id/calendar-sync/now',
    {
      config: OWN_TRANSACTIONS,
      schema: {
        tags: ['calendar-sync'],
        summary: 'Villanın takvimlerini şimdi senkronize et (önizlemesiz; çakışmalar uygulanmaz, işaretlenir)',
        params: idParam,
        response: { 200: envelope(syncNowResult), ...errors },
      },
    },
    async (req) => {
      await villaOr404(app, req.params.id);
      const result = await syncVillaNow({
        db: app.db,
        villaId: req.params.id,
        fetchFeed: feedFetcher(app),
        actor: actorOf(req.user),
      });
      return { content: { ...result, feeds: await villaFeeds(app, req.params.id) } };
    },
  );

  app.post(
    '/villas/feeds',
    {
      config: OWN_TRANSACTIONS,
      schema: {
        tags: ['calendar-sync'],
        summary: 'Takvim bağlantısı ekle (ilk senkronizasyon hemen yapılır)',
        body: feedBody.extend(villaIdBody.shape),
        response: { 201: feedResponse, ...errors },
      },
    },
    async (req, reply) => {
      await villaOr404(app, req.body.villa_id);
      const row = await app.db.transaction(async (tx) => {
        await setAuditActor(tx, actorOf(req.user));
        const [inserted] = await tx.insert(icalFeeds).values(req.body).returning();
        return inserted;
      });
      if (!row) throw new AppError('INTERNAL');
      // The first sync at once, not at the next scheduled run: an unreachable address shows
      // on the feed now. While a scheduled run holds the lock, the next run syncs it.
      try {
        await syncVillaNow({ db: app.db, villaId: row.villa_id, fetchFeed: feedFetcher(app), actor: actorOf(req.user) });
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
      }
      const [synced] = await app.db.select().from(icalFeeds).where(eq(icalFeeds.id, row.id));
      return reply.status(201).send({ content: feedJson(synced ?? row) });
    },
  );

  app.put(
    '/villas/feeds/:id',
    {
      schema: {
        tags: ['calendar-sync'],
        summary: 'Takvim bağlantısını düzenle',
        params: idParam,
        body: feedBody,
        response: { 200: feedResponse, ...errors },
      },
    },
    async (req) => {
      const [row] = await app.db.update(icalFeeds).set(req.body).where(eq(icalFeeds.id, req.params.id)).returning();
      if (!row) throw new AppError('NOT_FOUND', 'Takvim bağlantısı bulunamadı.');
      return { content: feedJson(row) };
    },
  );

  app.delete(
    '/villas/feeds/:id',
    {
      schema: {
        tags: ['calendar-sync'],
        summary: 'Takvim bağlantısını sil (içe aktarılan tarihleriyle)',
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (req) => {
      // Its imported closed dates go with it (foreign key ON DELETE CASCADE).
      const [row] = await app.db.delete(icalFeeds).where(eq(icalFeeds.id, req.params.id)).returning({ id: icalFeeds.id });
      if (!row) throw new AppError('NOT_FOUND', 'Takvim bağlantısı bulunamadı.');
      return { content: row };
    },
  );

  app.post(
    '/villas/:id/ical-token',
    {
      schema: {
        tags: ['calendar-sync'],
        summary: 'Dışa aktarma adresini yenile',
        params: idParam,
        response: { 200: envelope(z.object({ export_url: z.string() })), ...errors },
      },
    },
    async (req) => {
      const token = randomBytes(16).toString('hex');
      const [v] = await app.db
        .update(villas)
        .set({ ical_token: token })
        .where(eq(villas.id, req.params.id))
        .returning({ slug: villas.slug });
      if (!v) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
      return { content: { export_url: exportPath(v.slug, token) } };
    },
  );

  app.post(
    '/villas/date/sync/preview',
    {
      schema: {
        tags: ['calendar-sync'],
        summary: 'Takvim senkronizasyonu önizlemesi',
        body: villaIdBody,
        response: { 200: envelope(villaChangeSet), ...errors },
      },
    },
    async (req) => {
      await villaOr404(app, req.body.villa_id);
      return { content: await computeChangeSet({ db: app.db, villaId: req.body.villa_id, fetchFeed: feedFetcher(app) }) };
    },
  );

  app.post(
    '/villas/date/sync',
    {
      schema: {
        tags: ['calendar-sync'],
        summary: 'Önizlenen değişiklikleri uygula',
        body: villaIdBody.extend({ token: z.string().min(1, 'Önizleme anahtarı gerekli.').max(64) }),
        response: { 200: envelope(syncResult), ...errors },
      },
    },
    async (req) => {
      await villaOr404(app, req.body.villa_id);
      const fresh = await computeChangeSet({ db: app.db, villaId: req.body.villa_id, fetchFeed: feedFetcher(app) });
      if (fresh.token !== req.body.token) {
        throw new AppError('CONFLICT', 'Takvimler önizlemeden sonra değişti. Lütfen yeni önizlemeyi kontrol edin.', {
          preview: fresh,
        });
      }
      try {
        const result = await app.db.transaction((tx) => applyChangeSet(tx, fresh));
        return { content: { ...result, preview: fresh } };
      } catch (err) {
        if (sqlState(err) !== '23P01') throw err;
        // A booking arrived between the fetch and the write: show what the calendar looks like now.
        const again = await computeChangeSet({ db: app.db, villaId: req.body.villa_id, fetchFeed: feedFetcher(app) });
        throw new AppError('CONFLICT', 'Bu arada villaya yeni bir kayıt eklendi. Lütfen yeni önizlemeyi kontrol edin.', {
          preview: again,
        });
      }
    },
  );
};

export const calendarExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ical/:slug/:file',
    {
      schema: {
        tags: ['public'],
        summary: 'Villanın iCal takvimi (kanalların içe aktarması için)',
        params: z.object({
          slug: z.string().min(1).max(120),
          file: z.string().regex(/^[a-z0-9]{8,64}\.ics$/i, 'Geçersiz takvim adresi.'),
        }),
        response: { 200: z.string(), 404: errorBody, 400: errorBody },
      },
    },
    async (req, reply) => {
      const text = await exportVillaCalendar({
        db: app.db,
        slug: req.params.slug,
        token: req.params.file.replace(/\.ics$/i, ''),
      });
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'no-store').send(text);
    },
  );
};
