/**
 * A villa's own iCal feed for the channels to import (issue 8 "Export"):
 * option and confirmed reservations (external blockings included) and manual
 * closed dates, as all-day events with exclusive DTEND. Ranges imported from
 * other channels are left out so channels do not echo each other, and no
 * guest data leaves: every event is just 'Dolu'.
 */
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import type { Db } from '../../db/client.ts';
import { reservations, villaDates, villas } from '../../db/schema.ts';
import { addDays } from '../../domain/ical-ranges.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { AppError } from '../../lib/errors.ts';

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The .ics text of a villa, or NOT_FOUND when slug and token do not match an active villa. */
export async function exportVillaCalendar(opts: { db: Db; slug: string; token: string }): Promise<string> {
  const [villa] = await opts.db
    .select({ id: villas.id, name: villas.name, token: villas.ical_token })
    .from(villas)
    .where(and(eq(villas.slug, opts.slug), eq(villas.active, true)));
  // The same answer for a wrong slug and a wrong token, so tokens cannot be probed.
  if (!villa || villa.token !== opts.token) throw new AppError('NOT_FOUND', 'Takvim bulunamadı.');
  const since = addDays(todayInIstanbul(), -30);
  const [res, dates] = await Promise.all([
    opts.db
      .select({ id: reservations.id, started_at: reservations.started_at, finished_at: reservations.finished_at })
      .from(reservations)
      .where(
        and(
          eq(reservations.villa_id, villa.id),
          inArray(reservations.status, ['option', 'confirmed']),
          ne(reservations.channel, 'ical'),
          gt(reservations.finished_at, since),
        ),
      ),
    opts.db
      .select({ id: villaDates.id, started_at: villaDates.started_at, finished_at: villaDates.finished_at })
      .from(villaDates)
      .where(and(eq(villaDates.villa_id, villa.id), eq(villaDates.source, 'manual'), gt(villaDates.finished_at, since))),
  ]);
  const cal = new ICalCalendar({
    name: `${villa.name} — Yalı`,
    prodId: { company: 'Yali', product: 'Villa Takvimi', language: 'TR' },
  });
  cal.method(ICalCalendarMethod.PUBLISH);
  const add = (uid: string, r: { started_at: string; finished_at: string }) =>
    cal.createEvent({
      id: uid,
      start: utcDate(r.started_at),
      end: utcDate(r.finished_at),
      allDay: true,
      summary: 'Dolu',
      stamp: new Date(),
    });
  for (const r of res) add(`res-${r.id}@yali`, r);
  for (const d of dates) add(`date-${d.id}@yali`, d);
  return cal.toString();
}
