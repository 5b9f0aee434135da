/** Calendar sync shapes (issue 8): feeds, the preview change set, the sync result. */
import { z } from 'zod';

export const icalFeed = z.object({
  id: z.number().int(),
  villa_id: z.number().int(),
  name: z.string(),
  url: z.string(),
  active: z.boolean(),
  last_attempt_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  events_seen: z.number().int(),
  last_error: z.string().nullable(),
});
export type IcalFeed = z.infer<typeof icalFeed>;

const range = { started_at: z.string(), finished_at: z.string() };
export const importedRange = z.object({ uid: z.string(), summary: z.string(), ...range });

export const feedChangeSet = z.object({
  feed_id: z.number().int(),
  name: z.string(),
  add: z.array(importedRange),
  remove: z.array(z.object({ id: z.number().int(), uid: z.string().nullable(), ...range })),
  conflicts: z.array(
    importedRange.extend({ with: z.object({ kind: z.enum(['reservation', 'date', 'sync']), label: z.string(), ...range }) }),
  ),
  unchanged: z.number().int(),
  events_seen: z.number().int(),
  error: z.string().nullable(),
});
export const villaChangeSet = z.object({ villa_id: z.number().int(), feeds: z.array(feedChangeSet), token: z.string() });
export type VillaChangeSet = z.infer<typeof villaChangeSet>;

export const calendarSyncState = z.object({ export_url: z.string(), feeds: z.array(icalFeed) });
export type CalendarSyncState = z.infer<typeof calendarSyncState>;

export const syncResult = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  conflicts: z.number().int(),
  preview: villaChangeSet,
});

/**
 * The words for a calendar address that cannot be used, the same when a feed is added
 * (`feedUrl`) and when one is fetched (apps/api/src/lib/safe-fetch.ts).
 */
export const FEED_URL_MESSAGES = {
  invalid: 'Geçerli bir takvim adresi girin (https://… ile başlayan).',
  scheme: 'Yalnızca http ve https takvim adresleri desteklenir.',
} as const;

/** A feed's address as a form or the API takes it: an http(s) URL of at most 2,000 characters. */
export const feedUrl = z
  .string()
  .trim()
  .max(2000, 'Takvim adresi en fazla 2000 karakter olabilir.')
  .refine((u) => URL.canParse(u), FEED_URL_MESSAGES.invalid)
  .refine((u) => !URL.canParse(u) || /^https?:$/i.test(new URL(u).protocol), FEED_URL_MESSAGES.scheme);

/** `POST /v1/admin/villas/{id}/calendar-sync/now`: what the sync changed, and the feeds after it. */
export const syncNowResult = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  conflicts: z.number().int(),
  feeds: z.array(icalFeed),
});
export type SyncNowResult = z.infer<typeof syncNowResult>;

/** A feed has been failing for this long (no success for an hour since it last worked or was added). */
export const FEED_FAILING_AFTER_MS = 60 * 60 * 1000;

/** `GET /v1/admin/calendar-sync/feeds`: every feed of the agency with its villa and its health. */
export const feedHealth = icalFeed.extend({
  villa_name: z.string(),
  /** Active, with an error, and no success for `FEED_FAILING_AFTER_MS`: a double booking waiting to happen. */
  failing: z.boolean(),
});
export type FeedHealth = z.infer<typeof feedHealth>;
