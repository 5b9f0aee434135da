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
